// No public page promises instalments without the law's terms (Decreto 5.903/2006 art. 3; CDC
// arts. 52 and 54-B; app/lib/instalments.ts): with the owner's offer in "Dados do negócio", every
// mention states the number of instalments and the interest, or the page links to the catalogue,
// where the full disclosure stands beside each price; with the interest not said (a fresh
// install) or a single payment, no page promises instalments at all. Over every sitemap URL,
// the generators' pages and posts of a production server.
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureBuild, startServer, tempDataDir } from "../../bench/server-process.mjs";
import { MOTORS_PATH, postPath, usefulLinkPath } from "~/lib/paths";
import { searchPosts } from "~/server/data/posts.server";
import { closeDatabase } from "~/server/data/db.server";
import { getBusinessSettings, saveBusinessSettings } from "~/server/data/business-settings.server";
import { createAllBatchPages, generateAndSavePage } from "~/server/generated-pages/batches.server";
import { qualityJudge } from "~/server/generated-pages/judge.server";
import { listGeneratedPages, findGeneratedPage } from "~/server/generated-pages/store.server";
import { freePort } from "./raw-http";
import { PROCESS_TEST_TIMEOUT_MS } from "../limits";
import { resetProcessState } from "~/server/process-state.server";

type Server = Awaited<ReturnType<typeof startServer>>;
let dir: string;
let server: Server;
let paths: string[] = [];

const html = async (p: string) => {
  const res = await fetch(server.url + p);
  expect(res.status, p).toBe(200);
  return res.text();
};

/** The page as a reader and a crawler get it: element text, attributes (meta descriptions) and JSON-LD, without markup. */
function pageText(page: string): string {
  return page
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<(style)[^>]*>[\s\S]*?<\/\1>/g, " ")
    .replace(/<[^>]*\b(content|alt|title)="([^"]*)"[^>]*>/g, " $2 ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&nbsp;|\s+/g, " ")
    .replace(OTHER_COUNTS, " ");
}

/** Counts of something else: how often a gate gets maintenance, how often it opens. */
const OTHER_COUNTS = /\b\d+x por ano em casas?(?:,| e) \d+x em condomínios?|abre \d+ a \d+ vezes/g;

/** A promise of instalments: a count of them, or words that offer paying in parts. */
const PROMISE = /\b\d+x\b|\b\d+ (?:vezes|parcelas)(?! por)|parcelamento em|parcelável|pode ser parcelad|pode parcelar|parcelado em/giu;

async function everyPage(): Promise<Map<string, string>> {
  const pages = new Map<string, string>();
  for (const p of paths) pages.set(p, await html(p));
  return pages;
}

beforeAll(async () => {
  ensureBuild();
  dir = tempDataDir("instalment-promises");
  const dbFile = path.join(dir, "site.db");
  server = await startServer({ port: await freePort(), dbFile });
  closeDatabase();
  process.env.DATABASE_URL = `file:${dbFile}`;
  resetProcessState();
  // The two generators' pages: their templates name the instalments too.
  const judge = await qualityJudge({});
  generateAndSavePage("Quanto custa instalar motor de portão em Osasco", 100, 7, judge);
  createAllBatchPages(judge);
  const published = listGeneratedPages()
    .map((g) => findGeneratedPage(g.slug)!)
    .filter((g) => !g.draft);
  const sitemap = [...(await html("/sitemap.xml")).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  const posts = ["Loja", "Serviços", "Basculantes", "Motores de Portão"].flatMap((kind) => searchPosts(kind, 0, 2).items.map((p) => postPath(p.slug)));
  paths = [...new Set([...sitemap, ...published.map((g) => usefulLinkPath(g.slug)), ...posts, "/termos", "/privacidade"])];
}, PROCESS_TEST_TIMEOUT_MS);

afterAll(async () => {
  closeDatabase();
  await server?.stop();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

describe("instalment promises", () => {
  it(
    "without the interest said, or with a single payment, no page promises instalments",
    async () => {
      expect(paths.length).toBeGreaterThan(70);
      const before = getBusinessSettings();
      for (const terms of [
        { instalments: 10, instalmentRatePct: null },
        { instalments: 1, instalmentRatePct: 0 },
      ]) {
        saveBusinessSettings({ ...before, ...terms });
        const failures: string[] = [];
        for (const [p, page] of await everyPage()) {
          const promise = pageText(page).match(PROMISE);
          if (promise) failures.push(`${p}: ${promise.join(" | ")}`);
          // A list item or paragraph that was only an instalment promise leaves no empty element behind.
          if (/<(li|p)(?:\s[^>]*)?>\s*<\/\1>/.test(page.replace(/<template[\s\S]*?<\/template>/g, ""))) failures.push(`${p}: elemento vazio`);
          if (page.includes("{parcelas}")) failures.push(`${p}: {parcelas}`);
        }
        expect(failures, JSON.stringify(terms)).toEqual([]);
      }
      // The prose around the promises stays: the FAQ's answer and the terms of use.
      const faq = pageText(await html("/duvidas-frequentes"));
      expect(faq).toContain("Posso parcelar a compra? As formas de pagamento disponíveis são confirmadas no orçamento.");
      expect(pageText(await html("/termos"))).toContain("O valor final, o prazo e as condições de pagamento são confirmados no orçamento.");
    },
    PROCESS_TEST_TIMEOUT_MS,
  );

  it(
    "with an offer, every mention states the owner's count and interest or links to the disclosure, and no old figure stays",
    async () => {
      const before = getBusinessSettings();
      const offers = [
        { instalments: 7, instalmentRatePct: 0, terms: "sem juros" },
        { instalments: 12, instalmentRatePct: 1.99, terms: "com juros de 1,99% ao mês" },
      ];
      let mentions = 0;
      for (const offer of offers) {
        saveBusinessSettings({ ...before, instalments: offer.instalments, instalmentRatePct: offer.instalmentRatePct });
        const failures: string[] = [];
        for (const [p, page] of await everyPage()) {
          const text = pageText(page);
          for (const [whole, count, unit, after] of text.matchAll(/\b(\d+)(x| vezes| parcelas)(?![\p{L}\d])(.{0,40})/gu)) {
            // "2 vezes por ano", "3 vezes ao dia": counts of something else.
            if (unit === " vezes" && /^ (por|ao|na|no|mais|menos)\b/.test(after)) continue;
            // "Ou 7x de R$ 128,42 sem juros, total de …" is the disclosure beside a price.
            // The home promises instalments before any price: there, each mention carries the price it applies to.
            const withPrice = /^ de R\$ [\d.,]+ /.test(after);
            const stated = p === "/" ? withPrice : after.startsWith(` ${offer.terms}`) || withPrice;
            if (count === String(offer.instalments) && stated) mentions++;
            else failures.push(`${p}: ${whole}`);
          }
          // A page that speaks of paying in instalments without a count links to the catalogue's disclosure.
          if (/parcel/i.test(text) && !text.includes(`${offer.instalments}x ${offer.terms}`) && !page.includes(`href="${MOTORS_PATH}"`))
            failures.push(`${p}: parcelamento sem os termos nem link para ${MOTORS_PATH}`);
        }
        // The hero's offer: the cash price, the count and value of the instalments, the interest and the total (Decreto 5.903/2006 art. 3).
        const hero = new RegExp(`a partir de R\\$ [\\d.,]+ à vista, ou ${offer.instalments}x de R\\$ [\\d.,]+ ${offer.terms}.*?\\(total de R\\$ [\\d.,]+\\)`);
        const home = pageText(await html("/"));
        if (!hero.test(home))
          failures.push(
            `/: a oferta do destaque sem preço à vista, parcela e total: ${home.slice(home.indexOf("Preço direto"), home.indexOf("Preço direto") + 400)}`,
          );
        expect(failures, offer.terms).toEqual([]);
      }
      expect(mentions).toBeGreaterThan(20);
    },
    PROCESS_TEST_TIMEOUT_MS,
  );
});
