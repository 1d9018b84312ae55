import { describe, expect, it } from "vitest";
import { action as loginAction } from "~/routes/admin.login/route";
import { setAdminPassword } from "~/server/auth/admin-accounts.server";
import { setClockForTests } from "~/server/infra/clock.server";
import { KNOWN_DEVICE_MAX_AGE_SECONDS } from "~/server/auth/known-device.server";
import { LOGIN_LIMIT } from "~/server/auth/rate-limit.server";
import { ADMIN, SITE, asResponse, cookieFrom, freshDatabasePerTest, navigation, run } from "./auth-helpers";

const fresh = freshDatabasePerTest();

type Attempt = { password: string; ip: string; cookie?: string; email?: string };

function attempt({ password, ip, cookie, email = ADMIN.email }: Attempt) {
  return run(loginAction, navigation("/admin/login", { cookie, form: { email, password, redirectTo: "/admin/painel" } }), ip);
}

/** Signs in once from a browser and returns its known-device cookie ("name=value"). */
async function knownBrowser(ip = "198.51.100.1") {
  const res = asResponse(await attempt({ password: ADMIN.password, ip }));
  expect(res.status).toBe(303);
  return cookieFrom(res, "admin_device=")!;
}

/** The attack of the finding: 5 wrong passwords from each of four addresses (20, the account limit). */
async function fourAddressesFail() {
  for (let a = 1; a <= 4; a++) {
    for (let i = 0; i < LOGIN_LIMIT.perAddress; i++) {
      expect(await attempt({ password: "senha-errada-1", ip: `203.0.113.${a}` })).toMatchObject({ status: 401 });
    }
  }
}

describe("known-device cookie (no lockout of the admin)", () => {
  it("four addresses failing 5 times each do not stop the admin's known browser; an unknown browser is limited as before", async () => {
    fresh();
    await setAdminPassword(ADMIN.email, ADMIN.password);
    const device = await knownBrowser();
    await fourAddressesFail();

    const known = asResponse(await attempt({ password: ADMIN.password, ip: "192.0.2.50", cookie: device }));
    expect(known.status).toBe(303);
    expect(known.headers.get("Location")).toBe("/admin/painel");
    expect(cookieFrom(known, "admin_session=")).toBeTruthy();

    const unknown = await attempt({ password: ADMIN.password, ip: "192.0.2.51" });
    expect(unknown).toMatchObject({ status: 429, data: { toast: { title: "Muitas tentativas" } } });
    // The known browser's success did not reset the account's count for unknown browsers.
    expect(await attempt({ password: ADMIN.password, ip: "192.0.2.52" })).toMatchObject({ status: 429 });
  });

  it("five failures from a new browser on the known browser's own address do not block it; the new browser's sixth is refused", async () => {
    fresh();
    await setAdminPassword(ADMIN.email, ADMIN.password);
    // One address for everyone: a shared connection, or a proxy that is not trusted (decision 0024).
    const ip = "127.0.0.1";
    const device = await knownBrowser(ip);
    for (const email of [ADMIN.email, "outro@exemplo.com.br", ADMIN.email, "outro@exemplo.com.br", ADMIN.email]) {
      expect(await attempt({ email, password: "senha-errada-1", ip })).toMatchObject({ status: 401 });
    }
    expect(await attempt({ email: "outro@exemplo.com.br", password: "senha-errada-1", ip })).toMatchObject({
      status: 429,
      data: { toast: { title: "Muitas tentativas" } },
    });
    expect(await attempt({ password: ADMIN.password, ip })).toMatchObject({ status: 429 });

    // The known browser fails once and then signs in, on the same full address.
    expect(await attempt({ password: "senha-errada-1", ip, cookie: device })).toMatchObject({ status: 401, data: { email: ADMIN.email } });
    const known = asResponse(await attempt({ password: ADMIN.password, ip, cookie: device }));
    expect(known.status).toBe(303);
    expect(cookieFrom(known, "admin_session=")).toBeTruthy();
    // Its sign-in cleared only its own count: the address stays full for the others.
    expect(await attempt({ email: "outro@exemplo.com.br", password: "senha-errada-1", ip })).toMatchObject({ status: 429 });
  });

  it("its cookie with another typed e-mail counts like any browser: the full address refuses it", async () => {
    fresh();
    await setAdminPassword(ADMIN.email, ADMIN.password);
    const ip = "127.0.0.1";
    const device = await knownBrowser(ip);
    for (let i = 0; i < LOGIN_LIMIT.perAddress; i++) await attempt({ email: "outro@exemplo.com.br", password: "senha-errada-1", ip });
    expect(await attempt({ email: "outro@exemplo.com.br", password: "senha-errada-1", ip, cookie: device })).toMatchObject({
      status: 429,
      data: { email: "outro@exemplo.com.br" },
    });
  });

  it("is issued at sign-in: signed, HttpOnly, scoped to /admin, kept a year, naming the account", async () => {
    fresh();
    await setAdminPassword(ADMIN.email, ADMIN.password);
    const res = asResponse(await attempt({ password: ADMIN.password, ip: "198.51.100.1" }));
    const header = res.headers.getSetCookie().find((c) => c.startsWith("admin_device="))!;
    expect(header).toMatch(/; HttpOnly/);
    expect(header).toMatch(/; Path=\/admin(;|$)/);
    expect(header).toContain(`Max-Age=${KNOWN_DEVICE_MAX_AGE_SECONDS}`);
    expect(KNOWN_DEVICE_MAX_AGE_SECONDS).toBe(365 * 24 * 3600);
    const value = decodeURIComponent(header.split(";")[0].split("=").slice(1).join("="));
    const payload = JSON.parse(Buffer.from(value.split(".")[0], "base64").toString("utf8"));
    expect(payload).toEqual({ e: ADMIN.email, n: expect.stringMatching(/^[\w-]{22}$/) });
    expect(value.split(".")).toHaveLength(2); // value.signature
  });

  it("over https it is Secure and __Secure- (a /admin path cannot be __Host-)", async () => {
    fresh({ SITE_URL: "https://www.exemplo.com.br" });
    await setAdminPassword(ADMIN.email, ADMIN.password);
    const request = navigation("/admin/login", { origin: "https://www.exemplo.com.br", form: { email: ADMIN.email, password: ADMIN.password } });
    const res = asResponse(await run(loginAction, request));
    const header = res.headers.getSetCookie().find((c) => c.includes("admin_device="))!;
    expect(header).toMatch(/^__Secure-admin_device=/);
    expect(header).toMatch(/; Secure/);
  });

  it("a forged or altered cookie, or one naming another account, counts as an unknown browser", async () => {
    fresh();
    await setAdminPassword(ADMIN.email, ADMIN.password);
    await setAdminPassword("outro@exemplo.com.br", "outra-senha-forte-1");
    const device = await knownBrowser();
    const [name, value] = device.split("=");
    const tampered = `${name}=${value.replace(/^./, (c) => (c === "e" ? "f" : "e"))}`;
    const forged = `admin_device=${encodeURIComponent(Buffer.from(JSON.stringify({ e: ADMIN.email, n: "a".repeat(22) })).toString("base64"))}`;
    const other = cookieFrom(
      asResponse(await attempt({ email: "outro@exemplo.com.br", password: "outra-senha-forte-1", ip: "198.51.100.2" })),
      "admin_device=",
    )!;
    await fourAddressesFail();
    for (const cookie of [tampered, forged, other]) {
      expect(await attempt({ password: ADMIN.password, ip: "192.0.2.60", cookie }), cookie).toMatchObject({ status: 429 });
    }
    expect(asResponse(await attempt({ password: ADMIN.password, ip: "192.0.2.60", cookie: device })).status).toBe(303);
  });

  it("a known browser that fails 5 times is locked out on its own, and its failures do not count against the account", async () => {
    fresh();
    await setAdminPassword(ADMIN.email, ADMIN.password);
    setClockForTests(() => Date.UTC(2026, 2, 10, 12, 0, 0)); // a fixed clock: Retry-After is exact
    const device = await knownBrowser();
    // From changing addresses (a phone on the move), so only the cookie's own count fills up.
    for (let i = 0; i < LOGIN_LIMIT.perDevice; i++) {
      expect(await attempt({ password: "senha-errada-1", ip: `198.51.100.${10 + i}`, cookie: device })).toMatchObject({ status: 401 });
    }
    const locked = await attempt({ password: ADMIN.password, ip: "198.51.100.99", cookie: device });
    expect(locked).toMatchObject({ status: 429 });
    expect((locked as { headers: Headers }).headers.get("Retry-After")).toBe(String(LOGIN_LIMIT.windowMs / 1000));
    expect(asResponse(await attempt({ password: ADMIN.password, ip: "198.51.100.98" })).status).toBe(303);
  });

  it("a full address answers 429 before the body is read", async () => {
    fresh();
    await setAdminPassword(ADMIN.email, ADMIN.password);
    const ip = "192.0.2.70";
    let reads = 0;
    const poisoned = () =>
      new Request(`${SITE}/admin/login`, {
        method: "POST",
        headers: { Origin: SITE, Accept: "text/html", "Sec-Fetch-Mode": "navigate", "Content-Type": "application/x-www-form-urlencoded" },
        // highWaterMark 0: nothing is pulled until someone reads.
        body: new ReadableStream(
          {
            pull() {
              reads++;
              throw new Error("o corpo não devia ser lido");
            },
          },
          { highWaterMark: 0 },
        ),
        duplex: "half",
      } as RequestInit);
    // While the address has room, the body is read (and this one fails): the probe works.
    await expect(run(loginAction, poisoned(), ip)).rejects.toThrow();
    expect(reads).toBeGreaterThan(0);
    for (let i = 0; i < LOGIN_LIMIT.perAddress; i++) await attempt({ password: "senha-errada-1", ip });
    reads = 0;
    const limited = await run(loginAction, poisoned(), ip);
    expect(limited).toMatchObject({ status: 429, data: { toast: { title: "Muitas tentativas" } } });
    expect((limited as { headers: Headers }).headers.get("Retry-After")).toMatch(/^\d+$/);
    expect(reads).toBe(0);
  });
});
