import crypto from "node:crypto";
import { and, desc, eq, gte, lt, notInArray } from "drizzle-orm";
import { adminUsers, sessions } from "../../../db/schema";
import { now } from "../infra/clock.server";
import { siteCookie } from "../infra/cookies.server";
import { getDb, type Db } from "../data/db.server";
import { LIMITS } from "~/lib/limits";

/** An admin session lives exactly this long from sign-in (docs/product.md §6.2); it is never extended. */
export const SESSION_LIFETIME_MS = 4 * 60 * 60 * 1000;

export type Admin = { id: number; email: string };

/** The cookie holds only a random token (256 bits), signed; see siteCookie for its flags. */
function sessionCookie() {
  return siteCookie("admin_session");
}

/** The database keeps a SHA-256 of the token, so a leaked copy of the table opens no session. */
function storageKey(token: string): string {
  return crypto.createHash("sha256").update(token).digest("base64url");
}

async function readToken(request: Request): Promise<string | null> {
  const header = request.headers.get("Cookie");
  if (!header) return null;
  const value: unknown = await sessionCookie().parse(header);
  return typeof value === "string" && /^[\w-]{43}$/.test(value) ? value : null;
}

/**
 * Signs `adminId` in with a brand-new session id (the one the browser sent, if any, is
 * discarded) and returns the Set-Cookie header. The cookie expires with the session.
 * Expired sessions, and the admin's oldest beyond HOUSEKEEPING.sessionsPerAdmin, go first.
 */
export async function startSession(adminId: number, request: Request): Promise<string> {
  const token = crypto.randomBytes(32).toString("base64url");
  const createdAt = now();
  const expiresAt = createdAt + SESSION_LIFETIME_MS;
  const previous = await readToken(request);
  getDb().transaction((tx) => {
    if (previous)
      tx.delete(sessions)
        .where(eq(sessions.id, storageKey(previous)))
        .run();
    pruneSessions(tx, adminId, createdAt);
    tx.insert(sessions)
      .values({ id: storageKey(token), adminId, createdAt: new Date(createdAt), expiresAt: new Date(expiresAt) })
      .run();
  });
  return sessionCookie().serialize(token, { expires: new Date(expiresAt) });
}

/** The signed-in admin, or null when the cookie is missing, forged, unknown or older than 4 hours. */
export async function readSession(request: Request): Promise<Admin | null> {
  const token = await readToken(request);
  if (!token) return null;
  const row = getDb()
    .select({ id: adminUsers.id, email: adminUsers.email })
    .from(sessions)
    .innerJoin(adminUsers, eq(adminUsers.id, sessions.adminId))
    .where(and(eq(sessions.id, storageKey(token)), gte(sessions.expiresAt, new Date(now()))))
    .get();
  return row ?? null;
}

/** Deletes the request's session row and returns the Set-Cookie header that clears the cookie. */
export async function endSession(request: Request): Promise<string> {
  const token = await readToken(request);
  if (token)
    getDb()
      .delete(sessions)
      .where(eq(sessions.id, storageKey(token)))
      .run();
  return sessionCookie().serialize("", { expires: new Date(0), maxAge: 0 });
}

/** Signs an admin out everywhere (used when the password changes). */
export function deleteAdminSessions(tx: Pick<Db, "delete">, adminId: number) {
  tx.delete(sessions).where(eq(sessions.adminId, adminId)).run();
}

/** Deletes expired sessions and, when `adminId` is given, that admin's oldest beyond the cap (before a new one). */
export function pruneSessions(tx: Pick<Db, "delete" | "select"> = getDb(), adminId?: number, at = now()) {
  tx.delete(sessions)
    .where(lt(sessions.expiresAt, new Date(at)))
    .run();
  if (adminId === undefined) return;
  const newest = tx
    .select({ id: sessions.id })
    .from(sessions)
    .where(eq(sessions.adminId, adminId))
    .orderBy(desc(sessions.createdAt))
    .limit(LIMITS.sessionsPerAdmin - 1)
    .all()
    .map((s) => s.id);
  tx.delete(sessions)
    .where(and(eq(sessions.adminId, adminId), notInArray(sessions.id, newest)))
    .run();
}
