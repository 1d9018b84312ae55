import { safeRedirect } from "~/lib/admin-auth";
import { readSignInCode } from "~/lib/forms/sign-in-forms";
import { toast, type Toast } from "~/lib/toast";
import { knownDeviceCookie, readKnownDevice } from "./known-device.server";
import { clearPendingSignIn, consumePendingSignIn, pendingSignInCookie, readPendingSignIn } from "./pending-sign-in.server";
import { clearLoginAttempts, countedAttempt, loginBuckets, type Bucket } from "./rate-limit.server";
import { startSession, type Admin } from "./session.server";
import { setToastCookie } from "../infra/toast.server";
import { checkSecondFactor, secondFactorEnabled } from "./totp.server";
import { SECOND_FACTOR_PATH } from "~/lib/paths";
import { recordActivity } from "../admin/activity-log.server";

/*
 * The end of every sign-in, password or Google: with a second factor on, a 5-minute pending
 * state and the code step (/admin/login/codigo); otherwise, or once the code is accepted, the
 * 4-hour session, a fresh known-device cookie, and the rate-limit buckets emptied. Completed
 * and refused sign-ins go to the activity log (docs/product.md §6.8).
 */

/** The docs/product.md §8 toast of a completed sign-in. */
export const signedIn = () => toast("Login bem-sucedido", "Você está agora no painel administrativo");

/** The code step was reached without a pending sign-in, or after its 5 minutes. */
export const verificationExpired = () =>
  toast("Verificação expirada", "Entre de novo com seu e-mail e senha ou com o Google para receber um novo pedido de código.", "destructive");

/** Where the browser goes next and the cookies it gets. */
export type SignIn = { location: string; cookies: string[]; toast?: Toast };

/** How a sign-in was proved, as the activity log names it. */
export const SIGN_IN_METHODS = { password: "e-mail e senha", google: "Google", code: "código de verificação (duas etapas)" } as const;
type SignInMethod = (typeof SIGN_IN_METHODS)[keyof typeof SIGN_IN_METHODS];

async function completeSignIn(admin: Admin, request: Request, redirectTo: string, buckets: Bucket[], method: SignInMethod): Promise<SignIn> {
  clearLoginAttempts(buckets);
  const signIn = { location: redirectTo, toast: signedIn(), cookies: [await startSession(admin.id, request), await knownDeviceCookie(admin.email)] };
  recordActivity(admin.email, "login.entrar", method);
  return signIn;
}

/**
 * After a correct password or Google account. `buckets` are the ones the attempt counted in:
 * they stay counted while the code step is pending, so a known password does not buy
 * unlimited code guesses.
 */
export async function afterFirstFactor(admin: Admin, request: Request, redirectTo: string, buckets: Bucket[], method: SignInMethod): Promise<SignIn> {
  if (!secondFactorEnabled(admin.id)) return completeSignIn(admin, request, redirectTo, buckets, method);
  return { location: SECOND_FACTOR_PATH, cookies: [await pendingSignInCookie({ adminId: admin.id, email: admin.email, redirectTo })] };
}

/** The 303 that carries a sign-in's cookies (and `extra` ones) to its next page. */
export async function signInResponse(signIn: SignIn, extra: string[] = []): Promise<Response> {
  const headers = new Headers({ Location: signIn.location });
  for (const cookie of [...extra, ...signIn.cookies]) headers.append("Set-Cookie", cookie);
  if (signIn.toast) headers.append("Set-Cookie", await setToastCookie(signIn.toast));
  return new Response(null, { status: 303, headers });
}

export type CodeStep = { kind: "signed-in"; signIn: SignIn } | { kind: "expired" } | { kind: "refused"; message: string; retryAfterSeconds?: number };

/**
 * The code step's action. The pending sign-in and the known-device cookie come from cookies,
 * so every bucket of the attempt (loginBuckets: the cookie's alone for a known browser) is
 * checked, and the attempt recorded, before the body is read; each code counts as an attempt
 * of the pending account from this browser. An accepted code uses the pending sign-in up: the
 * same admin_2fa cookie never opens a second session (decision 0024).
 */
export async function submitSignInCode(request: Request, clientIp: string): Promise<CodeStep> {
  const pending = await readPendingSignIn(request);
  if (!pending || !secondFactorEnabled(pending.adminId)) return { kind: "expired" };
  const buckets = loginBuckets(clientIp, pending.email, await readKnownDevice(request));
  let used = false;
  const checked = await countedAttempt(buckets, async () => {
    const check = await checkSecondFactor(pending.adminId, readSignInCode(await request.formData()));
    if (!check.ok) return check;
    // Another request with the same cookie got there first, or the 5 minutes ran out meanwhile.
    used = !consumePendingSignIn(pending);
    return { ok: true, value: null };
  });
  if (!checked.ok) {
    // A wrong code is a failed sign-in; a refusal for too many attempts was never tried.
    if (!checked.retryAfterSeconds) recordActivity(pending.email, "login.falhou", SIGN_IN_METHODS.code);
    return { kind: "refused", message: checked.message, retryAfterSeconds: checked.retryAfterSeconds };
  }
  if (used) return { kind: "expired" };
  const signIn = await completeSignIn({ id: pending.adminId, email: pending.email }, request, safeRedirect(pending.redirectTo), [], SIGN_IN_METHODS.code);
  signIn.cookies.push(await clearPendingSignIn());
  return { kind: "signed-in", signIn };
}

/** The code page's loader: is a sign-in waiting for its code? */
export async function hasPendingSignIn(request: Request): Promise<boolean> {
  const pending = await readPendingSignIn(request);
  return pending !== null && secondFactorEnabled(pending.adminId);
}
