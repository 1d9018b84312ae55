// No public page promises instalments without the law's terms (Decreto 5.903/2006 art. 3; CDC
// arts. 52 and 54-B; app/lib/instalments.ts): with the owner's offer in "Dados do negócio", every
// block (paragraph, list item, description, JSON-LD string, the lines under a price) that promises
// instalments states the cash price, the number and value of the instalments, the interest and the
// total, worked out from the owner's figures, and a change of terms leaves no old figure on any
// page; with the interest not said (a fresh install) or a single payment, no page promises
// instalments at all. Over every sitemap URL, the generators' pages and posts of a production server.
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureBuild, startServer, tempDataDir } from "../../bench/server-process.mjs";
import { postPath, usefulLinkPath } from "~/lib/paths";
import { searchPosts } from "~/server/data/posts.server";
import { closeDatabase } from "~/server/data/db.server";
import { getBusinessSettings, saveBusinessSettings } from "~/server/data/business-settings.server";
import { createAllBatchPages, generateAndSavePage } from "~/server/generated-pages/batches.server";
import { qualityJudge } from "~/server/generated-pages/judge.server";
import { listGeneratedPages, findGeneratedPage } from "~/server/generated-pages/store.server";
import { instalmentPlan, percentText } from "~/lib/instalments";
import { PRICE_DISCLOSURE_ATTRIBUTE } from "~/lib/page-html";
import { freePort } from "./raw-http";
import { fetchPages, publicPagePaths } from "./public-pages";
import { PROCESS_TEST_TIMEOUT_MS } from "../limits";

/** Each test renders every public page (about 260) twice: 60–105 s on a loaded 2-core machine. */
const EVERY_PAGE_TWICE_MS = 2 * PROCESS_TEST_TIMEOUT_MS;
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

/**
 * A promise of instalments: a count of them, or words that offer paying in parts ("Posso parcelar a
 * compra?" asks; "as condições de pagamento" promise nothing).
 */
const PROMISE =
  /\b\d+x\b|\b\d+ (?:vezes|parcelas)(?! por)|parcelamento em|parcelável|pode ser parcelad|pode parcelar|parcelado em|parcelar em|\bparcelad[oa],/giu;

/**
 * The page cut where a reader's eye stops: each paragraph, list item, heading, cell, attribute
 * text (meta descriptions) and JSON string (JSON-LD) is one block, as pageText words it. The lines
 * under a price (PriceDisclosure: "À vista", "No Pix", "Ou 10x de …") are one block: they are
 * read together, under the price they describe.
 */
function pageBlocks(page: string): string[] {
  const strings = page
    .replace(/<script[^>]*>([\s\S]*?)<\/script>/g, (_, code: string) => `<p>${code.split('"').join("</p><p>")}</p>`)
    .replace(
      new RegExp(`<ul[^>]*${PRICE_DISCLOSURE_ATTRIBUTE}[^>]*>([\\s\\S]*?)</ul>`, "g"),
      (_, lines: string) => `<p>${lines.replace(/<\/?li[^>]*>/g, " ")}</p>`,
    );
  const blocks = strings
    .replace(/<[^>]*\b(?:content|alt|title)="([^"]*)"[^>]*>/g, "<p>$1</p>")
    .split(
      /<\/?(?:p|li|h[1-6]|td|th|dt|dd|div|section|article|header|footer|nav|aside|main|ul|ol|table|tr|summary|details|figcaption|blockquote|br|hr|form|label|button)\b[^>]*>/,
    );
  return blocks.map(pageText).filter((b) => /\S/.test(b));
}

/** Cents of "R$ 1.349,90". */
const cents = (brl: string) => Math.round(Number(brl.replace(/\.$/, "").replace(/\./g, "").replace(",", ".")) * 100);

const BRL = "R\\$ (\\d[\\d.]*(?:,\\d{2})?)";

/** A cash price, one price or a range: "R$ 899 à vista", "R$ 800 a R$ 1.400 à vista", "À vista: R$ 899". */
const CASH = new RegExp(`${BRL}(?: a ${BRL})? à vista|À vista: ${BRL}`, "g");

type Offer = { instalments: number; instalmentRatePct: number };

/**
 * The law's rule for one block (Decreto 5.903/2006 art. 3; CDC arts. 52 and 54-B): a block that
 * promises instalments states the cash price, the owner's number of instalments, the value of
 * each instalment, the interest and the total, each figure as the Price table of
 * app/lib/instalments.ts works it out from that cash price (each end of a range). `ranges`: how
 * many of the block's offers name a price range.
 */
function lawfulBlock(block: string, offer: Offer): { failures: string[]; offers: number; ranges: number } {
  const failures: string[] = [];
  let offers = 0;
  let ranges = 0;
  const quote = (at: number) => `«${block.slice(Math.max(0, at - 160), at + 200).trim()}»`;
  const cashes = [...block.matchAll(CASH)].map((m) => ({ at: m.index, min: cents(m[1] ?? m[3]), max: cents(m[2] ?? m[1] ?? m[3]) }));
  const interest = offer.instalmentRatePct === 0 ? "sem juros" : `juros (?:mensais )?de ${percentText(offer.instalmentRatePct).replace(".", "\\.")}`;
  let counts = 0;
  for (const m of block.matchAll(/\b(\d+)(x| vezes| parcelas)(?![\p{L}\d])(.{0,300})/gu)) {
    const [, count, unit, after] = m;
    if (unit === " vezes" && /^ (por|ao|na|no|mais|menos)\b/.test(after)) continue;
    counts++;
    const value = new RegExp(`^ de ${BRL}(?: a ${BRL})?`).exec(after);
    const total = new RegExp(`total (?:de|a pagar:) ${BRL}(?: a ${BRL})?`).exec(after);
    // The cash price the offer applies to: the nearest before the count, else the first after it.
    const cash = cashes.filter((c) => c.at < m.index).pop() ?? cashes.find((c) => c.at > m.index);
    if (Number(count) !== offer.instalments) failures.push(`${count}${unit}: não é o número de parcelas oferecido (${offer.instalments}): ${quote(m.index)}`);
    else if (!cash || !value || !total) failures.push(`parcelas sem o preço à vista, o valor da parcela ou o total: ${quote(m.index)}`);
    else if (!new RegExp(interest).test(after) && !new RegExp(interest).test(block.slice(cash.at, m.index)))
      failures.push(`parcelas sem os juros (${interest}): ${quote(m.index)}`);
    else {
      offers++;
      const [low, high] = [cash.min, cash.max].map((c) => instalmentPlan(c, offer.instalments, offer.instalmentRatePct));
      const shown = { partMin: cents(value[1]), partMax: cents(value[2] ?? value[1]), totalMin: cents(total[1]), totalMax: cents(total[2] ?? total[1]) };
      if (cash.max !== cash.min) ranges++;
      if (
        shown.partMin !== low.instalmentCents ||
        shown.partMax !== high.instalmentCents ||
        shown.totalMin !== low.totalCents ||
        shown.totalMax !== high.totalCents
      )
        failures.push(`valores diferentes da tabela Price para ${offer.instalments}x a ${offer.instalmentRatePct}%: ${quote(m.index)}`);
    }
  }
  const promise = block.match(PROMISE);
  if (promise && counts === 0) failures.push(`promessa de parcelamento sem preço, parcelas e total: ${quote(promise.index ?? 0)}`);
  return { failures, offers, ranges };
}

const everyPage = () => fetchPages(paths, html);

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
  const posts = ["Loja", "Serviços", "Basculantes", "Motores de Portão"].flatMap((kind) => searchPosts(kind, 0, 2).items.map((p) => postPath(p.slug)));
  paths = await publicPagePaths(html, [...published.map((g) => usefulLinkPath(g.slug)), ...posts, "/termos", "/privacidade"]);
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
          // (A live region that scripts fill, like the selector's step counter, is empty by design.)
          const empty = [...page.replace(/<template[\s\S]*?<\/template>/g, "").matchAll(/<(li|p)(\s[^>]*)?>\s*<\/\1>/g)].filter(
            (m) => !/aria-live/.test(m[2] ?? ""),
          );
          if (empty.length > 0) failures.push(`${p}: elemento vazio: ${empty[0][0]}`);
          if (page.includes("{parcelas}")) failures.push(`${p}: {parcelas}`);
        }
        expect(failures, JSON.stringify(terms)).toEqual([]);
      }
      // The prose around the promises stays: the FAQ's answer and the terms of use.
      const faq = pageText(await html("/duvidas-frequentes"));
      expect(faq).toContain("Posso parcelar a compra? As formas de pagamento disponíveis são confirmadas no orçamento.");
      expect(pageText(await html("/termos"))).toContain("O valor final, o prazo e as condições de pagamento são confirmados no orçamento.");
    },
    EVERY_PAGE_TWICE_MS,
  );

  it(
    "with an offer, every block that promises instalments states the cash price, the count, the instalment's value, the interest and the total, and no old figure stays",
    async () => {
      const before = getBusinessSettings();
      // The owner's terms change from one to the next: each render must show the current ones only.
      const offers = [
        { instalments: 10, instalmentRatePct: 1.99, pixDiscountPct: 5 },
        { instalments: 7, instalmentRatePct: 0, pixDiscountPct: null },
      ];
      let offersShown = 0;
      const promising = new Set<string>();
      const rangePages = new Set<string>();
      let previous: Offer | null = null;
      for (const offer of offers) {
        saveBusinessSettings({ ...before, ...offer });
        const failures: string[] = [];
        for (const [p, page] of await everyPage()) {
          for (const block of pageBlocks(page)) {
            const found = lawfulBlock(block, offer);
            failures.push(...found.failures.map((f) => `${p}: ${f}`));
            offersShown += found.offers;
            if (found.offers > 0) promising.add(p);
            if (found.ranges > 0) rangePages.add(p);
          }
          if (page.includes("{parcelas}") || page.includes("{menor preço do kit")) failures.push(`${p}: marcador sem valor`);
          // The previous terms are gone from every page: their count of instalments and their interest.
          if (previous) {
            const text = pageText(page);
            const old = new RegExp(`\\b${previous.instalments}(?:x| vezes| parcelas) de R\\$`).exec(text);
            if (old) failures.push(`${p}: parcelas dos termos anteriores: ${old[0]}`);
            if (previous.instalmentRatePct > 0 && text.includes(`${percentText(previous.instalmentRatePct)} ao mês`))
              failures.push(`${p}: juros dos termos anteriores: ${percentText(previous.instalmentRatePct)}`);
          }
        }
        expect([...new Set(failures)], JSON.stringify(offer)).toEqual([]);
        previous = offer;
      }
      // Three models' pages, the catalogue, the home, the FAQ, the terms, a topic, a generated page, a post: each pass.
      expect(offersShown).toBeGreaterThanOrEqual(offers.length * 15);
      // The pages whose promise had no price of its own now carry the lowest price: the FAQ's answer,
      // the terms of use, the catalogue's lead, the home, and the generator's pages.
      expect([...promising]).toEqual(expect.arrayContaining(["/", "/motores", "/duvidas-frequentes", "/termos"]));
      expect([...promising].filter((p) => p.startsWith(usefulLinkPath("")))).not.toEqual([]);
      // The kit's range offered in instalments: the topics on prices and the generator's page on what installing costs.
      expect([...rangePages]).toEqual(
        expect.arrayContaining(["/topicos/orcamento-de-motor-de-portao", "/links-uteis/quanto-custa-instalar-motor-de-portao-em-osasco"]),
      );
    },
    EVERY_PAGE_TWICE_MS,
  );
});
