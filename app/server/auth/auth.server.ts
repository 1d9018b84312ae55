import { GoogleStrategy } from "@coji/remix-auth-google";
import type { AppLoadContext } from "@remix-run/node";
import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import { OAuth2RequestError } from "remix-auth-oauth2";
import { readLoginForm } from "~/lib/forms/sign-in-forms";
import { toast, type Toast } from "~/lib/toast";
import { admitGoogleAccount, checkAdminPassword, normalizeEmail } from "./admin-accounts.server";
import { siteIsHttps } from "../infra/cookies.server";
import { getEnv, type Env } from "../infra/env.server";
import { assertSameSite } from "../infra/origin.server";
import { readKnownDevice } from "./known-device.server";
import { PasswordChecksBusy, passwordChecksHaveRoom } from "./password.server";
import { checkLoginLimit, earlyBuckets, loginBuckets, releaseLoginAttempt, reserveLoginAttempt, retryMessage } from "./rate-limit.server";
import { loginRequired } from "./login-required.server";
import { readSession, type Admin } from "./session.server";
import { SIGN_IN_METHODS, afterFirstFactor, type SignIn } from "./sign-in.server";
import { recordActivity } from "../admin/activity-log.server";
import { parkForm } from "../admin/parked-forms.server";
import { redirectWithToast } from "../infra/toast.server";
import { GOOGLE_CALLBACK_PATH, LOGIN_PATH, PANEL_PATH } from "~/lib/paths";
import { logServerError } from "~/server/infra/log.server";
import { LIMITS } from "~/lib/limits";

export type { Admin };

/** Toasts of docs/product.md §8 (each call gets a fresh id, so a repeated message shows again). */
export const wrongCredentials = () => toast("Erro de autenticação", "Email ou senha incorretos", "destructive");
export const accessDenied = () => toast("Acesso negado", "Você não tem permissão para acessar o painel administrativo", "destructive");
const googleFailed = () => toast("Erro de autenticação", "Não foi possível concluir o login com o Google. Tente novamente.", "destructive");
const googleOff = () => toast("Login com Google não configurado", "Entre com e-mail e senha.", "destructive");

class InvalidCredentials extends Error {}
class GoogleAccessDenied extends Error {}

/** Google sign-in needs both GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET. */
export function googleSignInEnabled(env: Env = getEnv()): boolean {
  return Boolean(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET);
}

/** Google with state and PKCE (S256) from remix-auth-oauth2; the state cookie is Secure over https. */
class AdminGoogleStrategy extends GoogleStrategy<Admin> {
  constructor(env: Env) {
    super(
      {
        clientId: env.GOOGLE_CLIENT_ID ?? "",
        clientSecret: env.GOOGLE_CLIENT_SECRET ?? "",
        redirectURI: `${env.SITE_URL}${GOOGLE_CALLBACK_PATH}`,
        prompt: "select_account",
      },
      async ({ tokens }) => {
        const { _json: profile } = await GoogleStrategy.userProfile(tokens);
        // Only a verified address of an admin account, and after the first success only the same Google account.
        const admin = profile.email_verified === true ? admitGoogleAccount(normalizeEmail(profile.email ?? ""), profile.sub ?? "") : null;
        if (!admin) {
          recordActivity(profile.email ?? "", "login.falhou", `${SIGN_IN_METHODS.google}: conta não autorizada`);
          throw new GoogleAccessDenied();
        }
        return admin;
      },
    );
    this.options.cookie = siteIsHttps() ? { name: "oauth2", secure: true } : "oauth2";
  }
}

let cached: { env: Env; authenticator: Authenticator<Admin> } | undefined;

/** remix-auth with the e-mail/password form and, when configured, Google. Rebuilt if the env changes (tests). */
function getAuthenticator(): Authenticator<Admin> {
  const env = getEnv();
  if (cached?.env === env) return cached.authenticator;
  const authenticator = new Authenticator<Admin>();
  authenticator.use(
    new FormStrategy<Admin>(async ({ form, request }) => {
      const typed = readLoginForm(form);
      const email = normalizeEmail(typed.email);
      // A known browser's check goes ahead of the others and is never refused as busy (decision 0024).
      const knownBrowser = (await readKnownDevice(request))?.email === email;
      const admin = await checkAdminPassword(email, typed.password, { knownBrowser });
      if (!admin) throw new InvalidCredentials();
      return admin;
    }),
    "form",
  );
  if (googleSignInEnabled(env)) authenticator.use(new AdminGoogleStrategy(env), "google");
  cached = { env, authenticator };
  return authenticator;
}

export type PasswordLogin = { ok: true; signIn: SignIn } | { ok: false; status: 401 | 429 | 503; email: string; toast: Toast; retryAfterSeconds?: number };

function tooManyAttempts(email: string, retryAfterMs: number): PasswordLogin {
  return {
    ok: false,
    status: 429,
    email,
    toast: toast("Muitas tentativas", retryMessage(retryAfterMs), "destructive"),
    retryAfterSeconds: Math.ceil(retryAfterMs / 1000),
  };
}

/** Too many password checks waiting (LIMITS.passwordChecksWaiting): nothing was tried, the e-mail stays typed. */
function checksBusy(email: string): PasswordLogin {
  return {
    ok: false,
    status: 503,
    email,
    toast: toast("Login ocupado", "Muitas tentativas de login estão sendo verificadas agora. Tente de novo em alguns segundos.", "destructive"),
    retryAfterSeconds: LIMITS.retryAfterSeconds,
  };
}

/**
 * The login form's action. A browser whose known-device cookie names the typed account counts
 * against that cookie alone; any other attempt per client address and per account (LOGIN_LIMIT,
 * shared through SQLite). Without a known-device cookie a full address bucket answers 429 before
 * the body is read; any full bucket answers 429 before the password check. The check waits in
 * its own bounded queue (503 when full; a known browser's goes first and is never refused) and
 * gives the render slot back while it waits (`leaveRenderSlot`, decision 0024).
 */
export async function loginWithPassword(
  request: Request,
  { clientIp, leaveRenderSlot }: Pick<AppLoadContext, "clientIp" | "leaveRenderSlot">,
): Promise<PasswordLogin> {
  const device = await readKnownDevice(request);
  const early = checkLoginLimit(earlyBuckets(clientIp, device));
  if (!early.allowed) return tooManyAttempts("", early.retryAfterMs);
  // The strategy reads the body itself, so the honeypot and the other fields come from a clone.
  const form = readLoginForm(await request.clone().formData());
  const typed = form.email;
  const email = normalizeEmail(typed);
  if (device?.email !== email && !passwordChecksHaveRoom()) return checksBusy(typed);
  const buckets = loginBuckets(clientIp, email, device);
  const reservation = reserveLoginAttempt(buckets);
  if (!reservation.allowed) return tooManyAttempts(typed, reservation.retryAfterMs);
  // Counted attempts only: the rate limit above bounds how fast anyone can add these rows.
  const failed = (why: string): PasswordLogin => {
    recordActivity(typed, "login.falhou", why);
    return { ok: false, status: 401, email: typed, toast: wrongCredentials() };
  };
  if (form.botFilled) return failed(`${SIGN_IN_METHODS.password}: campo anti-robô preenchido`);
  // Checked before the session starts: a bad target falls back to the panel, never a 500.
  const redirectTo = form.redirectTo;
  // From here the request mostly waits for scrypt: other pages may render meanwhile.
  leaveRenderSlot?.();
  try {
    const admin = await getAuthenticator().authenticate("form", request);
    return { ok: true, signIn: await afterFirstFactor(admin, request, redirectTo, buckets, SIGN_IN_METHODS.password) };
  } catch (error) {
    if (error instanceof InvalidCredentials) return failed(SIGN_IN_METHODS.password);
    if (error instanceof PasswordChecksBusy) {
      releaseLoginAttempt(reservation);
      return checksBusy(typed);
    }
    throw error;
  }
}

/** "Entrar com Google": the redirect to Google's consent screen (or back to the login page when not configured). */
export async function startGoogleLogin(request: Request): Promise<Response> {
  if (!googleSignInEnabled()) return redirectWithToast(LOGIN_PATH, googleOff());
  try {
    await getAuthenticator().authenticate("google", request);
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
  throw new Error("Google strategy returned without redirecting");
}

export type GoogleLogin = { ok: true; signIn: SignIn } | { ok: false; toast: Toast };

/**
 * /auth/google/callback: state must match the cookie before the code is exchanged. Google does
 * not count toward the login limit, but its code step (second factor on) does.
 */
export async function finishGoogleLogin(request: Request): Promise<GoogleLogin> {
  if (!googleSignInEnabled()) return { ok: false, toast: googleOff() };
  // Without `state` remix-auth-oauth2 would start a new flow; a callback without it is refused.
  if (!new URL(request.url).searchParams.get("state")) return { ok: false, toast: accessDenied() };
  try {
    const admin = await getAuthenticator().authenticate("google", request);
    return { ok: true, signIn: await afterFirstFactor(admin, request, PANEL_PATH, [], SIGN_IN_METHODS.google) };
  } catch (error) {
    // Refused account, missing or mismatched state, or the visitor cancelled at Google.
    if (error instanceof GoogleAccessDenied || error instanceof ReferenceError || error instanceof RangeError || error instanceof OAuth2RequestError) {
      return { ok: false, toast: accessDenied() };
    }
    logServerError(error, request);
    return { ok: false, toast: googleFailed() };
  }
}

/** Set-Cookie headers that drop the OAuth state cookies once the callback has used them. */
export function clearGoogleStateCookies(request: Request): string[] {
  const header = request.headers.get("Cookie") ?? "";
  const secure = siteIsHttps() ? "; Secure" : "";
  return header
    .split(";")
    .map((part) => part.split("=")[0].trim())
    .filter((name) => name.startsWith("oauth2:"))
    .map((name) => `${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure}`);
}

/** The signed-in admin, or null. */
export async function getAdmin(request: Request): Promise<Admin | null> {
  return readSession(request);
}

/**
 * The guard of every admin loader and action. Cross-site writes get 403. Without a valid
 * session, a page navigation (or a plain HTML form post) is redirected to the sign-in page,
 * which brings the admin back afterwards; any other request (fetch, API client) gets 401.
 * A form post that found the session over is parked for this browser first, to fill the same
 * form again after the sign-in (decision 0032).
 */
export async function requireAdmin(request: Request): Promise<Admin> {
  assertSameSite(request);
  const admin = await readSession(request);
  if (admin) return admin;
  throw loginRequired(request, await parkForm(request));
}
