// npm run audit:content — content quality of every URL in /sitemap.xml (issue #14,
// docs/content-quality.md), on the production build and a fresh temporary database.
// Prints one row per template (median and worst own words and similarity, pages under the
// limits) and the 20 worst pages. Options: --json (writes test-results/content-audit.json)
// or --json=<file>. AUDIT_CONTENT_PORT (default 3252).
import fs from "node:fs";
import path from "node:path";
import { ensureBuild, startServer, tempDataDir } from "../bench/server-process.mjs";
import { auditSite, formatAudit } from "./content-audit";

const PORT = Number(process.env.AUDIT_CONTENT_PORT || 3252);
const jsonArg = process.argv.slice(2).find((a) => a === "--json" || a.startsWith("--json="));
const jsonFile = jsonArg ? (jsonArg.includes("=") ? jsonArg.slice("--json=".length) : "test-results/content-audit.json") : null;

ensureBuild();
const dataDir = tempDataDir("content-audit");
const server = await startServer({ port: PORT, dbFile: path.join(dataDir, "site.db") });
console.error(`Servidor em ${server.url} (PID ${server.pid}), banco novo em ${dataDir}`);
try {
  const started = Date.now();
  const audit = await auditSite(server.url, {
    onProgress: (done, total) => {
      if (done % 100 === 0 || done === total) console.error(`  ${done}/${total} páginas`);
    },
  });
  console.log(formatAudit(audit));
  console.error(`Auditoria em ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  if (jsonFile) {
    fs.mkdirSync(path.dirname(jsonFile), { recursive: true });
    fs.writeFileSync(jsonFile, JSON.stringify(audit, null, 2));
    console.error(`JSON em ${jsonFile}`);
  }
} finally {
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
