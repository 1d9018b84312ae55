// npm run audit:js — JavaScript each public template makes the browser download (decision 0017):
// files, raw and brotli bytes, inline scripts other than JSON-LD; fails over the budget.
// Builds when build/ is missing; BENCH_PORT (default 3815).
import path from "node:path";
import Database from "better-sqlite3";
import { JS_BUDGET_BROTLI_BYTES, pageJsWeight } from "../bench/js-weight.mjs";
import { createGeneratedPage, firstPostSlug, publicPages, TOOL_PAGES } from "../bench/pages.mjs";
import { ensureBuild, startServer, tempDataDir } from "../bench/server-process.mjs";

ensureBuild();
const dataDir = tempDataDir("audit-js");
const dbFile = path.join(dataDir, "site.db");
const server = await startServer({ port: Number(process.env.BENCH_PORT || 3815), dbFile });
let failed = false;
try {
  const db = new Database(dbFile);
  createGeneratedPage(db);
  const pages = [...publicPages(firstPostSlug(db)), ...TOOL_PAGES];
  db.close();
  const kb = (n) => (n / 1024).toFixed(1);
  console.log(`${"página".padEnd(22)}${"arquivos".padEnd(10)}${"KB".padEnd(8)}${"KB br".padEnd(8)}${"inline KB".padEnd(11)}HTML KB`);
  for (const page of pages) {
    const w = await pageJsWeight(server.url, page.path);
    const inline = w.inline.reduce((s, i) => s + i.bytes, 0);
    const over = w.brotli > JS_BUDGET_BROTLI_BYTES || w.inline.length > 0;
    failed ||= over;
    console.log(
      `${page.name.padEnd(22)}${String(w.files.length).padEnd(10)}${kb(w.raw).padEnd(8)}${kb(w.brotli).padEnd(8)}${kb(inline).padEnd(11)}${kb(w.htmlBytes).padEnd(8)}${over ? "ACIMA DO ORÇAMENTO" : "ok"}`,
    );
  }
  console.log(`\nOrçamento: até ${kb(JS_BUDGET_BROTLI_BYTES)} KB de JavaScript (brotli) por página e nenhum script inline além de JSON-LD.`);
} finally {
  await server.stop();
}
process.exitCode = failed ? 1 : 0;
