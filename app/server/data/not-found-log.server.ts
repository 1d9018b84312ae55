import Database from "better-sqlite3";
import { and, asc, desc, eq, lt, notExists, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/better-sqlite3";
import * as schema from "../../../db/schema";
import { notFoundLog, redirects } from "../../../db/schema";
import { storedAnswer } from "./redirects.server";
import { getDb, type Db } from "./db.server";
import { databasePath, getEnv } from "../infra/env.server";
import { LIMITS } from "~/lib/limits";
import { log as logger } from "~/server/infra/log.server";

type Pending = { path: string; referrer: string | null; count: number };

const RETRY_MS = 200;
const pending = new Map<string, Pending>();
let retry: NodeJS.Timeout | undefined;
let log: { file: string; sqlite: Database.Database; db: Db } | undefined;

/** Drops the 404s waiting to be written and closes the log's connection (app/server/process-state.server.ts). */
export function forgetNotFoundLog(): void {
  pending.clear();
  clearTimeout(retry);
  retry = undefined;
  log?.sqlite.close();
  log = undefined;
}

/**
 * The log's own connection: it never waits for the write lock (busy_timeout 0), so a burst
 * of unknown URLs during an admin write cannot stall the server, and it commits without an
 * fsync (synchronous NORMAL in WAL mode: a crash may lose the last entries, never corrupt).
 */
function logDb(): Db {
  const file = databasePath(getEnv().DATABASE_URL);
  if (file === ":memory:") return getDb();
  if (log?.file !== file) {
    log?.sqlite.close();
    const sqlite = new Database(file);
    sqlite.pragma("busy_timeout = 0");
    sqlite.pragma("synchronous = NORMAL");
    log = { file, sqlite, db: drizzle(sqlite, { schema }) };
  }
  return log.db;
}

/** Writes what is pending in one transaction; when the database is busy, tries again shortly. */
function flush() {
  retry = undefined;
  if (pending.size === 0) return;
  try {
    const db = logDb();
    db.transaction((tx) => {
      for (const p of pending.values()) {
        tx.insert(notFoundLog)
          .values({ path: p.path, lastReferrer: p.referrer, count: p.count })
          .onConflictDoUpdate({
            target: notFoundLog.path,
            set: { count: sql`${notFoundLog.count} + ${p.count}`, lastSeenAt: sql`(unixepoch() * 1000)`, lastReferrer: p.referrer },
          })
          .run();
      }
      capRows(tx);
    });
    pending.clear();
  } catch (error) {
    if ((error as { code?: string }).code === "SQLITE_BUSY") {
      retry ??= setTimeout(flush, RETRY_MS).unref();
      return;
    }
    pending.clear();
    logger.error("[not-found] falha ao registrar caminho", error);
  }
}

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * Keeps the log within LIMITS.notFoundLogMaxRows: the rows hit least, and among them the
 * longest unseen, leave first, so a flood of one-off junk paths cannot push out the broken
 * links people keep following.
 */
function capRows(tx: Tx) {
  const rows =
    tx
      .select({ n: sql<number>`count(*)` })
      .from(notFoundLog)
      .get()?.n ?? 0;
  const excess = rows - LIMITS.notFoundLogMaxRows;
  if (excess <= 0) return;
  const victims = tx.select({ path: notFoundLog.path }).from(notFoundLog).orderBy(asc(notFoundLog.count), asc(notFoundLog.lastSeenAt)).limit(excess);
  tx.delete(notFoundLog)
    .where(sql`${notFoundLog.path} IN ${victims}`)
    .run();
}

/** Deletes rows not hit for LIMITS.notFoundLogMaxAgeDays (the maintenance timer calls it). */
export function pruneNotFoundLog(at = Date.now()): number {
  const cutoff = new Date(at - LIMITS.notFoundLogMaxAgeDays * 24 * 60 * 60 * 1000);
  return getDb().delete(notFoundLog).where(lt(notFoundLog.lastSeenAt, cutoff)).run().changes;
}

/** Records an attempted path (path, time, referrer; no personal data), counting repeats. */
export function recordNotFound(path: string, referrer: string | null) {
  const cleanPath = path.slice(0, LIMITS.notFoundLogMaxTextLength);
  const ref = referrer ? referrer.slice(0, LIMITS.notFoundLogMaxTextLength) : null;
  const entry = pending.get(cleanPath);
  if (entry) {
    entry.count++;
    entry.referrer = ref;
  } else pending.set(cleanPath, { path: cleanPath, referrer: ref, count: 1 });
  if (!retry) flush();
}

/**
 * Logs the request's path and returns a 404 Response for a loader to throw; the root
 * ErrorBoundary then renders the not-found page (home content) with status 404.
 */
export function notFound(request: Request, { log = true } = {}): Response {
  const url = new URL(request.url);
  // A missing address the admin sent elsewhere (404 monitor, docs/product.md §6) answers its 301 instead.
  const moved = storedAnswer(url.pathname);
  if (moved?.toPath) return new Response(null, { status: 301, headers: { Location: moved.toPath } });
  if (log) recordNotFound(url.pathname, request.headers.get("referer"));
  return new Response("Página não encontrada", { status: 404, statusText: "Not Found" });
}

export type MissingPath = { path: string; count: number; lastSeenAt: Date; referrerHost: string | null };

/**
 * The most requested missing addresses for the 404 monitor (docs/product.md §6): not ignored and not
 * redirected yet, most hits first. The referrer is shown by host only.
 */
export function listMissingPaths(limit = 50): MissingPath[] {
  const rows = getDb()
    .select({ path: notFoundLog.path, count: notFoundLog.count, lastSeenAt: notFoundLog.lastSeenAt, lastReferrer: notFoundLog.lastReferrer })
    .from(notFoundLog)
    .where(
      and(eq(notFoundLog.ignored, false), notExists(getDb().select({ x: redirects.fromPath }).from(redirects).where(eq(redirects.fromPath, notFoundLog.path)))),
    )
    .orderBy(desc(notFoundLog.count), desc(notFoundLog.lastSeenAt))
    .limit(limit)
    .all();
  return rows.map(({ lastReferrer, ...row }) => ({ ...row, referrerHost: referrerHost(lastReferrer) }));
}

function referrerHost(referrer: string | null): string | null {
  if (!referrer) return null;
  try {
    return new URL(referrer).host || null;
  } catch {
    return null;
  }
}

/** Hides a path from the monitor; it keeps being counted. False when the path is not logged. */
export function ignoreMissingPath(path: string): boolean {
  return getDb().update(notFoundLog).set({ ignored: true }).where(eq(notFoundLog.path, path)).run().changes > 0;
}
