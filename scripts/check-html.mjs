// npm run check:html — the Nu HTML Checker (vnu-jar from npm, runs on Java) on one page of every
// template, served by the production build on a fresh database (docs/content-quality.md). Prints the
// errors per page and exits 1 when any page has one. Not part of `npm test`: it needs Java
// (`java` on PATH or JAVA_HOME). HTML_CHECK_PORT (default 3254).
import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import Database from "better-sqlite3";
import { TOOL_PAGES, createGeneratedPage, firstPostSlug, publicPages } from "../bench/pages.mjs";
import { ensureBuild, startServer, tempDataDir } from "../bench/server-process.mjs";

const PORT = Number(process.env.HTML_CHECK_PORT || 3254);
const JAR = path.resolve("node_modules/vnu-jar/build/dist/vnu.jar");
const JAVA = process.env.JAVA_HOME ? path.join(process.env.JAVA_HOME, "bin/java") : "java";

/** Templates beyond the benchmark's pages and the tools (the same list as the JavaScript budget test), plus the admin's sign-in and hubs. */
const MORE_PAGES = [
  "/instalacao-manutencao",
  "/duvidas-frequentes",
  "/topicos",
  "/topicos/controle-remoto-para-portao",
  "/cidades",
  "/portao-automatico-guarulhos",
  "/tutoriais/configurar-motor-deslizante-com-placa-de-freio",
  "/links-uteis",
  "/sitemap",
  "/garantia",
  "/privacidade",
  "/pagina-que-nao-existe",
  "/admin/login",
];

ensureBuild();
const dataDir = tempDataDir("check-html");
const server = await startServer({ port: PORT, dbFile: path.join(dataDir, "site.db") });
let errors = 0;
try {
  const db = new Database(path.join(dataDir, "site.db"));
  let pages;
  try {
    createGeneratedPage(db);
    pages = [...publicPages(firstPostSlug(db)).map((p) => p.path), ...TOOL_PAGES.map((p) => p.path), ...MORE_PAGES];
  } finally {
    db.close();
  }
  const files = new Map();
  for (const [i, page] of pages.entries()) {
    const res = await fetch(server.url + page);
    const file = path.join(dataDir, `page-${String(i).padStart(2, "0")}.html`);
    fs.writeFileSync(file, await res.text());
    files.set(`file:${file}`, `${page} (HTTP ${res.status})`);
  }
  const { stdout, stderr } = await promisify(execFile)(
    JAVA,
    ["-jar", JAR, "--errors-only", "--format", "json", "--exit-zero-always", ...[...files.keys()].map((u) => u.slice(5))],
    {
      maxBuffer: 64 * 1024 * 1024,
    },
  ).catch((error) => {
    if (error.code === "ENOENT") throw new Error(`Java não encontrado (${JAVA}): instale um JRE 11+ ou defina JAVA_HOME.`);
    throw error;
  });
  const report = JSON.parse(stderr.trim() || stdout.trim() || '{"messages":[]}');
  const byPage = new Map([...files.values()].map((p) => [p, []]));
  for (const m of report.messages.filter((m) => m.type === "error" || m.subType === "fatal")) {
    const page = files.get(m.url) ?? m.url;
    if (!byPage.has(page)) byPage.set(page, []);
    byPage.get(page).push(`linha ${m.lastLine ?? "?"}: ${m.message}`);
  }
  for (const [page, list] of byPage) {
    errors += list.length;
    console.log(`${list.length === 0 ? "✓" : "✗"} ${page}: ${list.length} ${list.length === 1 ? "erro" : "erros"}`);
    for (const line of list.slice(0, 10)) console.log(`    ${line}`);
  }
  console.log(`Nu HTML Checker: ${byPage.size} páginas, ${errors} ${errors === 1 ? "erro" : "erros"}`);
} finally {
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exitCode = errors > 0 ? 1 : 0;
