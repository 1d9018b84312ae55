import { describe, expect, it } from "vitest";
import { action as loginAction, loader as loginLoader } from "~/routes/admin.login/route";
import { action as logoutAction } from "~/routes/admin.logout/route";
import { loader as panelLoader } from "~/routes/admin.painel/route";
import { setAdminPassword } from "~/server/auth/admin-accounts.server";
import { setClockForTests } from "~/server/infra/clock.server";
import { SESSION_LIFETIME_MS } from "~/server/auth/session.server";
import { ADMIN, asResponse, cookieFrom, freshDatabasePerTest, navigation, run, toastOf } from "./auth-helpers";
import { resetProcessState } from "~/server/process-state.server";

const fresh = freshDatabasePerTest();
const T0 = Date.UTC(2026, 2, 10, 12, 0, 0);
const MINUTE = 60_000;

async function signIn(init: { cookie?: string; origin?: string } = {}) {
  const res = asResponse(
    await run(loginAction, navigation("/admin/login", { ...init, form: { email: ADMIN.email, password: ADMIN.password, redirectTo: "/admin/painel" } })),
  );
  expect(res.status).toBe(303);
  return res;
}

function sessionCount(conn: ReturnType<typeof fresh>["conn"]) {
  return (conn.sqlite.prepare("SELECT count(*) AS n FROM sessions").get() as { n: number }).n;
}

async function openPanel(cookie: string) {
  return run(panelLoader, navigation("/admin/painel", { cookie }));
}

describe("admin session cookie", () => {
  it("over http: HttpOnly, SameSite=Lax, Path=/, expiring exactly 4 hours after sign-in, holding only a random id", async () => {
    const { conn } = fresh();
    await setAdminPassword(ADMIN.email, ADMIN.password);
    setClockForTests(() => T0);
    const res = await signIn();
    expect(res.headers.get("Location")).toBe("/admin/painel");
    expect(await toastOf(res)).toMatchObject({ title: "Login bem-sucedido", description: "Você está agora no painel administrativo" });

    const header = res.headers.getSetCookie().find((c) => c.startsWith("admin_session="))!;
    expect(header).toMatch(/; HttpOnly/);
    expect(header).toMatch(/; SameSite=Lax/);
    expect(header).toMatch(/; Path=\//);
    expect(header).not.toMatch(/Secure/);
    expect(header).toContain(`Expires=${new Date(T0 + 4 * 60 * MINUTE).toUTCString()}`);
    expect(SESSION_LIFETIME_MS).toBe(4 * 60 * MINUTE);

    const value = decodeURIComponent(header.split(";")[0].split("=").slice(1).join("="));
    const token = JSON.parse(Buffer.from(value.split(".")[0], "base64").toString("utf8"));
    expect(token).toMatch(/^[\w-]{43}$/); // 256 random bits, nothing else
    const row = conn.sqlite.prepare("SELECT id, created_at, expires_at FROM sessions").get() as { id: string; created_at: number; expires_at: number };
    expect(row.id).not.toBe(token); // the table keeps a digest, not the cookie value
    expect(row.expires_at - row.created_at).toBe(SESSION_LIFETIME_MS);
  });

  it("over https: Secure and named __Host-", async () => {
    fresh({ SITE_URL: "https://www.exemplo.com.br" });
    await setAdminPassword(ADMIN.email, ADMIN.password);
    const res = await signIn({ origin: "https://www.exemplo.com.br" });
    const header = res.headers.getSetCookie().find((c) => c.includes("admin_session="))!;
    expect(header).toMatch(/^__Host-admin_session=/);
    expect(header).toMatch(/; Secure/);
    expect(header).toMatch(/; Path=\//);
    expect(header).not.toMatch(/Domain=/);
    const cookie = cookieFrom(res, "__Host-admin_session=")!;
    expect(await openPanel(cookie)).toMatchObject({ status: 200, data: { email: ADMIN.email } });
  });

  it("gets a new id at each sign-in and the previous one stops working", async () => {
    const { conn } = fresh();
    await setAdminPassword(ADMIN.email, ADMIN.password);
    const first = cookieFrom(await signIn(), "admin_session=")!;
    const second = cookieFrom(await signIn({ cookie: first }), "admin_session=")!;
    expect(second).not.toBe(first);
    expect(sessionCount(conn)).toBe(1);
    expect(await openPanel(second)).toMatchObject({ status: 200 });
    expect(asResponse(await openPanel(first)).headers.get("Location")).toBe("/admin/login?redirectTo=%2Fadmin%2Fpainel");
  });

  it("ends 4 hours after sign-in even with activity at 3h59m (never extended)", async () => {
    fresh();
    await setAdminPassword(ADMIN.email, ADMIN.password);
    let clock = T0;
    setClockForTests(() => clock);
    const cookie = cookieFrom(await signIn(), "admin_session=")!;

    clock = T0 + (3 * 60 + 59) * MINUTE;
    expect(await openPanel(cookie)).toMatchObject({ status: 200, data: { email: ADMIN.email } });

    clock = T0 + (4 * 60 + 1) * MINUTE;
    const refused = asResponse(await openPanel(cookie));
    expect(refused.status).toBe(302);
    expect(refused.headers.get("Location")).toBe("/admin/login?redirectTo=%2Fadmin%2Fpainel");
    // And the sign-in page no longer treats the visitor as signed in.
    expect(await run(loginLoader, navigation("/admin/login", { cookie }))).toMatchObject({ status: 200 });
  });

  it("logout deletes the row, clears the cookie, and the replayed cookie gets the sign-in page", async () => {
    const { conn } = fresh();
    await setAdminPassword(ADMIN.email, ADMIN.password);
    const cookie = cookieFrom(await signIn(), "admin_session=")!;
    expect(sessionCount(conn)).toBe(1);

    const out = asResponse(await run(logoutAction, navigation("/admin/logout", { cookie, form: {} })));
    expect(out.status).toBe(303);
    expect(out.headers.get("Location")).toBe("/admin/login");
    const cleared = out.headers.getSetCookie().find((c) => c.startsWith("admin_session="))!;
    expect(cleared).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/);
    expect(sessionCount(conn)).toBe(0);

    const replay = asResponse(await openPanel(cookie));
    expect(replay.headers.get("Location")).toBe("/admin/login?redirectTo=%2Fadmin%2Fpainel");
  });

  it("a signed-in admin opening /admin/login goes straight to the panel", async () => {
    fresh();
    await setAdminPassword(ADMIN.email, ADMIN.password);
    const cookie = cookieFrom(await signIn(), "admin_session=")!;
    const res = asResponse(await run(loginLoader, navigation("/admin/login?redirectTo=%2Fadmin%2Fpainel", { cookie })));
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/admin/painel");
  });

  it("refuses a tampered cookie and accepts one signed with a rotated-out secret still listed", async () => {
    fresh();
    await setAdminPassword(ADMIN.email, ADMIN.password);
    const cookie = cookieFrom(await signIn(), "admin_session=")!;
    const [name, value] = cookie.split("=");
    const tampered = `${name}=${value.replace(/^./, (c) => (c === "a" ? "b" : "a"))}`;
    expect(asResponse(await openPanel(tampered)).status).toBe(302);

    process.env.SESSION_SECRET = "novo-segredo-0123456789abcdef,test-secret-0123456789abcdef";
    resetProcessState();
    expect(await openPanel(cookie)).toMatchObject({ status: 200 });
    process.env.SESSION_SECRET = "novo-segredo-0123456789abcdef";
    resetProcessState();
    expect(asResponse(await openPanel(cookie)).status).toBe(302);
  });

  it("changing the password signs the admin out everywhere", async () => {
    const { conn } = fresh();
    await setAdminPassword(ADMIN.email, ADMIN.password);
    const cookie = cookieFrom(await signIn(), "admin_session=")!;
    await setAdminPassword(ADMIN.email.toUpperCase(), "outra-senha-forte-456");
    expect(sessionCount(conn)).toBe(0);
    expect(asResponse(await openPanel(cookie)).status).toBe(302);
  });
});
