import path from "node:path";
import { describe, expect, it } from "vitest";
import { ensureBuild, startServer, tempDataDir } from "../../bench/server-process.mjs";
import { CONTENT_QUALITY } from "~/lib/content-quality";
import { DESCRIPTION_MAX, TITLE_MAX } from "~/lib/snippet-length";
import { auditSite } from "../../scripts/content-audit";
import { jsonLdOfType, readHead } from "../e2e/seo-html";
import { freePort } from "./raw-http";

/**
 * The content-quality gate of issue #14 (docs/content-quality.md): every URL of sitemap.xml,
 * rendered by the production build on a fresh database, has at least
 * CONTENT_QUALITY.minUniqueWords words of its own and a similarity of at most
 * CONTENT_QUALITY.maxSimilarity with any other sitemap URL.
 *
 * Part of `npm test`: the sitemap lists only the template pages the admission let in
 * (`npm run content:admit`, app/content/index-admission.ts); when a text change makes one of
 * them fail, rerun the admission. Port: CONTENT_GATE_PORT (default: a free one).
 */

export async function contentGateFailures(port?: number) {
  port ??= Number(process.env.CONTENT_GATE_PORT) || (await freePort());
  ensureBuild();
  const server = await startServer({ port, dbFile: path.join(tempDataDir("content-gate"), "site.db") });
  try {
    const audit = await auditSite(server.url);
    return {
      snippets: await snippetProblems(
        server.url,
        audit.pages.map((p) => p.url),
      ),
      errors: audit.errors,
      failing: audit.pages
        .filter((p) => p.failing)
        .map((p) => `${p.url}: ${p.uniqueWords} palavras próprias, similaridade ${p.maxSimilarity.toFixed(2)} com ${p.mostSimilarUrl}`),
    };
  } finally {
    await server.stop();
  }
}

/**
 * Titles over 60 characters, descriptions over 160, either one repeated, and a FAQ question
 * marked up (FAQPage JSON-LD) on more than one page (issue #14).
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

describe("content-quality gate", () => {
  it(`every sitemap URL has ≥ ${CONTENT_QUALITY.minUniqueWords} own words and similarity ≤ ${CONTENT_QUALITY.maxSimilarity}`, async () => {
    const { errors, failing, snippets } = await contentGateFailures();
    expect(errors).toEqual([]);
    expect(failing).toEqual([]);
    // Every indexable page has its own title of at most 60 characters and description of at most 160.
    expect(snippets).toEqual([]);
  }, 600_000);
});
