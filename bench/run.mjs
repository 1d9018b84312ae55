// npm run bench — requests/s and latency of the production server against a minimal
// static server holding the same HTML, per page, at 1 and 50 connections (docs/performance.md "Benchmark, audits and fault tests").
// BENCH_DURATION (seconds per run, default 5), BENCH_PORT (default 3811; the static
// server uses the next port), BENCH_ONLY (comma-separated paths to measure; "/contato" for the counted
// contact endpoints, "/admin/leads" for the owner's exports while visitors browse, "dono" for the
// owner's exports, "Gerar 50", photos and preview while visitors browse), BUILD_DIR,
// BENCH_OWNER_PORT (the owner scenario's server; default BENCH_PORT + 3), BENCH_OWNER_SECONDS (default 20).
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import Database from "better-sqlite3";
import { GENERATED_PAGE, createGeneratedPage, firstPostSlug, publicPages } from "./pages.mjs";
import { BENCH_ADMIN, PANEL_PAGES, PANEL_TARGET_P95_MS, seedPanelPages, signInCookie, timeRequests } from "./admin-panel.mjs";
import { ROOT, ensureBuild, startServer, tempDataDir } from "./server-process.mjs";
import { VERDICT_SAVE_TARGET_MS, measurePagePublishes, measureVerdictSaves } from "./verdict-save.mjs";
import { measureOwnerExports, printOwnerExports } from "./owner-exports.mjs";
import { measureOwnerWorks, printOwnerWorks } from "./owner-works.mjs";

const DURATION = Number(process.env.BENCH_DURATION || 5);
const PORT = Number(process.env.BENCH_PORT || 3811);
const STATIC_PORT = PORT + 1;
const CONNECTIONS = [1, 50];
const TARGET = { ratio: 0.5, p99Ms: 50, rssMb: 250, clickAddedP99Ms: 5 };
const CONTACT_CONNECTIONS = 50;
const ONLY = process.env.BENCH_ONLY ? process.env.BENCH_ONLY.split(",") : null;

function measure(url, connections) {
  return autocannon({ url, connections, duration: DURATION, timeout: 10 });
}

/**
 * Pairs of click runs, and requests per run. Each pair has a server of its own with an empty
 * database, so its visitors' clicks (warm-up included) stay under the daily cap
 * (LEADS_LIMITS.maxClicksPerDay, 10,000) and every one of them is written.
 */
const CLICK_PAIRS = 9;
const CLICKS_PER_RUN = 8_000;
const WARM_UP = { crawler: 2_000, human: 1_000 };
const CLICK_PORT = PORT + 2;

const humanAgent = (n) => `Mozilla/5.0 (bench ${n}) Chrome/130.0`;
const crawlerAgent = (n) => `Mozilla/5.0 (compatible; Googlebot/2.1; +bench ${n})`;

const agents = { crawler: crawlerAgent, human: humanAgent };

/**
 * The address of the n-th visitor, each in a /24 of its own: visitors come from many networks,
 * so none is past its source's budget (LEADS_LIMITS, decision 0023). The click servers trust one
 * proxy hop (TRUST_PROXY=1) and read it from X-Forwarded-For.
 */
const visitorAddress = (n) => `10.${(n >> 8) & 255}.${n & 255}.${1 + ((n >> 16) & 127)}`;

let agentNumber = 0;
/** `connections` connections for `limit` ({ duration } or { amount }), each request with a User-Agent and an address never sent before (a new visitor). */
function runWithAgents(url, agent, limit) {
  return autocannon({
    url,
    connections: CONTACT_CONNECTIONS,
    ...limit,
    timeout: 10,
    requests: [
      {
        setupRequest: (req) => {
          const n = ++agentNumber;
          return { ...req, headers: { ...req.headers, "user-agent": agent(n), "x-forwarded-for": visitorAddress(n) } };
        },
      },
    ],
  });
}

/**
 * The counted contact redirect against the same redirect asked by a crawler (answered the same
 * way but not counted, so nothing is written: what counting adds is the difference). A pair is
 * a crawler's run and a visitors' run of equal request counts on a fresh server; the figure is
 * the median of the pairs' differences, since one run's p99 on a shared machine moves by
 * several milliseconds. The database is read afterwards to show that every visitor's click was written.
 */
async function measureClickPairs() {
  const click = "/contato/whatsapp?de=/cidades/guarulhos&local=destaque&msg=local&sobre=guarulhos";
  // Clicks wait in memory at most a second (LEADS_LIMITS.clickFlushMs) before they are written:
  // every run starts after the last one's clicks were, so no run pays for another's.
  const settled = () => new Promise((resolve) => setTimeout(resolve, 1_500));
  const pairs = [];
  for (let i = 0; i < CLICK_PAIRS; i++) {
    const dbFile = path.join(tempDataDir("bench-clicks"), "site.db");
    const server = await startServer({ port: CLICK_PORT, dbFile, env: { TRUST_PROXY: "1" } });
    try {
      const measured = async (agent) => {
        const result = await runWithAgents(server.url + click, agent, { amount: CLICKS_PER_RUN });
        await settled();
        return result;
      };
      // Warm-up of both paths, so neither run pays for the compiler: the crawler's, then
      // visitors' clicks (counted against the daily cap, and checked below as written).
      await runWithAgents(server.url + click, crawlerAgent, { amount: WARM_UP.crawler });
      await runWithAgents(server.url + click, humanAgent, { amount: WARM_UP.human });
      await settled();
      // The order alternates between pairs, so neither kind always runs first.
      const order = i % 2 === 0 ? ["crawler", "human"] : ["human", "crawler"];
      const pair = { first: order[0] };
      for (const kind of order) pair[kind] = await measured(agents[kind]);
      pairs.push({ ...pair, written: countClicks(dbFile) - WARM_UP.human, peakRssMb: server.peakRssMb() });
    } finally {
      await server.stop();
      fs.rmSync(path.dirname(dbFile), { recursive: true, force: true });
    }
    process.stderr.write(`  cliques, par ${i + 1}: p99 robô ${pairs.at(-1).crawler.latency.p99} ms, visitantes ${pairs.at(-1).human.latency.p99} ms\n`);
  }
  return pairs;
}

/** For context: a redirect of the app that goes through Remix (a keyword page's other spelling, 301), and the view beacon. */
async function measureOtherContactEndpoints(base) {
  return [
    {
      name: "GET /PORTAO-NAO-ABRE (301, sem gravação)",
      redirects: true,
      result: await runWithAgents(base + "/PORTAO-NAO-ABRE", humanAgent, { duration: DURATION }),
    },
    {
      name: "GET /contato/visita (GIF, contagem em memória)",
      redirects: false,
      result: await runWithAgents(base + "/contato/visita?p=/cidades/guarulhos", humanAgent, { duration: DURATION }),
    },
  ];
}

function countClicks(dbFile) {
  const db = new Database(dbFile, { readonly: true });
  try {
    return db.prepare("SELECT count(*) FROM contact_clicks").pluck().get();
  } finally {
    db.close();
  }
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

async function startStaticServer(manifestFile) {
  const child = spawn(process.execPath, [path.join(ROOT, "bench/static-server.mjs"), String(STATIC_PORT), manifestFile], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise((resolve, reject) => {
    child.stdout.once("data", resolve);
    child.once("exit", (code) => reject(new Error(`servidor estático saiu (${code})`)));
  });
  return child;
}

const pad = (v, n) => String(v).padEnd(n);
const num = (v, d = 0) => (Number.isFinite(v) ? v.toFixed(d) : "-");

ensureBuild();
const dataDir = tempDataDir("bench");
const dbFile = path.join(dataDir, "site.db");
const server = await startServer({ port: PORT, dbFile, env: { ADMIN_EMAIL: BENCH_ADMIN.email, ADMIN_PASSWORD: BENCH_ADMIN.password } });
let staticServer;
try {
  const db = new Database(dbFile);
  db.pragma("busy_timeout = 5000");
  createGeneratedPage(db, GENERATED_PAGE);
  const pages = publicPages(firstPostSlug(db)).filter((p) => !ONLY || ONLY.includes(p.path));
  const W = Math.max(...pages.map((p) => p.path.length)) + 2;
  db.close();

  // The exact bytes each page answers now, for the static server.
  const manifest = {};
  for (const page of pages) {
    const res = await fetch(server.url + page.path, { redirect: "manual" });
    page.status = res.status;
    page.bytes = Buffer.from(await res.arrayBuffer());
    const file = path.join(dataDir, `page-${pages.indexOf(page)}.html`);
    fs.writeFileSync(file, page.bytes);
    manifest[page.path] = [file, res.status];
  }
  fs.writeFileSync(path.join(dataDir, "manifest.json"), JSON.stringify(manifest));
  staticServer = await startStaticServer(path.join(dataDir, "manifest.json"));

  const rows = [];
  for (const page of pages) {
    for (const c of CONNECTIONS) {
      const ours = await measure(server.url + page.path, c);
      const yardstick = await measure(`http://127.0.0.1:${STATIC_PORT}${page.path}`, c);
      rows.push({ page, c, ours, yardstick });
      process.stderr.write(`  ${page.path} c=${c}: ${num(ours.requests.average)} req/s (estático ${num(yardstick.requests.average)})\n`);
    }
  }
  const contact = ONLY && !ONLY.includes("/contato") ? null : { others: await measureOtherContactEndpoints(server.url), pairs: await measureClickPairs() };

  // The admin's list with 10,000 pages (docs/product.md §6), after the public pages were measured.
  const panel = [];
  if (!ONLY || ONLY.includes("/admin/painel")) {
    seedPanelPages(dbFile);
    const cookie = await signInCookie(server.url);
    for (const [name, p] of [
      ["lista (1ª página)", "/admin/painel"],
      ["busca + ordem por título", "/admin/painel?busca=moema&ordem=titulo"],
      ["página 100, fora do índice", "/admin/painel?situacao=fora&pagina=100"],
    ]) {
      panel.push({ name, path: p, ...(await timeRequests(server.url + p, cookie)) });
      process.stderr.write(`  ${p}: p95 ${num(panel.at(-1).p95, 1)} ms\n`);
    }
  }
  // A save shows its verdict (docs/content-quality.md "Stored verdicts"), after the panel's figures.
  let verdictSaves = null;
  let pagePublishes = null;
  if (!ONLY || ONLY.includes("/admin/google")) {
    verdictSaves = await measureVerdictSaves(server.url, await signInCookie(server.url), dbFile);
    process.stderr.write(`  salvar → veredito: mediana ${num(verdictSaves.median)} ms\n`);
  }
  if (!ONLY || ONLY.includes("/admin/paginas")) {
    pagePublishes = await measurePagePublishes(server.url, await signInCookie(server.url), dbFile);
    process.stderr.write(`  publicar texto → veredito: mediana ${num(pagePublishes.median)} ms\n`);
  }
  // The owner exports a month of clicks and opens the dashboard while visitors browse (its own server).
  let owner = null;
  const ownerSeconds = Number(process.env.BENCH_OWNER_SECONDS || 20);
  if (!ONLY || ONLY.includes("/admin/leads")) {
    owner = await measureOwnerExports({ port: Number(process.env.BENCH_OWNER_PORT || PORT + 3), seconds: ownerSeconds });
    process.stderr.write(`  dono exportando: ${owner.exports.length} exportações, ${owner.dashboards.length} painéis\n`);
  }
  // The owner works (exports, "Gerar 50", 100-megapixel photos, a pathological preview) while visitors browse (its own server).
  let ownerWorks = null;
  if (!ONLY || ONLY.includes("dono")) {
    ownerWorks = await measureOwnerWorks({ port: Number(process.env.BENCH_OWNER_PORT || PORT + 3), seconds: ownerSeconds });
  }
  const rss = server.peakRssMb();

  const cpu = os.cpus();
  console.log(
    `\nMáquina: ${cpu[0]?.model ?? "?"} × ${cpu.length} núcleos, ${(os.totalmem() / 2 ** 30).toFixed(1)} GB, Node ${process.version}, ${os.platform()} ${os.release()}`,
  );
  console.log(`Duração por medição: ${DURATION} s; autocannon sem Accept-Encoding (corpo sem compressão nos dois servidores)\n`);
  const header = `${pad("página", 14)}${pad("caminho", W)}${pad("status", 7)}${pad("KB", 6)}${pad("conex.", 7)}${pad("nosso req/s", 12)}${pad("p50 ms", 8)}${pad("p99 ms", 8)}${pad("estát. req/s", 13)}${pad("estát. p99", 11)}${pad("razão", 7)}${pad("erros", 6)}meta (50 conex.: razão ≥ ${TARGET.ratio}, p99 < ${TARGET.p99Ms} ms)`;
  console.log(header);
  console.log("-".repeat(header.length));
  let allMet = true;
  for (const r of rows) {
    const ratio = r.ours.requests.average / r.yardstick.requests.average;
    const errors = r.ours.errors + r.ours.timeouts;
    let verdict = "";
    if (r.c === 50) {
      const met = ratio >= TARGET.ratio && r.ours.latency.p99 < TARGET.p99Ms && errors === 0 && r.page.status === 200;
      allMet &&= met;
      verdict = met ? "ok" : "NÃO ATINGIDA";
    }
    console.log(
      `${pad(r.page.name, 14)}${pad(r.page.path, W)}${pad(r.page.status, 7)}${pad(num(r.page.bytes.length / 1024), 6)}${pad(r.c, 7)}${pad(num(r.ours.requests.average), 12)}${pad(num(r.ours.latency.p50, 1), 8)}${pad(num(r.ours.latency.p99, 1), 8)}${pad(num(r.yardstick.requests.average), 13)}${pad(num(r.yardstick.latency.p99, 1), 11)}${pad(num(ratio, 2), 7)}${pad(errors, 6)}${verdict}`,
    );
  }
  if (contact) {
    console.log(
      `\nContatos contados (decision 0014), ${CONTACT_CONNECTIONS} conexões, cada pedido com um navegador diferente; cliques: ${CLICK_PAIRS} pares (robô e visitantes, em ordem alternada) de ${CLICKS_PER_RUN} pedidos, cada par num servidor novo, aquecido com ${WARM_UP.crawler} pedidos de robô e ${WARM_UP.human} de visitantes:`,
    );
    // A run of a fixed number of requests ends between autocannon's one-second samples, so its
    // requests/s are taken from the mean latency: connections ÷ mean (Little's law).
    const line = (name, r, errors, rate = r.requests.average) =>
      console.log(
        `  ${pad(name, 46)}${pad(`${num(rate)} req/s`, 14)}p50 ${pad(`${num(r.latency.p50, 1)} ms`, 10)}média ${pad(`${num(r.latency.mean, 1)} ms`, 10)}p99 ${pad(`${num(r.latency.p99, 1)} ms`, 10)}erros ${errors}`,
      );
    contact.pairs.forEach((pair, i) => {
      const runs = [
        [`GET /contato/whatsapp, robô (sem gravação) ${i + 1}`, pair.crawler],
        [`GET /contato/whatsapp, visitante (grava) ${i + 1}`, pair.human],
      ];
      for (const [name, r] of pair.first === "crawler" ? runs : runs.reverse())
        line(name, r, r.errors + r.timeouts, (CONTACT_CONNECTIONS * 1000) / r.latency.mean);
    });
    for (const r of contact.others) line(r.name, r.result, r.result.errors + r.result.timeouts + (r.redirects ? 0 : r.result.non2xx));
    // Each pair ran on one server within half a minute: its difference cancels what the machine
    // did meanwhile, and the median of the pairs' differences is the figure.
    const differences = contact.pairs.map((pair) => pair.human.latency.p99 - pair.crawler.latency.p99);
    const added = median(differences);
    const written = contact.pairs.map((pair) => pair.written);
    const allWritten = written.every((n) => n === CLICKS_PER_RUN);
    const met = added < TARGET.clickAddedP99Ms && allWritten;
    allMet &&= met;
    console.log(`  cliques gravados no banco, por par: ${written.join(", ")} de ${CLICKS_PER_RUN}${allWritten ? "" : " (DEVERIAM SER TODOS)"}`);
    console.log(
      `  p99 do clique contado − p99 do mesmo clique sem gravação (robô), por par: ${differences.map((d) => num(d, 1)).join(", ")} ms; mediana ${num(added, 1)} ms (meta < ${TARGET.clickAddedP99Ms} ms: ${met ? "ok" : "NÃO ATINGIDA"})`,
    );
  }
  if (panel.length > 0) {
    console.log(`\nPainel com ${PANEL_PAGES} páginas geradas (docs/product.md §6), 200 pedidos, 4 de cada vez, admin conectado:`);
    for (const r of panel) {
      const met = r.p95 < PANEL_TARGET_P95_MS && r.errors === 0;
      allMet &&= met;
      console.log(
        `  ${pad(r.name, 30)}${pad(r.path, 44)}p50 ${pad(`${num(r.p50, 1)} ms`, 10)}p95 ${pad(`${num(r.p95, 1)} ms`, 10)}erros ${r.errors} (meta p95 < ${PANEL_TARGET_P95_MS} ms: ${met ? "ok" : "NÃO ATINGIDA"})`,
      );
    }
  }
  if (verdictSaves) {
    const met = verdictSaves.worst < VERDICT_SAVE_TARGET_MS;
    allMet &&= met;
    console.log(
      `\nSalvar uma página no painel até o veredito gravado: 1º salvamento do processo ${num(verdictSaves.first)} ms; seguintes mediana ${num(verdictSaves.median)} ms, pior ${num(verdictSaves.worst)} ms (meta < ${VERDICT_SAVE_TARGET_MS} ms: ${met ? "ok" : "NÃO ATINGIDA"})`,
    );
  }
  if (pagePublishes) {
    const met = pagePublishes.worst < VERDICT_SAVE_TARGET_MS;
    allMet &&= met;
    console.log(
      `Publicar o texto próprio do PPA Home ("Páginas do site") até o veredito gravado: 1ª publicação do processo ${num(pagePublishes.first)} ms; seguintes mediana ${num(pagePublishes.median)} ms, pior ${num(pagePublishes.worst)} ms (meta < ${VERDICT_SAVE_TARGET_MS} ms: ${met ? "ok" : "NÃO ATINGIDA"})`,
    );
  }
  if (owner) {
    printOwnerExports(owner, ownerSeconds);
    allMet &&= owner.alive && owner.failures.length === 0;
  }
  if (ownerWorks) allMet &&= printOwnerWorks(ownerWorks, ownerSeconds);
  const clickRss = contact ? Math.max(...contact.pairs.map((pair) => pair.peakRssMb)) : 0;
  const rssMet = Math.max(rss, clickRss) < TARGET.rssMb;
  console.log(
    `\nPico de memória (VmHWM) do servidor: ${num(rss, 1)} MB${contact ? `; dos servidores dos cliques: ${num(clickRss, 1)} MB` : ""} (meta < ${TARGET.rssMb} MB: ${rssMet ? "ok" : "NÃO ATINGIDA"})`,
  );
  console.log(allMet && rssMet ? "Todas as metas atingidas." : "Há metas não atingidas (veja acima).");
  process.exitCode = allMet && rssMet ? 0 : 1;
} finally {
  staticServer?.kill("SIGTERM");
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
