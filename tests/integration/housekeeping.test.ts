import { afterEach, describe, expect, it, vi } from "vitest";
import { action as loginAction } from "~/routes/admin.login/route";
import { loader as panelLoader } from "~/routes/admin.painel/route";
import { setAdminPassword } from "~/server/auth/admin-accounts.server";
import { setClockForTests } from "~/server/infra/clock.server";
import { boot } from "~/server/startup/boot.server";
import { HOUSEKEEPING, pruneAuthTables, startHousekeeping } from "~/server/startup/housekeeping.server";
import { LOGIN_LIMIT } from "~/server/auth/rate-limit.server";
import { SESSION_LIFETIME_MS } from "~/server/auth/session.server";
import { ADMIN, asResponse, cookieFrom, freshDatabasePerTest, navigation, run } from "./auth-helpers";

const fresh = freshDatabasePerTest();
const T0 = Date.UTC(2026, 2, 10, 12, 0, 0);
afterEach(() => vi.useRealTimers());

type Conn = ReturnType<typeof fresh>["conn"];

function count(conn: Conn, table: string) {
  return (conn.sqlite.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;
}

async function signIn(ip = "198.51.100.7") {
  const res = asResponse(await run(loginAction, navigation("/admin/login", { form: { email: ADMIN.email, password: ADMIN.password } }), ip));
  return cookieFrom(res, "admin_session=")!;
}

function insertAttempts(conn: Conn, n: number, at: number, bucket = "ip:203.0.113.1") {
  const insert = conn.sqlite.prepare("INSERT INTO login_attempts (bucket, at) VALUES (?, ?)");
  conn.sqlite.transaction(() => {
    for (let i = 0; i < n; i++) insert.run(bucket, at);
  })();
}

describe("pruning of sessions and login attempts", () => {
  it("a timer started at boot deletes expired sessions and attempts that left the window, without a sign-in", async () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    const { conn } = fresh();
    await setAdminPassword(ADMIN.email, ADMIN.password);
    setClockForTests(() => T0);
    const live = await signIn();
    conn.sqlite
      .prepare("INSERT INTO sessions (id, admin_id, created_at, expires_at) VALUES ('expirada', 1, ?, ?)")
      .run(T0 - SESSION_LIFETIME_MS - 60_000, T0 - 60_000);
    insertAttempts(conn, 3, T0 - LOGIN_LIMIT.windowMs - 1);
    insertAttempts(conn, 2, T0 - 60_000);

    await boot(); // prunes once, then starts the timer (faked here; it is unref'd in real life)
    expect(count(conn, "sessions")).toBe(1);
    expect(count(conn, "login_attempts")).toBe(2);
    conn.sqlite
      .prepare("INSERT INTO sessions (id, admin_id, created_at, expires_at) VALUES ('expirada-2', 1, ?, ?)")
      .run(T0 - SESSION_LIFETIME_MS - 60_000, T0 - 60_000);
    vi.advanceTimersByTime(HOUSEKEEPING.everyMs - 1);
    expect(count(conn, "sessions")).toBe(2);
    vi.advanceTimersByTime(1);
    expect(conn.sqlite.prepare("SELECT id FROM sessions WHERE id LIKE 'expirada%'").all()).toEqual([]);
    expect(count(conn, "sessions")).toBe(1);
    expect(await run(panelLoader, navigation("/admin/painel", { cookie: live }))).toMatchObject({ status: 200 });
  });

  it("the timer does not keep the process alive", () => {
    const probe = setInterval(() => undefined, 1_000_000);
    clearInterval(probe);
    const unref = vi.spyOn(Object.getPrototypeOf(probe), "unref");
    const stop = startHousekeeping();
    stop();
    expect(unref).toHaveBeenCalled();
  });

  it("keeps live sessions and attempts still in the window", async () => {
    const { conn } = fresh();
    await setAdminPassword(ADMIN.email, ADMIN.password);
    setClockForTests(() => T0);
    const cookie = await signIn();
    insertAttempts(conn, 4, T0 - 60_000);
    pruneAuthTables();
    expect(count(conn, "sessions")).toBe(1);
    expect(count(conn, "login_attempts")).toBe(4);
    expect(await run(panelLoader, navigation("/admin/painel", { cookie }))).toMatchObject({ status: 200 });
  });

  it("stays bounded: an admin keeps the newest sessions up to the cap, and the oldest attempts beyond the row cap go", async () => {
    const { conn } = fresh();
    await setAdminPassword(ADMIN.email, ADMIN.password);
    let clock = T0;
    setClockForTests(() => clock);
    const cookies: string[] = [];
    for (let i = 0; i <= HOUSEKEEPING.sessionsPerAdmin; i++) {
      clock = T0 + i * 1000;
      cookies.push(await signIn());
    }
    expect(count(conn, "sessions")).toBe(HOUSEKEEPING.sessionsPerAdmin);
    expect(asResponse(await run(panelLoader, navigation("/admin/painel", { cookie: cookies[0] }))).status).toBe(302); // the oldest ended
    expect(await run(panelLoader, navigation("/admin/painel", { cookie: cookies[1] }))).toMatchObject({ status: 200 });

    insertAttempts(conn, HOUSEKEEPING.maxLoginAttemptRows + 25, clock, "account:flood@exemplo.com.br");
    const newest = (conn.sqlite.prepare("SELECT max(id) AS id FROM login_attempts").get() as { id: number }).id;
    pruneAuthTables();
    expect(count(conn, "login_attempts")).toBe(HOUSEKEEPING.maxLoginAttemptRows);
    expect((conn.sqlite.prepare("SELECT max(id) AS id FROM login_attempts").get() as { id: number }).id).toBe(newest);
  });
});
