import type { AppLoadContext } from "@remix-run/node";
import { asc } from "drizzle-orm";
import { generatedPages, motors, posts } from "../../../db/schema";
import { QualityIndex, preparePage, type PreparedPage } from "~/lib/content-quality";
import { defaultDescription } from "~/lib/generator/description";
import { judgeCandidate } from "~/lib/index-admission";
import { FIXED_PAGE_PATHS, sitePagePaths } from "~/lib/index-candidates";
import { isContentAdmitted } from "~/lib/indexed-content";
import type { QualityFields } from "~/lib/page-quality";
import { generatedQualityPage, qualityPageOf, type PageText } from "~/lib/quality-page";
import { motorPath } from "~/lib/paths";
import { getDb } from "../data/db.server";
import { log } from "../infra/log.server";

/**
 * The judge of the generators and the page editor (docs/content-quality.md): a new or changed
 * generated page is measured against every page of the site with the measure of
 * `npm run audit:content` and the rule of `npm run content:admit` (`judgeCandidate`), and is
 * indexable only when it passes, pushes no indexable page under the bar, and does not carry
 * the spec's default description. The site is its built-in pages (main pages, hubs, every
 * template page, every post: rendered in-process once, their text does not change while the
 * process runs) and every generated page, drafts and noindex ones included (read from the
 * database on every check).
 */

export type { PageText };
/** Scores a page about to be saved; runs inside the save's transaction. `excludeId`: the page being changed. */
export type QualityJudge = (page: PageText, excludeId?: number) => QualityFields;
type RenderPage = NonNullable<AppLoadContext["renderPage"]>;

/** The spec's fixed description ("Informações sobre {title}. Atendimento especializado…"). */
export function isDefaultDescription(page: Pick<PageText, "title" | "description">): boolean {
  return page.description.trim() === defaultDescription(page.title);
}

let builtIn: Promise<QualityIndex> | null = null;

/** The built-in pages, rendered once per process and indexed. */
function builtInIndex(render: RenderPage): Promise<QualityIndex> {
  builtIn ??= (async () => {
    const db = getDb();
    const motorRows = db.select({ slug: motors.slug, status: motors.status }).from(motors).orderBy(asc(motors.position)).all();
    const postSlugs = db.select({ slug: posts.slug }).from(posts).all();
    // Active models are in sitemap.xml by their status (decision 0029).
    const alwaysIn = new Set([...FIXED_PAGE_PATHS, ...motorRows.filter((m) => m.status === "ativo").map((m) => motorPath(m.slug))]);
    const pages: PreparedPage[] = [];
    const paths = sitePagePaths(
      motorRows.map((m) => m.slug),
      postSlugs.map((p) => p.slug),
    );
    for (const path of paths) {
      const html = await render(path);
      if (html === null) throw new Error(`Página do site não respondeu 200 ao avaliar conteúdo: ${path}`);
      pages.push(preparePage(qualityPageOf(path, html, alwaysIn.has(path) || isContentAdmitted(path))));
    }
    return new QualityIndex(pages);
  })().catch((error: unknown) => {
    builtIn = null; // try again on the next check
    throw error;
  });
  return builtIn;
}

/**
 * A judge for one request (a batch keeps it for all its pages). Without an in-process
 * renderer (loader tests) the built-in pages are left out and pages are judged against the
 * generated pages only.
 */
export async function qualityJudge(context: Pick<AppLoadContext, "renderPage">): Promise<QualityJudge> {
  let site = new QualityIndex([]);
  if (context.renderPage) {
    try {
      site = await builtInIndex(context.renderPage);
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
        indexable: generatedPages.indexable,
        draft: generatedPages.draft,
        updatedAt: generatedPages.updatedAt,
      })
      .from(generatedPages)
      .all()
      .filter((row) => row.id !== excludeId && row.slug !== page.slug)
      .map((row) => {
        const indexable = row.indexable && !row.draft;
        const key = `${row.id}:${row.updatedAt.getTime()}:${indexable}`;
        let ready = prepared.get(key);
        if (!ready) {
          ready = preparePage(generatedQualityPage(row, indexable));
          prepared.set(key, ready);
        }
        return ready;
      });
    const verdict = judgeCandidate(site.extend(others), preparePage(generatedQualityPage(page)));
    const defaultText = isDefaultDescription(page);
    return {
      indexable: verdict.admitted && !defaultText,
      ownWords: verdict.score.ownWords,
      similarity: verdict.score.sharedShare,
      similarTo: verdict.breaks?.url ?? verdict.score.mostSimilarUrl,
      sharedSentences: verdict.breaks ? [] : (verdict.score.sharedSentences ?? []),
      defaultDescription: defaultText,
    };
  };
}
