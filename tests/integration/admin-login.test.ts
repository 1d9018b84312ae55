import { describe, expect, it, vi } from "vitest";
import { action as loginAction, loader as loginLoader } from "~/routes/admin.login/route";
import { action as logoutAction } from "~/routes/admin.logout/route";
import { action as googleStart } from "~/routes/auth.google";
import { setAdminPassword } from "~/server/auth/admin-accounts.server";
import { setClockForTests } from "~/server/infra/clock.server";
import { isCrossSiteWrite } from "~/server/infra/origin.server";
import { hashPassword, setPasswordCostForTests, verifyPassword } from "~/server/auth/password.server";
import { LIMITS } from "../../app/lib/limits";
import { ADMIN, SITE, asResponse, cookieFrom, freshDatabasePerTest, navigation, run, toastOf } from "./auth-helpers";
import type * as PasswordModule from "~/server/auth/password.server";

// The real implementation, observed: every attempt must do one full scrypt check.
vi.mock("~/server/auth/password.server", async (importOriginal) => {
  const real = await importOriginal<typeof PasswordModule>();
  return { ...real, verifyPassword: vi.fn(real.verifyPassword) };
});

const fresh = freshDatabasePerTest();
const T0 = Date.UTC(2026, 2, 10, 12, 0, 0);

function attempt(form: Record<string, string>, ip = "198.51.100.7", headers: Record<string, string> = {}) {
  return run(loginAction, navigation("/admin/login", { form: { redirectTo: "/admin/painel", ...form }, headers }), ip);
}

function count(conn: ReturnType<typeof fresh>["conn"], table: string) {
  return (conn.sqlite.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;
}

describe("login form", () => {
  it("wrong password: the spec toast, status 401, and the typed e-mail is kept", async () => {
    fresh();
    await setAdminPassword(ADMIN.email, ADMIN.password);
    const res = await attempt({ email: "Admin@Exemplo.com.br", password: "senha-errada-1" });
    expect(res).toMatchObject({
      status: 401,
      data: { email: "Admin@Exemplo.com.br", toast: { title: "Erro de autenticação", description: "Email ou senha incorretos", variant: "destructive" } },
    });
  });

  it("an unknown e-mail gets the same answer after the same scrypt work", async () => {
    fresh();
    await setAdminPassword(ADMIN.email, ADMIN.password);
    const check = vi.mocked(verifyPassword);
    check.mockClear();
    const known = await attempt({ email: ADMIN.email, password: "senha-errada-1" });
    const unknown = await attempt({ email: "ninguem@exemplo.com.br", password: "senha-errada-1" }, "198.51.100.8");
    const strip = (r: typeof known) => {
      const { data } = r as { status: number; data: { toast: { id?: string } } };
      return { status: (r as { status: number }).status, toast: { ...data.toast, id: undefined } };
    };
    expect(strip(unknown)).toEqual(strip(known));
    expect(check).toHaveBeenCalledTimes(2);
    const [[, knownHash], [, dummyHash]] = check.mock.calls;
    expect(dummyHash).not.toBe(knownHash);
    expect(dummyHash.split("$").slice(0, 3)).toEqual(knownHash.split("$").slice(0, 3)); // same algorithm and cost
  });

  it("right password: session and a redirect to a safe redirectTo on this site only", async () => {
    fresh();
    await setAdminPassword(ADMIN.email, ADMIN.password);
    const ok = asResponse(await attempt({ email: ADMIN.email, password: ADMIN.password, redirectTo: "/admin/local-generator" }));
    expect(ok.status).toBe(303);
    expect(ok.headers.get("Location")).toBe("/admin/local-generator");
    expect(cookieFrom(ok, "admin_session=")).toBeTruthy();
    const offsite = asResponse(await attempt({ email: ADMIN.email, password: ADMIN.password, redirectTo: "//evil.example/x" }));
    expect(offsite.headers.get("Location")).toBe("/admin/painel");
  });

  it("a filled honeypot is refused like a wrong password, even with the right one", async () => {
    const { conn } = fresh();
    await setAdminPassword(ADMIN.email, ADMIN.password);
    const res = await attempt({ email: ADMIN.email, password: ADMIN.password, website: "http://spam.example" });
    expect(res).toMatchObject({ status: 401, data: { toast: { title: "Erro de autenticação" } } });
    expect(count(conn, "sessions")).toBe(0);
  });

  it("the page passes redirectTo on and says when Google sign-in is not configured", async () => {
    fresh();
    expect(await run(loginLoader, navigation("/admin/login?redirectTo=%2Fadmin%2Fbatch-creator"))).toMatchObject({
      status: 200,
      data: { googleEnabled: false, redirectTo: "/admin/batch-creator" },
    });
    const res = asResponse(await run(googleStart, navigation("/auth/google", { form: {} })));
    expect(res.headers.get("Location")).toBe("/admin/login");
    expect(await toastOf(res)).toMatchObject({ title: "Login com Google não configurado" });
  });
});

describe("redirect after sign-in (hostile redirectTo)", () => {
  const HOSTILE = [
    "//evil.com",
    "/\\evil.com",
    "https://evil.com",
    "/%0d%0a",
    "/%0d%0aSet-Cookie:x=1",
    "/ação",
    "/日本",
    "／／evil.com",
    "/admin/painel?x=ç",
    "/%2F%2Fevil.com",
    "/admin/login/codigo",
  ];

  it("falls back to the panel or stays an ASCII path on this site, and the sign-in never fails with 500", async () => {
    fresh();
    await setAdminPassword(ADMIN.email, ADMIN.password);
    for (const [i, redirectTo] of HOSTILE.entries()) {
      const res = asResponse(await attempt({ email: ADMIN.email, password: ADMIN.password, redirectTo }, `198.51.100.${i + 1}`));
      expect(res.status, redirectTo).toBe(303);
      expect(res.headers.get("Location"), redirectTo).toBe("/admin/painel");
      expect(cookieFrom(res, "admin_session="), redirectTo).toBeTruthy();
    }
  });

  it("the sign-in page passes on only a safe target", async () => {
    fresh();
    for (const redirectTo of HOSTILE) {
      const res = await run(loginLoader, navigation(`/admin/login?redirectTo=${encodeURIComponent(redirectTo)}`));
      expect(res, redirectTo).toMatchObject({ status: 200, data: { redirectTo: "/admin/painel" } });
    }
    const encoded = await run(loginLoader, navigation(`/admin/login?redirectTo=${encodeURIComponent("/admin/painel?x=%C3%A7")}`));
    expect(encoded).toMatchObject({ data: { redirectTo: "/admin/painel?x=%C3%A7" } });
  });
});

describe("failed-login limit", () => {
  it("the 6th failure from one address in 15 minutes answers 429 with the wait, even with the right password", async () => {
    fresh();
    await setAdminPassword(ADMIN.email, ADMIN.password);
    let clock = T0;
    setClockForTests(() => clock);
    for (let i = 0; i < 5; i++) {
      clock = T0 + i * 60_000;
      expect(await attempt({ email: `tentativa${i}@exemplo.com.br`, password: "senha-errada-1" })).toMatchObject({ status: 401 });
    }
    clock = T0 + 5 * 60_000;
    const limited = await attempt({ email: ADMIN.email, password: ADMIN.password });
    expect(limited).toMatchObject({
      status: 429,
      data: {
        toast: { title: "Muitas tentativas", description: "Muitas tentativas de login sem sucesso. Por segurança, aguarde 10 minutos e tente novamente." },
      },
    });
    expect((limited as { headers: Headers }).headers.get("Retry-After")).toBe("600");
    // When the first failure leaves the window, one more attempt is allowed.
    clock = T0 + 15 * 60_000 + 1;
    expect(asResponse(await attempt({ email: ADMIN.email, password: ADMIN.password })).status).toBe(303);
  });

  it("one address cannot lock the admin out: its own limit runs out first", async () => {
    fresh();
    await setAdminPassword(ADMIN.email, ADMIN.password);
    for (let i = 0; i < 5; i++) {
      expect(await attempt({ email: ADMIN.email, password: "senha-errada-1" }, "198.51.100.7")).toMatchObject({ status: 401 });
    }
    expect(await attempt({ email: ADMIN.email, password: "senha-errada-1" }, "198.51.100.7")).toMatchObject({ status: 429 });
    expect(asResponse(await attempt({ email: ADMIN.email, password: ADMIN.password }, "203.0.113.50")).status).toBe(303);
  });

  it("counts per account across addresses: 20 failures from many addresses limit the account", async () => {
    fresh();
    await setAdminPassword(ADMIN.email, ADMIN.password);
    for (let i = 0; i < 20; i++) {
      expect(await attempt({ email: ADMIN.email, password: "senha-errada-1" }, `203.0.113.${i + 1}`)).toMatchObject({ status: 401 });
    }
    expect(await attempt({ email: "ADMIN@exemplo.com.br", password: ADMIN.password }, "203.0.113.99")).toMatchObject({ status: 429 });
  });

  it("a spoofed X-Forwarded-For does not buy a fresh bucket: only the address the server resolved counts", async () => {
    fresh();
    for (let i = 0; i < 5; i++) {
      const spoof = { "X-Forwarded-For": `10.0.0.${i}`, "X-Real-IP": `10.0.1.${i}` };
      expect(await attempt({ email: `x${i}@exemplo.com.br`, password: "senha-errada-1" }, "192.0.2.10", spoof)).toMatchObject({ status: 401 });
    }
    expect(await attempt({ email: "y@exemplo.com.br", password: "senha-errada-1" }, "192.0.2.10", { "X-Forwarded-For": "10.9.9.9" })).toMatchObject({
      status: 429,
    });
  });

  it("a success clears the counts", async () => {
    const { conn } = fresh();
    await setAdminPassword(ADMIN.email, ADMIN.password);
    for (let i = 0; i < 4; i++) await attempt({ email: ADMIN.email, password: "senha-errada-1" });
    expect(asResponse(await attempt({ email: ADMIN.email, password: ADMIN.password })).status).toBe(303);
    expect(count(conn, "login_attempts")).toBe(0);
  });
});

describe("password checks queue (decision 0024)", () => {
  /** Keeps scrypt busy: one check running and every waiting place taken, at the real cost. */
  async function fillPasswordChecks() {
    setPasswordCostForTests(null);
    const stored = await hashPassword("outra-senha-qualquer");
    setPasswordCostForTests(12);
    const checks = Array.from({ length: LIMITS.passwordChecksWaiting + 1 }, () => verifyPassword("senha-errada-1", stored));
    return () => Promise.all(checks);
  }

  it("a full queue answers 503 with Retry-After, keeps the typed e-mail and counts no attempt; the known browser goes first", async () => {
    const { conn } = fresh();
    await setAdminPassword(ADMIN.email, ADMIN.password);
    const device = cookieFrom(asResponse(await attempt({ email: ADMIN.email, password: ADMIN.password }, "198.51.100.40")), "admin_device=")!;
    const settled = await fillPasswordChecks();
    const check = vi.mocked(verifyPassword);
    check.mockClear();
    const busy = await attempt({ email: "Admin@Exemplo.com.br", password: ADMIN.password });
    expect(busy).toMatchObject({
      status: 503,
      data: { email: "Admin@Exemplo.com.br", toast: { title: "Login ocupado", variant: "destructive" } },
    });
    expect((busy as { data: { toast: { description: string } } }).data.toast.description).toMatch(/Tente de novo em alguns segundos/);
    expect((busy as { headers: Headers }).headers.get("Retry-After")).toBe(String(LIMITS.retryAfterSeconds));
    expect(check).not.toHaveBeenCalled();
    expect(count(conn, "login_attempts")).toBe(0);
    // The owner's known browser is not refused: its check goes ahead of the waiting ones.
    let waitingDone = false;
    const waiting = settled().then(() => (waitingDone = true));
    const known = asResponse(await run(loginAction, navigation("/admin/login", { cookie: device, form: { email: ADMIN.email, password: ADMIN.password } })));
    expect(known.status).toBe(303);
    expect(waitingDone).toBe(false);
    await waiting;
    expect(asResponse(await attempt({ email: ADMIN.email, password: ADMIN.password })).status).toBe(303);
  });

  it("the sign-in gives its render slot back before its password check, not when it is refused early", async () => {
    fresh();
    await setAdminPassword(ADMIN.email, ADMIN.password);
    const leaveRenderSlot = vi.fn();
    const check = vi.mocked(verifyPassword);
    check.mockClear();
    check.mockImplementationOnce(async (...args) => {
      expect(leaveRenderSlot).toHaveBeenCalledTimes(1);
      return (await vi.importActual<typeof PasswordModule>("~/server/auth/password.server")).verifyPassword(...args);
    });
    const form = { email: ADMIN.email, password: "senha-errada-1" };
    const ip = "198.51.100.30";
    const post = () => loginAction({ request: navigation("/admin/login", { form }), params: {}, context: { clientIp: ip, leaveRenderSlot } });
    await post();
    expect(check).toHaveBeenCalledTimes(1);
    for (let i = 1; i < 5; i++) await post();
    leaveRenderSlot.mockClear();
    expect(await post()).toMatchObject({ init: { status: 429 } });
    expect(leaveRenderSlot).not.toHaveBeenCalled();
  });
});

describe("cross-site writes", () => {
  it("a login POST from another origin answers 403 and writes nothing", async () => {
    const { conn } = fresh();
    await setAdminPassword(ADMIN.email, ADMIN.password);
    for (const headers of [{ origin: "https://evil.example" }, { origin: null }]) {
      const request = navigation("/admin/login", { origin: headers.origin, form: { email: ADMIN.email, password: ADMIN.password } });
      const res = asResponse(await run(loginAction, request));
      expect(res.status).toBe(403);
    }
    expect(count(conn, "sessions")).toBe(0);
    expect(count(conn, "login_attempts")).toBe(0);
  });

  it("a logout POST from another origin answers 403 and the session stays", async () => {
    const { conn } = fresh();
    await setAdminPassword(ADMIN.email, ADMIN.password);
    const cookie = cookieFrom(asResponse(await attempt({ email: ADMIN.email, password: ADMIN.password })), "admin_session=")!;
    const forged = navigation("/admin/logout", { cookie, origin: "https://evil.example", form: {} });
    expect(asResponse(await run(logoutAction, forged)).status).toBe(403);
    const viaReferer = navigation("/admin/logout", { cookie, origin: null, form: {}, headers: { Referer: "https://evil.example/page" } });
    expect(asResponse(await run(logoutAction, viaReferer)).status).toBe(403);
    expect(count(conn, "sessions")).toBe(1);
  });

  it("the Express middleware check reads Node's header object (http/site.ts)", () => {
    fresh();
    expect(isCrossSiteWrite("POST", { origin: "https://evil.example" })).toBe(true);
    expect(isCrossSiteWrite("POST", {})).toBe(true);
    expect(isCrossSiteWrite("POST", { origin: SITE })).toBe(false);
    expect(isCrossSiteWrite("POST", { referer: `${SITE}/admin/painel` })).toBe(false);
    expect(isCrossSiteWrite("GET", { origin: "https://evil.example" })).toBe(false);
  });
});
