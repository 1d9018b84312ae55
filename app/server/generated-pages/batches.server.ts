import { BATCH_TITLES } from "~/content/batch-titles";
import { INTERNAL_PAGE_TITLES } from "~/content/internal-pages";
import { CREATIVITY, generateContent } from "~/lib/generator";
import { outOfIndexNote } from "~/lib/page-quality";
import { usefulLinkPath } from "~/lib/paths";
import type { QualityJudge } from "./judge.server";
import { pageSlug } from "./normalise.server";
import { savePage } from "./save.server";
import { PageNotWritten, findGeneratedPage, listIndexablePages, storeGeneratedPageQuality, type SaveResult } from "./store.server";

/**
 * Pages made by the generator and saved in one step: the 50 internal pages of the panel,
 * the batch creator's fixed list and the local generator's "Processar todos".
 * Each page is its own `savePage()`: one failure never stops the others. Every page is scored
 * by the quality judge (docs/content-quality.md "The judge"): one under the bar is saved out of
 * the index, and one that would push an indexable page over the targets (or make one already
 * over them worse) is not written: its text is the generator's, and a noindex copy takes the
 * other page's text all the same, since the measure compares every page of the site.
 */

/**
 * The indexable pages a generator wrote. Every generator writes from the one vocabulary of
 * app/lib/generator, so a later generator page may share text with an earlier one: being first
 * says nothing about whose text it is. A generator's page may therefore push another generator's
 * page over the targets; each generator save judges those again, and one pushed over leaves the
 * index (two pages that say the same thing both stay out, as in the admission). The site's own
 * pages and the owner's (typed or edited, `writtenBy` "admin") stay protected: a generator's page
 * that would take their text is not written.
 */
function generatorPages() {
  return listIndexablePages().filter((p) => p.writtenBy === "gerador");
}

function generatorPaths(): ReadonlySet<string> {
  return new Set(generatorPages().map((p) => usefulLinkPath(p.slug)));
}

/** Generates a page for `title` and saves it under the slug of the title; null: an unexpected error, logged. */
export function generateAndSavePage(title: string, creativity: number, seed: number, judge: QualityJudge): SaveResult | null {
  const page = generateContent({ title, creativity, seed });
  const ownTextOnly: QualityJudge = (text, id) => {
    const quality = judge(text, id, generatorPaths());
    if (quality.pushesOver) throw new PageNotWritten(notWrittenMessage(quality.pushesOver));
    return quality;
  };
  const saved = savePage({
    input: { title: page.title, content: page.content, description: page.description, keywords: page.keywords, writtenBy: "gerador" },
    judge: ownTextOnly,
  });
  if (saved?.ok) judgeGeneratedPagesAgain(judge, saved.page.id);
  return saved;
}

export function notWrittenMessage(path: string): string {
  return `Não criada: repetiria o texto de ${path}, que está no índice e passaria do limite de texto repetido.`;
}

/** The generators' indexable pages other than `savedId`, judged again; those now over the targets leave the index. */
function judgeGeneratedPagesAgain(judge: QualityJudge, savedId: number): void {
  const family = generatorPaths();
  for (const page of generatorPages()) {
    // A page never measured (the legacy import) keeps its status.
    if (page.id === savedId || page.ownWords === null) continue;
    const quality = judge(page, page.id, family);
    if (!quality.indexable) storeGeneratedPageQuality(page.id, quality);
  }
}

export type InternalPagesSummary = {
  created: number;
  skipped: number;
  failed: number;
  outOfIndex: number;
  /** Not written: the page would repeat the text of an indexable page. */
  notWritten: number;
};

/** "Gerar 50 Páginas Internas": creates the pages whose slug is still free. */
export function generateInternalPages(judge: QualityJudge): InternalPagesSummary {
  const summary: InternalPagesSummary = { created: 0, skipped: 0, failed: 0, outOfIndex: 0, notWritten: 0 };
  INTERNAL_PAGE_TITLES.forEach((title, i) => {
    if (findGeneratedPage(pageSlug(title))) {
      summary.skipped++;
      return;
    }
    const saved = generateAndSavePage(title, CREATIVITY.default, i + 1, judge);
    if (saved?.ok) {
      summary.created++;
      if (!saved.page.indexable) summary.outOfIndex++;
    } else if (findGeneratedPage(pageSlug(title))) summary.skipped++;
    else if (saved?.field === "content") summary.notWritten++;
    else summary.failed++;
  });
  return summary;
}

/** The per-page batch result of docs/product.md §6.5. */
export type BatchResult = {
  success: boolean;
  title: string;
  slug?: string;
  error?: string;
  /** Why a saved page is out of the index. */
  quality?: string;
  /** Not created because a page with its address already exists (a second run). */
  existed?: boolean;
};

/** Creates page `index` of the batch list. */
export function createBatchPage(index: number, judge: QualityJudge): BatchResult {
  const title = BATCH_TITLES[index];
  if (title === undefined) return { success: false, title: `Página ${index + 1}`, error: "Esta página não existe na lista do lote." };
  const saved = generateAndSavePage(title, CREATIVITY.default, index + 1, judge);
  if (!saved) return { success: false, title, error: "Erro inesperado ao salvar a página. Tente de novo." };
  if (!saved.ok)
    return findGeneratedPage(pageSlug(title)) ? { success: false, title, error: saved.error, existed: true } : { success: false, title, error: saved.error };
  const quality = outOfIndexNote(saved.page);
  return quality ? { success: true, title, slug: saved.page.slug, quality } : { success: true, title, slug: saved.page.slug };
}

export function createAllBatchPages(judge: QualityJudge): BatchResult[] {
  return BATCH_TITLES.map((_, i) => createBatchPage(i, judge));
}
