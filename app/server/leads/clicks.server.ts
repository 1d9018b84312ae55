import crypto from "node:crypto";
import type Database from "better-sqlite3";
import { isbot } from "isbot";
import type { ContactClick } from "~/lib/leads/contact-click";
import { businessDay } from "~/lib/leads/opening-hours";
import { pageKind } from "~/lib/leads/page-kind";
import { referenceCode } from "~/lib/leads/reference-code";
import { getConnection } from "../data/db.server";
import { LEADS_LIMITS } from "./limits";
import { visitorHash } from "./visitor.server";
import { log } from "../infra/log.server";

/**
 * Recording a click on a counted contact link (issue #15). The caller redirects whatever
 * happens here: this returns the reference code to put in the WhatsApp message, or null
 * when nothing was recorded (a bot, the daily cap, a database error is the caller's to log).
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

export type ClickResult = { recorded: boolean; code: string | null; repeated: boolean };

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
type Statements = { repeat: Statement; codeTaken: Statement; firstOfDay: Statement; lastId: Statement; insert: Statement };
const statements = new WeakMap<object, Statements>();

/** The click's statements, prepared once per connection. */
function statementsOf(sqlite: Database.Database): Statements {
  let prepared = statements.get(sqlite);
  if (!prepared) {
    prepared = {
      repeat: sqlite.prepare("SELECT code FROM contact_clicks WHERE visitor_hash = ? AND channel = ? AND page_path = ? AND at > ? ORDER BY at DESC LIMIT 1"),
      codeTaken: sqlite.prepare("SELECT 1 FROM contact_clicks WHERE code = ?"),
      // The day's clicks are the ids from its first click to the last (ids grow with time): two
      // index reads instead of counting the day's rows on every click.
      firstOfDay: sqlite.prepare("SELECT id FROM contact_clicks WHERE at >= ? ORDER BY at LIMIT 1"),
      lastId: sqlite.prepare("SELECT max(id) AS id FROM contact_clicks"),
      insert: sqlite.prepare(
        `INSERT INTO contact_clicks (at, channel, code, page_path, template, subject, placement, referrer_host,
           utm_source, utm_medium, utm_campaign, utm_term, utm_content, gclid, visitor_hash)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (code) DO NOTHING`,
      ),
    };
    statements.set(sqlite, prepared);
  }
  return prepared;
}

/** A recorded click not written yet, in the order of the insert's columns. */
type PendingClick = { at: number; channel: string; code: string | null; path: string; visitor: string; values: unknown[] };

/**
 * Recorded clicks wait here at most `clickFlushMs` and are written in one transaction (one
 * commit instead of one per click: counting adds almost nothing to the redirect, decision
 * 0014). Whatever reads clicks writes them first (`flushClicks`), so the admin always sees
 * its own process's clicks; a crash loses at most the last interval's.
 */
const pending: PendingClick[] = [];
const pendingCodes = new Set<string>();
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
  const { insert } = statementsOf(sqlite);
  const rows = pending.slice();
  const lost = sqlite.transaction(() => rows.filter((row) => insert.run(...row.values).changes === 0).length)();
  pending.splice(0, rows.length);
  for (const row of rows) if (row.code) pendingCodes.delete(row.code);
  // Only another process taking the same code within the same second gets here.
  if (lost > 0) log.error(`${lost} clique(s) de contato com código já usado por outro processo não foram gravados`);
  return rows.length - lost;
}

function repeatedInMemory(visitor: string, click: ContactClick, since: number): PendingClick | undefined {
  for (let i = pending.length - 1; i >= 0; i--) {
    const row = pending[i];
    if (row.at <= since) break;
    if (row.visitor === visitor && row.channel === click.channel && row.path === click.from) return row;
  }
  return undefined;
}

export function recordClick(request: ClickRequest): ClickResult {
  if (isbot(request.userAgent)) return { recorded: false, code: null, repeated: false };
  const { sqlite } = getConnection();
  const sql = statementsOf(sqlite);
  const visitor = visitorHash(request.address, request.userAgent, request.at);
  const { click, at } = request;
  const since = at - LEADS_LIMITS.repeatWindowMs;
  const repeat = repeatedInMemory(visitor, click, since) ?? (sql.repeat.get(visitor, click.channel, click.from, since) as { code: string | null } | undefined);
  if (repeat) return { recorded: false, code: repeat.code, repeated: true };

  const dayStart = startOfBusinessDay(at);
  const first = sql.firstOfDay.get(dayStart) as { id: number } | undefined;
  const stored = first ? (sql.lastId.get() as { id: number }).id - first.id + 1 : 0;
  const waiting = pending.reduce((n, row) => (row.at >= dayStart ? n + 1 : n), 0);
  if (stored + waiting >= LEADS_LIMITS.maxClicksPerDay) return { recorded: false, code: null, repeated: false };

  let code: string | null = null;
  if (click.channel === "whatsapp") {
    for (let attempt = 0; attempt < 8 && code === null; attempt++) {
      const candidate = referenceCode(crypto.randomBytes(4));
      if (!pendingCodes.has(candidate) && !sql.codeTaken.get(candidate)) code = candidate;
    }
    if (code === null) throw new Error("Não foi possível gerar um código de atendimento livre em 8 tentativas");
  }
  // Bounded: a full queue is written now (if the database refuses, this click is not recorded).
  if (pending.length >= LEADS_LIMITS.maxPendingClicks) flushClicks();
  const kind = pageKind(click.from);
  const c = request.campaign;
  const values = [
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
  ];
  pending.push({ at, channel: click.channel, code, path: click.from, visitor, values });
  if (code) pendingCodes.add(code);
  scheduleFlush();
  return { recorded: true, code, repeated: false };
}

/** Forgets the waiting clicks (tests that swap databases). */
export function resetClicksForTests(): void {
  pending.length = 0;
  pendingCodes.clear();
  clearTimeout(flushTimer);
  flushTimer = undefined;
}

/** Milliseconds at 00:00 of the São Paulo day of `at` (UTC−3 all year). */
export function startOfBusinessDay(at: number): number {
  return Date.parse(`${businessDay(new Date(at))}T00:00:00-03:00`);
}
