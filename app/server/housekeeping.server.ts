import { and, desc, eq, lt, lte, notInArray, sql } from "drizzle-orm";
import { loginAttempts, sessions } from "../../db/schema";
import { now } from "./clock.server";
import { getDb, type Db } from "./db.server";
import { LOGIN_LIMIT } from "./rate-limit.server";

/**
 * Pruning of the auth tables, in one place: expired sessions and login attempts that left the
 * rate-limit window go every `everyMs` (a timer started at boot) and at each sign-in. Both
 * tables also stay bounded: an admin keeps at most `sessionsPerAdmin` open sessions (the
 * oldest ends first), and past `maxLoginAttemptRows` the oldest attempts are dropped, so a
 * flood from countless addresses cannot grow the file without end.
 */
export const HOUSEKEEPING = { everyMs: 10 * 60 * 1000, sessionsPerAdmin: 10, maxLoginAttemptRows: 50_000 };

type Tx = Pick<Db, "delete" | "select">;

/** Deletes expired sessions and, when `adminId` is given, that admin's oldest beyond the cap (before a new one). */
export function pruneSessions(tx: Tx = getDb(), adminId?: number, at = now()) {
  tx.delete(sessions).where(lt(sessions.expiresAt, new Date(at))).run();
  if (adminId === undefined) return;
  const newest = tx
    .select({ id: sessions.id })
    .from(sessions)
    .where(eq(sessions.adminId, adminId))
    .orderBy(desc(sessions.createdAt))
    .limit(HOUSEKEEPING.sessionsPerAdmin - 1)
    .all()
    .map((s) => s.id);
  tx.delete(sessions)
    .where(and(eq(sessions.adminId, adminId), notInArray(sessions.id, newest)))
    .run();
}

/** Deletes attempts outside the window, then the oldest beyond the row cap. */
export function pruneLoginAttempts(tx: Tx = getDb(), at = now()) {
  tx.delete(loginAttempts)
    .where(lte(loginAttempts.at, new Date(at - LOGIN_LIMIT.windowMs)))
    .run();
  tx.delete(loginAttempts)
    .where(
      lte(
        loginAttempts.id,
        sql`(SELECT id FROM ${loginAttempts} ORDER BY id DESC LIMIT 1 OFFSET ${HOUSEKEEPING.maxLoginAttemptRows})`,
      ),
    )
    .run();
}

export function pruneAuthTables() {
  getDb().transaction((tx) => {
    pruneSessions(tx);
    pruneLoginAttempts(tx);
  });
}

/** Starts the timer (once per process); it never keeps the process alive. Returns its stopper. */
export function startHousekeeping(): () => void {
  const timer = setInterval(() => {
    try {
      pruneAuthTables();
    } catch (error) {
      console.error("[housekeeping] falha ao limpar sessões e tentativas de login", error);
    }
  }, HOUSEKEEPING.everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
