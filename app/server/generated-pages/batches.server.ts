import { BATCH_TITLES } from "~/content/batch-titles";
import { INTERNAL_PAGE_TITLES } from "~/content/internal-pages";
import { CREATIVITY, generateContent } from "~/lib/generator";
import { findGeneratedPage, type SaveResult } from "./store.server";
import { pageSlug } from "./normalise.server";
import { savePage } from "./save.server";
import { outOfIndexNote } from "~/lib/page-quality";
import type { QualityJudge } from "./judge.server";

/**
 * Pages made by the generator and saved in one step: the 50 internal pages of the panel,
 * the batch creator's fixed list and the local generator's "Processar todos".
 * Each page is its own `savePage()`: one failure never stops the others. Every page is scored
 * by the quality judge (docs/content-quality.md): one under the bar is saved out of the index.
 */

/** Generates a page for `title` and saves it under the slug of the title; null: an unexpected error, logged. */
export function generateAndSavePage(title: string, creativity: number, seed: number, judge: QualityJudge): SaveResult | null {
  const page = generateContent({ title, creativity, seed });
  return savePage({ input: { title: page.title, content: page.content, description: page.description, keywords: page.keywords }, judge });
}

export type InternalPagesSummary = { created: number; skipped: number; failed: number; outOfIndex: number };

/** "Gerar 50 Páginas Internas": creates the pages whose slug is still free. */
export function generateInternalPages(judge: QualityJudge): InternalPagesSummary {
  const summary: InternalPagesSummary = { created: 0, skipped: 0, failed: 0, outOfIndex: 0 };
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
