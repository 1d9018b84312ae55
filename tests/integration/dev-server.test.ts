// `npm run dev` serves the same HTTP chain as production (http/site.ts), with Vite in
// middleware mode in place of the in-memory static files, and migrates and seeds a fresh
// database before it listens, as `npm start` does (docs/decisions/0012-typed-http-layer.md).
// One development server is started on a fresh database and checked from outside.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tempDataDir } from "../../bench/server-process.mjs";
import { createSecurityHeaders } from "../../http/security-headers";
import { freePort, rawRequest } from "./raw-http";

const ROOT = path.resolve(new URL("../..", import.meta.url).pathname);
const NONCE_IN_CSP = /'nonce-([A-Za-z0-9+/=]+)'/;

let child: ChildProcess | undefined;
let dir = "";
let port = 0;
let origin = "";
let log = "";

/** The environment of `npm run dev`: NODE_ENV=development, and none of Vitest's own variables (vite.config.ts reads VITEST). */
function devEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: Record<string, string | undefined> = {};
  for (const [name, value] of Object.entries(process.env)) if (!name.startsWith("VITEST")) env[name] = value;
  return { ...env, NODE_ENV: "development", ...extra };
}

beforeAll(async () => {
  port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  dir = tempDataDir("dev");
  // What `npm run dev` runs (package.json), in one process so that its PID is the server's.
  child = spawn(process.execPath, ["--import", "tsx", "http/main.ts"], {
    cwd: ROOT,
    env: devEnv({
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_URL: `file:${path.join(dir, "site.db")}`,
      SITE_URL: origin,
      SESSION_SECRET: "dev-test-session-secret-0123456789",
    }),
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (d) => (log += d));
  child.stderr?.on("data", (d) => (log += d));
  const deadline = Date.now() + 150_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`servidor de desenvolvimento saiu (código ${child.exitCode}):\n${log}`);
    try {
      if ((await fetch(`${origin}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`servidor de desenvolvimento não respondeu:\n${log}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}, 180_000);

afterAll(async () => {
  if (child && child.exitCode === null) {
    const exited = new Promise((r) => child!.once("exit", r));
    process.kill(child.pid!, "SIGTERM");
    await exited;
  }
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
}, 60_000);

describe("npm run dev", () => {
  it("runs http/main.ts in development mode", () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, "package.json"), "utf8")) as { scripts: Record<string, string> };
    expect(pkg.scripts.dev).toBe("NODE_ENV=development tsx http/main.ts");
  });

  it("migrated and seeded the fresh database before listening", async () => {
    expect(await (await fetch(`${origin}/healthz`)).json()).toMatchObject({ status: "ok", motors: 14 });
    const catalogue = await fetch(`${origin}/motores`);
    expect(catalogue.status).toBe(200);
    expect(await catalogue.text()).toContain("Motor PPA Home");
  });

  it("sends production's security headers and CSP, with a fresh nonce in the header and the scripts", async () => {
    const security = createSecurityHeaders({ siteUrl: origin });
    const nonces = new Set<string>();
    for (let i = 0; i < 2; i++) {
      const response = await fetch(`${origin}/`);
      expect(response.status).toBe(200);
      for (const [name, value] of security.fixed) expect(response.headers.get(name)).toBe(value);
      const csp = response.headers.get("Content-Security-Policy") ?? "";
      const nonce = NONCE_IN_CSP.exec(csp)?.[1];
      expect(nonce).toBeDefined();
      // Same directives as production: no development addition is needed (Vite's HMR socket shares the server).
      expect(csp).toBe(security.csp(nonce!));
      const html = await response.text();
      expect(html).toContain(`nonce="${nonce}"`);
      // Public pages load only the enhancement module, compiled by Vite from its source (decision 0017).
      expect(html).toContain(`<script type="module" src="/app/enhance/index.ts" nonce="${nonce}">`);
      expect(html).not.toContain("virtual:remix/inject-hmr-runtime");
      nonces.add(nonce!);
    }
    expect(nonces.size).toBe(2);
  });

  it("hydrates the admin with Remix's development client and serves the enhancement module compiled", async () => {
    const login = await (await fetch(`${origin}/admin/login`)).text();
    expect(login).toContain("virtual:remix/inject-hmr-runtime");
    const module = await fetch(`${origin}/app/enhance/index.ts`);
    expect(module.status).toBe(200);
    expect(module.headers.get("Content-Type")).toMatch(/javascript/);
    expect(await module.text()).not.toContain("HTMLElement>"); // TypeScript compiled away
  });

  it("serves Vite's modules through the same chain (security headers included)", async () => {
    const response = await fetch(`${origin}/@vite/client`);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toMatch(/javascript/);
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(response.headers.get("Content-Security-Policy")).toMatch(NONCE_IN_CSP);
  });

  it("answers a foreign Host with 400, as production does", async () => {
    const response = await rawRequest(port, `GET / HTTP/1.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n`);
    expect(response.status).toBe(400);
    expect(response.body.toString()).toContain(`apenas ${origin}`);
  });

  it("refuses a cross-site write with 403 before any route runs", async () => {
    const response = await fetch(`${origin}/admin/login`, {
      method: "POST",
      headers: { Origin: "https://evil.example", "Content-Type": "application/x-www-form-urlencoded" },
      body: "email=a%40b.c&password=x",
    });
    expect(response.status).toBe(403);
  });

  it("answers /contato/ with production's middleware (http/contact.ts), before any route", async () => {
    const click = await fetch(`${origin}/contato/telefone?de=%2F&local=cabecalho`, { redirect: "manual" });
    expect(click.status).toBe(302);
    // The fresh database has no phone yet: the visitor goes to the home (decision 0028).
    expect(click.headers.get("Location")).toBe("/");
    expect(click.headers.get("X-Robots-Tag")).toBe("noindex, nofollow");
    expect(click.headers.get("Cache-Control")).toBe("no-store");
    const beacon = await fetch(`${origin}/contato/visita?p=%2F`);
    expect(beacon.headers.get("Content-Type")).toBe("image/gif");
    // A path the middleware does not know goes on to the catch-all route's logged 404 page.
    const unknown = await fetch(`${origin}/contato/nao-existe`);
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain("<html");
  });

  it("keeps the page cache off by default (HTML_CACHE_MB is 0 in development)", async () => {
    const response = await fetch(`${origin}/garantia`);
    expect(response.status).toBe(200);
    // A cached page carries the cache's ETag and Content-Length; a page rendered by Remix streams.
    expect(response.headers.get("ETag")).toBeNull();
    await response.arrayBuffer();
  });
});
