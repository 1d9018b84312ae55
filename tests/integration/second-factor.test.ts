import { generateTOTP } from "@epic-web/totp";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { action as loginAction } from "~/routes/admin.login/route";
import { action as codeAction, loader as codeLoader } from "~/routes/admin.login_.codigo/route";
import { loader as panelLoader } from "~/routes/admin.painel/route";
import { action as securityAction, loader as securityLoader } from "~/routes/admin.seguranca/route";
import { setAdminPassword } from "~/server/auth/admin-accounts.server";
import { setClockForTests } from "~/server/infra/clock.server";
import { PENDING_SIGN_IN_MS } from "~/server/auth/pending-sign-in.server";
import { TOTP } from "~/server/auth/totp.server";
import { CODE_NEEDED } from "~/lib/forms/second-factor-form";
import { LIMITS } from "../../app/lib/limits";
import { siteCookie } from "~/server/infra/cookies.server";
import { ADMIN, asResponse, freshDatabasePerTest, navigation, run, toastOf } from "./auth-helpers";
import { resetProcessState } from "~/server/process-state.server";

const fresh = freshDatabasePerTest();
/** The middle of a 30-second step, so one step later is plainly the next code. */
const T0 = Date.UTC(2026, 2, 10, 12, 0, 15);
const STEP = TOTP.period * 1000;
const INVALID = "Código inválido. Confira o horário do celular e tente de novo.";

let conn: ReturnType<typeof fresh>["conn"];
beforeEach(async () => {
  // @epic-web/totp reads Date; the app clock follows the same fake time.
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(T0);
  setClockForTests(() => Date.now());
  conn = fresh().conn;
  await setAdminPassword(ADMIN.email, ADMIN.password);
});
afterEach(() => vi.useRealTimers());

const at = (ms: number) => vi.setSystemTime(ms);
const code = async (secret: string) => (await generateTOTP({ secret, ...TOTP })).otp;

/** A browser: its cookies, updated from each answer like a real one. */
function browser() {
  const jar = new Map<string, string>();
  return {
    get cookie() {
      return [...jar.values()].join("; ");
    },
    keep(res: Response) {
      for (const header of res.headers.getSetCookie()) {
        const [pair, ...attrs] = header.split(";");
        const name = pair.split("=")[0];
        if (attrs.some((a) => /max-age=0|expires=thu, 01 jan 1970/i.test(a.trim()))) jar.delete(name);
        else jar.set(name, pair);
      }
      return res;
    },
    has(name: string) {
      return jar.has(name);
    },
  };
}
type Browser = ReturnType<typeof browser>;

async function password(b: Browser, redirectTo = "/admin/local-generator", ip = "198.51.100.7") {
  const form = { email: ADMIN.email, password: ADMIN.password, redirectTo };
  return b.keep(asResponse(await run(loginAction, navigation("/admin/login", { cookie: b.cookie, form }), ip)));
}

async function sendCode(b: Browser, value: string, ip = "198.51.100.7") {
  const result = await run(codeAction, navigation("/admin/login/codigo", { cookie: b.cookie, form: { code: value } }), ip);
  if (result instanceof Response) b.keep(result);
  return result;
}

async function security(b: Browser, form: Record<string, string>) {
  const result = await run(securityAction, navigation("/admin/seguranca", { cookie: b.cookie, form }));
  if (result instanceof Response) b.keep(result);
  return result;
}

async function securityState(b: Browser) {
  return ((await run(securityLoader, navigation("/admin/seguranca", { cookie: b.cookie }))) as { data: { totp: Record<string, unknown> } }).data.totp;
}

/** Signs in (no second factor yet), turns TOTP on, and returns the browser, secret and recovery codes. */
async function adminWithTotp() {
  const b = browser();
  expect((await password(b)).headers.get("Location")).toBe("/admin/local-generator");
  expect(await securityState(b)).toEqual({ state: "off" });
  expect(asResponse(await security(b, { intent: "start" })).headers.get("Location")).toBe("/admin/seguranca");
  const setup = (await securityState(b)) as { state: string; secret: string; qrSvg: string };
  expect(setup.state).toBe("setup");
  const confirmed = await security(b, { intent: "confirm", code: await code(setup.secret) });
  const recoveryCodes = (confirmed as { data: { recoveryCodes: string[] } }).data.recoveryCodes;
  return { b, secret: setup.secret, recoveryCodes };
}

describe("turning TOTP on", () => {
  it("shows a server-drawn QR code and the secret, confirms with a code, and gives ten single-use recovery codes", async () => {
    const b = browser();
    await password(b);
    await security(b, { intent: "start" });
    const setup = (await securityState(b)) as { state: string; secret: string; qrSvg: string };
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/); // 160 bits, base32
    expect(setup.qrSvg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*>.*<\/svg>\s*$/s);
    expect(setup.qrSvg).not.toMatch(/<script|on\w+=/i);
    // Not on until a code confirms it.
    expect(asResponse(await password(browser())).headers.get("Location")).toBe("/admin/local-generator");

    expect(await security(b, { intent: "confirm", code: "000000" === (await code(setup.secret)) ? "111111" : "000000" })).toMatchObject({
      status: 400,
      data: { error: INVALID },
    });
    const ok = await security(b, { intent: "confirm", code: await code(setup.secret) });
    const codes = (ok as { data: { recoveryCodes: string[] } }).data.recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const c of codes) expect(c).toMatch(/^[2-9a-hjkmnp-z]{4}-[2-9a-hjkmnp-z]{4}-[2-9a-hjkmnp-z]{4}$/);
    expect(await securityState(b)).toMatchObject({ state: "on", recoveryCodesLeft: 10 });

    // At rest: the secret is sealed and the recovery codes are hashes.
    const row = conn.sqlite.prepare("SELECT secret FROM admin_totp").get() as { secret: string };
    expect(row.secret).toMatch(/^v1\./);
    expect(row.secret).not.toContain(setup.secret);
    const hashes = (conn.sqlite.prepare("SELECT code_hash FROM admin_recovery_codes").all() as { code_hash: string }[]).map((r) => r.code_hash);
    expect(hashes).toHaveLength(10);
    for (const c of codes) expect(hashes.join()).not.toContain(c.replace(/-/g, ""));
  });
});

describe("signing in with TOTP on", () => {
  it("the password leads to the code step without a session; the right code starts it and goes where the admin was going", async () => {
    const { secret } = await adminWithTotp();
    at(T0 + STEP);
    const b = browser();
    const first = await password(b, "/admin/batch-creator");
    expect(first.status).toBe(303);
    expect(first.headers.get("Location")).toBe("/admin/login/codigo");
    expect(b.has("admin_session")).toBe(false);
    expect(b.has("admin_2fa")).toBe(true);
    expect(first.headers.getSetCookie().find((c) => c.startsWith("admin_2fa="))).toMatch(/Max-Age=300; Path=\/admin; HttpOnly; SameSite=Lax/);
    // Nothing opens yet.
    expect(asResponse(await run(panelLoader, navigation("/admin/painel", { cookie: b.cookie }))).status).toBe(302);
    expect(await run(codeLoader, navigation("/admin/login/codigo", { cookie: b.cookie }))).toMatchObject({ status: 200 });

    expect(await sendCode(b, "123 456" === (await code(secret)) ? "654321" : "123456")).toMatchObject({ status: 401, data: { error: INVALID } });
    const done = asResponse(await sendCode(b, await code(secret)));
    expect(done.status).toBe(303);
    expect(done.headers.get("Location")).toBe("/admin/batch-creator");
    expect(await toastOf(done)).toMatchObject({ title: "Login bem-sucedido" });
    expect(b.has("admin_2fa")).toBe(false);
    expect(b.has("admin_device")).toBe(true);
    expect(await run(panelLoader, navigation("/admin/painel", { cookie: b.cookie }))).toMatchObject({ status: 200, data: { email: ADMIN.email } });
    // The session still lasts 4 hours from here.
    const row = conn.sqlite.prepare("SELECT created_at, expires_at FROM sessions ORDER BY created_at DESC").get() as { created_at: number; expires_at: number };
    expect(row.expires_at - row.created_at).toBe(4 * 60 * 60 * 1000);
    // The activity log (docs/product.md §6.8): the code step's failure and success, nothing for the password alone.
    expect(conn.sqlite.prepare("SELECT email, action, target FROM activity_log ORDER BY id").all()).toEqual([
      { email: ADMIN.email, action: "login.entrar", target: "e-mail e senha" },
      { email: ADMIN.email, action: "2fa.ativar", target: "" },
      { email: ADMIN.email, action: "login.falhou", target: "código de verificação (duas etapas)" },
      { email: ADMIN.email, action: "login.entrar", target: "código de verificação (duas etapas)" },
    ]);
  });

  it("a code already used is refused within its window (replay), and the next step's code works", async () => {
    const { secret } = await adminWithTotp();
    at(T0 + STEP);
    const used = await code(secret);
    const a = browser();
    await password(a);
    expect(asResponse(await sendCode(a, used)).status).toBe(303);

    at(T0 + STEP + 10_000); // same step: the same six digits are still "current"
    const b = browser();
    await password(b);
    expect(await sendCode(b, used)).toMatchObject({ status: 401, data: { error: INVALID } });
    // The confirmation code of the set-up cannot be replayed either (it was one step earlier).
    at(T0 + 2 * STEP);
    expect(asResponse(await sendCode(b, await code(secret))).status).toBe(303);
  });

  it("a recovery code works once; the second use is refused", async () => {
    const { recoveryCodes } = await adminWithTotp();
    const [first] = recoveryCodes;
    const a = browser();
    await password(a);
    expect(asResponse(await sendCode(a, ` ${first.toUpperCase()} `)).status).toBe(303);

    const b = browser();
    await password(b);
    expect(await sendCode(b, first)).toMatchObject({ status: 401, data: { error: "Código de recuperação inválido ou já usado." } });
    expect(await securityState(a)).toMatchObject({ state: "on", recoveryCodesLeft: 9 });
  });

  it("wrong codes count toward the login limit, with the password attempt", async () => {
    const { secret } = await adminWithTotp();
    const b = browser();
    await password(b);
    const right = await code(secret);
    const wrong = right === "000000" ? "111111" : "000000";
    for (let i = 0; i < 4; i++) expect(await sendCode(b, wrong)).toMatchObject({ status: 401 });
    const limited = await sendCode(b, right);
    expect(limited).toMatchObject({ status: 429, data: { error: expect.stringMatching(/^Muitas tentativas de login sem sucesso/) } });
    expect((limited as { headers: Headers }).headers.get("Retry-After")).toMatch(/^\d+$/);
  });

  it("the admin_2fa cookie is single-use: replayed after its sign-in completed, it opens nothing (decision 0024)", async () => {
    const { secret } = await adminWithTotp();
    at(T0 + STEP);
    const owner = browser();
    await password(owner);
    const copied = owner.cookie; // e.g. taken from the owner's machine before the code was typed
    expect(asResponse(await sendCode(owner, await code(secret))).status).toBe(303);

    at(T0 + 2 * STEP); // a code the TOTP replay rule would accept
    const replay = { cookie: copied };
    const page = asResponse(await run(codeLoader, navigation("/admin/login/codigo", replay)));
    expect(page.headers.get("Location")).toBe("/admin/login");
    const refused = asResponse(await run(codeAction, navigation("/admin/login/codigo", { ...replay, form: { code: await code(secret) } })));
    expect(refused.headers.get("Location")).toBe("/admin/login");
    expect(await toastOf(refused)).toMatchObject({ title: "Verificação expirada" });
    expect(refused.headers.getSetCookie().some((c) => c.startsWith("admin_session="))).toBe(false);
    expect(conn.sqlite.prepare("SELECT count(*) AS n FROM pending_sign_ins").get()).toEqual({ n: 0 });
  });

  it("a signed admin_2fa without a nonce (issued before it was single-use) or with a nonce never issued opens nothing", async () => {
    const { secret } = await adminWithTotp();
    at(T0 + STEP);
    const admin = conn.sqlite.prepare("SELECT id FROM admin_users").get() as { id: number };
    const signed = siteCookie("admin_2fa", { path: "/admin", maxAge: 300 });
    const payload = { a: admin.id, e: ADMIN.email, r: "/admin/painel", x: T0 + STEP + 60_000 };
    for (const value of [payload, { ...payload, n: "A".repeat(43) }, { ...payload, n: "../../etc/passwd" }]) {
      const cookie = (await signed.serialize(value)).split(";")[0];
      const answer = asResponse(await run(codeAction, navigation("/admin/login/codigo", { cookie, form: { code: await code(secret) } })));
      expect(answer.headers.get("Location"), JSON.stringify(value)).toBe("/admin/login");
      expect(answer.headers.getSetCookie().some((c) => c.startsWith("admin_session="))).toBe(false);
    }
  });

  it("two codes sent at once with one pending cookie open one session only", async () => {
    const { recoveryCodes } = await adminWithTotp();
    const b = browser();
    await password(b);
    const [first, second] = await Promise.all([sendCode(b, recoveryCodes[0]), sendCode(b, recoveryCodes[1])]);
    const locations = [first, second].map((r) => asResponse(r).headers.get("Location")).sort();
    expect(locations).toEqual(["/admin/local-generator", "/admin/login"]);
    const sessions = conn.sqlite.prepare("SELECT count(*) AS n FROM sessions").get() as { n: number };
    expect(sessions.n).toBe(2); // the set-up browser's and one of these two
  });

  it("keeps at most LIMITS.pendingSignInsPerAdmin pending steps per admin: the oldest ends", async () => {
    const { secret } = await adminWithTotp();
    at(T0 + STEP);
    const browsers = Array.from({ length: LIMITS.pendingSignInsPerAdmin + 1 }, () => browser());
    // Each from its own address: a pending step stays counted until its code is accepted.
    for (const [i, b] of browsers.entries()) await password(b, "/admin/local-generator", `198.51.100.${20 + i}`);
    expect(conn.sqlite.prepare("SELECT count(*) AS n FROM pending_sign_ins").get()).toEqual({ n: LIMITS.pendingSignInsPerAdmin });
    const oldest = asResponse(await sendCode(browsers[0], await code(secret), "198.51.100.20"));
    expect(oldest.headers.get("Location")).toBe("/admin/login");
    expect(asResponse(await sendCode(browsers[1], await code(secret), "198.51.100.21")).status).toBe(303);
  });

  it("the pending state lasts 5 minutes; then the code page sends the admin back to the login", async () => {
    const { secret } = await adminWithTotp();
    at(T0 + STEP);
    const b = browser();
    await password(b);
    at(T0 + STEP + PENDING_SIGN_IN_MS + 1);
    const expired = asResponse(await sendCode(b, await code(secret)));
    expect(expired.headers.get("Location")).toBe("/admin/login");
    expect(await toastOf(expired)).toMatchObject({ title: "Verificação expirada" });
    expect(b.has("admin_session")).toBe(false);
    expect(asResponse(await run(codeLoader, navigation("/admin/login/codigo", { cookie: b.cookie }))).headers.get("Location")).toBe("/admin/login");
  });

  it("still opens after SESSION_SECRET rotation, and the secret is sealed again with the newest", async () => {
    const { secret } = await adminWithTotp();
    const before = (conn.sqlite.prepare("SELECT secret FROM admin_totp").get() as { secret: string }).secret;
    process.env.SESSION_SECRET = "novo-segredo-0123456789abcdef,test-secret-0123456789abcdef";
    resetProcessState();
    at(T0 + STEP);
    const b = browser();
    await password(b);
    expect(asResponse(await sendCode(b, await code(secret))).status).toBe(303);
    const after = (conn.sqlite.prepare("SELECT secret FROM admin_totp").get() as { secret: string }).secret;
    expect(after).not.toBe(before);
    // Once re-sealed, the old secret can leave the list.
    process.env.SESSION_SECRET = "novo-segredo-0123456789abcdef";
    resetProcessState();
    at(T0 + 2 * STEP);
    const c = browser();
    await password(c);
    expect(asResponse(await sendCode(c, await code(secret))).status).toBe(303);
  });
});

describe("turning TOTP off", () => {
  it("requires a current code; afterwards the password alone signs in", async () => {
    const { b, secret } = await adminWithTotp();
    // A blank code is the form's refusal (app/lib/forms/second-factor-form.ts), not a counted guess.
    expect(await security(b, { intent: "disable", code: "" })).toMatchObject({ status: 400, data: { error: CODE_NEEDED } });
    // The confirmation's code was used: it cannot turn the factor off.
    expect(await security(b, { intent: "disable", code: await code(secret) })).toMatchObject({ status: 400 });
    at(T0 + STEP);
    const off = asResponse(await security(b, { intent: "disable", code: await code(secret) }));
    expect(off.headers.get("Location")).toBe("/admin/seguranca");
    expect(await toastOf(off)).toMatchObject({ title: "Verificação em duas etapas desativada" });
    expect(conn.sqlite.prepare("SELECT action FROM activity_log ORDER BY id DESC LIMIT 1").get()).toEqual({ action: "2fa.desativar" });
    expect(await securityState(b)).toEqual({ state: "off" });
    expect((conn.sqlite.prepare("SELECT count(*) AS n FROM admin_recovery_codes").get() as { n: number }).n).toBe(0);
    expect(asResponse(await password(browser())).headers.get("Location")).toBe("/admin/local-generator");
  });
});
