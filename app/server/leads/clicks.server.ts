import crypto from "node:crypto";
import type Database from "better-sqlite3";
import { isbot } from "isbot";
import type { ContactClick } from "~/lib/leads/contact-click";
import { businessDay } from "~/lib/leads/opening-hours";
import { pageKind } from "~/lib/leads/page-kind";
import { CODE_LENGTH, referenceCode } from "~/lib/leads/reference-code";
import { clicksOfDay, codeTaken, findRepeat, forgetClickLedger, rememberClick, writeWithLedger, type DayClicks } from "./click-ledger.server";
import { getConnection } from "../data/db.server";
import { writeSyncedOffLoop } from "../data/wal-sync.server";
import { LEADS_LIMITS } from "./limits";
import { sourceOf, visitorHash, type Source } from "./visitor.server";
import { log } from "../infra/log.server";

/**
 * Recording a click on a counted contact link (issue #15). The caller redirects whatever
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

type Statement = Database.Statement<unknown[]>;
const inserts = new WeakMap<object, Statement>();

/** The click's insert, prepared once per connection. */
function insertOf(sqlite: Database.Database): Statement {
  let insert = inserts.get(sqlite);
  if (!insert) {
    insert = sqlite.prepare(
      `INSERT INTO contact_clicks (at, channel, code, page_path, template, subject, placement, referrer_host,
         utm_source, utm_medium, utm_campaign, utm_term, utm_content, gclid, visitor_hash, suspect, address_hash, network_hash)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (code) DO NOTHING`,
    );
    inserts.set(sqlite, insert);
  }
  return insert;
}

/**
 * Recorded clicks wait here at most `clickFlushMs` and are written in one transaction (one
 * commit instead of one per click: counting adds almost nothing to the redirect, decision
 * 0014). Whatever reads clicks writes them first (`flushClicks`), so the admin always sees
 * its own process's clicks; a crash loses at most the last interval's. What a click must know
 * of earlier ones (repeats, the daily cap, codes taken) is in memory (click-ledger.server.ts).
 */
const pending: unknown[][] = [];
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
export function flushClicks(): number {
  if (pending.length === 0) return 0;
  const { sqlite } = getConnection();
  const insert = insertOf(sqlite);
  const rows = pending.slice();
  const lost = writeSyncedOffLoop(sqlite, () => writeWithLedger(sqlite, () => rows.filter((values) => insert.run(...values).changes === 0).length));
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

export function recordClick(request: ClickRequest): ClickResult {
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

  let code: string | null = null;
  if (click.channel === "whatsapp") {
    for (let attempt = 0; attempt < 8 && code === null; attempt++) {
      const candidate = referenceCode(randomCodeBytes());
      if (!codeTaken(sqlite, candidate, at)) code = candidate;
    }
    if (code === null) throw new Error("Não foi possível gerar um código de atendimento livre em 8 tentativas");
  }
  // Bounded: a full queue is written now (if the database refuses, this click is not recorded).
  if (pending.length >= LEADS_LIMITS.maxPendingClicks) flushClicks();
  const kind = pageKind(click.from);
  const c = request.campaign;
  pending.push([
    at,
    click.channel,
    code,
    click.from,
    kind.template,
    kind.subject,
    click.placement,
    request.referrerHost,
    c.utmSource ?? null,
    c.utmMedium ?? null,
    c.utmCampaign ?? null,
    c.utmTerm ?? null,
    c.utmContent ?? null,
    c.gclid ?? null,
    visitor,
    suspect ? 1 : 0,
    source.address,
    source.network,
  ]);
  rememberClick(sqlite, { at, channel: click.channel, code, path: click.from, visitor, suspect, address: source.address, network: source.network });
  scheduleFlush();
  return { recorded: true, code, repeated: false, suspect };
}

/** Forgets the waiting clicks (tests that swap databases). */
export function resetClicksForTests(): void {
  pending.length = 0;
  forgetClickLedger();
  clearTimeout(flushTimer);
  flushTimer = undefined;
}

let dayStart = { day: "", start: 0 };

/** Milliseconds at 00:00 of the São Paulo day of `at` (UTC−3 all year). */
export function startOfBusinessDay(at: number): number {
  const day = businessDay(new Date(at));
  if (dayStart.day !== day) dayStart = { day, start: Date.parse(`${day}T00:00:00-03:00`) };
  return dayStart.start;
}
