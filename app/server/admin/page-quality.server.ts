import type { AppLoadContext } from "@remix-run/node";
import { and, eq } from "drizzle-orm";
import { generatedPages } from "../../../db/schema";
import { ADMITTED_PATHS } from "~/content/index-admission";
import { CONTENT_QUALITY, analyzePrepared, preparePage, type PreparedPage, type QualityPage } from "~/lib/content-quality";
import { judgeCandidate } from "~/lib/index-admission";
import type { QualityFields } from "~/lib/page-quality";
import { mainText } from "~/lib/page-html";
import { HOME_PATH, MAIN_PAGE_PATHS, usefulLinkPath } from "~/lib/paths";
import { getDb } from "../data/db.server";
import { log } from "../infra/log.server";

/**
 * The generators' quality check (issue #14, docs/content-quality.md): a new or changed
 * generated page is scored against the site's indexable pages with the same measure as
 * `npm run audit:content`, and saved as indexable only when it passes the gate and pushes no
 * indexable page under it. The site is its main pages and admitted template pages (rendered
 * in-process once, their text does not change while the process runs) plus the indexable
 * generated pages (read from the database on every check).
 */

export type PageText = { slug: string; title: string; description: string; content: string };
/** Scores a page about to be saved; runs inside the save's transaction. `excludeId`: the page being changed. */
export type QualityJudge = (page: PageText, excludeId?: number) => QualityFields;
type RenderPage = NonNullable<AppLoadContext["renderPage"]>;

const TEMPLATE = "/links-uteis";

/** The main text a generated page shows (app/routes/links-uteis.$slug.tsx): its header and content. */
export function generatedQualityPage(page: PageText): QualityPage {
  const html = `<main><h1>${escapeText(page.title)}</h1><p>${escapeText(page.description)}</p>${page.content}</main>`;
  return { url: usefulLinkPath(page.slug), template: TEMPLATE, mainText: mainText(html) };
}

function escapeText(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

let templates: Promise<PreparedPage[]> | null = null;

/** The main pages and admitted template pages, rendered once per process. */
function templateCorpus(render: RenderPage): Promise<PreparedPage[]> {
  templates ??= (async () => {
    const pages: PreparedPage[] = [];
    for (const path of [HOME_PATH, ...MAIN_PAGE_PATHS, ...ADMITTED_PATHS]) {
      const html = await render(path);
      if (html === null) throw new Error(`Página do site não respondeu 200 ao avaliar conteúdo: ${path}`);
      pages.push(preparePage({ url: path, template: "site", mainText: mainText(html) }));
    }
    return pages;
  })().catch((error: unknown) => {
    templates = null; // try again on the next check
    throw error;
  });
  return templates;
}

/**
 * A judge for one request (a batch keeps it for all its pages). Without an in-process
 * renderer (loader tests) the site's template pages are left out and pages are scored
 * against the generated pages only.
 */
export async function qualityJudge(context: Pick<AppLoadContext, "renderPage">): Promise<QualityJudge> {
  let site: PreparedPage[] = [];
  if (context.renderPage) {
    try {
      site = await templateCorpus(context.renderPage);
    } catch (error) {
      log.error("Avaliação de conteúdo sem as páginas do site", error);
    }
  }
  const prepared = new Map<string, PreparedPage>();
  return (page, excludeId) => {
    const others = getDb()
      .select({
        id: generatedPages.id,
        slug: generatedPages.slug,
        title: generatedPages.title,
        description: generatedPages.description,
        content: generatedPages.content,
        updatedAt: generatedPages.updatedAt,
      })
      .from(generatedPages)
      // Published pages only: a draft is not on the site yet (issue #17).
      .where(and(eq(generatedPages.indexable, true), eq(generatedPages.draft, false)))
      .all()
      .filter((row) => row.id !== excludeId && row.slug !== page.slug)
      .map((row) => {
        const key = `${row.id}:${row.updatedAt.getTime()}`;
        let ready = prepared.get(key);
        if (!ready) {
          ready = preparePage(generatedQualityPage(row));
          prepared.set(key, ready);
        }
        return ready;
      });
    const set = [...site, ...others];
    const failingBefore = new Set(analyzePrepared(set).flatMap((r) => (r.failing ? [r.url] : [])));
    const verdict = judgeCandidate(set, preparePage(generatedQualityPage(page)), CONTENT_QUALITY, failingBefore);
    return {
      indexable: verdict.admitted,
      ownWords: verdict.score.uniqueWords,
      similarity: verdict.score.maxSimilarity,
      similarTo: verdict.breaks?.url ?? verdict.score.mostSimilarUrl,
    };
  };
}
