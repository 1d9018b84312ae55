// Raw HTML size of the site shell (docs/performance.md): bytes of /, /motores and a city page,
// of their header and footer, and the <a> count of the header, with 0 and with N generated
// pages (default 100), on the production build and a fresh temporary database.
// Usage: npx tsx scripts/measure-shell.ts [N]; MEASURE_PORT (default 3252).
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { ensureBuild, startServer, tempDataDir } from "../bench/server-process.mjs";
import { shellSize } from "~/lib/page-html";

const PORT = Number(process.env.MEASURE_PORT || 3252);
const GENERATED = Number(process.argv[2] || 100);
const PATHS = ["/", "/motores", "/cidades/moema"];

/** Inserts `n` generated pages with realistic titles, bumping the content version. */
function insertGeneratedPages(dbFile: string, n: number) {
  const db = new Database(dbFile);
  db.pragma("busy_timeout = 5000");
  const insert = db.prepare("INSERT OR IGNORE INTO generated_pages (title, slug, content, description, keywords) VALUES (?, ?, ?, ?, '')");
  db.transaction(() => {
    for (let i = 1; i <= n; i++) {
      const title = `Manutenção de Portão Automático Basculante no Bairro Número ${i}`;
      insert.run(title, `manutencao-de-portao-automatico-basculante-no-bairro-numero-${i}`, `<p>Página ${i}.</p>`, `Informações sobre ${title}.`);
    }
    db.prepare("UPDATE content_version SET version = version + 1 WHERE id = 1").run();
  })();
  db.close();
}

ensureBuild();
const dataDir = tempDataDir("shell");
const dbFile = path.join(dataDir, "site.db");
const server = await startServer({ port: PORT, dbFile });
try {
  const rows: string[][] = [["página", "páginas geradas", "HTML (bytes)", "header", "footer", "shell", "<a> no header"]];
  for (const generated of [0, GENERATED]) {
    if (generated) insertGeneratedPages(dbFile, generated);
    for (const p of PATHS) {
      const html = await (await fetch(server.url + p, { headers: { "user-agent": "Googlebot" } })).text();
      const s = shellSize(html);
      rows.push([p, String(generated), String(s.document), String(s.header), String(s.footer), String(s.total), String(s.headerLinks)]);
    }
  }
  for (const r of rows) console.log(`| ${r.join(" | ")} |`);
} finally {
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
