import { BATCH_TITLES } from "~/content/batch-titles";
import { INTERNAL_PAGE_TITLES } from "~/content/internal-pages";
import { CREATIVITY, generateContent } from "~/lib/generator";
import { createGeneratedPage, findGeneratedPage, pageSlug, type SaveResult } from "../data/generated-page-store.server";
import { log } from "~/server/infra/log.server";
import { announcePaths } from "~/server/infra/indexnow.server";
import { usefulLinkPath } from "~/lib/paths";
import { outOfIndexNote } from "~/lib/page-quality";
import type { QualityJudge } from "./page-quality.server";

/**
 * Pages made by the generator and saved in one step: the 50 internal pages of the panel,
 * the batch creator's fixed list and the local generator's "Processar todos".
 * Each page is its own transaction: one failure never stops the others. Every page is scored
 * by the quality judge (docs/content-quality.md): one under the bar is saved out of the index.
 */

/** Generates a page for `title` and saves it under the slug of the title. */
export function generateAndSavePage(title: string, creativity: number, seed: number, judge: QualityJudge): SaveResult {
  const page = generateContent({ title, creativity, seed });
  return createGeneratedPage({ title: page.title, content: page.content, description: page.description, keywords: page.keywords }, judge);
}

/**
 * Runs a save; an unexpected error is logged here, once, and becomes null so the next page
 * still runs. Every save of the admin's tools passes here: an indexable page saved is announced
 * to IndexNow (when configured; never blocks).
 */
export function trySave(save: () => SaveResult): SaveResult | null {
  try {
    const result = save();
    if (result.ok) announceSaved(result);
    return result;
  } catch (error) {
    // The write was rolled back; the caller answers with its own pt-BR message.
    log.error("Erro ao salvar a página gerada", error);
    return null;
  }
}

/** IndexNow learns of a public page saved, and of the address a page left (moved or unpublished). */
function announceSaved(result: Extract<SaveResult, { ok: true }>): void {
  const paths = result.movedFrom ? [result.movedFrom] : [];
  if (!result.page.draft && result.page.indexable) paths.push(usefulLinkPath(result.page.slug));
  if (paths.length > 0) announcePaths(paths);
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
    const saved = trySave(() => generateAndSavePage(title, CREATIVITY.default, i + 1, judge));
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
  const saved = trySave(() => generateAndSavePage(title, CREATIVITY.default, index + 1, judge));
  if (!saved) return { success: false, title, error: "Erro inesperado ao salvar a página. Tente de novo." };
  if (!saved.ok)
    return findGeneratedPage(pageSlug(title)) ? { success: false, title, error: saved.error, existed: true } : { success: false, title, error: saved.error };
  const quality = outOfIndexNote(saved.page);
  return quality ? { success: true, title, slug: saved.page.slug, quality } : { success: true, title, slug: saved.page.slug };
}

export function createAllBatchPages(judge: QualityJudge): BatchResult[] {
  return BATCH_TITLES.map((_, i) => createBatchPage(i, judge));
}
