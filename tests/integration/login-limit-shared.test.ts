import express from "express";
import { describe, expect, it, vi } from "vitest";
import * as instanceA from "~/routes/admin.login/route";
import { getConnection } from "~/server/data/db.server";
import { ADMIN, freshDatabasePerTest, navigation, run } from "./auth-helpers";
import { setAdminPassword } from "~/server/auth/admin-accounts.server";

const fresh = freshDatabasePerTest();

/** A second copy of the app: its own module instances and its own SQLite connection to the same file. */
async function secondInstance() {
  vi.resetModules();
  const login = await import("~/routes/admin.login/route");
  const db = await import("~/server/data/db.server");
  const password = await import("~/server/auth/password.server");
  password.setPasswordCostForTests(12);
  return { login, conn: db.getConnection(), close: db.closeDatabase };
}

function wrongLogin(action: typeof instanceA.action, ip: string) {
  return run(action, navigation("/admin/login", { form: { email: ADMIN.email, password: "senha-errada-1" } }), ip);
}

describe("failed-login counter shared by processes", () => {
  it("two app instances on one database share the count: the 6th failure answers 429 on both", async () => {
    fresh();
    await setAdminPassword(ADMIN.email, ADMIN.password);
    const b = await secondInstance();
    try {
      expect(b.conn).not.toBe(getConnection());
      expect(b.conn.sqlite.name).toBe(getConnection().sqlite.name);
      const ip = "198.51.100.20";
      for (const action of [instanceA.action, b.login.action, instanceA.action, b.login.action, instanceA.action]) {
        expect(await wrongLogin(action, ip)).toMatchObject({ status: 401 });
      }
      expect(await wrongLogin(b.login.action, ip)).toMatchObject({ status: 429 });
      expect(await wrongLogin(instanceA.action, ip)).toMatchObject({ status: 429 });
    } finally {
      b.close();
    }
  });
});

describe("client address behind proxies (http/site.ts: trust proxy = TRUST_PROXY hops)", () => {
  /** The address Express gives Remix as context.clientIp, configured as http/site.ts does. */
  function resolvedIp(trustProxy: string | undefined, socketAddress: string, forwardedFor?: string) {
    const app = express();
    app.set("trust proxy", Number(trustProxy || 0));
    const req = Object.create(app.request) as express.Request;
    const socket = { remoteAddress: socketAddress };
    Object.assign(req, { app, headers: forwardedFor ? { "x-forwarded-for": forwardedFor } : {}, socket, connection: socket });
    return req.ip;
  }

  it("TRUST_PROXY=0 ignores X-Forwarded-For", () => {
    expect(resolvedIp(undefined, "203.0.113.9", "10.1.2.3")).toBe("203.0.113.9");
    expect(resolvedIp("0", "203.0.113.9", "10.1.2.3, 10.4.5.6")).toBe("203.0.113.9");
  });

  it("TRUST_PROXY=1 takes the address the proxy appended, not one the client wrote before it", () => {
    expect(resolvedIp("1", "172.17.0.1", "6.6.6.6, 198.51.100.50")).toBe("198.51.100.50");
  });
});
