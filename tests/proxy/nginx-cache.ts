// npm run test:proxy — the production server behind Debian's nginx as a caching reverse proxy
// (deploy/nginx/cache.conf, the configuration of docs/operations.md "Behind a proxy or CDN"), proving decision 0014's promise: public
// pages are served from nginx's cache while every contact click and every page view still
// reaches the site and is counted; reference codes never repeat; no admin page, no response
// that sets a cookie and no contact redirect is ever cached. Installs nginx with apt-get when
// missing and running as root on Debian/Ubuntu. Loopback only; PROXY_PORT (default 3843, uses 3; PROXY_APP_PORT and PROXY_STATIC_PORT move the other two).
// Also: an edit saved through the admin's repository shows through nginx within seconds (short
// s-maxage, revalidation with the ETag; docs/operations.md "Behind a proxy or CDN"); a phone
// change after 10 s without traffic reaches the very first visitor; and nginx's cache answers at
// least 0.9× the requests per second of nginx serving the same bytes as a static file.
import { execFileSync, spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import path from "node:path";
import Database from "better-sqlite3";
import autocannon from "autocannon";
import { ROOT, ensureBuild, startServer, tempDataDir } from "../../bench/server-process.mjs";
import { createPage, useDatabase } from "../faults/page-store";
import { getBusinessSettings, saveBusinessSettings } from "~/server/data/business-settings.server";
import { closeDatabase } from "~/server/data/db.server";
import { nginxBinary, nginxConfig } from "./nginx-config";

type Check = { name: string; ok: boolean; detail: string };

const PROXY_PORT = Number(process.env.PROXY_PORT || 3843);
// Each may be set on its own, for a machine where only some ports are free.
const APP_PORT = Number(process.env.PROXY_APP_PORT || PROXY_PORT + 1);
const STATIC_PORT = Number(process.env.PROXY_STATIC_PORT || PROXY_PORT + 2);
const ORIGIN = `http://127.0.0.1:${PROXY_PORT}`;
const ADMIN = { email: "admin@exemplo.com.br", password: "senha-do-teste-de-proxy-123" };

function ensureNginx(): string {
  const found = nginxBinary();
  if (found) return found;
  const root = process.getuid?.() === 0;
  if (root && fs.existsSync("/etc/debian_version")) {
    console.log("[proxy] nginx ausente: apt-get install -y nginx");
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    if (spawnSync("apt-get", ["install", "-y", "--no-install-recommends", "nginx"], { stdio: "inherit", env }).status !== 0) {
      execFileSync("apt-get", ["update"], { stdio: "inherit", env });
      execFileSync("apt-get", ["install", "-y", "--no-install-recommends", "nginx"], { stdio: "inherit", env });
    }
    const installed = nginxBinary();
    if (installed) return installed;
  }
  throw new Error("nginx não encontrado: instale o pacote nginx (Debian/Ubuntu: apt-get install nginx) / nginx not found: install it");
}

/** nginx in front of the app, and the same bytes as a static file to compare its cache with nginx at its fastest. */
function proxyConfig(dir: string): string {
  const http = `  server {
    listen 127.0.0.1:${STATIC_PORT};
    root ${path.join(dir, "static")};
  }`;
  return nginxConfig({ dir, listen: `127.0.0.1:${PROXY_PORT}`, upstream: `127.0.0.1:${APP_PORT}`, http });
}

type Seen = { path: string; status: number; cache: string; setsCookie: boolean; location: string | null };

async function get(path: string, init: RequestInit & { ua?: string } = {}): Promise<Seen & { body: string }> {
  const headers = new Headers(init.headers);
  headers.set("User-Agent", init.ua ?? "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36");
  const res = await fetch(`${ORIGIN}${path}`, { ...init, headers, redirect: "manual" });
  return {
    path,
    status: res.status,
    cache: res.headers.get("X-Cache-Status") ?? "",
    setsCookie: res.headers.getSetCookie().length > 0,
    location: res.headers.get("Location"),
    body: await res.text(),
  };
}

const check = (name: string, ok: boolean, detail: string): Check => ({ name, ok, detail });

/** A GET through nginx from `localAddress` (another 127.x address is another client), sent after `delayMs`. */
function fromAddress(localAddress: string, pathname: string, delayMs = 0): Promise<{ status: number; retryAfter: string | null }> {
  return new Promise((resolve, reject) => {
    setTimeout(() => {
      const req = http.get({ host: "127.0.0.1", port: PROXY_PORT, path: pathname, localAddress, agent: false, headers: { Accept: "text/html" } }, (res) => {
        res.resume();
        res.on("end", () => resolve({ status: res.statusCode ?? 0, retryAfter: (res.headers["retry-after"] as string | undefined) ?? null }));
      });
      req.on("error", reject);
    }, delayMs);
  });
}

/**
 * `count` requests from one address that reach nginx at the same instant: every socket connects and
 * sends its request but the last byte first, then all last bytes go out in one loop. nginx counts a
 * request against limit_conn once its header is complete, so all of them are counted together,
 * however slowly a loaded machine opened the connections (an answer can only come after them).
 */
async function floodAtOnce(localAddress: string, count: number): Promise<{ status: number; retryAfter: string | null }[]> {
  const sockets = await Promise.all(
    Array.from(
      { length: count },
      (_, i) =>
        new Promise<{ socket: net.Socket; answer: Promise<{ status: number; retryAfter: string | null }> }>((resolve, reject) => {
          const socket = net.connect({ host: "127.0.0.1", port: PROXY_PORT, localAddress }, () => {
            const chunks: Buffer[] = [];
            const answer = new Promise<{ status: number; retryAfter: string | null }>((done, fail) => {
              socket.on("data", (c: Buffer) => chunks.push(c));
              socket.on("error", fail);
              socket.on("end", () => {
                const head = Buffer.concat(chunks).toString("latin1").split("\r\n\r\n")[0];
                const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0);
                const retryAfter = /^retry-after:\s*(.+)$/im.exec(head)?.[1].trim() ?? null;
                done({ status, retryAfter });
              });
            });
            socket.write(`GET /nao-existe-enxurrada-${i} HTTP/1.1\r\nHost: 127.0.0.1:${PROXY_PORT}\r\nAccept: text/html\r\nConnection: close\r\n\r`, () =>
              resolve({ socket, answer }),
            );
          });
          socket.once("error", reject);
        }),
    ),
  );
  for (const { socket } of sockets) socket.write("\n");
  return Promise.all(sockets.map((s) => s.answer));
}

async function main(): Promise<Check[]> {
  ensureBuild();
  const nginx = ensureNginx();
  const dir = tempDataDir("proxy");
  fs.writeFileSync(path.join(dir, "nginx.conf"), proxyConfig(dir));
  const dbFile = path.join(dir, "site.db");
  const server = await startServer({
    port: APP_PORT,
    dbFile,
    env: { SITE_URL: ORIGIN, TRUST_PROXY: "loopback", ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
  });
  const proxy = spawn(nginx, ["-p", dir, "-c", path.join(dir, "nginx.conf"), "-g", "daemon off;"], { stdio: ["ignore", "inherit", "inherit"] });
  const checks: Check[] = [];
  const seen: Seen[] = [];
  const track = async (p: string, init?: RequestInit & { ua?: string }) => {
    const r = await get(p, init);
    seen.push(r);
    return r;
  };
  try {
    for (let i = 0; ; i++) {
      try {
        if ((await fetch(`${ORIGIN}/healthz`)).ok) break;
      } catch {
        // nginx not listening yet
      }
      if (i > 100) throw new Error(`nginx não respondeu:\n${fs.readFileSync(path.join(dir, "error.log"), "utf8")}`);
      await new Promise((r) => setTimeout(r, 100));
    }

    // 1. Public pages come from nginx's cache, and each carries the view beacon.
    const pages = ["/", "/motores", "/cidades/guarulhos"];
    const second: Seen[] = [];
    for (const p of pages) {
      await track(p);
      second.push(await track(p));
    }
    checks.push(
      check(
        "páginas públicas: a segunda requisição vem do cache do nginx (X-Cache-Status: HIT)",
        second.every((s) => s.cache === "HIT"),
        second.map((s) => `${s.path} ${s.status} ${s.cache}`).join(", "),
      ),
    );
    const home = await track("/");
    checks.push(
      check(
        "a página em cache carrega o contador de visitas do próprio site",
        home.cache === "HIT" && home.body.includes("/contato/visita?p=%2F"),
        `HIT=${home.cache}, beacon=${home.body.includes("/contato/visita?p=%2F")}`,
      ),
    );

    // 2. Views: every cached page view still reaches the site through the beacon.
    const VIEWS = 25;
    const beacons: Seen[] = [];
    for (let i = 0; i < VIEWS; i++) {
      await track("/", { ua: `Mozilla/5.0 (visitante ${i}) Chrome/130.0` });
      beacons.push(await track("/contato/visita?p=%2F", { ua: `Mozilla/5.0 (visitante ${i}) Chrome/130.0` }));
    }
    checks.push(
      check(
        `${VIEWS} visitas: o contador nunca vem do cache`,
        beacons.every((b) => b.status === 200 && b.cache !== "HIT"),
        [...new Set(beacons.map((b) => `${b.status} ${b.cache || "-"}`))].join(", "),
      ),
    );

    // 3. Clicks: every one reaches the site, with a code of its own.
    const CLICKS = 40;
    const clicks: Seen[] = [];
    for (let i = 0; i < CLICKS; i++)
      clicks.push(
        await track("/contato/whatsapp?de=%2Fcidades%2Fguarulhos&local=destaque&msg=local&sobre=guarulhos", { ua: `Mozilla/5.0 (cliente ${i}) Chrome/130.0` }),
      );
    const codes = clicks.map(
      (c) => /Código do atendimento: ([2-9A-Z]{4})/.exec(decodeURIComponent(new URL(c.location ?? "https://x/").searchParams.get("text") ?? ""))?.[1],
    );
    checks.push(
      check(
        `${CLICKS} cliques no WhatsApp: todos redirecionados pelo site, nenhum do cache`,
        clicks.every((c) => c.status === 302 && c.cache !== "HIT" && c.location?.startsWith("https://wa.me/")),
        [...new Set(clicks.map((c) => `${c.status} ${c.cache || "-"}`))].join(", "),
      ),
    );
    checks.push(
      check(
        "cada clique recebeu um código diferente",
        codes.every(Boolean) && new Set(codes).size === CLICKS,
        `${new Set(codes).size} códigos distintos em ${CLICKS}`,
      ),
    );
    const phone = await track("/contato/telefone?de=%2F&local=cabecalho");
    const phoneAgain = await track("/contato/telefone?de=%2F&local=cabecalho", { ua: "Mozilla/5.0 (outro) Chrome/130.0" });
    checks.push(
      check(
        "cliques no telefone: redirecionados pelo site, nunca do cache",
        [phone, phoneAgain].every((p) => p.status === 302 && p.location?.startsWith("tel:") && p.cache !== "HIT"),
        `${phone.cache || "-"}, ${phoneAgain.cache || "-"}`,
      ),
    );

    // 4. Admin: nothing is cached, with or without a session.
    await track("/admin/login");
    const login2 = await track("/admin/login");
    const form = new URLSearchParams({ email: ADMIN.email, password: ADMIN.password });
    const signIn = await track("/admin/login", {
      method: "POST",
      body: form,
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: ORIGIN },
    });
    const cookie = (
      await fetch(`${ORIGIN}/admin/login`, {
        method: "POST",
        body: form,
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: ORIGIN },
        redirect: "manual",
      })
    ).headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const panel = [await track("/admin/painel", { headers: { Cookie: cookie } }), await track("/admin/painel", { headers: { Cookie: cookie } })];
    const leads = await track("/admin/leads", { headers: { Cookie: cookie } });
    const signedInHome = await track("/", { headers: { Cookie: cookie } });
    checks.push(
      check(
        "área administrativa: nunca vem do cache",
        [login2, signIn, ...panel, leads].every((s) => s.cache !== "HIT") && panel.every((p) => p.status === 200),
        [login2, signIn, ...panel, leads].map((s) => `${s.path} ${s.status} ${s.cache || "-"}`).join(", "),
      ),
    );
    checks.push(
      check(
        "com a sessão do admin, a página inicial não vem da cópia anônima",
        signedInHome.cache !== "HIT",
        `${signedInHome.status} ${signedInHome.cache || "-"}`,
      ),
    );
    // An admin's edit (a new generated page, linked from every page's header) through nginx.
    await track("/");
    const before = await track("/");
    useDatabase(dbFile);
    const saved = performance.now();
    createPage("edicao-visivel-no-proxy");
    const during: string[] = [];
    let seconds = Infinity;
    while (performance.now() - saved < 30_000) {
      const r = await get("/");
      during.push(r.cache);
      if (r.body.includes("/links-uteis/edicao-visivel-no-proxy")) {
        seconds = (performance.now() - saved) / 1000;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const fromNginx = during.filter((c) => c === "HIT" || c === "STALE" || c === "UPDATING").length;
    checks.push(
      check(
        "edição do admin aparece pelo nginx em até 5 s, com as respostas seguindo do cache do nginx",
        before.cache === "HIT" && seconds <= 5 && fromNginx >= during.length - 2,
        `${seconds.toFixed(1)} s do salvamento à página nova pelo nginx; ${during.length} pedidos no meio, ${fromNginx} do cache (${[...new Set(during)].join(", ")})`,
      ),
    );

    // Sparse traffic: the phone changed, then 10 s without a request (the cached copy long
    // expired); the first visitor must get the new phone, not the old body.
    await get("/");
    const warm = await get("/");
    useDatabase(dbFile);
    const oldPhone = getBusinessSettings().phone;
    saveBusinessSettings({ ...getBusinessSettings(), phone: "(11) 91234-5678" });
    closeDatabase();
    // The quiet period itself is what is tested: nginx keeps its own time, no clock can be moved.
    await new Promise((resolve) => setTimeout(resolve, 10_000));
    const first = await get("/");
    checks.push(
      check(
        "telefone trocado, 10 s sem tráfego: o primeiro visitante pelo nginx já vê o telefone novo",
        warm.cache === "HIT" && first.body.includes("91234-5678") && (oldPhone === null || !first.body.includes(oldPhone.replace(/^\(\d+\)\s*/, ""))),
        `antes: ${warm.cache}; primeiro pedido depois: ${first.cache || "-"}, ${first.body.includes("91234-5678") ? "telefone novo" : "telefone antigo"}`,
      ),
    );
    const next = await get("/");
    checks.push(check("o pedido seguinte volta a vir do cache do nginx", next.cache === "HIT", next.cache || "-"));

    // 32 concurrent 404s from one address (nothing to cache): 429 with Retry-After beyond the
    // bounds (nginx's limit_conn, then the site's per-client limit behind it), while a visitor at
    // another address gets its answer.
    const [flood, neighbour] = await Promise.all([floodAtOnce("127.0.0.1", 32), fromAddress("127.0.0.2", "/nao-existe-outro-visitante", 50)]);
    const refused = flood.filter((a) => a.status === 429);
    const served = flood.filter((a) => a.status === 404);
    // deploy/nginx/cache.conf lets 24 requests of one address in at once; the site queues or refuses beyond its own bound.
    const nginxAtOnce = 24;
    checks.push(
      check(
        "32 pedidos de 404 ao mesmo tempo de um endereço: 429 com Retry-After além do limite por cliente, e outro endereço é atendido",
        refused.length >= 32 - nginxAtOnce && refused.length + served.length === 32 && refused.every((a) => a.retryAfter === "5") && neighbour.status === 404,
        `${refused.length} × 429 (Retry-After ${[...new Set(refused.map((a) => a.retryAfter))].join("/")}), ${served.length} × 404; o outro endereço: ${neighbour.status}`,
      ),
    );

    // Hits per second: nginx's cache against the same bytes as a static file.
    const bytes = await (await fetch(`${ORIGIN}/`, { headers: { "Accept-Encoding": "identity" } })).arrayBuffer();
    fs.mkdirSync(path.join(dir, "static"), { recursive: true });
    fs.writeFileSync(path.join(dir, "static", "index.html"), Buffer.from(bytes));
    const rate = async (url: string) => (await autocannon({ url, connections: 20, duration: 3 })).requests.average; // no Accept-Encoding: the identity bytes
    // Interleaved, best of three each: on a shared machine one 5 s window can lose half its CPU to
    // another process, which says nothing about nginx.
    const cachedRuns: number[] = [];
    const staticRuns: number[] = [];
    for (let i = 0; i < 3; i++) {
      cachedRuns.push(await rate(`${ORIGIN}/`));
      staticRuns.push(await rate(`http://127.0.0.1:${STATIC_PORT}/index.html`));
    }
    const cached = Math.max(...cachedRuns);
    const staticRate = Math.max(...staticRuns);
    checks.push(
      check(
        "pedidos por segundo pelo cache do nginx, comparados ao nginx servindo os mesmos bytes como arquivo",
        cached > 0 && staticRate > 0 && cached >= 0.9 * staticRate,
        `cache do nginx: ${cached.toFixed(0)}/s; arquivo estático: ${staticRate.toFixed(0)}/s (${((cached / staticRate) * 100).toFixed(0)} %), ${bytes.byteLength} bytes, 20 conexões, melhor de 3 janelas de 3 s alternadas (cache ${cachedRuns.map((r) => r.toFixed(0)).join("/")}, estático ${staticRuns.map((r) => r.toFixed(0)).join("/")})`,
      ),
    );

    const cookieHits = seen.filter((s) => s.setsCookie && s.cache === "HIT");
    checks.push(
      check(
        "nenhuma resposta que grava cookie veio do cache",
        cookieHits.length === 0 && seen.some((s) => s.setsCookie),
        `${seen.filter((s) => s.setsCookie).length} respostas com Set-Cookie, ${cookieHits.length} do cache`,
      ),
    );
  } finally {
    proxy.kill("SIGTERM");
    await new Promise((r) => proxy.once("exit", r));
    // SIGTERM makes the server write the views it holds in memory (docs/architecture.md "Leads: clicks, codes and visits").
    await server.stop();
  }
  const db = new Database(dbFile, { readonly: true });
  const views = (db.prepare("SELECT coalesce(sum(views), 0) AS n FROM daily_page_views WHERE path = '/'").get() as { n: number }).n;
  const clickRows = db.prepare("SELECT channel, count(*) AS n, count(DISTINCT code) AS codes FROM contact_clicks GROUP BY channel ORDER BY channel").all();
  db.close();
  checks.push(check("todas as visitas da página inicial foram contadas no banco", views === 25, `${views} visitas de / gravadas (esperadas 25)`));
  checks.push(
    check(
      "todos os cliques foram gravados no banco, com códigos únicos",
      JSON.stringify(clickRows) ===
        JSON.stringify([
          // A call gets its reference code like a WhatsApp click (docs/product.md, calls that count).
          { channel: "telefone", n: 2, codes: 2 },
          { channel: "whatsapp", n: 40, codes: 40 },
        ]),
      JSON.stringify(clickRows),
    ),
  );
  fs.rmSync(dir, { recursive: true, force: true });
  return checks;
}

let checks: Check[];
try {
  checks = await main();
} catch (error) {
  checks = [check("execução", false, error instanceof Error ? (error.stack ?? error.message) : String(error))];
}
for (const c of checks) console.log(`${c.ok ? "✓" : "✗"} ${c.name}\n    ${c.detail}`);
const failed = checks.filter((c) => !c.ok).length;
// Counted in CI's final line beside the fault scripts (scripts/test-summary.mjs reads faults*.json).
fs.mkdirSync(path.join(ROOT, "test-results"), { recursive: true });
fs.writeFileSync(
  path.join(ROOT, "test-results", "faults-proxy.json"),
  `${JSON.stringify({ numPassedTests: checks.length - failed, numFailedTests: failed, checks }, null, 2)}\n`,
);
console.log(`${checks.length - failed} passed, ${failed} failed`);
process.exitCode = failed === 0 ? 0 : 1;
