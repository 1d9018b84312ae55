import { isbot } from "isbot";
import { businessDay } from "~/lib/leads/opening-hours";
import { getConnection } from "../data/db.server";
import { LEADS_LIMITS, OTHER_PATHS } from "./limits";
import { visitorHash } from "./visitor.server";

/**
 * Human page views per path and day, counted from the no-store beacon every public page
 * loads (so a CDN in front of the site loses none), kept in memory and written every
 * `flushIntervalMs` as one upsert per path: a day of 100,000 views over 500 paths writes at
 * most 500 rows, updated at most once per path and interval. Unique visitors are the
 * distinct visitor hashes this process saw for the path that day; after a restart a visitor
 * seen earlier that day counts once more (docs/decisions/0014-leads-counted-on-the-server.md).
 */
type Pending = { views: number; visitors: number };

const pending = new Map<string, Pending>();
const seen = new Map<string, { paths: Map<string, Set<string>>; visitors: number }>();
let timer: NodeJS.Timeout | undefined;

function keyOf(day: string, path: string): string {
  return `${day}\u0000${path}`;
}

/** Counts one view (bots excluded); returns whether it counted. */
export function countView(path: string, address: string, userAgent: string, at: number): boolean {
  if (isbot(userAgent)) return false;
  const day = businessDay(new Date(at));
  let today = seen.get(day);
  if (!today) {
    for (const old of seen.keys()) if (old < day) seen.delete(old);
    today = { paths: new Map(), visitors: 0 };
    seen.set(day, today);
  }
  let counted = path;
  let visitors = today.paths.get(counted);
  if (!visitors) {
    if (today.paths.size >= LEADS_LIMITS.maxPathsPerDay) counted = OTHER_PATHS;
    visitors = today.paths.get(counted) ?? new Set();
    today.paths.set(counted, visitors);
  }
  const entry = pending.get(keyOf(day, counted)) ?? { views: 0, visitors: 0 };
  entry.views++;
  if (today.visitors < LEADS_LIMITS.maxVisitorsPerDay) {
    const hash = visitorHash(address, userAgent, at);
    if (!visitors.has(hash)) {
      visitors.add(hash);
      today.visitors++;
      entry.visitors++;
    }
  }
  pending.set(keyOf(day, counted), entry);
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

/** Empties the in-memory counts (tests). */
export function resetViewsForTests() {
  pending.clear();
  seen.clear();
}
