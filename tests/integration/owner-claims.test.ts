// What only the owner can vouch for is said only as they set it in "Dados do negócio"
// (docs/decisions/0050-factory-price-and-visit-fee-are-the-owners.md): without the factory-direct
// claim no public page says "preço direto de fábrica" or "sem intermediários" (text, meta
// descriptions, JSON-LD), and the list items, reasons and questions that held it go whole; with
// it, the home and the FAQ say it. Whether the technical visit is charged is the owner's answer on
// the FAQ and the repair-price page, and while not said they ask the visitor to ask. Over every
// sitemap URL, every template page and the posts that carried the claim, on a production server.
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureBuild, startServer, tempDataDir } from "../../bench/server-process.mjs";
import { postPath } from "~/lib/paths";
import { searchPosts } from "~/server/data/posts.server";
import { closeDatabase } from "~/server/data/db.server";
import { getBusinessSettings, saveBusinessSettings } from "~/server/data/business-settings.server";
import { resetProcessState } from "~/server/process-state.server";
import { freePort } from "./raw-http";
import { fetchPages, publicPagePaths } from "./public-pages";
import { PROCESS_TEST_TIMEOUT_MS } from "../limits";

type Server = Awaited<ReturnType<typeof startServer>>;
let dir: string;
let server: Server;
let paths: string[] = [];
let claimingPost = "";

const PRICE_PAGE = "/quanto-custa-consertar-motor-de-portao";
const FAQ = "/duvidas-frequentes";

/** The factory-direct claim in any of the site's wordings. */
const CLAIM = /pre[çc]o (?:direto )?de f[áa]brica|sem intermedi[áa]rios|compramos direto/iu;

const html = async (p: string) => {
  const res = await fetch(server.url + p);
  expect(res.status, p).toBe(200);
  return res.text();
};

/** What a reader and a crawler get: element text, attribute texts (meta descriptions) and JSON-LD, without markup. */
const pageText = (page: string) =>
  page
    .replace(/<(style)[^>]*>[\s\S]*?<\/\1>/g, " ")
    .replace(/<[^>]*\b(?:content|alt|title|aria-label)="([^"]*)"[^>]*>/g, " $1 ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&nbsp;|\s+/g, " ");

const everyPage = () => fetchPages(paths, html);

beforeAll(async () => {
  ensureBuild();
  dir = tempDataDir("owner-claims");
  const dbFile = path.join(dir, "site.db");
  server = await startServer({ port: await freePort(), dbFile });
  closeDatabase();
  process.env.DATABASE_URL = `file:${dbFile}`;
  resetProcessState();
  // A post of each kind that carried the claim: the "loja" kind's opening, the "motor" kind's description.
  const lojaPost = postPath(searchPosts("Venda e Instalação de Motores", 0, 1).items[0].slug);
  const motorPost = postPath(searchPosts("Motores de Portão Automático", 0, 1).items[0].slug);
  paths = await publicPagePaths(html, [lojaPost, motorPost, "/termos", "/privacidade", "/garantia"]);
  claimingPost = lojaPost;
}, PROCESS_TEST_TIMEOUT_MS);

afterAll(async () => {
  closeDatabase();
  await server?.stop();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

describe("the factory-direct claim", () => {
  it(
    "is made on the home, the FAQ and the posts while the owner makes it, and on no page once they do not",
    async () => {
      expect(paths.length).toBeGreaterThan(200);
      const before = getBusinessSettings();
      // A fresh install makes the claim, as the specification does (decision 0050).
      expect(before.factoryPrice).toBe(true);
      for (const p of ["/", FAQ, claimingPost]) expect(pageText(await html(p)), p).toMatch(CLAIM);

      saveBusinessSettings({ ...before, factoryPrice: false });
      const failures: string[] = [];
      for (const [p, page] of await everyPage()) {
        const claim = pageText(page).match(CLAIM);
        if (claim) failures.push(`${p}: ${claim[0]}`);
        // What held only the claim (a tick, a reason, a question) leaves nothing empty behind.
        const main = (/<main[\s\S]*<\/main>/.exec(page)?.[0] ?? "").replace(/<template[\s\S]*?<\/template>/g, "");
        if (/<li[^>]*>\s*<\/li>|<summary[^>]*>\s*<span>\s*<\/span>|<p>\s*<\/p>/.test(main) || page.includes('"name":""')) failures.push(`${p}: elemento vazio`);
      }
      expect(failures).toEqual([]);
      // The rest of what the home promises stays.
      const home = pageText(await html("/"));
      expect(home).toContain("Frete e instalação grátis nas cidades atendidas");
      expect(home).toContain("Garantia estendida");
      saveBusinessSettings(before);
    },
    2 * PROCESS_TEST_TIMEOUT_MS,
  );
});

describe("the technical visit's fee", () => {
  it(
    "is the owner's answer on the FAQ and the repair-price page, and a request to ask while not said",
    async () => {
      const before = getBusinessSettings();
      const cases = [
        { fee: null, says: "Se a visita técnica tem custo, e quanto, pergunte antes de marcar." },
        { fee: { kind: "free" as const, priceCents: 0 }, says: "A visita técnica não é cobrada." },
        { fee: { kind: "charged" as const, priceCents: 8000 }, says: "A visita técnica custa R$ 80." },
        {
          fee: { kind: "credited" as const, priceCents: 9550 },
          says: "A visita técnica custa R$ 95,50, descontados do valor do serviço quando você aprova o orçamento.",
        },
      ];
      for (const { fee, says } of cases) {
        saveBusinessSettings({ ...before, visitFee: fee });
        for (const p of [FAQ, PRICE_PAGE]) {
          const text = pageText(await html(p));
          expect(text, p).toContain(says);
          // Never another policy beside the owner's.
          for (const other of cases.filter((c) => c.says !== says)) expect(text, p).not.toContain(other.says);
        }
      }
      saveBusinessSettings(before);
    },
    PROCESS_TEST_TIMEOUT_MS,
  );
});
