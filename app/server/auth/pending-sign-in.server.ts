import { now } from "../infra/clock.server";
import { ADMIN_PATH } from "~/lib/paths";
import { siteCookie } from "../infra/cookies.server";

/**
 * Between a correct first factor (password or Google) and the second factor's code, the
 * browser holds this signed cookie for 5 minutes: which account, and where to go afterwards.
 * The 4-hour session starts only when the code is accepted (sign-in.server.ts).
 */
export const PENDING_SIGN_IN_MS = 5 * 60 * 1000;

export type PendingSignIn = { adminId: number; email: string; redirectTo: string };

function pendingCookie() {
  return siteCookie("admin_2fa", { path: ADMIN_PATH, maxAge: PENDING_SIGN_IN_MS / 1000 });
}

export async function pendingSignInCookie(pending: PendingSignIn): Promise<string> {
  return pendingCookie().serialize({ a: pending.adminId, e: pending.email, r: pending.redirectTo, x: now() + PENDING_SIGN_IN_MS });
}

/** The pending sign-in, or null when missing, forged or older than 5 minutes (the expiry is signed too). */
export async function readPendingSignIn(request: Request): Promise<PendingSignIn | null> {
  const header = request.headers.get("Cookie");
  if (!header) return null;
  const v = (await pendingCookie().parse(header)) as { a?: unknown; e?: unknown; r?: unknown; x?: unknown } | null;
  if (typeof v?.a !== "number" || typeof v.e !== "string" || typeof v.r !== "string" || typeof v.x !== "number" || v.x <= now()) return null;
  return { adminId: v.a, email: v.e, redirectTo: v.r };
}

export async function clearPendingSignIn(): Promise<string> {
  return pendingCookie().serialize("", { maxAge: 0, expires: new Date(0) });
}
