import { cleanLine } from "~/lib/text-safety";
import { and, count, desc, eq, inArray, lt, lte, notInArray } from "drizzle-orm";
import { activityLog } from "../../../db/schema";
import { LIMITS } from "~/lib/limits";
import { ACTIVITY_KINDS, actionsOfKind, isActivityAction, type ActivityAction } from "~/lib/activity-actions";
import { paginate, parsePage, type Pagination } from "~/lib/pagination";
import { getDb } from "../data/db.server";
import { monthsBefore, now } from "../infra/clock.server";
import { log } from "../infra/log.server";

/**
 * The admin activity log (docs/product.md §6.8): every admin write, sign-in, sign-out and failed
 * sign-in with time, e-mail, action and target, listed newest first at /admin/atividade.
 * Kept ACTIVITY_RETENTION_MONTHS and at most LIMITS.activityRows rows of each kind of action
 * (housekeeping): failed sign-ins are written by anyone who posts the login form, visit requests by
 * any visitor, and neither may push the owner's actions out.
 */
export const ACTIVITY_RETENTION_MONTHS = 13;
export const ACTIVITY_PER_PAGE = 50;
/** Longest e-mail (RFC 5321's path limit) and target stored. */
export const MAX_ACTIVITY_EMAIL = 254;
export const MAX_ACTIVITY_TARGET = 300;

/** `text` without control characters (each run becomes one space), trimmed, cut to `max` code points. */
export function cleanActivityText(text: string, max: number): string {
  const clean = cleanLine(text);
  return Array.from(clean.slice(0, max * 2))
    .slice(0, max)
    .join("");
}

/**
 * Records one action after it happened. Never throws: a failure is logged and the admin's
 * request goes on as if the log had been written.
 */
export function recordActivity(email: string, action: ActivityAction, target = ""): void {
  try {
    getDb()
      .insert(activityLog)
      .values({
        at: new Date(now()),
        email: cleanActivityText(email, MAX_ACTIVITY_EMAIL),
        action,
        target: cleanActivityText(target, MAX_ACTIVITY_TARGET),
      })
      .run();
  } catch (error) {
    log.error(`[atividade] falha ao registrar ${action}`, error);
  }
}

export type ActivityQuery = { action: ActivityAction | null; page: number };

/** Reads ?acao=&pagina=: an unknown action lists every action, anything but a page number is page 1. */
export function parseActivityQuery(params: URLSearchParams): ActivityQuery {
  const action = params.get("acao");
  return { action: isActivityAction(action) ? action : null, page: parsePage(params.get("pagina")) };
}

export type ActivityEntry = typeof activityLog.$inferSelect;

/** One page of the log, newest first (ties in the same millisecond by insertion). */
export function listActivity(query: ActivityQuery): { items: ActivityEntry[]; pagination: Pagination } {
  const db = getDb();
  const where = query.action ? eq(activityLog.action, query.action) : undefined;
  const total = db.select({ n: count() }).from(activityLog).where(where).get()?.n ?? 0;
  const pagination = paginate(total, query.page, ACTIVITY_PER_PAGE);
  const items = db
    .select()
    .from(activityLog)
    .where(where)
    .orderBy(desc(activityLog.at), desc(activityLog.id))
    .limit(ACTIVITY_PER_PAGE)
    .offset(pagination.offset)
    .all();
  return { items, pagination };
}

/**
 * Deletes rows older than the retention, then, kind by kind (`activityKind`), the oldest beyond
 * that kind's bound in LIMITS.activityRows; the number deleted. A row whose action is no longer
 * known counts as the owner's.
 */
export function pruneActivityLog(at = now()): number {
  return getDb().transaction((tx) => {
    let deleted = tx
      .delete(activityLog)
      .where(lt(activityLog.at, monthsBefore(at, ACTIVITY_RETENTION_MONTHS)))
      .run().changes;
    for (const kind of ACTIVITY_KINDS) {
      const others = ACTIVITY_KINDS.filter((k) => k !== kind).flatMap(actionsOfKind);
      const ofKind = kind === "owner" ? notInArray(activityLog.action, others) : inArray(activityLog.action, actionsOfKind(kind));
      const cutoff = tx
        .select({ id: activityLog.id })
        .from(activityLog)
        .where(ofKind)
        .orderBy(desc(activityLog.id))
        .limit(1)
        .offset(LIMITS.activityRows[kind])
        .get();
      if (cutoff)
        deleted += tx
          .delete(activityLog)
          .where(and(ofKind, lte(activityLog.id, cutoff.id)))
          .run().changes;
    }
    return deleted;
  });
}
