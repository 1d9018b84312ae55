import crypto from "node:crypto";
import { generateTOTP } from "@epic-web/totp";
import { setupServer } from "msw/node";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { action as codeAction } from "~/routes/admin.login_.codigo/route";
import { loader as googleCallback } from "~/routes/auth.google_.callback";
import { action as googleStart } from "~/routes/auth.google";
import { loader as panelLoader } from "~/routes/admin.painel/route";
import { findAdminByEmail, setAdminPassword } from "~/server/auth/admin-accounts.server";
import { confirmTotpSetup, startTotpSetup, TOTP, totpStatus } from "~/server/auth/totp.server";
import { googleMock } from "../mocks/google";
import { ADMIN, SITE, asResponse, cookieFrom, freshDatabasePerTest, navigation, run, toastOf } from "./auth-helpers";

const google = googleMock();
const server = setupServer(...google.handlers);
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());

const fresh = freshDatabasePerTest();
const GOOGLE_ENV = { GOOGLE_CLIENT_ID: "cliente.apps.googleusercontent.com", GOOGLE_CLIENT_SECRET: "segredo-do-cliente" };

let conn: ReturnType<typeof fresh>["conn"];
beforeEach(async () => {
  conn = fresh(GOOGLE_ENV).conn;
  await setAdminPassword(ADMIN.email, ADMIN.password);
  google.state.user = { sub: "1100220033", email: ADMIN.email, email_verified: true, name: "Admin" };
  google.state.tokenRequests = [];
});

/** "Entrar com Google": returns the state, the PKCE challenge and the state cookie. */
async function begin() {
  const res = asResponse(await run(googleStart, navigation("/auth/google", { form: {} })));
  expect(res.status).toBe(302);
  const url = new URL(res.headers.get("Location")!);
  expect(`${url.origin}${url.pathname}`).toBe("https://accounts.google.com/o/oauth2/v2/auth");
  expect(url.searchParams.get("client_id")).toBe(GOOGLE_ENV.GOOGLE_CLIENT_ID);
  expect(url.searchParams.get("redirect_uri")).toBe(`${SITE}/auth/google/callback`);
  expect(url.searchParams.get("code_challenge_method")).toBe("S256");
  return {
    state: url.searchParams.get("state")!,
    challenge: url.searchParams.get("code_challenge")!,
    cookie: cookieFrom(res, "oauth2:")!,
  };
}

function callback(query: string, cookie?: string) {
  return run(googleCallback, navigation(`/auth/google/callback?${query}`, { cookie }));
}

async function signInWithGoogle() {
  const { state, cookie } = await begin();
  return asResponse(await callback(`code=codigo-valido&state=${state}`, cookie));
}

async function expectDenied(res: Response) {
  expect(res.headers.get("Location")).toBe("/admin/login");
  expect(cookieFrom(res, "admin_session=")).toBeNull();
  expect(await toastOf(res)).toMatchObject({ title: "Acesso negado", description: "Você não tem permissão para acessar o painel administrativo" });
}

describe("Google sign-in", () => {
  it("an authorised, verified e-mail gets a session; state and PKCE S256 are checked", async () => {
    const { state, challenge, cookie } = await begin();
    expect(state).toMatch(/^[\w-]{20,}$/);
    const res = asResponse(await callback(`code=codigo-valido&state=${state}`, cookie));
    expect(res.headers.get("Location")).toBe("/admin/painel");
    expect(await toastOf(res)).toMatchObject({ title: "Login bem-sucedido" });
    // The one-time state cookie is dropped.
    expect(res.headers.getSetCookie().some((c) => c.startsWith(cookie.split("=")[0]) && /Max-Age=0/.test(c))).toBe(true);

    expect(google.state.tokenRequests).toHaveLength(1);
    const verifier = google.state.tokenRequests[0].body.get("code_verifier")!;
    expect(crypto.createHash("sha256").update(verifier).digest("base64url")).toBe(challenge);
    expect(google.state.tokenRequests[0].authorization).toMatch(/^Basic /);

    const session = cookieFrom(res, "admin_session=")!;
    expect(await run(panelLoader, navigation("/admin/painel", { cookie: session }))).toMatchObject({ status: 200, data: { email: ADMIN.email } });
    expect(conn.sqlite.prepare("SELECT email, action, target FROM activity_log").all()).toEqual([
      { email: ADMIN.email, action: "login.entrar", target: "Google" },
    ]);
  });

  it("refuses an unverified e-mail", async () => {
    google.state.user = { ...google.state.user, email_verified: false };
    await expectDenied(await signInWithGoogle());
  });

  it("refuses an e-mail that is not an admin account", async () => {
    google.state.user = { ...google.state.user, email: "visitante@gmail.com" };
    await expectDenied(await signInWithGoogle());
    expect(conn.sqlite.prepare("SELECT email, action, target FROM activity_log").all()).toEqual([
      { email: "visitante@gmail.com", action: "login.falhou", target: "Google: conta não autorizada" },
    ]);
  });

  it("refuses a wrong state and a missing state without calling the token endpoint", async () => {
    const { cookie } = await begin();
    await expectDenied(asResponse(await callback("code=codigo-valido&state=estado-forjado", cookie)));
    await expectDenied(asResponse(await callback("code=codigo-valido", cookie)));
    const { state } = await begin();
    await expectDenied(asResponse(await callback(`code=codigo-valido&state=${state}`))); // no state cookie
    expect(google.state.tokenRequests).toHaveLength(0);
  });

  it("remembers the Google account of the first success and refuses a different one afterwards", async () => {
    expect(asResponse(await signInWithGoogle()).headers.get("Location")).toBe("/admin/painel");
    expect(conn.sqlite.prepare("SELECT google_sub FROM admin_users").get()).toEqual({ google_sub: "1100220033" });

    google.state.user = { ...google.state.user, sub: "9988776655" };
    await expectDenied(await signInWithGoogle());
    google.state.user = { ...google.state.user, sub: "1100220033" };
    expect(asResponse(await signInWithGoogle()).headers.get("Location")).toBe("/admin/painel");
  });

  it("the visitor cancelling at Google gets the same refusal", async () => {
    const { state, cookie } = await begin();
    await expectDenied(asResponse(await callback(`error=access_denied&state=${state}`, cookie)));
    expect(google.state.tokenRequests).toHaveLength(0);
  });
});

describe("Google sign-in with the second factor on", () => {
  it("asks for the code before the session starts", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      const T0 = Date.UTC(2026, 2, 10, 12, 0, 15);
      vi.setSystemTime(T0);
      const admin = findAdminByEmail(ADMIN.email)!;
      startTotpSetup(admin.id);
      const { secret } = (await totpStatus(admin)) as { secret: string };
      expect(await confirmTotpSetup(admin.id, (await generateTOTP({ secret, ...TOTP })).otp)).toHaveLength(10);

      vi.setSystemTime(T0 + 30_000);
      const res = await signInWithGoogle();
      expect(res.headers.get("Location")).toBe("/admin/login/codigo");
      expect(cookieFrom(res, "admin_session=")).toBeNull();
      const pending = cookieFrom(res, "admin_2fa=")!;
      expect(pending).toBeTruthy();

      const code = (await generateTOTP({ secret, ...TOTP })).otp;
      const done = asResponse(await run(codeAction, navigation("/admin/login/codigo", { cookie: pending, form: { code } })));
      expect(done.headers.get("Location")).toBe("/admin/painel");
      const session = cookieFrom(done, "admin_session=")!;
      expect(await run(panelLoader, navigation("/admin/painel", { cookie: session }))).toMatchObject({ status: 200, data: { email: ADMIN.email } });
    } finally {
      vi.useRealTimers();
    }
  });
});
