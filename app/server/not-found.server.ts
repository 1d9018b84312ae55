import { sql } from "drizzle-orm";
import { notFoundLog } from "../../db/schema";
import { getDb } from "./db.server";

/** Records an attempted path (path, time, referrer; no personal data), counting repeats. */
export function recordNotFound(path: string, referrer: string | null) {
  const cleanPath = path.slice(0, 500);
  const ref = referrer ? referrer.slice(0, 500) : null;
  try {
    getDb()
      .insert(notFoundLog)
      .values({ path: cleanPath, lastReferrer: ref })
      .onConflictDoUpdate({
        target: notFoundLog.path,
        set: { count: sql`${notFoundLog.count} + 1`, lastSeenAt: sql`(unixepoch() * 1000)`, lastReferrer: ref },
      })
      .run();
  } catch (error) {
    console.error("[not-found] falha ao registrar caminho", error);
  }
  console.warn(`[404] ${cleanPath}`);
}

/**
 * Logs the request's path and returns a 404 Response for a loader to throw; the root
 * ErrorBoundary then renders the not-found page (home content) with status 404.
 */
export function notFound(request: Request): Response {
  const url = new URL(request.url);
  recordNotFound(url.pathname, request.headers.get("referer"));
  return new Response("Página não encontrada", { status: 404, statusText: "Not Found" });
}
