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

type Statements = { repeat: Statement; firstOfDay: Statement; lastId: Statement; insert: Statement };
type Statement = Database.Statement<unknown[]>;
const statements = new WeakMap<object, Statements>();

/** The click's statements, prepared once per connection (a click is answered in well under a millisecond). */
function statementsOf(sqlite: ReturnType<typeof getConnection>["sqlite"]): Statements {
  let prepared = statements.get(sqlite);
  if (!prepared) {
    prepared = {
      repeat: sqlite.prepare("SELECT code FROM contact_clicks WHERE visitor_hash = ? AND channel = ? AND page_path = ? AND at > ? ORDER BY at DESC LIMIT 1"),
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

export function recordClick(request: ClickRequest): ClickResult {
  if (isbot(request.userAgent)) return { recorded: false, code: null, repeated: false };
  const { sqlite } = getConnection();
  const sql = statementsOf(sqlite);
  const visitor = visitorHash(request.address, request.userAgent, request.at);
  const { click, at } = request;
  return sqlite.transaction((): ClickResult => {
    const repeat = sql.repeat.get(visitor, click.channel, click.from, at - LEADS_LIMITS.repeatWindowMs) as { code: string | null } | undefined;
    if (repeat) return { recorded: false, code: repeat.code, repeated: true };
    const first = sql.firstOfDay.get(startOfBusinessDay(at)) as { id: number } | undefined;
    const today = first ? (sql.lastId.get() as { id: number }).id - first.id + 1 : 0;
    if (today >= LEADS_LIMITS.maxClicksPerDay) return { recorded: false, code: null, repeated: false };
    const kind = pageKind(click.from);
    const c = request.campaign;
    for (let attempt = 0; attempt < 8; attempt++) {
      const code = click.channel === "whatsapp" ? referenceCode(crypto.randomBytes(4)) : null;
      const inserted = sql.insert.run(
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
      );
      if (inserted.changes === 1) return { recorded: true, code, repeated: false };
    }
    throw new Error("Não foi possível gerar um código de atendimento livre em 8 tentativas");
  })();
}

/** Milliseconds at 00:00 of the São Paulo day of `at` (UTC−3 all year). */
export function startOfBusinessDay(at: number): number {
  return Date.parse(`${businessDay(new Date(at))}T00:00:00-03:00`);
}
