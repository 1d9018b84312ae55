// docs/performance.md "Leads dashboard and exports": /admin/leads reads daily click totals kept by
// triggers; its figures must equal a direct count over the raw rows for any range, today included,
// and move when a click's outcome changes or a click is deleted.
import type Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { setAdminPassword } from "~/server/auth/admin-accounts.server";
import { setClockForTests } from "~/server/infra/clock.server";
import { clickStore } from "~/server/leads/clicks.server";
import { ensureClickTotals } from "~/server/leads/click-totals.server";
import { markLead } from "~/server/leads/outcomes.server";
import { pruneLeads } from "~/server/leads/report.server";
import { parseContactClick } from "~/lib/leads/contact-click";
import { action as loginAction } from "~/routes/admin.login/route";
import { loader as leadsLoader } from "~/routes/admin.leads/route";
import { ADMIN, asResponse, cookieFrom, freshDatabasePerTest, navigation, run } from "./auth-helpers";

const fresh = freshDatabasePerTest();
const NOW = Date.parse("2026-11-23T15:00:00-03:00");
const DAY = 86_400_000;
const BROWSER = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36";
/** 00:00 of a São Paulo day. */
const dayStart = (day: string) => Date.parse(`${day}T00:00:00-03:00`);

const PAGES: [string, string, string | null][] = [
  ["/cidades/guarulhos", "cidade", "guarulhos"],
  ["/motores/motor-ppa-home", "motor", "motor-ppa-home"],
  ["/", "inicio", null],
];

/** Clicks at the edges of days (the first and last millisecond) and in between, over 40 days, counted and suspect, three channels. */
function insertClicks(sqlite: Database.Database): void {
  const insert = sqlite.prepare(
    `INSERT INTO contact_clicks (at, channel, code, page_path, template, subject, placement, visitor_hash, suspect, outcome, value_cents)
     VALUES (?, ?, ?, ?, ?, ?, ?, 'teste', ?, ?, ?)`,
  );
  const channels = ["whatsapp", "telefone", "pedido"];
  sqlite.transaction(() => {
    let n = 0;
    for (let d = 0; d < 40; d++) {
      const start = dayStart("2026-11-23") - d * DAY;
      for (const at of [start, start + 1, start + DAY / 2, start + DAY - 1]) {
        if (at > NOW) continue;
        n++;
        const [path, template, subject] = PAGES[n % PAGES.length];
        const channel = channels[n % 3];
        const sale = n % 7 === 0;
        insert.run(
          at,
          channel,
          channel === "telefone" ? null : `C${String(n).padStart(3, "0")}`,
          path,
          template,
          subject,
          n % 2 ? "destaque" : "rodape",
          n % 4 === 0 ? 1 : 0,
          sale ? "venda" : n % 5 === 0 ? "perdido" : null,
          sale ? n * 1000 : null,
        );
      }
    }
  })();
}

/** The dashboard's click figures computed straight from the rows of [from, to]. */
function directCount(sqlite: Database.Database, from: string, to: string) {
  const range = [dayStart(from), dayStart(to) + DAY];
  const totals = sqlite
    .prepare(
      `SELECT count(*) AS clicks, coalesce(sum(channel = 'whatsapp'), 0) AS whatsapp, coalesce(sum(channel = 'telefone'), 0) AS phone,
         coalesce(sum(outcome = 'venda'), 0) AS sales, coalesce(sum(CASE WHEN outcome = 'venda' THEN value_cents END), 0) AS valueCents
       FROM contact_clicks WHERE at >= ? AND at < ? AND suspect = 0`,
    )
    .get(...range);
  const suspect = sqlite
    .prepare(
      `SELECT count(*) AS clicks, coalesce(sum(channel = 'whatsapp'), 0) AS whatsapp, coalesce(sum(channel <> 'whatsapp'), 0) AS phone
       FROM contact_clicks WHERE at >= ? AND at < ? AND suspect = 1`,
    )
    .get(...range);
  const byPage = Object.fromEntries(
    (
      sqlite
        .prepare("SELECT page_path AS key, count(*) AS clicks FROM contact_clicks WHERE at >= ? AND at < ? AND suspect = 0 GROUP BY page_path")
        .all(...range) as { key: string; clicks: number }[]
    ).map((r) => [r.key, r.clicks]),
  );
  const byDay = Object.fromEntries(
    (
      sqlite
        .prepare(
          `SELECT date(at / 1000, 'unixepoch', '-3 hours') AS day, count(*) AS clicks FROM contact_clicks WHERE at >= ? AND at < ? AND suspect = 0 GROUP BY day`,
        )
        .all(...range) as { day: string; clicks: number }[]
    ).map((r) => [r.day, r.clicks]),
  );
  return { totals, suspect, byPage, byDay };
}

type Dashboard = Awaited<ReturnType<typeof leadsLoader>>;

async function signedIn() {
  const { conn } = fresh();
  setClockForTests(() => NOW);
  await setAdminPassword(ADMIN.email, ADMIN.password);
  const res = asResponse(await run(loginAction, navigation("/admin/login", { form: { email: ADMIN.email, password: ADMIN.password } })));
  const cookie = cookieFrom(res, "admin_session=")!;
  const dashboard = async (query: string) => ((await run(leadsLoader, navigation(`/admin/leads${query}`, { cookie }))) as { data: Dashboard }).data;
  return { sqlite: conn.sqlite, dashboard };
}

/** The dashboard's click figures in the shape of directCount. */
function shown(data: Dashboard) {
  const pages = data.tables.find((t) => t.id === "pagina")!.rows.filter((r) => r.clicks > 0);
  return {
    totals: {
      clicks: data.totals.clicks,
      whatsapp: data.totals.whatsapp,
      phone: data.totals.phone,
      sales: data.totals.sales,
      valueCents: data.totals.valueCents,
    },
    suspect: { clicks: data.suspect.clicks, whatsapp: data.suspect.whatsapp, phone: data.suspect.phone },
    byPage: Object.fromEntries(pages.map((r) => [r.key, r.clicks])),
    byDay: Object.fromEntries(data.days.filter((d) => d.clicks > 0).map((d) => [d.day, d.clicks])),
  };
}

const RANGES: [string, string, string][] = [
  ["?periodo=7", "2026-11-17", "2026-11-23"],
  ["?periodo=30", "2026-10-25", "2026-11-23"],
  ["?periodo=90", "2026-08-26", "2026-11-23"],
  ["?de=2026-11-23&ate=2026-11-23", "2026-11-23", "2026-11-23"],
  ["?de=2026-11-01&ate=2026-11-01", "2026-11-01", "2026-11-01"],
  ["?de=2026-10-20&ate=2026-11-02", "2026-10-20", "2026-11-02"],
];

describe("the leads dashboard's daily totals", () => {
  it("equal a direct count over the rows for ranges of one day (today, a first day) up to 90 days", async () => {
    const { sqlite, dashboard } = await signedIn();
    insertClicks(sqlite);
    // A click recorded the usual way (queued, written by the read), on today's last minutes.
    const click = parseContactClick("whatsapp", new URLSearchParams("de=/cidades/guarulhos&local=destaque"))!;
    expect(clickStore.record({ click, address: "10.0.0.1", userAgent: BROWSER, referrerHost: null, campaign: {}, at: NOW - 1 }).recorded).toBe(true);
    for (const [query, from, to] of RANGES) {
      const data = await dashboard(query);
      expect(data.choice.range).toEqual({ from, to });
      expect(shown(data), query).toEqual(directCount(sqlite, from, to));
    }
    expect(shown(await dashboard("?periodo=7")).totals.clicks).toBeGreaterThan(10);
  });

  it("move when the owner marks an outcome, when it changes and when clicks are deleted", async () => {
    const { sqlite, dashboard } = await signedIn();
    insertClicks(sqlite);
    const code = sqlite
      .prepare("SELECT code FROM contact_clicks WHERE suspect = 0 AND outcome IS NULL AND channel = 'whatsapp' AND at >= ? LIMIT 1")
      .pluck()
      .get(dayStart("2026-11-20")) as string;
    const before = shown(await dashboard("?periodo=7"));
    expect(markLead(code, "venda", 189_990, NOW)).toBe(true);
    const sold = shown(await dashboard("?periodo=7"));
    expect(sold.totals).toEqual({ ...before.totals, sales: before.totals.sales + 1, valueCents: before.totals.valueCents + 189_990 });
    expect(sold).toEqual(directCount(sqlite, "2026-11-17", "2026-11-23"));
    expect(markLead(code, "perdido", null, NOW)).toBe(true);
    expect(shown(await dashboard("?periodo=7"))).toEqual(before);

    // The retention deletes suspects after 30 days and everything after the months kept.
    pruneLeads(1, NOW);
    for (const [query, from, to] of RANGES) expect(shown(await dashboard(query)), query).toEqual(directCount(sqlite, from, to));
    expect(sqlite.prepare("SELECT count(*) FROM lead_daily_clicks WHERE clicks <= 0").pluck().get()).toBe(0);
  });

  it("are built from the rows already stored, once: running it again changes nothing", async () => {
    const { sqlite, dashboard } = await signedIn();
    // A database from before the totals: rows without triggers or totals.
    for (const name of sqlite.prepare("SELECT name FROM sqlite_master WHERE type = 'trigger' AND tbl_name = 'contact_clicks'").pluck().all() as string[])
      sqlite.exec(`DROP TRIGGER ${name}`);
    insertClicks(sqlite);
    sqlite.exec("DELETE FROM lead_daily_clicks");
    expect(ensureClickTotals(sqlite)).toBe(true);
    const totals = sqlite.prepare("SELECT * FROM lead_daily_clicks ORDER BY 1, 2, 3, 4, 5, 6, 7").all();
    expect(ensureClickTotals(sqlite)).toBe(false);
    expect(sqlite.prepare("SELECT * FROM lead_daily_clicks ORDER BY 1, 2, 3, 4, 5, 6, 7").all()).toEqual(totals);
    for (const [query, from, to] of RANGES) expect(shown(await dashboard(query)), query).toEqual(directCount(sqlite, from, to));
  });
});
