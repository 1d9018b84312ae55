// (f) A month of click flood exported while visitors browse (docs/performance.md "Leads dashboard and
// exports"): 150,000 suspect and 36,000 counted clicks, the owner downloads both 30-day exports and
// opens the 30-day dashboard under `npm start`'s heap flag while a cached page is under load. The
// server must survive, every row must arrive, and its memory must stay under the stated cap.
import path from "node:path";
import { BENCH_ADMIN, signInCookie } from "../../bench/admin-panel.mjs";
import { seedClicks } from "../../bench/click-seed.mjs";
import { loadVisitors } from "../../bench/owner-exports.mjs";
import { startServer, tempDataDir } from "../../bench/server-process.mjs";
import type { Check } from "./lib";

const SEED = { suspect: 150_000, counted: 36_000 };
/** docs/performance.md "Benchmark, audits and fault tests": the server's peak RSS stays under 250 MB. */
const RSS_CAP_MB = 250;
/** The issue's bound for visitors' cached pages while the owner works. */
const CACHED_P99_MS = 200;
/** A page rendered for each visitor (a cookie skips the page cache) may slow down while the owner exports, at most this many times its idle median. */
const UNCACHED_SLOWDOWN = 3;
const UNCACHED = { path: "/motores", connections: 2, cookie: "visitante=1" };

/** Downloads an export to its end, counting lines without keeping it. */
async function download(url: string, cookie: string): Promise<{ status: number; lines: number; error: string | null }> {
  try {
    const res = await fetch(url, { headers: { Cookie: cookie } });
    let lines = 0;
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) for (const byte of chunk) if (byte === 10) lines++;
    return { status: res.status, lines, error: null };
  } catch (error) {
    return { status: 0, lines: 0, error: error instanceof Error ? error.message : String(error) };
  }
}

export async function exportUnderLoad({ port }: { port: number }): Promise<Check[]> {
  const dir = tempDataDir("export");
  const dbFile = path.join(dir, "site.db");
  // Visitors come from addresses of their own (X-Forwarded-For through one trusted hop), as people other than the owner do.
  const server = await startServer({ port, dbFile, env: { ADMIN_EMAIL: BENCH_ADMIN.email, ADMIN_PASSWORD: BENCH_ADMIN.password, TRUST_PROXY: "1" } });
  const checks: Check[] = [];
  try {
    seedClicks(dbFile, SEED);
    const cookie = await signInCookie(server.url);
    await fetch(`${server.url}/motores`).then((r) => r.arrayBuffer());
    const idle = await loadVisitors(server.url, UNCACHED, 5);
    const visitors = loadVisitors(server.url, { path: "/motores", connections: 10 }, 1_000);
    const rendered = loadVisitors(server.url, UNCACHED, 1_000);
    const owner = (async () => {
      const suspects = await download(`${server.url}/admin/leads/exportar?tabela=suspeitos`, cookie);
      const counted = await download(`${server.url}/admin/leads/exportar?tabela=cliques`, cookie);
      const dashboard = await fetch(`${server.url}/admin/leads?periodo=30`, { headers: { Cookie: cookie } }).then(
        async (r) => ({ status: r.status, html: await r.text() }),
        (error: unknown) => ({ status: 0, html: String(error) }),
      );
      return { suspects, counted, dashboard };
    })();
    const done = await owner;
    (visitors as unknown as { stop(): void }).stop();
    (rendered as unknown as { stop(): void }).stop();
    const load = await visitors;
    const busy = await rendered;
    const alive = await fetch(`${server.url}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    const rss = server.peakRssMb();
    checks.push({
      name: "export: 150.000 cliques suspeitos exportados por completo, servidor vivo",
      ok: alive && done.suspects.status === 200 && done.suspects.lines === SEED.suspect + 1,
      detail: `status ${done.suspects.status}, ${done.suspects.lines - 1} linhas de ${SEED.suspect}${done.suspects.error ? `, erro ${done.suspects.error}` : ""}; /healthz ${alive ? "200" : "sem resposta"}`,
    });
    checks.push({
      name: "export: cliques contados exportados por completo, e o painel de 30 dias abre",
      ok: done.counted.status === 200 && done.counted.lines === SEED.counted + 1 && done.dashboard.status === 200,
      detail: `status ${done.counted.status}, ${done.counted.lines - 1} linhas de ${SEED.counted}; painel ${done.dashboard.status}`,
    });
    checks.push({
      name: `export: pico de memória do servidor abaixo de ${RSS_CAP_MB} MB (com as opções de npm start)`,
      ok: rss < RSS_CAP_MB,
      detail: `VmHWM ${rss.toFixed(1)} MB`,
    });
    const errors = load.errors + load.timeouts + load.non2xx;
    checks.push({
      name: `export: a página em cache responde aos visitantes durante as exportações (p99 < ${CACHED_P99_MS} ms, sem erros)`,
      ok: load.latency.p99 < CACHED_P99_MS && errors === 0,
      detail: `${load.requests.total} pedidos, p50 ${load.latency.p50} ms, p99 ${load.latency.p99} ms, erros ${errors}`,
    });
    const busyErrors = busy.errors + busy.timeouts + busy.non2xx;
    const idleP50 = Math.max(idle.latency.p50, 1);
    checks.push({
      name: `export: uma página renderizada para cada visitante fica no máximo ${UNCACHED_SLOWDOWN}× mais lenta durante as exportações (mediana), sem erros`,
      ok: busy.latency.p50 <= UNCACHED_SLOWDOWN * idleP50 && busyErrors === 0,
      detail: `sem o dono p50 ${idle.latency.p50} ms, p99 ${idle.latency.p99} ms; exportando p50 ${busy.latency.p50} ms, p99 ${busy.latency.p99} ms, ${busy.requests.total} pedidos, erros ${busyErrors}`,
    });
  } finally {
    await server.stop();
  }
  return checks;
}
