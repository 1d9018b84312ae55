import { draftTotal } from "~/lib/admin-toasts";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureBuild, startServer, tempDataDir } from "../../bench/server-process.mjs";
import { CONTENT_QUALITY } from "~/lib/content-quality";
import { DESCRIPTION_MAX, TITLE_MAX } from "~/lib/snippet-length";
import { closeDatabase, getConnection } from "~/server/data/db.server";
import { resetProcessState } from "~/server/process-state.server";
import { createAllBatchPages, generateInternalPages } from "~/server/generated-pages/batches.server";
import { qualityJudge } from "~/server/generated-pages/judge.server";
import { auditSite } from "../../scripts/content-audit";
import { jsonLdOfType, readHead } from "../e2e/seo-html";
import { listPageVerdicts } from "~/server/verdicts/page-verdicts.server";
import { unservedPlacePaths } from "~/server/places/served-places.server";
import { freePort } from "./raw-http";

/**
 * The content-quality gate (docs/content-quality.md): every URL of sitemap.xml, rendered by
 * the production build on a fresh database, measured against every page of the site (noindex
 * template pages, posts, generated pages and drafts included), has at least
 * CONTENT_QUALITY.minOwnWords words of its own and at most CONTENT_QUALITY.maxSharedShare of
 * its main text shared; and the same holds after the admin's two generators ("Gerar 50
 * Páginas Internas" and the batch creator) have saved their pages through the judge.
 *
 * Part of `npm test`: the sitemap lists the template pages whose stored verdict lets them in
 * (docs/content-quality.md "Stored verdicts"); the gate checks that the sitemap is exactly the
 * stored indexable set and that every one of them meets the targets. There is no pending list.
 * Port: CONTENT_GATE_PORT (default: a free one).
 */

const BOILERPLATE_MAX_WORDS = 80;

type Server = Awaited<ReturnType<typeof startServer>>;
let server: Server;
let dbFile: string;

beforeAll(async () => {
  ensureBuild();
  dbFile = path.join(tempDataDir("content-gate"), "site.db");
  server = await startServer({ port: Number(process.env.CONTENT_GATE_PORT) || (await freePort()), dbFile });
}, 120_000);
afterAll(async () => {
  closeDatabase();
  await server?.stop();
});

/** Sitemap URLs under the targets, snippet problems and pages whose boilerplate is too long. */
async function gateFailures() {
  // The audit keeps the pages it read and scored: reading the whole site again gives the same pages.
  const audit = await auditSite(server.url, dbFile);
  const site = audit.site;
  return {
    errors: audit.errors,
    failing: audit.pages
      .filter((p) => p.failing)
      .map((p) => `${p.url}: ${p.ownWords} palavras próprias, ${Math.round(p.sharedShare * 100)}% repetido (mais com ${p.mostSimilarUrl})`),
    sitemap: audit.pages.map((p) => p.url),
    boilerplate: site.pages.filter((p) => (p.boilerplateWords ?? 0) >= BOILERPLATE_MAX_WORDS).map((p) => `${p.url}: ${p.boilerplateWords} palavras`),
    snippets: await snippetProblems(
      server.url,
      audit.pages.map((p) => p.url),
    ),
  };
}

/**
 * Titles over 60 characters, descriptions over 160, either one repeated, and a FAQ question
 * marked up (FAQPage JSON-LD) on more than one page.
 */
async function snippetProblems(base: string, paths: string[]): Promise<string[]> {
  const problems: string[] = [];
  const seen = new Map<string, string>();
  for (const path of paths) {
    const head = readHead(await (await fetch(base + path)).text());
    const title = head.title ?? "";
    const description = head.meta("description") ?? "";
    if ([...title].length > TITLE_MAX) problems.push(`${path}: título com ${[...title].length} caracteres`);
    if ([...description].length > DESCRIPTION_MAX) problems.push(`${path}: descrição com ${[...description].length} caracteres`);
    const questions = jsonLdOfType(head.jsonLd, "FAQPage").flatMap((faq) => (faq.mainEntity ?? []).map((q: { name: string }) => q.name));
    for (const [kind, text] of [["título", title], ["descrição", description], ...questions.map((q) => ["pergunta marcada", q])]) {
      const other = seen.get(`${kind}:${text}`);
      if (other) problems.push(`${path}: mesmo ${kind} de ${other}`);
      seen.set(`${kind}:${text}`, path);
    }
  }
  return problems;
}

const targets = `≥ ${CONTENT_QUALITY.minOwnWords} own words and ≤ ${CONTENT_QUALITY.maxSharedShare * 100}% shared`;

describe("content-quality gate", () => {
  it(`on a fresh database every sitemap URL has ${targets} against every page of the site`, async () => {
    const { errors, failing, sitemap, boilerplate, snippets } = await gateFailures();
    expect(errors).toEqual([]);
    expect(failing).toEqual([]);
    // The sitemap is the stored verdicts' indexable set (generated pages have none on a fresh database).
    closeDatabase();
    process.env.DATABASE_URL = `file:${dbFile}`;
    resetProcessState();
    // A place outside the owner's list of served cities stays out whatever its verdict (app/lib/places/served.ts).
    const unserved = unservedPlacePaths();
    expect(new Set(sitemap)).toEqual(new Set(listPageVerdicts({ indexable: true }).flatMap((v) => (unserved.has(v.path) ? [] : [v.path]))));
    // The declared boilerplate (the call to action) stays short on every page.
    expect(boilerplate).toEqual([]);
    // Every indexable page has its own title of at most 60 characters and description of at most 160.
    expect(snippets).toEqual([]);
  }, 600_000);

  it(`after "Gerar 50 Páginas Internas" and the batch creator, every sitemap URL still has ${targets}`, async () => {
    // The generators run in this process on the server's database, judged as the admin's are.
    closeDatabase();
    process.env.DATABASE_URL = `file:${dbFile}`;
    process.env.SESSION_SECRET ??= "test-secret-0123456789abcdef";
    process.env.SITE_URL ??= "http://localhost:3000";
    resetProcessState();
    getConnection();
    const judge = await qualityJudge({
      renderPage: async (p: string) => {
        const res = await fetch(server.url + p, { redirect: "manual" });
        return res.status === 200 ? res.text() : null;
      },
    });
    const internal = await generateInternalPages(judge);
    const batch = await createAllBatchPages(judge);
    expect(internal.published + draftTotal(internal.drafts) + batch.filter((b) => b.success).length).toBeGreaterThan(0);

    // The generators write no sentence the site's pages say, and the judge keeps a later page from
    // taking an indexable page's text (docs/content-quality.md "The judge"): no sitemap URL,
    // generated pages included, is over the targets.
    const { errors, failing } = await gateFailures();
    expect(errors).toEqual([]);
    expect(failing).toEqual([]);
  }, 900_000);
});
