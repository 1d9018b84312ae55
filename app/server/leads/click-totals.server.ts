import type Database from "better-sqlite3";

/**
 * The daily click totals the leads dashboard reads (db/schema.ts `leadDailyClicks`;
 * docs/performance.md "Leads dashboard and exports"). SQLite triggers on contact_clicks keep them in
 * the same transaction as every write of a click, whoever writes it (this process's batches,
 * another process during a deploy, a visit request's lead, the owner's mark of an outcome, the
 * retention's delete, an LGPD erasure): the totals can never disagree with the rows.
 *
 * The triggers are created at boot (`seedDatabase`), not in a migration, with the totals rebuilt
 * from the rows in the same transaction; both happen only when the triggers of this version are
 * missing, so it is idempotent and a changed definition (a new `VERSION`) rebuilds once.
 */
const VERSION = 1;
const PREFIX = "contact_clicks_totals_";
const TRIGGERS = ["insert", "delete", "update"].map((event) => `${PREFIX}${event}_v${VERSION}`);

/** The totals' key and amounts of one click row (`r` is NEW or OLD); a suspect click counts by day and channel only. */
function keyOf(r: string) {
  const unlessSuspect = (value: string) => `CASE WHEN ${r}.suspect THEN '' ELSE ${value} END`;
  return {
    day: `date(${r}.at / 1000, 'unixepoch', '-3 hours')`,
    suspect: `CASE WHEN ${r}.suspect THEN 1 ELSE 0 END`,
    pagePath: unlessSuspect(`${r}.page_path`),
    template: unlessSuspect(`${r}.template`),
    subject: unlessSuspect(`coalesce(${r}.subject, '')`),
    channel: `${r}.channel`,
    placement: unlessSuspect(`${r}.placement`),
    sales: `CASE WHEN ${r}.outcome = 'venda' THEN 1 ELSE 0 END`,
    valueCents: `CASE WHEN ${r}.outcome = 'venda' THEN coalesce(${r}.value_cents, 0) ELSE 0 END`,
  };
}

const KEY_COLUMNS = "day, suspect, page_path, template, subject, channel, placement";

function addRow(r: string): string {
  const k = keyOf(r);
  return `INSERT INTO lead_daily_clicks (${KEY_COLUMNS}, clicks, sales, value_cents)
    VALUES (${k.day}, ${k.suspect}, ${k.pagePath}, ${k.template}, ${k.subject}, ${k.channel}, ${k.placement}, 1, ${k.sales}, ${k.valueCents})
    ON CONFLICT (${KEY_COLUMNS}) DO UPDATE SET clicks = clicks + 1, sales = sales + excluded.sales, value_cents = value_cents + excluded.value_cents;`;
}

function removeRow(r: string): string {
  const k = keyOf(r);
  const where = `day = ${k.day} AND suspect = ${k.suspect} AND page_path = ${k.pagePath} AND template = ${k.template} AND subject = ${k.subject}
    AND channel = ${k.channel} AND placement = ${k.placement}`;
  return `UPDATE lead_daily_clicks SET clicks = clicks - 1, sales = sales - ${k.sales}, value_cents = value_cents - ${k.valueCents} WHERE ${where};
    DELETE FROM lead_daily_clicks WHERE ${where} AND clicks <= 0;`;
}

const CREATE_TRIGGERS = `
  CREATE TRIGGER ${TRIGGERS[0]} AFTER INSERT ON contact_clicks BEGIN ${addRow("NEW")} END;
  CREATE TRIGGER ${TRIGGERS[1]} AFTER DELETE ON contact_clicks BEGIN ${removeRow("OLD")} END;
  CREATE TRIGGER ${TRIGGERS[2]} AFTER UPDATE OF at, suspect, page_path, template, subject, channel, placement, outcome, value_cents ON contact_clicks
    BEGIN ${removeRow("OLD")} ${addRow("NEW")} END;`;

const REBUILD = (() => {
  const k = keyOf("c");
  return `DELETE FROM lead_daily_clicks;
    INSERT INTO lead_daily_clicks (${KEY_COLUMNS}, clicks, sales, value_cents)
    SELECT ${k.day}, ${k.suspect}, ${k.pagePath}, ${k.template}, ${k.subject}, ${k.channel}, ${k.placement}, count(*), sum(${k.sales}), sum(${k.valueCents})
    FROM contact_clicks c GROUP BY 1, 2, 3, 4, 5, 6, 7;`;
})();

/**
 * Creates this version's triggers and rebuilds the totals from the rows, in one IMMEDIATE
 * transaction, unless the triggers are there already. True when it (re)built them.
 */
export function ensureClickTotals(sqlite: Database.Database): boolean {
  const present = () => new Set(sqlite.prepare("SELECT name FROM sqlite_master WHERE type = 'trigger' AND name LIKE ?").pluck().all(`${PREFIX}%`) as string[]);
  if (TRIGGERS.every((name) => present().has(name))) return false;
  return sqlite
    .transaction(() => {
      const found = present();
      // Another process may have built them while this one waited for the write lock.
      if (TRIGGERS.every((name) => found.has(name))) return false;
      for (const name of found) sqlite.exec(`DROP TRIGGER "${name.replace(/"/g, '""')}"`);
      sqlite.exec(CREATE_TRIGGERS);
      sqlite.exec(REBUILD);
      return true;
    })
    .immediate();
}

/** Counted clicks of [from, to] (São Paulo days), added up by page, template, subject, channel and placement. */
export type ClickTotal = {
  pagePath: string;
  template: string;
  subject: string | null;
  channel: string;
  placement: string;
  clicks: number;
  sales: number;
  valueCents: number;
};

export function countedClickTotals(sqlite: Database.Database, from: string, to: string): ClickTotal[] {
  return sqlite
    .prepare(
      `SELECT page_path AS pagePath, template, nullif(subject, '') AS subject, channel, placement,
         sum(clicks) AS clicks, sum(sales) AS sales, sum(value_cents) AS valueCents
       FROM lead_daily_clicks WHERE day >= ? AND day <= ? AND suspect = 0
       GROUP BY page_path, template, subject, channel, placement`,
    )
    .all(from, to) as ClickTotal[];
}

/** Counted clicks per day of [from, to] (days without clicks are absent). */
export function countedClicksPerDay(sqlite: Database.Database, from: string, to: string): { day: string; clicks: number }[] {
  return sqlite.prepare("SELECT day, sum(clicks) AS clicks FROM lead_daily_clicks WHERE day >= ? AND day <= ? AND suspect = 0 GROUP BY day").all(from, to) as {
    day: string;
    clicks: number;
  }[];
}

/** Suspect clicks of [from, to] by channel kind. */
export function suspectClickTotals(sqlite: Database.Database, from: string, to: string): { whatsapp: number; phone: number } {
  return sqlite
    .prepare(
      `SELECT coalesce(sum(CASE WHEN channel = 'whatsapp' THEN clicks END), 0) AS whatsapp, coalesce(sum(CASE WHEN channel <> 'whatsapp' THEN clicks END), 0) AS phone
       FROM lead_daily_clicks WHERE day >= ? AND day <= ? AND suspect = 1`,
    )
    .get(from, to) as { whatsapp: number; phone: number };
}

/** Every click stored, counted and suspect (the operations figures). */
export function allClickTotals(sqlite: Database.Database): { counted: number; suspect: number } {
  return sqlite
    .prepare(
      "SELECT coalesce(sum(CASE WHEN suspect = 0 THEN clicks END), 0) AS counted, coalesce(sum(CASE WHEN suspect = 1 THEN clicks END), 0) AS suspect FROM lead_daily_clicks",
    )
    .get() as { counted: number; suspect: number };
}
