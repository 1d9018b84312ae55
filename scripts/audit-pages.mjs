// npm run audit:pages — Lighthouse (mobile) on the seven public pages, a motor page with an uploaded photo and the tool pages of bench/pages.mjs,
// against the production build on a fresh database, with Debian's Chromium.
// Prints Performance, Accessibility, Best Practices and SEO beside the targets and the
// audits that cost points (a page marked noindex, a tool screen or a template page out of the
// index, loses SEO's "is-crawlable" by decision: that alone counts as met). Each page is audited AUDIT_RUNS times (default 3) and the median
// run (by Performance) is reported, as Lighthouse advises for its run-to-run variance.
// Under each page: Total Blocking Time, JavaScript boot-up and main-thread script evaluation of
// the median run (decision 0017). AUDIT_PORT (default 3831), CHROME_PATH (default /usr/bin/chromium),
// AUDIT_ONLY (comma-separated page names, e.g. "home").
import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import Database from "better-sqlite3";
import { PHOTO_PAGES, TOOL_PAGES, createGeneratedPage, firstPostSlug, publicPages } from "../bench/pages.mjs";
import { ROOT, ensureBuild, startServer, tempDataDir } from "../bench/server-process.mjs";

const run = promisify(execFile);
const PORT = Number(process.env.AUDIT_PORT || 3831);
const CHROME_PATH = process.env.CHROME_PATH || "/usr/bin/chromium";
const CHROME_FLAGS = "--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run";
const RUNS = Number(process.env.AUDIT_RUNS || 3);
const ONLY = process.env.AUDIT_ONLY ? process.env.AUDIT_ONLY.split(",") : null;
const TARGETS = { performance: 95, accessibility: 100, "best-practices": 100, seo: 100 };
const LABELS = { performance: "Desempenho", accessibility: "Acessibilidade", "best-practices": "Boas práticas", seo: "SEO" };

async function lighthouse(url, outFile) {
  await run(
    path.join(ROOT, "node_modules/.bin/lighthouse"),
    [url, "--quiet", "--output=json", `--output-path=${outFile}`, `--only-categories=${Object.keys(TARGETS).join(",")}`, `--chrome-flags=${CHROME_FLAGS}`],
    { env: { ...process.env, CHROME_PATH }, maxBuffer: 64 << 20, timeout: 240_000 },
  );
  return JSON.parse(fs.readFileSync(outFile, "utf8"));
}

/** The median of RUNS complete reports (a run Chrome could not trace is repeated, up to twice). */
async function medianReport(url, outFile) {
  const reports = [];
  for (let attempt = 0; reports.length < RUNS && attempt < RUNS + 2; attempt++) {
    const report = await lighthouse(url, outFile);
    if (!report.runtimeError && Object.keys(TARGETS).every((k) => typeof report.categories[k]?.score === "number")) reports.push(report);
  }
  if (reports.length === 0) throw new Error("nenhuma execução completa do Lighthouse");
  reports.sort((a, b) => a.categories.performance.score - b.categories.performance.score);
  return reports[Math.floor(reports.length / 2)];
}

/** Audits of a category that did not get full marks, most costly first. */
function lostPoints(report, category) {
  return report.categories[category].auditRefs
    .filter((ref) => ref.weight > 0)
    .map((ref) => ({ ref, audit: report.audits[ref.id] }))
    .filter(({ audit }) => audit.score !== null && audit.score < 1)
    .sort((a, b) => b.ref.weight * (1 - b.audit.score) - a.ref.weight * (1 - a.audit.score))
    .map(({ audit }) => `${audit.id}${audit.displayValue ? ` (${audit.displayValue})` : ""}`);
}

/** Main-thread cost of the page's scripts in a report (decision 0017). */
function scriptCost(report) {
  const ms = (v) => `${Math.round(v ?? 0)} ms`;
  const breakdown = report.audits["mainthread-work-breakdown"]?.details?.items ?? [];
  const evaluation = breakdown.find((item) => item.group === "scriptEvaluation")?.duration;
  return `TBT ${ms(report.audits["total-blocking-time"]?.numericValue)} · JS boot-up ${ms(report.audits["bootup-time"]?.numericValue)} · avaliação de scripts ${ms(evaluation)} · trabalho total ${ms(report.audits["mainthread-work-breakdown"]?.numericValue)}`;
}

ensureBuild();
const dataDir = tempDataDir("audit");
const dbFile = path.join(dataDir, "site.db");
const server = await startServer({ port: PORT, dbFile });
let allMet = true;
try {
  const db = new Database(dbFile);
  db.pragma("busy_timeout = 5000");
  createGeneratedPage(db);
  const pages = [...publicPages(firstPostSlug(db)), ...PHOTO_PAGES, ...TOOL_PAGES].filter((p) => !ONLY || ONLY.includes(p.name));
  for (const page of pages.filter((p) => p.photoOf)) {
    const { stdout } = await run(path.join(ROOT, "node_modules/.bin/tsx"), [path.join(ROOT, "bench/add-motor-photo.ts"), page.photoOf], {
      env: { ...process.env, DATABASE_URL: `file:${dbFile}` },
    });
    console.log(stdout.trim());
  }
  const W = Math.max(...pages.map((p) => p.path.length)) + 2;
  db.close();

  const pad = (v, n) => String(v).padEnd(n);
  console.log(
    `Lighthouse ${JSON.parse(fs.readFileSync(path.join(ROOT, "node_modules/lighthouse/package.json"), "utf8")).version}, modo celular, ${CHROME_PATH}, mediana de ${RUNS} execuções por página`,
  );
  const header = `${pad("página", 14)}${pad("caminho", W)}${Object.keys(TARGETS)
    .map((k) => pad(`${LABELS[k]} (≥${TARGETS[k]})`, 22))
    .join("")}`;
  console.log(header);
  console.log("-".repeat(header.length));
  for (const [i, page] of pages.entries()) {
    const first = await fetch(server.url + page.path, { redirect: "manual" });
    const status = first.status;
    // A page out of the index by decision (a tool screen, or a template page the content admission left out).
    const noindex = page.noindex || /<meta name="robots" content="noindex/.test(await first.text());
    let report;
    try {
      report = await medianReport(server.url + page.path, path.join(dataDir, `lh-${i}.json`));
    } catch (error) {
      allMet = false;
      console.log(`${pad(page.name, 14)}${pad(page.path, W)}Lighthouse falhou: ${String(error.message).split("\n")[0]}`);
      continue;
    }
    const cells = [];
    const notes = [];
    for (const key of Object.keys(TARGETS)) {
      const score = Math.round((report.categories[key].score ?? 0) * 100);
      // A page noindex by decision loses only "is-crawlable" in SEO: that is the decision, not a miss.
      const lost = lostPoints(report, key);
      const met = score >= TARGETS[key] || (noindex && key === "seo" && lost.length === 1 && lost[0].startsWith("is-crawlable"));
      if (!met) allMet = false;
      cells.push(pad(`${score}${met ? (score < TARGETS[key] ? " (noindex)" : "") : " ✗"}`, 22));
      if (!met) notes.push(`${LABELS[key]}: ${lost.slice(0, 5).join(", ")}`);
    }
    console.log(`${pad(page.name, 14)}${pad(page.path, W)}${cells.join("")}${status !== 200 ? `(HTTP ${status})` : ""}`);
    for (const n of notes) console.log(`${" ".repeat(16)}↳ ${n}`);
    console.log(`${" ".repeat(16)}${scriptCost(report)}`);
  }
  console.log(allMet ? "\nMetas atingidas." : "\nHá metas não atingidas (veja acima).");
  process.exitCode = allMet ? 0 : 1;
} finally {
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
