import Database from "better-sqlite3";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { parseContactClick } from "~/lib/leads/contact-click";
import { codeTaken } from "~/server/leads/click-ledger.server";
import { campaignFrom, flushClicks, recordClick, type ClickRequest } from "~/server/leads/clicks.server";
import { LEADS_LIMITS, OTHER_PATHS } from "~/server/leads/limits";
import { findLead, markLead } from "~/server/leads/outcomes.server";
import { leadsReport, pruneLeads } from "~/server/leads/report.server";
import { countView, flushViews, resetViewsForTests } from "~/server/leads/views.server";
import { resetVisitorSaltForTests } from "~/server/leads/visitor.server";
import { useFreshDatabase } from "./helpers";

const BROWSER = "Mozilla/5.0 (Linux; Android 13; moto g54) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const NOON = Date.parse("2026-11-23T12:00:00-03:00");

let db: ReturnType<typeof useFreshDatabase>;
beforeEach(() => {
  db = useFreshDatabase();
  resetVisitorSaltForTests();
  resetViewsForTests();
});
afterEach(() => db.cleanup());

function click(query: string, over: Partial<ClickRequest> = {}): ClickRequest {
  const [channel, search] = query.split("?");
  return {
    click: parseContactClick(channel, new URLSearchParams(search))!,
    address: "203.0.113.7",
    userAgent: BROWSER,
    referrerHost: null,
    campaign: {},
    at: NOON,
    ...over,
  };
}

/** Rows of the database once the clicks held in memory are written (as every reader of clicks does). */
function rows<T>(sql: string): T[] {
  flushClicks();
  return db.conn.sqlite.prepare(sql).all() as T[];
}

describe("recorded clicks", () => {
  it("wait in memory and are written together: within the interval, at the flush, or when the queue is full", () => {
    const first = recordClick(click("whatsapp?de=/motores&local=cartao"));
    expect(first.recorded).toBe(true);
    expect(db.conn.sqlite.prepare("SELECT count(*) AS n FROM contact_clicks").get()).toEqual({ n: 0 });
    expect(flushClicks()).toBe(1);
    expect(db.conn.sqlite.prepare("SELECT code FROM contact_clicks").all()).toEqual([{ code: first.code }]);
    // A full queue is written at once, in one transaction.
    for (let i = 0; i <= LEADS_LIMITS.maxPendingClicks; i++) recordClick(click("telefone?de=/&local=flutuante", { address: `10.1.${i >> 8}.${i & 255}` }));
    expect((db.conn.sqlite.prepare("SELECT count(*) AS n FROM contact_clicks").get() as { n: number }).n).toBe(1 + LEADS_LIMITS.maxPendingClicks);
    expect(flushClicks()).toBe(1);
  });

  it("are written by the timer within the flush interval, with nobody asking", async () => {
    const { code } = recordClick(click("whatsapp?de=/motores&local=cartao"));
    await new Promise((resolve) => setTimeout(resolve, LEADS_LIMITS.clickFlushMs + 500));
    expect(db.conn.sqlite.prepare("SELECT code FROM contact_clicks").all()).toEqual([{ code }]);
  });

  it("store page, template, subject, placement, campaign and a code, but no address", () => {
    const result = recordClick(
      click("whatsapp?de=/cidades/guarulhos&local=destaque&texto=Olá", {
        referrerHost: "www.google.com",
        campaign: campaignFrom(new URLSearchParams("utm_source=google&utm_campaign=portao-sp&gclid=abc")),
      }),
    );
    expect(result.recorded).toBe(true);
    expect(result.code).toMatch(/^[2-9A-Z]{4}$/);
    const lead = findLead(result.code!);
    expect(lead).toMatchObject({ channel: "whatsapp", pagePath: "/cidades/guarulhos", template: "cidade", subject: "guarulhos", placement: "destaque" });
    expect(lead).toMatchObject({ referrerHost: "www.google.com", utmSource: "google", utmCampaign: "portao-sp", gclid: "abc" });
    const dump = JSON.stringify(rows("SELECT * FROM contact_clicks")) + JSON.stringify(rows("SELECT * FROM visitor_salts"));
    expect(dump).not.toContain("203.0.113.7");
    expect(dump).not.toContain("moto g54");
  });

  it("count a visitor's repeated click within a minute once, and again after it", () => {
    const first = recordClick(click("whatsapp?de=/motores&local=cartao"));
    const again = recordClick(click("whatsapp?de=/motores&local=cartao", { at: NOON + 30_000 }));
    expect(again).toEqual({ recorded: false, code: first.code, repeated: true });
    expect(recordClick(click("telefone?de=/motores&local=cartao", { at: NOON + 30_000 })).recorded).toBe(true);
    expect(recordClick(click("whatsapp?de=/motores&local=cartao", { address: "198.51.100.2", at: NOON + 30_000 })).recorded).toBe(true);
    const later = recordClick(click("whatsapp?de=/motores&local=cartao", { at: NOON + LEADS_LIMITS.repeatWindowMs + 1 }));
    expect(later.recorded).toBe(true);
    expect(later.code).not.toBe(first.code);
    expect(rows("SELECT id FROM contact_clicks")).toHaveLength(4);
  });

  it("do not count bots", () => {
    expect(recordClick(click("whatsapp?de=/&local=flutuante", { userAgent: GOOGLEBOT }))).toEqual({ recorded: false, code: null, repeated: false });
    expect(rows("SELECT id FROM contact_clicks")).toHaveLength(0);
  });

  it("never repeat a code, and the owner marks a lead by it", () => {
    const codes = new Set<string>();
    for (let i = 0; i < 300; i++) codes.add(recordClick(click("whatsapp?de=/&local=flutuante", { address: `10.0.${i >> 8}.${i & 255}` })).code!);
    expect(codes.size).toBe(300);
    const [code] = codes;
    expect(markLead(code, "venda", 189_900, NOON)).toBe(true);
    expect(markLead("ZZZZ", "venda", null, NOON)).toBe(false);
    expect(findLead(code)).toMatchObject({ outcome: "venda", valueCents: 189_900 });
  });

  it("stop recording past the daily cap", () => {
    const insert = db.conn.sqlite.prepare(
      "INSERT INTO contact_clicks (at, channel, page_path, template, placement, visitor_hash) VALUES (?, 'telefone', '/', 'início', 'outro', ?)",
    );
    db.conn.sqlite.transaction(() => {
      for (let i = 0; i < LEADS_LIMITS.maxClicksPerDay; i++) insert.run(NOON - 1000, `v${i}`);
    })();
    expect(recordClick(click("whatsapp?de=/&local=flutuante")).recorded).toBe(false);
    expect(recordClick(click("whatsapp?de=/&local=flutuante", { at: NOON + 86_400_000 })).recorded).toBe(true);
  });
});

describe("what a click knows of earlier clicks (held in memory)", () => {
  /** A second server process (two overlap during a deploy): its own connection to the same file. */
  function otherProcess() {
    const other = new Database(db.conn.sqlite.name);
    other.pragma("busy_timeout = 5000");
    return other;
  }

  it("sees another process's clicks within the flush interval: its repeat, its code and the day's count", async () => {
    const mine = recordClick(click("whatsapp?de=/motores&local=cartao"));
    expect(mine.recorded).toBe(true);
    const other = otherProcess();
    expect(other.prepare("SELECT count(*) FROM contact_clicks").pluck().get()).toBe(0); // still queued here
    flushClicks();
    const hash = other.prepare("SELECT visitor_hash FROM contact_clicks").pluck().get() as string;
    // The other process records the same visitor's WhatsApp click on /servicos, with the code it chose.
    other
      .prepare(
        "INSERT INTO contact_clicks (at, channel, code, page_path, template, placement, visitor_hash) VALUES (?, 'whatsapp', ?, '/servicos', 'serviço', 'cta', ?)",
      )
      .run(NOON + 1_000, "K7Q2", hash);
    other.close();
    await new Promise((resolve) => setTimeout(resolve, LEADS_LIMITS.clickFlushMs + 100));
    expect(recordClick(click("whatsapp?de=/servicos&local=cta", { at: NOON + 2_000 }))).toEqual({ recorded: false, code: "K7Q2", repeated: true });
    expect(codeTaken(db.conn.sqlite, "K7Q2", NOON)).toBe(true);
    const codes = new Set<string>();
    for (let i = 0; i < 200; i++)
      codes.add(recordClick(click("whatsapp?de=/&local=flutuante", { address: `10.2.${i >> 8}.${i & 255}`, at: NOON + 3_000 })).code!);
    expect(codes.has("K7Q2")).toBe(false);
    expect(codes.has(mine.code!)).toBe(false);
    expect(codes.size).toBe(200);
    expect(rows("SELECT id FROM contact_clicks")).toHaveLength(202);
  });

  it("counts the day's stored and queued clicks against the cap, whoever wrote them", async () => {
    const other = otherProcess();
    const insert = other.prepare(
      "INSERT INTO contact_clicks (at, channel, page_path, template, placement, visitor_hash) VALUES (?, 'telefone', '/', 'início', 'outro', ?)",
    );
    other.transaction(() => {
      for (let i = 0; i < LEADS_LIMITS.maxClicksPerDay - 3; i++) insert.run(NOON - 1000, `v${i}`);
    })();
    // Two queued here, one more written by the other process after this one looked: the cap is reached.
    expect(recordClick(click("telefone?de=/&local=flutuante", { address: "10.3.0.1" })).recorded).toBe(true);
    expect(recordClick(click("telefone?de=/&local=flutuante", { address: "10.3.0.2" })).recorded).toBe(true);
    insert.run(NOON, "late");
    other.close();
    await new Promise((resolve) => setTimeout(resolve, LEADS_LIMITS.clickFlushMs + 100));
    expect(recordClick(click("telefone?de=/&local=flutuante", { address: "10.3.0.3" })).recorded).toBe(false);
    expect(rows("SELECT id FROM contact_clicks")).toHaveLength(LEADS_LIMITS.maxClicksPerDay);
  });

  it("gives a code again once the retention has deleted the click that had it", () => {
    const old = Date.parse("2025-09-01T12:00:00-03:00");
    const { code } = recordClick(click("whatsapp?de=/&local=flutuante", { at: old }));
    flushClicks();
    expect(codeTaken(db.conn.sqlite, code!, NOON)).toBe(true);
    pruneLeads(13, NOON);
    expect(codeTaken(db.conn.sqlite, code!, NOON)).toBe(false);
  });
});

describe("page views", () => {
  it("are counted per path and day with unique visitors, bots excluded, written in one flush", () => {
    countView("/cidades/osasco", "203.0.113.7", BROWSER, NOON);
    countView("/cidades/osasco", "203.0.113.7", BROWSER, NOON + 1000);
    countView("/cidades/osasco", "198.51.100.2", BROWSER, NOON + 2000);
    expect(countView("/cidades/osasco", "198.51.100.9", GOOGLEBOT, NOON)).toBe(false);
    expect(rows("SELECT * FROM daily_page_views")).toHaveLength(0);
    expect(flushViews()).toBe(1);
    countView("/cidades/osasco", "203.0.113.7", BROWSER, NOON + 3000);
    flushViews();
    expect(rows("SELECT day, path, views, visitors FROM daily_page_views")).toEqual([{ day: "2026-11-23", path: "/cidades/osasco", views: 4, visitors: 2 }]);
  });

  it("keep at most maxPathsPerDay paths a day; the rest add up under one row", () => {
    for (let i = 0; i < LEADS_LIMITS.maxPathsPerDay + 50; i++) countView(`/nao-existe-${i}`, "203.0.113.7", BROWSER, NOON);
    flushViews();
    expect(rows("SELECT path FROM daily_page_views")).toHaveLength(LEADS_LIMITS.maxPathsPerDay + 1);
    expect(rows<{ views: number }>(`SELECT views FROM daily_page_views WHERE path = '${OTHER_PATHS}'`)[0].views).toBe(50);
  });
});

describe("report and retention", () => {
  it("puts views, clicks and sales side by side, with conversion per page", () => {
    for (let i = 0; i < 4; i++) countView("/cidades/guarulhos", `10.0.0.${i}`, BROWSER, NOON);
    flushViews();
    const { code } = recordClick(click("whatsapp?de=/cidades/guarulhos&local=destaque"));
    markLead(code!, "venda", 150_000, NOON);
    recordClick(click("telefone?de=/motores&local=cabecalho"));
    const report = leadsReport({ from: "2026-11-17", to: "2026-11-23" });
    expect(report.totals).toMatchObject({ views: 4, clicks: 2, whatsapp: 1, phone: 1, sales: 1, valueCents: 150_000, conversion: 0.5 });
    expect(report.days).toHaveLength(7);
    expect(report.days.at(-1)).toEqual({ day: "2026-11-23", views: 4, clicks: 2 });
    expect(report.tables.pagina[0]).toMatchObject({ key: "/cidades/guarulhos", views: 4, clicks: 1, conversion: 0.25, sales: 1, valueCents: 150_000 });
    expect(report.tables.local).toEqual([expect.objectContaining({ key: "guarulhos", views: 4, clicks: 1 })]);
    expect(report.tables.canal.map((r) => r.key).sort()).toEqual(["Telefone", "WhatsApp"]);
    expect(report.tables.posicao.find((r) => r.key === "cabecalho")).toMatchObject({ views: null, clicks: 1, conversion: null });
    expect(leadsReport({ from: "2026-11-24", to: "2026-11-30" }).totals.clicks).toBe(0);
  });

  it("drops clicks and views older than the retention", () => {
    const old = Date.parse("2025-09-01T12:00:00-03:00");
    recordClick(click("whatsapp?de=/&local=flutuante", { at: old }));
    countView("/", "203.0.113.7", BROWSER, old);
    flushViews();
    recordClick(click("whatsapp?de=/&local=flutuante"));
    expect(pruneLeads(13, NOON)).toEqual({ clicks: 1, views: 1 });
    expect(rows("SELECT id FROM contact_clicks")).toHaveLength(1);
  });
});
