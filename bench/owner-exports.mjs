// "The owner exports while visitors browse" (docs/performance.md "Leads dashboard and exports"):
// a server with a month of click flood (150,000 suspect clicks) and 36,000 counted clicks, visitors
// loading a cached page and an uncached one with autocannon, first alone and then while the
// signed-in owner opens the 30-day dashboard and downloads the 30-day click exports, again and again.
// Prints the visitors' p50/p99 both ways, the owner's timings and the server's peak RSS.
import autocannon from "autocannon";
import path from "node:path";
import { BENCH_ADMIN, signInCookie } from "./admin-panel.mjs";
import { seedClicks } from "./click-seed.mjs";
import { startServer, tempDataDir } from "./server-process.mjs";
import fs from "node:fs";

export const OWNER_SEED = { suspect: 150_000, counted: 36_000 };
/** Cached: an anonymous page the page cache holds. Uncached: the same page with a cookie, which always goes to Remix (docs/performance.md). */
/** The visitors the owner scenarios load: a cached page, and the same page always rendered (a cookie). */
export const VISITORS = { cached: { path: "/motores", connections: 10 }, uncached: { path: "/motores", connections: 2, cookie: "visitante=1" } };

let visitor = 0;
/**
 * @param {string} base
 * @param {{ path: string, connections: number, cookie?: string }} visitors
 * @param {number} seconds
 * Visitors are other people than the owner: each request comes from an address of its own
 * (X-Forwarded-For, the server trusting one proxy hop), so none waits behind the owner's long
 * requests in the per-client bound (docs/operations.md "Limits"), which is per address.
 */
export function loadVisitors(base, { path: p, connections, cookie }, seconds) {
  return autocannon({
    url: base + p,
    connections,
    duration: seconds,
    timeout: 20,
    headers: cookie ? { cookie } : {},
    requests: [
      {
        setupRequest: (req) => {
          const n = ++visitor;
          return { ...req, headers: { ...req.headers, "x-forwarded-for": `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` } };
        },
      },
    ],
  });
}

/** Reads a response to its end counting lines, without keeping it; its status, lines, bytes and milliseconds. */
async function timedDownload(url, cookie) {
  const start = performance.now();
  const res = await fetch(url, { headers: { Cookie: cookie }, redirect: "manual" });
  let lines = 0;
  let bytes = 0;
  for await (const chunk of res.body) {
    bytes += chunk.length;
    for (let i = 0; i < chunk.length; i++) if (chunk[i] === 10) lines++;
  }
  return { status: res.status, lines, bytes, ms: performance.now() - start };
}

/**
 * A production server for the owner's benches, signed-in admin from the environment, behind a
 * trusted proxy (the visitors' own X-Forwarded-For), on its own database, with its memory peak
 * (VmHWM) read every 250 ms: a server that dies (heap limit) has no /proc entry left at the end.
 * @param {string} label @param {number} port
 */
export async function startOwnerServer(label, port) {
  const dataDir = tempDataDir(label);
  const dbFile = path.join(dataDir, "site.db");
  const server = await startServer({ port, dbFile, env: { ADMIN_EMAIL: BENCH_ADMIN.email, ADMIN_PASSWORD: BENCH_ADMIN.password, TRUST_PROXY: "1" } });
  let rssPeak = 0;
  const read = () => {
    const mb = server.peakRssMb();
    if (Number.isFinite(mb)) rssPeak = Math.max(rssPeak, mb);
    return rssPeak;
  };
  const rssWatch = setInterval(read, 250);
  return {
    server,
    dbFile,
    /** The highest VmHWM seen so far, read once more now. */
    rssPeak: read,
    async stop() {
      clearInterval(rssWatch);
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * @param {{ port: number, seconds: number }} options
 */
export async function measureOwnerExports({ port, seconds }) {
  const owned = await startOwnerServer("bench-owner", port);
  const { server, dbFile } = owned;
  try {
    const seedStart = performance.now();
    seedClicks(dbFile, OWNER_SEED);
    const seedMs = performance.now() - seedStart;
    const cookie = await signInCookie(server.url);
    // Warm both paths (the page cache, the admin's first render) before measuring.
    await fetch(server.url + VISITORS.cached.path).then((r) => r.arrayBuffer());
    await fetch(`${server.url}/admin/leads`, { headers: { Cookie: cookie } }).then((r) => r.arrayBuffer());

    const alone = await Promise.all([loadVisitors(server.url, VISITORS.cached, seconds), loadVisitors(server.url, VISITORS.uncached, seconds)]);
    const rssAlone = server.peakRssMb();
    process.stderr.write(`  dono: visitantes sozinhos medidos (VmHWM ${rssAlone.toFixed(1)} MB)\n`);

    const exports = [];
    const dashboards = [];
    const failures = [];
    let busy = true;
    const owner = (async () => {
      while (busy) {
        try {
          dashboards.push(await timedDownload(`${server.url}/admin/leads?periodo=30`, cookie));
          for (const table of ["cliques", "suspeitos"]) {
            if (!busy) break;
            const r = await timedDownload(`${server.url}/admin/leads/exportar?tabela=${table}`, cookie);
            // An export the server does not have (a version before "suspeitos") answers 400: skipped.
            if (r.status !== 400) exports.push({ table, ...r });
          }
        } catch (error) {
          // The server died or dropped the download: said in the report, and the owner stops.
          failures.push(error instanceof Error ? error.message : String(error));
          break;
        }
      }
    })();
    const during = await Promise.all([loadVisitors(server.url, VISITORS.cached, seconds), loadVisitors(server.url, VISITORS.uncached, seconds)]);
    busy = false;
    await owner;
    const healthy = await fetch(`${server.url}/healthz`)
      .then((r) => r.ok)
      .catch(() => false);
    return { seedMs, alone, during, exports, dashboards, failures, rssAlone, rssPeak: owned.rssPeak(), alive: healthy, log: server.log() };
  } finally {
    await owned.stop();
  }
}

export const num = (v, d = 0) => (Number.isFinite(v) ? v.toFixed(d) : "-");

/** The visitors' lines of an owner scenario: each page without and with the owner's work (`max`: with the slowest request). */
export function printVisitorLines(r, { max = false } = {}) {
  for (const [name, key] of [
    [`página em cache ${VISITORS.cached.path}, ${VISITORS.cached.connections} conexões`, 0],
    [`página sem cache ${VISITORS.uncached.path} (com cookie), ${VISITORS.uncached.connections} conexões`, 1],
  ]) {
    for (const [when, res] of [
      ["sem o dono", r.alone[key]],
      ["com o dono ", r.during[key]],
    ])
      console.log(
        `  ${name.padEnd(58)}${when}: p50 ${num(res.latency.p50, 1).padStart(7)} ms  p99 ${num(res.latency.p99, 1).padStart(7)} ms  ${max ? `máx. ${num(res.latency.max, 0).padStart(6)} ms  ` : ""}${num(res.requests.average).padStart(6)} req/s  erros ${res.errors + res.timeouts + res.non2xx}`,
      );
  }
}
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.floor((s.length - 1) / 2)] : NaN;
};

/** The scenario's lines of the bench report. */
export function printOwnerExports(r, seconds) {
  console.log(
    `\nO dono exporta enquanto visitantes navegam: ${OWNER_SEED.suspect.toLocaleString("pt-BR")} cliques suspeitos + ${OWNER_SEED.counted.toLocaleString("pt-BR")} contados em 30 dias (gravados em ${num(r.seedMs / 1000, 1)} s), ${seconds} s por medição:`,
  );
  printVisitorLines(r);
  for (const table of ["cliques", "suspeitos"]) {
    const runs = r.exports.filter((e) => e.table === table);
    if (runs.length === 0) continue;
    console.log(
      `  exportação de 30 dias "${table}": ${runs.length} download(s), status ${[...new Set(runs.map((e) => e.status))].join("/")}, ${runs[0].lines - 1} linhas, ${num(runs[0].bytes / 2 ** 20, 1)} MB, mediana ${num(median(runs.map((e) => e.ms)))} ms (pior ${num(Math.max(...runs.map((e) => e.ms)))} ms)`,
    );
  }
  if (r.dashboards.length > 0)
    console.log(
      `  painel /admin/leads de 30 dias: ${r.dashboards.length} aberturas, status ${[...new Set(r.dashboards.map((d) => d.status))].join("/")}, mediana ${num(median(r.dashboards.map((d) => d.ms)))} ms (pior ${num(Math.max(...r.dashboards.map((d) => d.ms)))} ms)`,
    );
  console.log(
    `  pico de memória (VmHWM) do servidor: ${num(r.rssAlone, 1)} MB só com visitantes, ${num(r.rssPeak, 1)} MB com o dono; servidor ${r.alive ? "vivo" : "MORTO"} ao fim`,
  );
  if (r.failures.length > 0) console.log(`  downloads do dono interrompidos: ${r.failures.join("; ")}`);
  if (!r.alive || r.failures.length > 0) console.log(r.log.slice(-2000));
}
