import crypto from "node:crypto";
import type Database from "better-sqlite3";
import { isbot } from "isbot";
import type { ContactClick } from "~/lib/leads/contact-click";
import { businessDay } from "~/lib/leads/opening-hours";
import { pageKind } from "~/lib/leads/page-kind";
import { CODE_LENGTH, referenceCode } from "~/lib/leads/reference-code";
import { clicksOfDay, codeTaken, findRepeat, forgetClickLedger, rememberClick, writeWithLedger, type DayClicks } from "./click-ledger.server";
import { getTableColumns } from "drizzle-orm";
import { contactClicks } from "../../../db/schema";
import { getConnection } from "../data/db.server";
import { writeSyncedOffLoop } from "../data/wal-sync.server";
import { LEADS_LIMITS } from "./limits";
import { sourceOf, visitorHash, type Source } from "./visitor.server";
import { log } from "../infra/log.server";

/**
 * Recording a click on a counted contact link (decision 0014). The caller redirects whatever
 * happens here: this returns the reference code to put in the WhatsApp message, or null
 * when nothing was recorded (a bot, the day's suspects full; a database error is the caller's to log).
 * A click past its source's daily budget (its address, or its /24 or /64) is kept as suspect:
 * it has its code, and the dashboard leaves it out of its figures (decision 0023).
 */
export type Campaign = { utmSource?: string; utmMedium?: string; utmCampaign?: string; utmTerm?: string; utmContent?: string; gclid?: string };

export type ClickRequest = {
  click: ContactClick;
  address: string;
  userAgent: string;
  /** Host of the page that sent the visitor to the site, when known (JavaScript carries it). */
  referrerHost: string | null;
  campaign: Campaign;
  at: number;
};

export type ClickResult = { recorded: boolean; code: string | null; repeated: boolean; suspect: boolean };

const CAMPAIGN_PARAMS = {
  utm_source: "utmSource",
  utm_medium: "utmMedium",
  utm_campaign: "utmCampaign",
  utm_term: "utmTerm",
  utm_content: "utmContent",
  gclid: "gclid",
} as const satisfies Record<string, keyof Campaign>;

/** Campaign parameters from one or more query strings (the link's own first, then the page's), cut to size. */
export function campaignFrom(...sources: (URLSearchParams | null)[]): Campaign {
  const campaign: Campaign = {};
  for (const [param, field] of Object.entries(CAMPAIGN_PARAMS)) {
    for (const source of sources) {
      const value = source?.get(param)?.trim();
      if (value) {
        campaign[field] = Array.from(value).slice(0, LEADS_LIMITS.maxCampaignValueChars).join("");
        break;
      }
    }
  }
  return campaign;
}

/** A host name worth storing ("www.google.com"), or null. */
export function cleanHost(raw: string | null | undefined): string | null {
  if (!raw) return null;
  try {
    const host = new URL(raw.includes("://") ? raw : `https://${raw}`).hostname;
    return /^[a-z0-9.-]{1,253}$/.test(host) ? host : null;
  } catch {
    return null;
  }
}

/**
 * The columns a queued click fills, by their schema names (db/schema.ts `contactClicks`): the
 * insert is written from this list and binds each value by name.
 */
const QUEUED_COLUMNS = [
  "at",
  "channel",
  "code",
  "pagePath",
  "template",
  "subject",
  "placement",
  "referrerHost",
  "utmSource",
  "utmMedium",
  "utmCampaign",
  "utmTerm",
  "utmContent",
  "gclid",
  "visitorHash",
  "suspect",
  "addressHash",
  "networkHash",
] as const satisfies readonly (keyof typeof contactClicks.$inferInsert)[];

/** One click waiting to be written: a value for every queued column, by name. */
type ClickRow = Record<(typeof QUEUED_COLUMNS)[number], string | number | null>;

const INSERT_CLICK = (() => {
  const columns = getTableColumns(contactClicks);
  return `INSERT INTO contact_clicks (${QUEUED_COLUMNS.map((key) => columns[key].name).join(", ")})
    VALUES (${QUEUED_COLUMNS.map((key) => `@${key}`).join(", ")}) ON CONFLICT (code) DO NOTHING`;
})();

type Statement = Database.Statement<[ClickRow]>;
const inserts = new WeakMap<object, Statement>();

/** The click's insert, prepared once per connection. */
function insertOf(sqlite: Database.Database): Statement {
  let insert = inserts.get(sqlite);
  if (!insert) {
    insert = sqlite.prepare<[ClickRow]>(INSERT_CLICK);
    inserts.set(sqlite, insert);
  }
  return insert;
}

/**
 * Recorded clicks wait here at most `clickFlushMs` and are written in one transaction (one
 * commit instead of one per click: counting adds almost nothing to the redirect, decision
 * 0014). Whatever reads clicks goes through `clickStore.read`, which writes them first, so the
 * admin always sees its own process's clicks; a crash loses at most the last interval's. What a
 * click must know of earlier ones (repeats, the daily cap, codes taken) is in memory
 * (click-ledger.server.ts).
 */
const pending: ClickRow[] = [];
let flushTimer: NodeJS.Timeout | undefined;

function scheduleFlush(): void {
  if (flushTimer) return;
  flushTimer = setTimeout(() => {
    flushTimer = undefined;
    try {
      flushClicks();
    } catch (error) {
      log.error("Falha ao gravar cliques de contato; nova tentativa em instantes", error);
      if (pending.length > 0) scheduleFlush();
    }
  }, LEADS_LIMITS.clickFlushMs);
  flushTimer.unref();
}

/** Writes the waiting clicks in one transaction; on failure they stay for the next try. The number written. */
function flushClicks(): number {
  if (pending.length === 0) return 0;
  const { sqlite } = getConnection();
  const insert = insertOf(sqlite);
  const rows = pending.slice();
  const lost = writeSyncedOffLoop(sqlite, () => writeWithLedger(sqlite, () => rows.filter((row) => insert.run(row).changes === 0).length));
  pending.splice(0, rows.length);
  // Only another process taking the same code within the same second gets here.
  if (lost > 0) log.error(`${lost} clique(s) de contato com código já usado por outro processo não foram gravados`);
  return rows.length - lost;
}

/** Random bytes for codes, drawn 4 KB at a time rather than one system call per click. */
const randomPool = Buffer.alloc(4096);
let randomUsed = randomPool.length;

function randomCodeBytes(): Uint8Array {
  if (randomUsed + CODE_LENGTH > randomPool.length) {
    crypto.randomFillSync(randomPool);
    randomUsed = 0;
  }
  randomUsed += CODE_LENGTH;
  return randomPool.subarray(randomUsed - CODE_LENGTH, randomUsed);
}

/** Whether a click from `source` is past a budget of the day: its address's, its network's, or the day's counted clicks. */
function pastBudget(day: DayClicks, source: Source): boolean {
  return (
    (day.byAddress.get(source.address) ?? 0) >= LEADS_LIMITS.maxClicksPerAddressPerDay ||
    (day.byNetwork.get(source.network) ?? 0) >= LEADS_LIMITS.maxClicksPerNetworkPerDay ||
    day.counted >= LEADS_LIMITS.maxClicksPerDay
  );
}

function recordClick(request: ClickRequest): ClickResult {
  if (isbot(request.userAgent)) return { recorded: false, code: null, repeated: false, suspect: false };
  const { sqlite } = getConnection();
  const visitor = visitorHash(request.address, request.userAgent, request.at);
  const { click, at } = request;
  const repeat = findRepeat(sqlite, visitor, click.channel, click.from, at);
  if (repeat.found) return { recorded: false, code: repeat.code, repeated: true, suspect: false };
  const source = sourceOf(request.address, at);
  const day = clicksOfDay(sqlite, startOfBusinessDay(at));
  const suspect = pastBudget(day, source);
  // Bounded: past the day's suspects nothing more is kept (the visitor is still sent on).
  if (suspect && day.suspect >= LEADS_LIMITS.maxSuspectClicksPerDay) return { recorded: false, code: null, repeated: false, suspect: true };

  // Every click gets a code: WhatsApp carries it in the message, a call shows it on the page (app/enhance/call-code.ts).
  let code: string | null = null;
  for (let attempt = 0; attempt < 8 && code === null; attempt++) {
    const candidate = referenceCode(randomCodeBytes());
    if (!codeTaken(sqlite, candidate, at)) code = candidate;
  }
  if (code === null) throw new Error("Não foi possível gerar um código de atendimento livre em 8 tentativas");
  // Bounded: a full queue is written now (if the database refuses, this click is not recorded).
  if (pending.length >= LEADS_LIMITS.maxPendingClicks) flushClicks();
  const kind = pageKind(click.from);
  const c = request.campaign;
  pending.push({
    at,
    channel: click.channel,
    code,
    pagePath: click.from,
    template: kind.template,
    subject: kind.subject,
    placement: click.placement,
    referrerHost: request.referrerHost,
    utmSource: c.utmSource ?? null,
    utmMedium: c.utmMedium ?? null,
    utmCampaign: c.utmCampaign ?? null,
    utmTerm: c.utmTerm ?? null,
    utmContent: c.utmContent ?? null,
    gclid: c.gclid ?? null,
    visitorHash: visitor,
    suspect: suspect ? 1 : 0,
    addressHash: source.address,
    networkHash: source.network,
  });
  rememberClick(sqlite, { at, channel: click.channel, code, path: click.from, visitor, suspect, address: source.address, network: source.network });
  scheduleFlush();
  return { recorded: true, code, repeated: false, suspect };
}

/** Forgets the waiting clicks and the ledger (tests that swap databases). */
function resetClicks(): void {
  pending.length = 0;
  forgetClickLedger();
  clearTimeout(flushTimer);
  flushTimer = undefined;
}

/** Clicks deleted by a prune. */
export type PrunedClicks = { clicks: number };

/**
 * The one way to the contact_clicks table (decision 0020):
 * - `record` counts a click (queued, written within `clickFlushMs`);
 * - `read` runs a query (or the owner's mark of a lead) on the table once this process's
 *   queued clicks are written, so nobody reads without flushing first;
 * - `flush` writes the queue now (the timer, and http/main.ts before the process exits);
 * - `prune` deletes old clicks in one transaction with `also` (the views' prune) and then
 *   forgets the ledger, whose codes and counts the deleted rows may have held.
 */
export const clickStore = {
  record: recordClick,
  read<T>(query: (sqlite: Database.Database) => T): T {
    flushClicks();
    return query(getConnection().sqlite);
  },
  flush: flushClicks,
  prune<T>({ before, suspectBefore }: { before: number; suspectBefore: number }, also: (sqlite: Database.Database) => T): PrunedClicks & T {
    flushClicks();
    const { sqlite } = getConnection();
    const pruned = sqlite.transaction(() => ({
      clicks:
        sqlite.prepare("DELETE FROM contact_clicks WHERE at < ?").run(before).changes +
        sqlite.prepare("DELETE FROM contact_clicks WHERE suspect = 1 AND at < ?").run(suspectBefore).changes,
      ...also(sqlite),
    }))();
    // The deleted clicks' codes are free again: the next click reads the ledger anew.
    if (pruned.clicks > 0) forgetClickLedger();
    return pruned;
  },
  /** Forgets the queue and the ledger (a test that swaps databases; app/server/process-state.server.ts). */
  reset: resetClicks,
};

let dayStart = { day: "", start: 0 };

/** Milliseconds at 00:00 of the São Paulo day of `at` (UTC−3 all year). */
export function startOfBusinessDay(at: number): number {
  const day = businessDay(new Date(at));
  if (dayStart.day !== day) dayStart = { day, start: Date.parse(`${day}T00:00:00-03:00`) };
  return dayStart.start;
}
