import { isbot } from "isbot";
import { businessDay } from "~/lib/leads/opening-hours";
import { getConnection } from "../data/db.server";
import { LEADS_LIMITS, OTHER_PATHS, SUSPECT_VIEWS } from "./limits";
import { isSitePage } from "./site-pages.server";
import { sourceOf, visitorHash } from "./visitor.server";

/**
 * Human page views per path and day, counted from the no-store beacon every public page
 * loads (so a CDN in front of the site loses none), kept in memory and written every
 * `flushIntervalMs` as one upsert per path: a day of 100,000 views over 500 paths writes at
 * most 500 rows, updated at most once per path and interval
 * (docs/decisions/0014-leads-counted-on-the-server.md). Since decision 0023 a view counts once
 * per visitor, page and day, only for a page the site serves (site-pages.server.ts), and within
 * its source's budget (address, /24 or /64): views past it add up under SUSPECT_VIEWS, out of the
 * dashboard's figures. So junk paths never take a real page's slot. This process remembers the
 * day's visitors; after a restart a visitor seen earlier that day counts once more.
 */
type Pending = { views: number; visitors: number };
type Today = {
  /** The visitors seen per page (at most `maxVisitorsPerDay` pairs in all). */
  paths: Map<string, Set<string>>;
  pairs: number;
  /** Pages with a row of their own today (at most `maxPathsPerDay`). */
  slots: Set<string>;
  byAddress: Map<string, number>;
  byNetwork: Map<string, number>;
};

const pending = new Map<string, Pending>();
const seen = new Map<string, Today>();
let timer: NodeJS.Timeout | undefined;

function keyOf(day: string, path: string): string {
  return `${day}\u0000${path}`;
}

function todayOf(day: string): Today {
  let today = seen.get(day);
  if (!today) {
    for (const old of seen.keys()) if (old < day) seen.delete(old);
    today = { paths: new Map(), pairs: 0, slots: new Set(), byAddress: new Map(), byNetwork: new Map() };
    seen.set(day, today);
  }
  return today;
}

function add(day: string, path: string): void {
  const entry = pending.get(keyOf(day, path)) ?? { views: 0, visitors: 0 };
  entry.views++;
  entry.visitors++;
  pending.set(keyOf(day, path), entry);
}

/** Counts one view (bots, unknown paths and a visitor's repeats excluded); returns whether it counted in the figures. */
export function countView(path: string, address: string, userAgent: string, at: number): boolean {
  if (isbot(userAgent) || !isSitePage(path)) return false;
  const day = businessDay(new Date(at));
  const today = todayOf(day);
  const visitor = visitorHash(address, userAgent, at);
  let visitors = today.paths.get(path);
  if (visitors?.has(visitor) || today.pairs >= LEADS_LIMITS.maxVisitorsPerDay) return false;
  if (!visitors) today.paths.set(path, (visitors = new Set()));
  visitors.add(visitor);
  today.pairs++;
  const source = sourceOf(address, at);
  const byAddress = today.byAddress.get(source.address) ?? 0;
  const byNetwork = today.byNetwork.get(source.network) ?? 0;
  if (byAddress >= LEADS_LIMITS.maxViewsPerAddressPerDay || byNetwork >= LEADS_LIMITS.maxViewsPerNetworkPerDay) {
    add(day, SUSPECT_VIEWS);
    return false;
  }
  today.byAddress.set(source.address, byAddress + 1);
  today.byNetwork.set(source.network, byNetwork + 1);
  if (!today.slots.has(path) && today.slots.size < LEADS_LIMITS.maxPathsPerDay) today.slots.add(path);
  add(day, today.slots.has(path) ? path : OTHER_PATHS);
  return true;
}

/** Writes the pending counts in one transaction; on failure they stay pending for the next try. */
export function flushViews(): number {
  if (pending.size === 0) return 0;
  const { sqlite } = getConnection();
  const upsert = sqlite.prepare(
    `INSERT INTO daily_page_views (day, path, views, visitors) VALUES (?, ?, ?, ?)
     ON CONFLICT (day, path) DO UPDATE SET views = views + excluded.views, visitors = visitors + excluded.visitors`,
  );
  const rows = [...pending];
  sqlite.transaction(() => {
    for (const [key, counts] of rows) {
      const [day, path] = key.split("\u0000");
      upsert.run(day, path, counts.views, counts.visitors);
    }
  })();
  for (const [key] of rows) pending.delete(key);
  return rows.length;
}

/** Starts the flush timer (once per process; it never keeps the process alive) and flushes on exit. */
export function startViewFlush(onError: (error: unknown) => void): () => void {
  if (timer) return () => {};
  const flush = () => {
    try {
      flushViews();
    } catch (error) {
      onError(error);
    }
  };
  timer = setInterval(flush, LEADS_LIMITS.flushIntervalMs);
  timer.unref();
  process.once("beforeExit", flush);
  return () => {
    clearInterval(timer);
    timer = undefined;
    flush();
  };
}

/** Empties the in-memory counts without writing them (app/server/process-state.server.ts). */
export function forgetViews() {
  pending.clear();
  seen.clear();
}
