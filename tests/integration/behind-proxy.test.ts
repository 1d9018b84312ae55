// The admin behind the shipped nginx (deploy/nginx/cache.conf: `X-Forwarded-For
// $proxy_add_x_forwarded_for`, so requests reach the server from loopback), on the real HTTP
// chain of the production build (decision 0024): with the documented TRUST_PROXY=loopback each
// visitor has its own address and a client-written header chooses none; with TRUST_PROXY=0
// everyone shares the proxy's address, the known browser still gets in, and the log says once
// that the proxy is not trusted. PROXY_TRUST_PORT (and the next port) pins the servers' ports.
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureBuild, startServer, tempDataDir } from "../../bench/server-process.mjs";
import { freePort } from "./raw-http";

const OWNER = { email: "dono@exemplo.com.br", password: "senha-forte-do-dono-1" };
// One JSON line of the log (decision 0033): level, time, then the pt-BR message.
const WARNING =
  /^\{"level":"warn","time":"[^"]+Z","msg":"\[server\] Aviso: um pedido de 127\.0\.0\.1 trouxe X-Forwarded-For, mas TRUST_PROXY=0 não confia nesse endereço/gm;

type Server = Awaited<ReturnType<typeof startServer>> & { dir: string };
let documented: Server;
let untrusted: Server;

async function start(port: number, env: Record<string, string>): Promise<Server> {
  const dir = tempDataDir("proxy");
  const server = await startServer({ port, dbFile: path.join(dir, "site.db"), env: { ADMIN_EMAIL: OWNER.email, ADMIN_PASSWORD: OWNER.password, ...env } });
  return Object.assign(server, { dir });
}

beforeAll(async () => {
  ensureBuild();
  const base = Number(process.env.PROXY_TRUST_PORT) || 0;
  const [a, b] = base ? [base, base + 1] : [await freePort(), await freePort()];
  [documented, untrusted] = await Promise.all([start(a, { TRUST_PROXY: "loopback" }), start(b, {})]);
}, 180_000);

afterAll(async () => {
  await Promise.all([documented?.stop(), untrusted?.stop()]);
  for (const s of [documented, untrusted]) if (s) fs.rmSync(s.dir, { recursive: true, force: true });
});

/** A plain form post of the login; `forwardedFor` is the header as nginx passes it on. */
async function signIn(server: Server, form: { email: string; password: string }, { forwardedFor, cookie }: { forwardedFor?: string; cookie?: string } = {}) {
  const headers: Record<string, string> = {
    Origin: server.url,
    "Content-Type": "application/x-www-form-urlencoded",
    Accept: "text/html",
    "Sec-Fetch-Mode": "navigate",
  };
  if (forwardedFor) headers["X-Forwarded-For"] = forwardedFor;
  if (cookie) headers.Cookie = cookie;
  const res = await fetch(`${server.url}/admin/login`, { method: "POST", headers, body: new URLSearchParams(form), redirect: "manual" });
  await res.arrayBuffer();
  const device = res.headers
    .getSetCookie()
    .find((c) => c.startsWith("admin_device="))
    ?.split(";")[0];
  return { status: res.status, device, session: res.headers.getSetCookie().some((c) => c.startsWith("admin_session=")) };
}

const wrong = { email: "outro@exemplo.com.br", password: "senha-errada-123" };

describe("behind the shipped nginx", () => {
  it("with TRUST_PROXY=loopback, five failures for another e-mail at the owner's address do not stop the known browser", async () => {
    const owner = await signIn(documented, OWNER, { forwardedFor: "198.51.100.10" });
    expect(owner).toMatchObject({ status: 303, session: true });
    // The attacker writes its own X-Forwarded-For; nginx appends the address it saw.
    for (let i = 0; i < 5; i++) expect((await signIn(documented, wrong, { forwardedFor: `10.0.0.${i}, 198.51.100.10` })).status).toBe(401);
    expect((await signIn(documented, wrong, { forwardedFor: "10.0.0.99, 198.51.100.10" })).status).toBe(429);
    // Another visitor has an address of its own.
    expect((await signIn(documented, wrong, { forwardedFor: "198.51.100.11" })).status).toBe(401);
    expect(await signIn(documented, OWNER, { forwardedFor: "198.51.100.10", cookie: owner.device })).toMatchObject({ status: 303, session: true });
    expect(documented.log()).not.toMatch(/Aviso: um pedido de/);
  });

  it("with TRUST_PROXY=0 everyone is the proxy's address: the known browser still gets in, and the log says why, in one line, once", async () => {
    const page = () => fetch(`${untrusted.url}/admin/login`).then((r) => r.arrayBuffer());
    await page();
    expect(untrusted.log()).not.toMatch(WARNING);
    const owner = await signIn(untrusted, OWNER, { forwardedFor: "198.51.100.10" });
    expect(owner.status).toBe(303);
    for (let i = 0; i < 5; i++) expect((await signIn(untrusted, wrong, { forwardedFor: `198.51.100.${20 + i}` })).status).toBe(401);
    expect((await signIn(untrusted, wrong, { forwardedFor: "198.51.100.30" })).status).toBe(429);
    expect((await signIn(untrusted, OWNER, { forwardedFor: "198.51.100.10" })).status).toBe(429);
    expect(await signIn(untrusted, OWNER, { forwardedFor: "198.51.100.10", cookie: owner.device })).toMatchObject({ status: 303, session: true });
    const lines = untrusted.log().match(WARNING) ?? [];
    expect(lines).toHaveLength(1);
    const line = untrusted
      .log()
      .split("\n")
      .find((l) => l.includes("Aviso: um pedido de"))!;
    expect(line).toContain("TRUST_PROXY=loopback");
  });
});
