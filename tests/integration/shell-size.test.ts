// The light shell of docs/performance.md, against the production build (server.mjs) on a fresh
// database: the header, menus and footer stay under 15 KB of raw HTML, and the home page's
// size does not depend on how many generated pages exist.
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureBuild, startServer, tempDataDir } from "../../bench/server-process.mjs";
import { shellSize } from "~/lib/page-html";
import { MAX_TITLE_LENGTH } from "~/lib/title-list";
import { MAX_SLUG_LENGTH } from "~/server/generated-pages/normalise.server";
import { freePort } from "./raw-http";

const SHELL_LIMIT = 15 * 1024;
const PAGES = ["/", "/motores", "/cidades/moema", "/portao-nao-abre", "/links-uteis"];

let server: Awaited<ReturnType<typeof startServer>>;
let dir: string;
let dbFile: string;
let inserted = 0;

beforeAll(async () => {
  ensureBuild();
  dir = tempDataDir("shell");
  dbFile = path.join(dir, "site.db");
  server = await startServer({ port: await freePort(), dbFile });
}, 120_000);

afterAll(async () => {
  await server?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

/**
 * Inserts `n` generated pages, newer than every page before, each title and slug of the given
 * length (same length for all, so the menu's newest 8 weigh the same whichever they are).
 */
function insertPages(n: number, titleLength: number, slugLength: number) {
  const db = new Database(dbFile);
  db.pragma("busy_timeout = 5000");
  const insert = db.prepare(
    "INSERT INTO generated_pages (title, slug, content, description, keywords, created_at, updated_at) VALUES (?, ?, '<p>Texto.</p>', ?, '', ?, ?)",
  );
  db.transaction(() => {
    for (let i = 0; i < n; i++) {
      const id = String(++inserted).padStart(5, "0");
      const title = `Manutenção de portão automático ${id} `.padEnd(titleLength, "x");
      const slug = `manutencao-de-portao-automatico-${id}-`.padEnd(slugLength, "x");
      const at = 1_800_000_000_000 + inserted;
      insert.run(title, slug, `Informações sobre ${title}.`, at, at);
    }
    db.prepare("UPDATE content_version SET version = version + 1 WHERE id = 1").run();
  })();
  db.close();
}

async function html(pathname: string): Promise<string> {
  const res = await fetch(server.url + pathname);
  expect(res.status, pathname).toBe(200);
  return res.text();
}

describe("site shell", () => {
  it("header, menus and footer are under 15 KB on every kind of page, with and without generated pages", async () => {
    for (const p of PAGES.slice(0, 4)) expect(shellSize(await html(p)).total, p).toBeLessThan(SHELL_LIMIT);
    // The longest titles and slugs the panel accepts: the menu cuts labels, so this is the bound.
    insertPages(8, MAX_TITLE_LENGTH, MAX_SLUG_LENGTH);
    for (const p of PAGES) {
      const size = shellSize(await html(p));
      expect(size.total, p).toBeLessThan(SHELL_LIMIT);
      // 111 links: Dúvidas Frequentes, Sitemap and Admin are in the desktop row and in the phone panel (decision 0026).
      expect(size.headerLinks, p).toBeLessThan(112);
    }
  });

  it("1,000 more generated pages change the home page's HTML by less than 1 KB", async () => {
    insertPages(8, 80, 70);
    const before = await html("/");
    insertPages(1_000, 80, 70);
    const after = await html("/");
    expect(Math.abs(Buffer.byteLength(after) - Buffer.byteLength(before))).toBeLessThan(1024);
    expect(shellSize(after).total).toBeLessThan(SHELL_LIMIT);
    // The menu shows the newest pages and "Ver todas".
    expect(after).toContain(`manutencao-de-portao-automatico-${String(inserted).padStart(5, "0")}-`);
    expect(after).toMatch(/<a[^>]*href="\/links-uteis"[^>]*>Ver todas<\/a>/);
  });

  it("the /links-uteis hub lists every generated page over numbered pages", async () => {
    const first = await html("/links-uteis");
    expect(first).toContain(`Páginas 1 a 30 de ${inserted}`);
    expect(first).toContain('<meta name="robots" content="index, follow"');
    const last = Math.ceil(inserted / 30);
    const end = await html(`/links-uteis?pagina=${last}`);
    expect(end).toContain(`Página ${last} de ${last}`);
    expect(end).toMatch(/<meta name="robots" content="noindex, follow"/);
  });
});
