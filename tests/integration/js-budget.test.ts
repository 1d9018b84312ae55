// decision 0017: public pages load no React runtime and no inline loader data, only the small
// enhancement module, within the JavaScript budget; the admin keeps Remix's client.
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { JS_BUDGET_BROTLI_BYTES, pageJsWeight } from "../../bench/js-weight.mjs";
import { TOOL_PAGES, createGeneratedPage, firstPostSlug, publicPages } from "../../bench/pages.mjs";
import { ensureBuild, startServer, tempDataDir } from "../../bench/server-process.mjs";
import { freePort } from "./raw-http";

/** Public templates beyond the benchmark's seven pages and the tools: one page of each. */
const MORE_PUBLIC_PAGES = [
  "/instalacao-manutencao",
  "/duvidas-frequentes",
  "/topicos/controle-remoto-para-portao",
  "/portao-automatico-guarulhos",
  "/tutoriais/configurar-motor-deslizante-com-placa-de-freio",
  "/links-uteis",
  "/sitemap",
  "/garantia",
  "/pagina-que-nao-existe",
];

let server: Awaited<ReturnType<typeof startServer>>;
let dir: string;
let pages: string[];

beforeAll(async () => {
  ensureBuild();
  dir = tempDataDir("js-budget");
  server = await startServer({ port: await freePort(), dbFile: path.join(dir, "site.db") });
  const db = new Database(path.join(dir, "site.db"));
  try {
    createGeneratedPage(db);
    pages = [...publicPages(firstPostSlug(db)).map((p) => p.path), ...TOOL_PAGES.map((p) => p.path), ...MORE_PUBLIC_PAGES];
  } finally {
    db.close();
  }
}, 180_000);

afterAll(async () => {
  await server?.stop();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

describe("JavaScript of public pages", () => {
  it(`every public template loads one module of at most ${JS_BUDGET_BROTLI_BYTES / 1024} KB brotli and no inline script but JSON-LD`, async () => {
    const over: string[] = [];
    for (const page of pages) {
      const weight = await pageJsWeight(server.url, page);
      expect(weight.files, page).toHaveLength(1);
      expect(weight.files[0], page).toMatch(/^\/assets\/enhance-[\w-]+\.js$/);
      expect(weight.inline, page).toEqual([]);
      if (weight.brotli > JS_BUDGET_BROTLI_BYTES) over.push(`${page}: ${weight.brotli} bytes`);
    }
    expect(over).toEqual([]);
  });

  it("public pages carry no React runtime or loader data; the module has the page's CSP nonce", async () => {
    const response = await fetch(`${server.url}/motores`);
    const html = await response.text();
    expect(html).not.toContain("__remixContext");
    expect(html).not.toContain("modulepreload");
    const nonce = /'nonce-([^']+)'/.exec(response.headers.get("Content-Security-Policy") ?? "")?.[1];
    // A nonce is base64 (it may hold "+" and "/"): compared as text, not as a pattern.
    const tag = /<script type="module" src="\/assets\/enhance-[\w-]+\.js" nonce="([^"]*)"><\/script>/.exec(html);
    expect(tag?.[1]).toBe(nonce);
  });

  it("admin pages still hydrate with Remix's client", async () => {
    const html = await (await fetch(`${server.url}/admin/login`)).text();
    expect(html).toContain("__remixContext");
    expect(html).toContain("modulepreload");
    expect(html).toContain('data-react=""');
  });
});
