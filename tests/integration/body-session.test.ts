// Only a real admin session gets more than the small body limit (decision 0025): the session
// cookie is verified (signature, then the session row) before a body over
// LIMITS.anonymousBodyBytes is read. A forged, unsigned, unknown or expired cookie gets what an
// anonymous client gets, and is answered before any byte of its body is sent; a signed-in
// admin's photo upload goes through. Production build, fresh database.
import fs from "node:fs";
import path from "node:path";
import { createCookie } from "@remix-run/node";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureBuild, startServer, tempDataDir } from "../../bench/server-process.mjs";
import { LIMITS } from "../../app/lib/limits";
import { jpegPhoto } from "../fixtures/media";
import { freePort, rawRequest } from "./raw-http";

const SECRET = "corpo-sessao-segredo-0123456789abcdef";
const ADMIN = { email: "dono@motores-teste.com.br", password: "senha-do-dono-2026!" };
const TOKEN_SHAPE = "A".repeat(43);

let server: Awaited<ReturnType<typeof startServer>>;
let port: number;
let dir: string;
let host: string;
let sessionCookie: string;

async function signIn(): Promise<string> {
  const form = new URLSearchParams({ email: ADMIN.email, password: ADMIN.password });
  const res = await fetch(`${server.url}/admin/login`, { method: "POST", body: form, headers: { Origin: server.url }, redirect: "manual" });
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .find((c) => c.startsWith("admin_session="));
  if (!cookie) throw new Error(`sign-in failed: ${res.status}`);
  return cookie;
}

/** A cookie signed with the server's secret, as a forger who had it would make. */
async function signed(token: string): Promise<string> {
  const header = await createCookie("admin_session", { secrets: [SECRET] }).serialize(token);
  return header.split(";")[0];
}

/** Only the head of a POST that declares `bytes`: an answer proves the body was never needed. */
function headOnly(target: string, bytes: number, cookie: string, type = "multipart/form-data; boundary=x") {
  const lines = [`POST ${target} HTTP/1.1`, `Host: ${host}`, `Origin: ${server.url}`, `Content-Type: ${type}`, `Content-Length: ${bytes}`];
  if (cookie) lines.push(`Cookie: ${cookie}`);
  return rawRequest(port, [...lines, "Connection: close", "", ""].join("\r\n"), 5_000);
}

beforeAll(async () => {
  ensureBuild();
  port = await freePort();
  dir = tempDataDir("body-session");
  server = await startServer({
    port,
    dbFile: path.join(dir, "site.db"),
    env: { SESSION_SECRET: SECRET, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
  });
  host = new URL(server.url).host;
  sessionCookie = await signIn();
}, 180_000);

afterAll(async () => {
  await server?.stop();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

describe("a cookie that is not a live session gets only the small limit", () => {
  const BIG = 5 * 1024 * 1024;
  it("a cookie merely named admin_session, unsigned or forged: 413 before the body is sent", async () => {
    for (const cookie of ["admin_session=abc", `admin_session=${TOKEN_SHAPE}`, `__Host-admin_session=${TOKEN_SHAPE}`, `${sessionCookie}x`, ""]) {
      const answer = await headOnly("/admin/motores/motor-ppa-home", BIG, cookie);
      expect(answer.status, cookie).toBe(413);
      expect(answer.body.toString(), cookie).toContain("sem uma sessão de administrador");
      expect(answer.headers["content-security-policy"]?.[0], cookie).toMatch(/default-src 'self'/);
    }
  });

  it("a correctly signed cookie of a session the database does not know: 413", async () => {
    const answer = await headOnly("/admin/motores/motor-ppa-home", BIG, await signed("B".repeat(43)));
    expect(answer.status).toBe(413);
  });

  it("an expired session: 413 (and the same for the legacy import and the forms)", async () => {
    const expired = await signIn();
    const db = new Database(path.join(dir, "site.db"));
    try {
      // The newest row is the session just opened; it ended a second ago.
      db.prepare("UPDATE sessions SET expires_at = ? WHERE rowid = (SELECT max(rowid) FROM sessions)").run(Date.now() - 1000);
    } finally {
      db.close();
    }
    expect((await headOnly("/admin/motores/motor-ppa-home", BIG, expired)).status).toBe(413);
    expect((await headOnly("/admin/painel/importar", BIG, expired, "application/json")).status).toBe(413);
    expect((await headOnly("/admin/painel", LIMITS.anonymousBodyBytes + 1, expired, "application/x-www-form-urlencoded")).status).toBe(413);
  });

  it("a small form needs no session: the login form still answers", async () => {
    const form = new URLSearchParams({ email: "ninguem@exemplo.com.br", password: "errada-123" });
    const res = await fetch(`${server.url}/admin/login`, { method: "POST", body: form, headers: { Origin: server.url } });
    expect(res.status).toBe(401);
    expect(await res.text()).toContain("Email ou senha incorretos");
  });
});

describe("a live session gets the upload allowance", () => {
  it("a 3 MB photo form of the signed-in admin is read and saved", async () => {
    const photo = await jpegPhoto(1600, 1200);
    const form = new FormData();
    form.set("intent", "foto");
    form.set("alt", "Motor PPA Home em portão basculante");
    // Padding over LIMITS.maxBodyBytes: only the upload allowance lets this through.
    form.set("observacao", "x".repeat(3 * 1024 * 1024));
    form.set("arquivo", new File([new Uint8Array(photo)], "IMG_2041.JPG", { type: "image/jpeg" }));
    const res = await fetch(`${server.url}/admin/motores/motor-ppa-home`, {
      method: "POST",
      body: form,
      headers: { Origin: server.url, Cookie: sessionCookie },
      redirect: "manual",
    });
    expect(res.status).toBe(303);
    const page = await fetch(`${server.url}/admin/motores/motor-ppa-home`, { headers: { Cookie: sessionCookie } });
    expect(await page.text()).toContain("Motor PPA Home em portão basculante");
  }, 60_000);

  it("the same declared size without the session is refused at once", async () => {
    expect((await headOnly("/admin/motores/motor-ppa-home", 3 * 1024 * 1024 + 2048, "")).status).toBe(413);
  });
});
