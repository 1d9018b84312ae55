// (h) "Gerar 50" while visitors browse (docs/performance.md "The owner works while visitors
// browse", decision 0046): a site with 160 generated pages (the generator's own text, as the generators would
// have written them), the signed-in owner runs "Gerar 50 Páginas Internas" while a cached page is
// under load. Each page of the run is measured against every page in the judge's worker thread,
// then generated and saved in its own slice (app/server/generated-pages/batches.server.ts): the
// cached page's p99 stays under 200 ms.
import path from "node:path";
import autocannon from "autocannon";
import Database from "better-sqlite3";
import { BENCH_ADMIN, followToolRun, signInCookie } from "../../bench/admin-panel.mjs";
import { seedGeneratedPages } from "../../bench/generated-seed";
import { CONTAINER_MEMORY_MB, startServer, tempDataDir } from "../../bench/server-process.mjs";
import type { Check } from "./lib";

const PRESENT = 160;
/** The issue's bound for visitors' cached pages while the owner works. */
const CACHED_P99_MS = 200;

export async function generateUnderLoad({ port }: { port: number }): Promise<Check[]> {
  const dir = tempDataDir("generate");
  const dbFile = path.join(dir, "site.db");
  const server = await startServer({ port, dbFile, env: { ADMIN_EMAIL: BENCH_ADMIN.email, ADMIN_PASSWORD: BENCH_ADMIN.password } });
  try {
    seedGeneratedPages(dbFile, PRESENT);
    const cookie = await signInCookie(server.url);
    // The panel's load starts reading the built-in pages (warmQualityJudge), as the owner's visit does.
    await fetch(`${server.url}/admin/painel`, { headers: { Cookie: cookie } }).then((r) => r.arrayBuffer());
    await fetch(`${server.url}/motores`).then((r) => r.arrayBuffer());
    const visitors = autocannon({ url: `${server.url}/motores`, connections: 10, duration: 1_000, timeout: 10 });
    const started = performance.now();
    const res = await fetch(`${server.url}/admin/painel`, {
      method: "POST",
      redirect: "manual",
      headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded", Origin: server.url, Referer: `${server.url}/admin/painel` },
      body: new URLSearchParams({ intent: "generate-50" }).toString(),
    });
    await res.arrayBuffer();
    // Answered at once with the run's progress page; the owner's browser follows it to the end.
    const followed = await followToolRun(server.url, cookie, res, started);
    const ownerMs = followed.ms;
    (visitors as unknown as { stop(): void }).stop();
    const load = await visitors;
    // The longest the event loop was held since the server started (prom-client's default metrics, /metrics on loopback).
    const lagMax = await fetch(`${server.url}/metrics`)
      .then((r) => r.text())
      .then((text) => Number(/^site_nodejs_eventloop_lag_max_seconds (\S+)$/m.exec(text)?.[1] ?? NaN) * 1000);
    const db = new Database(dbFile, { readonly: true });
    const total = (db.prepare("SELECT count(*) AS n FROM generated_pages").get() as { n: number }).n;
    db.close();
    const errors = load.errors + load.timeouts + load.non2xx;
    // The worker thread's heap is the process's too (VmHWM counts every thread).
    const peakRss = server.peakRssMb();
    return [
      {
        name: `gerar 50 com ${PRESENT} páginas geradas: a página em cache responde aos visitantes (p99 < ${CACHED_P99_MS} ms, sem erros) e o servidor fica abaixo de ${CONTAINER_MEMORY_MB} MB`,
        ok:
          res.status === 303 &&
          followed.ended === "/admin/painel" &&
          total > PRESENT &&
          load.latency.p99 < CACHED_P99_MS &&
          errors === 0 &&
          peakRss < CONTAINER_MEMORY_MB,
        detail: `"Gerar 50" ${res.status}, fim em ${(ownerMs / 1000).toFixed(1)} s (${followed.reads} leituras da página de progresso, terminou em ${followed.ended}), ${total - PRESENT} páginas novas; visitantes: ${load.requests.total} pedidos, p50 ${load.latency.p50} ms, p99 ${load.latency.p99} ms, máx. ${load.latency.max} ms, erros ${errors}; maior atraso do laço de eventos ${lagMax.toFixed(0)} ms; pico de memória do servidor ${peakRss.toFixed(0)} MB`,
      },
    ];
  } finally {
    await server.stop();
  }
}
