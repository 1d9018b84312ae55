import type Database from "better-sqlite3";
import { CODE_SPACE, codeIndex } from "~/lib/leads/reference-code";
import { LEADS_LIMITS } from "./limits";

/**
 * What recording a click must know of the clicks already recorded (decision 0014):
 * the reference codes taken, how many clicks the São Paulo day has (counted and suspect) and how
 * many each source (address, /24 or /64) has used of its budget (decision 0023), and each
 * visitor's clicks of the last minute. It is held in memory, so a click reads nothing from the database.
 *
 * This process's clicks enter it when they are recorded (before they are written). Rows that
 * other processes wrote (two servers overlap during a deploy) are read by id, `id > lastId`:
 * inside every write of this process, before its own rows, and otherwise at most every
 * `clickFlushMs`. So another process's click is seen within a second, as a queued click of
 * this one was never seen by the other; the unique index on `code` stays the last word.
 */
/** A click as the ledger keeps it: from this process's queue, or read back from the table. */
type Click = {
  at: number;
  channel: string;
  code: string | null;
  path: string;
  visitor: string;
  /** 1 (or true) for a click past its source's budget. */
  suspect: boolean | number;
  /** Salted hashes of the address and its network; null on rows written before decision 0023. */
  address: string | null;
  network: string | null;
};
type Row = Click & { id: number };
type Recent = { at: number; code: string | null };
type Statement = Database.Statement<unknown[]>;

/** The columns a row is read back with, named as `Click`'s fields. */
const ROW_COLUMNS = "id, at, channel, code, page_path AS path, visitor_hash AS visitor, suspect, address_hash AS address, network_hash AS network";

/** The day's clicks: counted ones, suspect ones, and the counted ones of each address and network (at most `maxClicksPerDay` entries each). */
export type DayClicks = { start: number; counted: number; suspect: number; byAddress: Map<string, number>; byNetwork: Map<string, number> };

type Ledger = {
  sqlite: Database.Database;
  /** One bit per code (CODE_SPACE bits, 88 KB): set when the code is stored or queued. */
  codes: Uint8Array;
  /** The highest row id read; later rows are read by the next sync. */
  lastId: number;
  /** Clicks of one São Paulo day (the day the last click fell on). */
  day: DayClicks | null;
  /**
   * The newest click of each visitor, channel and page, in the order they came (mostly the
   * order of `at`); entries older than the repeat window are swept from the front.
   */
  recent: Map<string, Recent>;
  /** Clicks at or before this instant are past every repeat window seen so far (swept at the next sync). */
  sweepBefore: number;
  syncedAt: number;
  after: Statement;
  maxId: Statement;
};

const DAY_MS = 86_400_000;
let ledger: Ledger | undefined;

function keyOf(visitor: string, channel: string, path: string): string {
  return `${visitor}\u0000${channel}\u0000${path}`;
}

function markCode(codes: Uint8Array, code: string | null): void {
  const index = code ? codeIndex(code) : -1;
  if (index >= 0) codes[index >> 3] |= 1 << (index & 7);
}

function countIn(day: DayClicks, { suspect, address, network }: Pick<Click, "suspect" | "address" | "network">): void {
  if (suspect) {
    day.suspect++;
    return;
  }
  day.counted++;
  if (address) day.byAddress.set(address, (day.byAddress.get(address) ?? 0) + 1);
  if (network) day.byNetwork.set(network, (day.byNetwork.get(network) ?? 0) + 1);
}

function remember(l: Ledger, click: Click): void {
  const { at, channel, code, path, visitor } = click;
  markCode(l.codes, code);
  if (l.day && at >= l.day.start && at < l.day.start + DAY_MS) countIn(l.day, click);
  const key = keyOf(visitor, channel, path);
  const known = l.recent.get(key);
  if (known && known.at > at) return;
  // Re-inserted, so the map stays in the order of `at` (as clicks come) and the sweep stops early.
  if (known) l.recent.delete(key);
  l.recent.set(key, { at, code });
}

/** Reads everything it needs in one read transaction (a consistent snapshot in WAL mode). */
function load(sqlite: Database.Database, at: number): Ledger {
  const codes = new Uint8Array(Math.ceil(CODE_SPACE / 8));
  const l: Ledger = {
    sqlite,
    codes,
    lastId: 0,
    day: null,
    recent: new Map(),
    sweepBefore: -Infinity,
    syncedAt: performance.now(),
    after: sqlite.prepare(`SELECT ${ROW_COLUMNS} FROM contact_clicks WHERE id > ? ORDER BY id`),
    maxId: sqlite.prepare("SELECT coalesce(max(id), 0) FROM contact_clicks").pluck(),
  };
  sqlite.transaction(() => {
    l.lastId = l.maxId.get() as number;
    const taken = sqlite.prepare("SELECT code FROM contact_clicks WHERE code IS NOT NULL AND id <= ?").pluck();
    for (const code of taken.iterate(l.lastId) as IterableIterator<string>) markCode(codes, code);
    const recent = sqlite.prepare(`SELECT ${ROW_COLUMNS} FROM contact_clicks WHERE at > ? AND id <= ? ORDER BY id`);
    for (const row of recent.all(at - LEADS_LIMITS.repeatWindowMs, l.lastId) as Row[]) remember(l, row);
  })();
  return l;
}

/** Reads the rows stored since the last look (by other processes), and sweeps old repeat entries. */
function sync(l: Ledger): void {
  for (const row of l.after.all(l.lastId) as Row[]) {
    remember(l, row);
    l.lastId = row.id;
  }
  l.syncedAt = performance.now();
  for (const [key, entry] of l.recent) {
    if (entry.at > l.sweepBefore) break;
    l.recent.delete(key);
  }
}

/** The ledger of the current connection, read in full on first use (or after a prune), brought up to date when stale. */
function ledgerFor(sqlite: Database.Database, at: number): Ledger {
  if (ledger?.sqlite !== sqlite) ledger = load(sqlite, at);
  else if (performance.now() - ledger.syncedAt >= LEADS_LIMITS.clickFlushMs) sync(ledger);
  return ledger;
}

/** The code of a visitor's click on the same channel and page within the repeat window, if any (`found` says whether there was one). */
export function findRepeat(sqlite: Database.Database, visitor: string, channel: string, path: string, at: number): { found: boolean; code: string | null } {
  const l = ledgerFor(sqlite, at);
  const since = at - LEADS_LIMITS.repeatWindowMs;
  if (since > l.sweepBefore) l.sweepBefore = since;
  const entry = l.recent.get(keyOf(visitor, channel, path));
  return entry && entry.at > since ? { found: true, code: entry.code } : { found: false, code: null };
}

/**
 * Clicks recorded for the São Paulo day that starts at `dayStart` (stored by any process, or
 * queued here): read from the `at` index once a day (at most the day's caps of rows), then kept.
 */
export function clicksOfDay(sqlite: Database.Database, dayStart: number): DayClicks {
  const l = ledgerFor(sqlite, dayStart);
  if (l.day?.start !== dayStart) {
    const day: DayClicks = { start: dayStart, counted: 0, suspect: 0, byAddress: new Map(), byNetwork: new Map() };
    const rows = sqlite.prepare("SELECT suspect, address_hash AS address, network_hash AS network FROM contact_clicks WHERE at >= ? AND at < ? AND id <= ?");
    for (const row of rows.iterate(dayStart, dayStart + DAY_MS, l.lastId) as IterableIterator<Pick<Click, "suspect" | "address" | "network">>)
      countIn(day, row);
    l.day = day;
  }
  return l.day;
}

/** Whether a code is stored or queued. */
export function codeTaken(sqlite: Database.Database, code: string, at: number): boolean {
  const index = codeIndex(code);
  return index >= 0 && (ledgerFor(sqlite, at).codes[index >> 3] & (1 << (index & 7))) !== 0;
}

/** A click this process recorded (queued, not written yet). */
export function rememberClick(sqlite: Database.Database, click: Click): void {
  remember(ledgerFor(sqlite, click.at), click);
}

/**
 * Runs `write` (this process's queued rows) inside one IMMEDIATE transaction: other processes'
 * rows are read first, and since the write lock is held, every row after them is this
 * process's own, already remembered: `lastId` moves past them without reading them back.
 */
export function writeWithLedger<T>(sqlite: Database.Database, write: () => T): T {
  return sqlite
    .transaction(() => {
      const l = ledger?.sqlite === sqlite ? ledger : undefined;
      if (l) sync(l);
      const result = write();
      if (l) l.lastId = l.maxId.get() as number;
      return result;
    })
    .immediate();
}

/** Forgets everything; the next click reads it again (after a prune frees codes, and in tests). */
export function forgetClickLedger(): void {
  ledger = undefined;
}
