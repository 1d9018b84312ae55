// (d) Hostile traffic that costs the server memory or time (issue "Hostile requests"):
// slow request bodies must not stall pages that need rendering; distinct unknown paths must
// not grow not_found_log past its cap; distinct tracking query strings must not grow memory.
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import autocannon from "autocannon";
import { startServer, tempDataDir } from "../../bench/server-process.mjs";
import { LIMITS } from "../../app/lib/limits";
import { openChecked, sleep, type Check } from "./lib";

/** Current resident set size of a process, in MB. */
function rssMb(pid: number | undefined): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]) / 1024;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/**
 * A POST /admin/login that declares `length` bytes and sends one a second; resolves with
 * the status the server answered (or 0 if it only closed the connection).
 */
function slowBody(port: number, origin: string, length: number): Promise<number> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    let answer = "";
    let timer: NodeJS.Timeout | undefined;
    socket.on("connect", () => {
      socket.write(
        `POST /admin/login HTTP/1.1\r\nHost: ${new URL(origin).host}\r\nOrigin: ${origin}\r\n` +
          `Content-Type: application/x-www-form-urlencoded\r\nContent-Length: ${length}\r\n\r\n`,
      );
      timer = setInterval(() => socket.write("a"), 1000);
    });
    socket.on("data", (d) => (answer += d.toString("latin1")));
    socket.on("error", () => undefined);
    socket.on("close", () => {
      clearInterval(timer);
      resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0));
    });
  });
}

async function slowBodies(port: number): Promise<Check> {
  const dir = tempDataDir("slow");
  const server = await startServer({ port, dbFile: path.join(dir, "site.db") });
  try {
    const slow: Promise<number>[] = [];
    const latencies: number[] = [];
    const until = Date.now() + 15_000;
    let next = 0;
    while (Date.now() < until) {
      // Sixty slow bodies in the first six seconds, ten a second, each trickling 1 byte/s.
      while (slow.length < 60 && next <= Date.now()) {
        slow.push(slowBody(port, server.url, 500));
        next = Date.now() + 100;
      }
      const started = performance.now();
      const res = await fetch(`${server.url}/admin/login`);
      await res.arrayBuffer();
      latencies.push(performance.now() - started);
      await sleep(50);
    }
    const statuses = await Promise.all(slow);
    const p99 = percentile(latencies, 99);
    const timedOut = statuses.filter((s) => s === 408).length;
    return {
      name: "corpos lentos: GET /admin/login fica abaixo de 1 s (p99) com 60 corpos chegando a 1 byte/s",
      ok: p99 < 1000 && timedOut === statuses.length,
      detail: `${latencies.length} GETs: p50 ${percentile(latencies, 50).toFixed(0)} ms, p99 ${p99.toFixed(0)} ms, máx ${Math.max(...latencies).toFixed(0)} ms; ${timedOut}/${statuses.length} corpos lentos receberam 408 em ${LIMITS.bodyReadTimeoutMs / 1000} s`,
    };
  } finally {
    await server.stop();
  }
}

/** `amount` GETs at 20 connections, the i-th to `pathFor(i)`. */
function distinctGets(url: string, amount: number, pathFor: (i: number) => string) {
  let n = 0;
  return autocannon({
    url,
    connections: 20,
    amount,
    timeout: 30,
    requests: [{ method: "GET", path: "/", setupRequest: (req: { path: string }) => ({ ...req, path: pathFor(n++) }) }],
  });
}

async function notFoundFlood(port: number): Promise<Check> {
  const dir = tempDataDir("404");
  const dbFile = path.join(dir, "site.db");
  // The row cap is measured here, not the per-client limit (tests/integration/client-limit.test.ts): it is off.
  const server = await startServer({ port, dbFile, env: { CLIENT_REQUESTS_AT_ONCE: "0" } });
  // Every 404 is rendered (~15–40 ms here); 3,000 keep the script short and still cross the cap.
  const amount = Number(process.env.FAULTS_404_PATHS || 3_000);
  try {
    const result = await distinctGets(server.url, amount, (i) => `/nao-existe-${i}`);
    await sleep(500); // the log writes what is pending right away, or 200 ms later when busy
    const db = openChecked(dbFile);
    const rows = db.prepare("SELECT count(*) FROM not_found_log").pluck().get() as number;
    db.close();
    const statuses = Object.entries(result.statusCodeStats)
      .map(([s, v]) => `${s}×${v.count}`)
      .join(", ");
    return {
      name: `404 distintos: ${amount} caminhos deixam no máximo ${LIMITS.notFoundLogMaxRows} linhas em not_found_log`,
      ok: rows <= LIMITS.notFoundLogMaxRows && result.errors === 0 && (result.statusCodeStats["404"]?.count ?? 0) === amount,
      detail: `${rows} linhas; respostas ${statuses}; erros ${result.errors}; ${result.requests.average.toFixed(0)} req/s`,
    };
  } finally {
    await server.stop();
  }
}

/** Allowed growth of RSS beyond the page cache's own budget (V8 heap and allocator slack). */
export const RSS_OVERHEAD_MB = 64;

async function trackingQueries(port: number): Promise<Check> {
  const dir = tempDataDir("utm");
  const cacheMb = 32;
  const server = await startServer({ port, dbFile: path.join(dir, "site.db"), env: { HTML_CACHE_MB: String(cacheMb) } });
  const pages = ["/", "/motores", "/cidades/moema", "/garantia", "/portao-nao-abre"];
  try {
    // Warm up: every page rendered and cached, allocator and JIT settled.
    await autocannon({ url: server.url, connections: 10, amount: 500, requests: pages.map((p) => ({ method: "GET", path: p })) });
    const before = rssMb(server.pid);
    const amount = 5_000;
    const result = await distinctGets(server.url, amount, (i) => {
      const param = ["utm_source", "utm_campaign", "gclid", "fbclid", "utm_x"][i % 5];
      return `${pages[i % pages.length]}?${param}=${i}-${"x".repeat(i % 200)}`;
    });
    const after = rssMb(server.pid);
    const budget = before + cacheMb + RSS_OVERHEAD_MB;
    return {
      name: `${amount} query strings de rastreamento distintas: RSS dentro de antes + HTML_CACHE_MB (${cacheMb}) + ${RSS_OVERHEAD_MB} MB`,
      ok: after <= budget && result.errors === 0 && (result.statusCodeStats["200"]?.count ?? 0) === amount,
      detail: `RSS ${before.toFixed(0)} MB → ${after.toFixed(0)} MB (limite ${budget.toFixed(0)} MB, pico ${server.peakRssMb().toFixed(0)} MB); ${result.requests.average.toFixed(0)} req/s, erros ${result.errors}`,
    };
  } finally {
    await server.stop();
  }
}

export async function hostileTraffic({ port }: { port: number }): Promise<Check[]> {
  const checks: Check[] = [];
  for (const run of [slowBodies, notFoundFlood, trackingQueries]) checks.push(await run(port));
  return checks;
}
