// No public page promises instalments without the law's terms (Decreto 5.903/2006 art. 3; CDC
// arts. 52 and 54-B; app/lib/instalments.ts): with the owner's offer in "Dados do negócio", every
// mention states the number of instalments and the interest, or the page links to the catalogue,
// where the full disclosure stands beside each price; with the interest not said (a fresh
// install) or a single payment, no page promises instalments at all; beside a price, a count of
// instalments always comes with the value of each instalment and the total. Over every sitemap
// URL, the generators' pages and posts of a production server.
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureBuild, startServer, tempDataDir } from "../../bench/server-process.mjs";
import { MOTORS_PATH, postPath, usefulLinkPath } from "~/lib/paths";
import { searchPosts } from "~/server/data/posts.server";
import { closeDatabase } from "~/server/data/db.server";
import { getBusinessSettings, saveBusinessSettings } from "~/server/data/business-settings.server";
import type { BusinessSettings } from "~/lib/business-settings";
import { createAllBatchPages, generateAndSavePage } from "~/server/generated-pages/batches.server";
import { qualityJudge } from "~/server/generated-pages/judge.server";
import { listGeneratedPages, findGeneratedPage } from "~/server/generated-pages/store.server";
import { instalmentPlan } from "~/lib/instalments";
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

/**
 * The page cut where a reader's eye stops: each paragraph, list item, heading, cell, attribute
 * text (meta descriptions) and JSON string (JSON-LD) is one block, as pageText words it.
 */
function pageBlocks(page: string): string[] {
  const strings = page.replace(/<script[^>]*>([\s\S]*?)<\/script>/g, (_, code: string) => `<p>${code.split('"').join("</p><p>")}</p>`);
  const blocks = strings
    .replace(/<[^>]*\b(?:content|alt|title)="([^"]*)"[^>]*>/g, "<p>$1</p>")
    .split(
      /<\/?(?:p|li|h[1-6]|td|th|dt|dd|div|section|article|header|footer|nav|aside|main|ul|ol|table|tr|summary|details|figcaption|blockquote|br|hr|form|label|button)\b[^>]*>/,
    );
  return blocks.map(pageText).filter((b) => /\S/.test(b));
}

/** Cents of "R$ 1.349,90". */
const cents = (brl: string) => Math.round(Number(brl.replace(/\./g, "").replace(",", ".")) * 100);

/**
 * The law's terms beside a price (Decreto 5.903/2006 art. 3; CDC arts. 52 and 54-B): in a block that
 * names a price, each instalment count says the value of the instalment and the total; a price
 * range offered in instalments ("R$ 800 a R$ 1.400 à vista ou em 12 parcelas de R$ … a R$ …, com
 * juros …; total a pagar: R$ … a R$ …") has the figures of the Price table (app/lib/instalments.ts).
 */
function countsBesidePrices(
  page: string,
  offer: { instalments: number; instalmentRatePct: number },
): { failures: string[]; disclosed: number; ranges: number } {
  const failures: string[] = [];
  let disclosed = 0;
  let ranges = 0;
  for (const block of pageBlocks(page)) {
    if (!/R\$ ?\d/.test(block)) continue;
    for (const m of block.matchAll(/\b(\d+)(x| vezes| parcelas)(?![\p{L}\d])(.{0,200})/gu)) {
      const [, , unit, after] = m;
      if (unit === " vezes" && /^ (por|ao|na|no|mais|menos)\b/.test(after)) continue;
      if (/^ de R\$ [\d.,]+/.test(after) && /total(?: de| a pagar:) R\$ [\d.,]+/.test(after)) disclosed++;
      else failures.push(`preço e parcelas sem o valor da parcela e o total: «${block.slice(Math.max(0, m.index - 160), m.index + 80).trim()}»`);
    }
    const R = "R\\$ (\\d[\\d.]*(?:,\\d{2})?)";
    const range = new RegExp(`${R} a ${R} à vista(?: \\([^)]*\\))? ou em (\\d+) parcelas de ${R} a ${R}, .*?; total a pagar: ${R} a ${R}`).exec(block);
    if (range) {
      ranges++;
      const [cashMin, cashMax, count, partMin, partMax, totalMin, totalMax] = range.slice(1).map((v, i) => (i === 2 ? Number(v) : cents(v)));
      const [low, high] = [
        instalmentPlan(cashMin, offer.instalments, offer.instalmentRatePct),
        instalmentPlan(cashMax, offer.instalments, offer.instalmentRatePct),
      ];
      if (
        count !== offer.instalments ||
        partMin !== low.instalmentCents ||
        partMax !== high.instalmentCents ||
        totalMin !== low.totalCents ||
        totalMax !== high.totalCents
      )
        failures.push(`valores da oferta diferentes da tabela Price: «${range[0]}»`);
    }
  }
  return { failures, disclosed, ranges };
}

/**
 * Every page under `settings`, saved as they are. The three tests read the pages under six
 * settings, two of them the same (12x at 1.99% without a Pix discount): pages already read under
 * the same settings, with nothing else written since, are the same bytes and are not read again.
 */
const sweeps = new Map<string, Map<string, string>>();
async function everyPage(settings: BusinessSettings): Promise<Map<string, string>> {
  saveBusinessSettings(settings);
  const key = JSON.stringify(settings);
  const known = sweeps.get(key);
  if (known) return known;
  const pages = new Map<string, string>();
  for (const p of paths) pages.set(p, await html(p));
  sweeps.set(key, pages);
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
        const failures: string[] = [];
        for (const [p, page] of await everyPage({ ...before, ...terms })) {
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
        const failures: string[] = [];
        for (const [p, page] of await everyPage({ ...before, instalments: offer.instalments, instalmentRatePct: offer.instalmentRatePct })) {
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

  it(
    "beside a price, every instalment count says the value of the instalment and the total",
    async () => {
      const before = getBusinessSettings();
      let disclosed = 0;
      const rangePages = new Set<string>();
      for (const offer of [
        { instalments: 12, instalmentRatePct: 1.99 },
        { instalments: 7, instalmentRatePct: 0, pixDiscountPct: 5 },
      ]) {
        const failures: string[] = [];
        for (const [p, page] of await everyPage({ ...before, pixDiscountPct: null, ...offer })) {
          const found = countsBesidePrices(page, offer);
          failures.push(...found.failures.map((f) => `${p}: ${f}`));
          disclosed += found.disclosed;
          if (found.ranges > 0) rangePages.add(p);
        }
        expect([...new Set(failures)], JSON.stringify(offer)).toEqual([]);
      }
      expect(disclosed).toBeGreaterThan(20);
      // The kit's range offered in instalments: the topics on prices and the generator's page on what installing costs.
      expect([...rangePages]).toEqual(
        expect.arrayContaining(["/topicos/orcamento-de-motor-de-portao", "/links-uteis/quanto-custa-instalar-motor-de-portao-em-osasco"]),
      );
    },
    PROCESS_TEST_TIMEOUT_MS,
  );
});
