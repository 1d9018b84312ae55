// npm run audit:content — content quality of every page of the site (docs/content-quality.md),
// on the production build and a fresh temporary database. Prints one row per template for the
// URLs of /sitemap.xml (indexable URLs, median and worst shared share and own words, URLs
// outside the targets), before (scripts/content-baseline.json) → now, and the 20 worst URLs.
// Options: --json (writes test-results/content-audit.json) or --json=<file>;
// --record-baseline (writes the current figures as "before"); --explain=/a,/b
// (each sentence of those pages with the words it shares and the pages it shares them with;
// --explain=failing for every sitemap URL over the targets): a developer's tool; the owner's "why"
// is the stored verdict (docs/content-quality.md "Stored verdicts"). AUDIT_CONTENT_PORT (default 3252).
import fs from "node:fs";
import path from "node:path";
import { ensureBuild, startServer, tempDataDir } from "../bench/server-process.mjs";
import { auditSite, explainPage, formatAudit, formatExplanation, type Baseline } from "./content-audit";

const PORT = Number(process.env.AUDIT_CONTENT_PORT || 3252);
const BASELINE = "scripts/content-baseline.json";
const args = process.argv.slice(2);
const jsonArg = args.find((a) => a === "--json" || a.startsWith("--json="));
const jsonFile = jsonArg ? (jsonArg.includes("=") ? jsonArg.slice("--json=".length) : "test-results/content-audit.json") : null;
const recordBaseline = args.includes("--record-baseline");
const explainArg = args.find((a) => a.startsWith("--explain="))?.slice("--explain=".length);

ensureBuild();
const dataDir = tempDataDir("content-audit");
const dbFile = path.join(dataDir, "site.db");
const server = await startServer({ port: PORT, dbFile });
console.error(`Servidor em ${server.url} (PID ${server.pid}), banco novo em ${dataDir}`);
try {
  const started = Date.now();
  const audit = await auditSite(server.url, dbFile, {
    onProgress: (done, total) => {
      if (done % 100 === 0 || done === total) console.error(`  ${done}/${total} páginas`);
    },
  });
  if (explainArg) {
    const urls = explainArg === "failing" ? audit.pages.filter((p) => p.failing).map((p) => p.url) : explainArg.split(",");
    for (const url of urls) console.log(`${formatExplanation(url, explainPage(audit.site.pages, url))}\n`);
  }
  const baseline: Baseline | null = fs.existsSync(BASELINE) ? JSON.parse(fs.readFileSync(BASELINE, "utf8")) : null;
  console.log(formatAudit(audit, recordBaseline ? null : baseline));
  console.error(`Auditoria em ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  if (recordBaseline) {
    const note = args.find((a) => a.startsWith("--note="))?.slice("--note=".length) ?? "";
    const record: Baseline = { recorded: new Date().toISOString().slice(0, 10), note, templates: audit.summaries };
    fs.writeFileSync(BASELINE, `${JSON.stringify(record, null, 2)}\n`);
    console.error(`Números de "antes" gravados em ${BASELINE}`);
  }
  if (jsonFile) {
    fs.mkdirSync(path.dirname(jsonFile), { recursive: true });
    const { site: _site, ...figures } = audit;
    fs.writeFileSync(jsonFile, JSON.stringify(figures, null, 2));
    console.error(`JSON em ${jsonFile}`);
  }
} finally {
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
