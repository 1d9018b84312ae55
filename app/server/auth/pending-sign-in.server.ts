import crypto from "node:crypto";
import { and, desc, eq, gt, lte, notInArray, sql } from "drizzle-orm";
import { pendingSignIns } from "../../../db/schema";
import { now } from "../infra/clock.server";
import { ADMIN_PATH } from "~/lib/paths";
import { siteCookie } from "../infra/cookies.server";
import { getDb, type Db } from "../data/db.server";
import { LIMITS } from "~/lib/limits";

/**
 * Between a correct first factor (password or Google) and the second factor's code, the
 * browser holds this signed cookie for 5 minutes: which account, where to go afterwards, and a
 * random nonce whose SHA-256 is a row of `pending_sign_ins`. The row is deleted when the code
 * is accepted, so the cookie opens one sign-in only, in every process on the database
 * (decision 0024); expired rows go with the housekeeping. The 4-hour session starts only when
 * the code is accepted (sign-in.server.ts).
 */
export const PENDING_SIGN_IN_MS = 5 * 60 * 1000;

export type PendingSignIn = { adminId: number; email: string; redirectTo: string };
export type PendingCookie = PendingSignIn & { nonce: string };

function pendingCookie() {
  return siteCookie("admin_2fa", { path: ADMIN_PATH, maxAge: PENDING_SIGN_IN_MS / 1000 });
}

/** The database keeps a SHA-256 of the nonce, like session ids (session.server.ts). */
function storageKey(nonce: string): string {
  return crypto.createHash("sha256").update(nonce).digest("base64url");
}

/** Records a new pending sign-in (the admin's oldest beyond LIMITS.pendingSignInsPerAdmin end) and returns its Set-Cookie. */
export async function pendingSignInCookie(pending: PendingSignIn): Promise<string> {
  const nonce = crypto.randomBytes(32).toString("base64url");
  const createdAt = now();
  const expiresAt = createdAt + PENDING_SIGN_IN_MS;
  getDb().transaction((tx) => {
    prunePendingSignIns(tx, pending.adminId, createdAt);
    tx.insert(pendingSignIns)
      .values({ id: storageKey(nonce), adminId: pending.adminId, createdAt: new Date(createdAt), expiresAt: new Date(expiresAt) })
      .run();
  });
  return pendingCookie().serialize({ a: pending.adminId, e: pending.email, r: pending.redirectTo, x: expiresAt, n: nonce });
}

/**
 * The pending sign-in, or null when missing, forged, older than 5 minutes (the expiry is
 * signed too) or already used (its row is gone).
 */
export async function readPendingSignIn(request: Request): Promise<PendingCookie | null> {
  const header = request.headers.get("Cookie");
  if (!header) return null;
  const v = (await pendingCookie().parse(header)) as { a?: unknown; e?: unknown; r?: unknown; x?: unknown; n?: unknown } | null;
  if (typeof v?.a !== "number" || typeof v.e !== "string" || typeof v.r !== "string" || typeof v.x !== "number" || v.x <= now()) return null;
  if (typeof v.n !== "string" || !/^[\w-]{43}$/.test(v.n)) return null;
  const row = getDb()
    .select({ id: pendingSignIns.id })
    .from(pendingSignIns)
    .where(and(eq(pendingSignIns.id, storageKey(v.n)), eq(pendingSignIns.adminId, v.a), gt(pendingSignIns.expiresAt, new Date(now()))))
    .get();
  return row ? { adminId: v.a, email: v.e, redirectTo: v.r, nonce: v.n } : null;
}

/**
 * Uses the pending sign-in up: true for the one request that deleted its row, false when it
 * was already used or has expired (two submissions at once: only one signs in).
 */
export function consumePendingSignIn(pending: PendingCookie): boolean {
  const deleted = getDb()
    .delete(pendingSignIns)
    .where(and(eq(pendingSignIns.id, storageKey(pending.nonce)), gt(pendingSignIns.expiresAt, new Date(now()))))
    .run();
  return deleted.changes === 1;
}

export async function clearPendingSignIn(): Promise<string> {
  return pendingCookie().serialize("", { maxAge: 0, expires: new Date(0) });
}

type Tx = Pick<Db, "delete" | "select">;

/** Deletes expired pending sign-ins and, when `adminId` is given (also run by the housekeeping), that admin's oldest beyond the cap (before a new one). */
export function prunePendingSignIns(tx: Tx = getDb(), adminId?: number, at = now()) {
  tx.delete(pendingSignIns)
    .where(lte(pendingSignIns.expiresAt, new Date(at)))
    .run();
  if (adminId === undefined) return;
  const newest = tx
    .select({ id: pendingSignIns.id })
    .from(pendingSignIns)
    .where(eq(pendingSignIns.adminId, adminId))
    // rowid breaks ties: steps started in the same millisecond end in the order they began.
    .orderBy(desc(pendingSignIns.createdAt), sql`rowid DESC`)
    .limit(LIMITS.pendingSignInsPerAdmin - 1)
    .all()
    .map((p) => p.id);
  tx.delete(pendingSignIns)
    .where(and(eq(pendingSignIns.adminId, adminId), notInArray(pendingSignIns.id, newest)))
    .run();
}
