import Database from "better-sqlite3";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { parseContactClick } from "~/lib/leads/contact-click";
import { codeTaken, forgetClickLedger } from "~/server/leads/click-ledger.server";
import { campaignFrom, clickStore, type ClickRequest } from "~/server/leads/clicks.server";
import { LEADS_LIMITS, OTHER_PATHS, SUSPECT_VIEWS } from "~/server/leads/limits";
import { findLead, listLeads, markLead } from "~/server/leads/outcomes.server";
import { leadsReport, pruneLeads } from "~/server/leads/report.server";
import { countView, flushViews } from "~/server/leads/views.server";
import { useFreshDatabase } from "./helpers";

const BROWSER = "Mozilla/5.0 (Linux; Android 13; moto g54) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const NOON = Date.parse("2026-11-23T12:00:00-03:00");

/**
 * The write-behind timer and the ledger's sync interval run on fake timers (setTimeout and
 * performance.now): `elapse` moves them past the flush interval at once, with no real wait.
 * Started before the test's first click, so the ledger's first sync is on the fake clock too.
 */
const fakeTimers = () => vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "performance"] });
const elapse = (ms: number) => vi.advanceTimersByTime(ms);
afterEach(() => vi.useRealTimers());

let db: ReturnType<typeof useFreshDatabase>;
beforeEach(() => {
  db = useFreshDatabase();
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
  clickStore.flush();
  return db.conn.sqlite.prepare(sql).all() as T[];
}

describe("recorded clicks", () => {
  it("wait in memory and are written together: within the interval, at the flush, or when the queue is full", () => {
    const first = clickStore.record(click("whatsapp?de=/motores&local=cartao"));
    expect(first.recorded).toBe(true);
    expect(db.conn.sqlite.prepare("SELECT count(*) AS n FROM contact_clicks").get()).toEqual({ n: 0 });
    expect(clickStore.flush()).toBe(1);
    expect(db.conn.sqlite.prepare("SELECT code FROM contact_clicks").all()).toEqual([{ code: first.code }]);
    // A full queue is written at once, in one transaction.
    for (let i = 0; i <= LEADS_LIMITS.maxPendingClicks; i++)
      clickStore.record(click("telefone?de=/&local=flutuante", { address: `10.1.${i >> 8}.${i & 255}` }));
    expect((db.conn.sqlite.prepare("SELECT count(*) AS n FROM contact_clicks").get() as { n: number }).n).toBe(1 + LEADS_LIMITS.maxPendingClicks);
    expect(clickStore.flush()).toBe(1);
  });

  it("are written by the timer within the flush interval, with nobody asking", () => {
    fakeTimers();
    const { code } = clickStore.record(click("whatsapp?de=/motores&local=cartao"));
    elapse(LEADS_LIMITS.clickFlushMs + 1);
    expect(db.conn.sqlite.prepare("SELECT code FROM contact_clicks").all()).toEqual([{ code }]);
  });

  it("store page, template, subject, placement, campaign and a code, but no address", () => {
    const result = clickStore.record(
      click("whatsapp?de=/cidades/guarulhos&local=destaque&msg=local&sobre=guarulhos", {
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
    const first = clickStore.record(click("whatsapp?de=/motores&local=cartao"));
    const again = clickStore.record(click("whatsapp?de=/motores&local=cartao", { at: NOON + 30_000 }));
    expect(again).toEqual({ recorded: false, code: first.code, repeated: true, suspect: false });
    expect(clickStore.record(click("telefone?de=/motores&local=cartao", { at: NOON + 30_000 })).recorded).toBe(true);
    expect(clickStore.record(click("whatsapp?de=/motores&local=cartao", { address: "198.51.100.2", at: NOON + 30_000 })).recorded).toBe(true);
    const later = clickStore.record(click("whatsapp?de=/motores&local=cartao", { at: NOON + LEADS_LIMITS.repeatWindowMs + 1 }));
    expect(later.recorded).toBe(true);
    expect(later.code).not.toBe(first.code);
    expect(rows("SELECT id FROM contact_clicks")).toHaveLength(4);
  });

  it("do not count bots", () => {
    expect(clickStore.record(click("whatsapp?de=/&local=flutuante", { userAgent: GOOGLEBOT }))).toEqual({
      recorded: false,
      code: null,
      repeated: false,
      suspect: false,
    });
    expect(rows("SELECT id FROM contact_clicks")).toHaveLength(0);
  });

  it("never repeat a code, and the owner marks a lead by it", () => {
    const codes = new Set<string>();
    for (let i = 0; i < 300; i++) codes.add(clickStore.record(click("whatsapp?de=/&local=flutuante", { address: `10.0.${i >> 8}.${i & 255}` })).code!);
    expect(codes.size).toBe(300);
    const [code] = codes;
    expect(markLead(code, "venda", 189_900, NOON)).toBe(true);
    expect(markLead("ZZZZ", "venda", null, NOON)).toBe(false);
    expect(findLead(code)).toMatchObject({ outcome: "venda", valueCents: 189_900 });
  });

  it("are suspect past the day's counted cap, and not stored past the day's suspects (both bounded)", () => {
    const insert = db.conn.sqlite.prepare(
      "INSERT INTO contact_clicks (at, channel, page_path, template, placement, visitor_hash, suspect) VALUES (?, 'telefone', '/', 'início', 'outro', ?, ?)",
    );
    db.conn.sqlite.transaction(() => {
      for (let i = 0; i < LEADS_LIMITS.maxClicksPerDay; i++) insert.run(NOON - 1000, `v${i}`, 0);
    })();
    expect(clickStore.record(click("whatsapp?de=/&local=flutuante"))).toMatchObject({
      recorded: true,
      suspect: true,
      code: expect.stringMatching(/^[2-9A-Z]{4}$/),
    });
    expect(clickStore.record(click("whatsapp?de=/&local=flutuante", { at: NOON + 86_400_000 }))).toMatchObject({ recorded: true, suspect: false });
    db.conn.sqlite.transaction(() => {
      for (let i = 1; i < LEADS_LIMITS.maxSuspectClicksPerDay; i++) insert.run(NOON - 1000, `s${i}`, 1);
    })();
    clickStore.flush();
    forgetClickLedger();
    expect(clickStore.record(click("whatsapp?de=/&local=flutuante", { address: "198.51.100.3" }))).toEqual({
      recorded: false,
      code: null,
      repeated: false,
      suspect: true,
    });
  });
});

describe("per-source budgets (decision 0023)", () => {
  /** Clicks from one address with a new User-Agent each time: no repeat ever matches. */
  let sent = 0;
  function flood(n: number, address: (i: number) => string, at = NOON) {
    return Array.from({ length: n }, (_, i) =>
      clickStore.record(click("whatsapp?de=/&local=flutuante", { address: address(i), userAgent: `${BROWSER} flood/${sent++}`, at })),
    );
  }
  const counted = () => leadsReport({ from: "2026-11-23", to: "2026-11-23" });

  it("an address: past its budget its clicks are suspect, keep their code, and stay out of the report", () => {
    const results = flood(LEADS_LIMITS.maxClicksPerAddressPerDay + 30, () => "203.0.113.50");
    expect(results.filter((r) => !r.suspect)).toHaveLength(LEADS_LIMITS.maxClicksPerAddressPerDay);
    expect(results.filter((r) => r.suspect)).toHaveLength(30);
    expect(results.every((r) => r.recorded && /^[2-9A-Z]{4}$/.test(r.code!))).toBe(true);
    const suspectCode = results.at(-1)!.code!;
    expect(findLead(suspectCode)).toMatchObject({ suspect: true });
    // A real click from another address of the same /24 is counted, with its code.
    const real = clickStore.record(click("whatsapp?de=/motores&local=cartao", { address: "203.0.113.51" }));
    expect(real).toMatchObject({ recorded: true, suspect: false });
    expect(findLead(real.code!)).toMatchObject({ suspect: false, pagePath: "/motores" });
    const report = counted();
    expect(report.totals.clicks).toBe(LEADS_LIMITS.maxClicksPerAddressPerDay + 1);
    expect(report.suspect).toEqual({ clicks: 30, whatsapp: 30, phone: 0, views: 0 });
    expect(listLeads(0, Infinity, 100, "suspeitos").map((l) => l.code)).toContain(suspectCode);
    expect(listLeads(0, Infinity, 100).every((l) => !l.suspect)).toBe(true);
  });

  it("a /24: addresses of one IPv4 network share its budget; the next network has its own", () => {
    const results = flood(LEADS_LIMITS.maxClicksPerNetworkPerDay + 10, (i) => `198.51.100.${i % 250}`);
    expect(results.filter((r) => r.suspect)).toHaveLength(10);
    expect(clickStore.record(click("whatsapp?de=/&local=flutuante", { address: "198.51.101.1" }))).toMatchObject({ recorded: true, suspect: false });
  });

  it("a /64: addresses of one IPv6 network share its budget, however written; another /64 has its own", () => {
    const results = flood(LEADS_LIMITS.maxClicksPerNetworkPerDay + 10, (i) =>
      i % 2 ? `2001:db8:0:7::${i.toString(16)}` : `2001:0db8:0000:0007:0:0:1:${i.toString(16)}`,
    );
    expect(results.filter((r) => r.suspect)).toHaveLength(10);
    expect(clickStore.record(click("whatsapp?de=/&local=flutuante", { address: "2001:db8:0:8::1" }))).toMatchObject({ recorded: true, suspect: false });
    // An IPv4-mapped address is its IPv4 address.
    flood(LEADS_LIMITS.maxClicksPerAddressPerDay, () => "192.0.2.1");
    expect(clickStore.record(click("whatsapp?de=/&local=flutuante", { address: "::ffff:192.0.2.1", userAgent: `${BROWSER} outro` }))).toMatchObject({
      suspect: true,
    });
    expect(clickStore.record(click("whatsapp?de=/&local=flutuante", { address: "2001:db8:0:9::1", userAgent: `${BROWSER} outro` })).suspect).toBe(false);
  });

  it("budgets start again the next São Paulo day", () => {
    flood(LEADS_LIMITS.maxClicksPerAddressPerDay, () => "203.0.113.60");
    expect(flood(1, () => "203.0.113.60")[0].suspect).toBe(true);
    expect(flood(1, () => "203.0.113.60", NOON + 86_400_000)[0].suspect).toBe(false);
  });
});

describe("what a click knows of earlier clicks (held in memory)", () => {
  /** A second server process (two overlap during a deploy): its own connection to the same file. */
  function otherProcess() {
    const other = new Database(db.conn.sqlite.name);
    other.pragma("busy_timeout = 5000");
    return other;
  }

  it("sees another process's clicks within the flush interval: its repeat, its code and the day's count", () => {
    fakeTimers();
    const mine = clickStore.record(click("whatsapp?de=/motores&local=cartao"));
    expect(mine.recorded).toBe(true);
    const other = otherProcess();
    expect(other.prepare("SELECT count(*) FROM contact_clicks").pluck().get()).toBe(0); // still queued here
    clickStore.flush();
    const hash = other.prepare("SELECT visitor_hash FROM contact_clicks").pluck().get() as string;
    // The other process records the same visitor's WhatsApp click on /servicos, with the code it chose.
    other
      .prepare(
        "INSERT INTO contact_clicks (at, channel, code, page_path, template, placement, visitor_hash) VALUES (?, 'whatsapp', ?, '/servicos', 'serviço', 'cta', ?)",
      )
      .run(NOON + 1_000, "K7Q2", hash);
    other.close();
    elapse(LEADS_LIMITS.clickFlushMs);
    expect(clickStore.record(click("whatsapp?de=/servicos&local=cta", { at: NOON + 2_000 }))).toEqual({
      recorded: false,
      code: "K7Q2",
      repeated: true,
      suspect: false,
    });
    expect(codeTaken(db.conn.sqlite, "K7Q2", NOON)).toBe(true);
    const codes = new Set<string>();
    for (let i = 0; i < 200; i++)
      codes.add(clickStore.record(click("whatsapp?de=/&local=flutuante", { address: `10.2.${i >> 8}.${i & 255}`, at: NOON + 3_000 })).code!);
    expect(codes.has("K7Q2")).toBe(false);
    expect(codes.has(mine.code!)).toBe(false);
    expect(codes.size).toBe(200);
    expect(rows("SELECT id FROM contact_clicks")).toHaveLength(202);
  });

  it("counts another process's clicks against a source's budget", () => {
    fakeTimers();
    clickStore.record(click("whatsapp?de=/&local=flutuante"));
    clickStore.flush();
    const { address_hash: address, network_hash: network } = db.conn.sqlite.prepare("SELECT address_hash, network_hash FROM contact_clicks").get() as Record<
      string,
      string
    >;
    const other = otherProcess();
    const insert = other.prepare(
      "INSERT INTO contact_clicks (at, channel, page_path, template, placement, visitor_hash, address_hash, network_hash) VALUES (?, 'telefone', '/', 'início', 'outro', ?, ?, ?)",
    );
    for (let i = 1; i < LEADS_LIMITS.maxClicksPerAddressPerDay; i++) insert.run(NOON, `o${i}`, address, network);
    other.close();
    elapse(LEADS_LIMITS.clickFlushMs);
    expect(clickStore.record(click("whatsapp?de=/&local=flutuante", { userAgent: `${BROWSER} outro navegador` }))).toMatchObject({
      recorded: true,
      suspect: true,
    });
  });

  it("counts the day's stored and queued clicks against the cap, whoever wrote them", () => {
    fakeTimers();
    const other = otherProcess();
    const insert = other.prepare(
      "INSERT INTO contact_clicks (at, channel, page_path, template, placement, visitor_hash) VALUES (?, 'telefone', '/', 'início', 'outro', ?)",
    );
    other.transaction(() => {
      for (let i = 0; i < LEADS_LIMITS.maxClicksPerDay - 3; i++) insert.run(NOON - 1000, `v${i}`);
    })();
    // Two queued here, one more written by the other process after this one looked: the cap is reached.
    expect(clickStore.record(click("telefone?de=/&local=flutuante", { address: "10.3.0.1" })).suspect).toBe(false);
    expect(clickStore.record(click("telefone?de=/&local=flutuante", { address: "10.3.0.2" })).suspect).toBe(false);
    insert.run(NOON, "late");
    other.close();
    elapse(LEADS_LIMITS.clickFlushMs);
    expect(clickStore.record(click("telefone?de=/&local=flutuante", { address: "10.3.0.3" }))).toMatchObject({ recorded: true, suspect: true });
    expect(rows("SELECT id FROM contact_clicks WHERE suspect = 0")).toHaveLength(LEADS_LIMITS.maxClicksPerDay);
  });

  it("gives a code again once the retention has deleted the click that had it", () => {
    const old = Date.parse("2025-09-01T12:00:00-03:00");
    const { code } = clickStore.record(click("whatsapp?de=/&local=flutuante", { at: old }));
    clickStore.flush();
    expect(codeTaken(db.conn.sqlite, code!, NOON)).toBe(true);
    pruneLeads(13, NOON);
    expect(codeTaken(db.conn.sqlite, code!, NOON)).toBe(false);
  });
});

describe("page views", () => {
  it("count once per visitor, page and day, bots excluded, written in one flush", () => {
    expect(countView("/cidades/osasco", "203.0.113.7", BROWSER, NOON)).toBe(true);
    expect(countView("/cidades/osasco", "203.0.113.7", BROWSER, NOON + 1000)).toBe(false);
    countView("/cidades/osasco", "198.51.100.2", BROWSER, NOON + 2000);
    countView("/motores", "203.0.113.7", BROWSER, NOON + 2000);
    expect(countView("/cidades/osasco", "198.51.100.9", GOOGLEBOT, NOON)).toBe(false);
    expect(rows("SELECT * FROM daily_page_views")).toHaveLength(0);
    expect(flushViews()).toBe(2);
    countView("/cidades/osasco", "203.0.113.7", BROWSER, NOON + 3000);
    countView("/cidades/osasco", "203.0.113.7", BROWSER, NOON + 86_400_000);
    flushViews();
    expect(rows("SELECT day, path, views, visitors FROM daily_page_views ORDER BY day, path")).toEqual([
      { day: "2026-11-23", path: "/cidades/osasco", views: 2, visitors: 2 },
      { day: "2026-11-23", path: "/motores", views: 1, visitors: 1 },
      { day: "2026-11-24", path: "/cidades/osasco", views: 1, visitors: 1 },
    ]);
  });

  it("count only the site's own pages: junk paths never take a real page's slot", () => {
    for (let i = 0; i < LEADS_LIMITS.maxPathsPerDay + 50; i++) expect(countView(`/nao-existe-${i}`, `10.9.${i >> 8}.${i & 255}`, BROWSER, NOON)).toBe(false);
    for (const path of ["/cidades/atlantida", "/motores/motor-que-nao-existe", "/links-uteis/nada", "/contato/visita", "/admin/leads"]) {
      expect(countView(path, "203.0.113.7", BROWSER, NOON)).toBe(false);
    }
    const real = ["/", "/motores", "/motores/motor-ppa-home-jetflex", "/cidades/guarulhos", "/portao-nao-abre", "/links-uteis", "/qual-motor"];
    for (const path of real) expect(countView(path, "203.0.113.7", BROWSER, NOON)).toBe(true);
    flushViews();
    expect(
      rows<{ path: string }>("SELECT path FROM daily_page_views")
        .map((r) => r.path)
        .sort(),
    ).toEqual([...real].sort());
  });

  it("keep at most maxPathsPerDay pages a day; the rest add up under one row", () => {
    const pages = [...db.conn.sqlite.prepare("SELECT slug FROM motors").pluck().all()] as string[];
    expect(pages.length).toBeGreaterThan(2);
    // With a smaller cap for the test: the first pages keep their rows, the next add up under OTHER_PATHS.
    const cap = LEADS_LIMITS.maxPathsPerDay;
    (LEADS_LIMITS as { maxPathsPerDay: number }).maxPathsPerDay = 2;
    try {
      for (const [i, slug] of pages.entries()) countView(`/motores/${slug}`, `10.8.0.${i}`, BROWSER, NOON);
    } finally {
      (LEADS_LIMITS as { maxPathsPerDay: number }).maxPathsPerDay = cap;
    }
    flushViews();
    expect(rows("SELECT path FROM daily_page_views")).toHaveLength(3);
    expect(rows<{ views: number }>(`SELECT views FROM daily_page_views WHERE path = '${OTHER_PATHS}'`)[0].views).toBe(pages.length - 2);
  });

  it("past an address's or a network's budget are counted apart as suspect, out of the report", () => {
    const perAddress = LEADS_LIMITS.maxViewsPerAddressPerDay;
    let counted = 0;
    for (let i = 0; i < perAddress + 40; i++) if (countView("/cidades/guarulhos", "203.0.113.80", `${BROWSER} v/${i}`, NOON)) counted++;
    expect(counted).toBe(perAddress);
    // Another address of another network still counts.
    expect(countView("/cidades/guarulhos", "198.51.100.80", BROWSER, NOON)).toBe(true);
    flushViews();
    const report = leadsReport({ from: "2026-11-23", to: "2026-11-23" });
    expect(report.totals.views).toBe(perAddress + 1);
    expect(report.suspect.views).toBe(40);
    expect(report.tables.pagina.map((r) => r.key)).not.toContain(SUSPECT_VIEWS);
  });
});

describe("report and retention", () => {
  it("puts views, clicks and sales side by side, with conversion per page", () => {
    for (let i = 0; i < 4; i++) countView("/cidades/guarulhos", `10.0.0.${i}`, BROWSER, NOON);
    flushViews();
    const { code } = clickStore.record(click("whatsapp?de=/cidades/guarulhos&local=destaque"));
    markLead(code!, "venda", 150_000, NOON);
    clickStore.record(click("telefone?de=/motores&local=cabecalho"));
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
    clickStore.record(click("whatsapp?de=/&local=flutuante", { at: old }));
    countView("/", "203.0.113.7", BROWSER, old);
    flushViews();
    clickStore.record(click("whatsapp?de=/&local=flutuante"));
    expect(pruneLeads(13, NOON)).toEqual({ clicks: 1, views: 1 });
    expect(rows("SELECT id FROM contact_clicks")).toHaveLength(1);
  });
});
