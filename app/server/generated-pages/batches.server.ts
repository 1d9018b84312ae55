import { BATCH_TITLES } from "~/content/batch-titles";
import { INTERNAL_PAGE_TITLES } from "~/content/internal-pages";
import { CREATIVITY, generateContent } from "~/lib/generator";
import { outOfIndexNote } from "~/lib/page-quality";
import { isFailing } from "~/lib/content-quality";
import { usefulLinkPath } from "~/lib/paths";
import { draftReasonLabel } from "~/lib/verdict-reasons";
import { generatedReason } from "../verdicts/generated-verdict.server";
import type { QualityJudge } from "./judge.server";
import type { RunProgress } from "./tool-runs.server";
import { log } from "../infra/log.server";
import { pageSlug, validatePage, type PageInput } from "./normalise.server";
import { savePage } from "./save.server";
import { PageNotWritten, findGeneratedPage, listIndexablePages, type GeneratedPage, type SaveResult } from "./store.server";

/**
 * Pages made by the generator and saved in one step: the 50 internal pages of the panel,
 * the batch creator's fixed list and the local generator's "Processar todos".
 * Each page is its own `savePage()`: one failure never stops the others. Every page is scored
 * by the quality judge (docs/content-quality.md "The judge"): one under the bar is saved as a
 * draft for the owner to finish (published only when admitted), and one that would push one of
 * the indexable pages (the site's, the owner's or a generator's) over the targets (or make one already over them worse)
 * is not written: its text is the generator's, and a noindex copy takes the other page's text all
 * the same, since the measure compares every page of the site.
 */

/** The published pages in Google a generator wrote. */
function generatorPaths(): ReadonlySet<string> {
  return new Set(listIndexablePages().flatMap((p) => (p.writtenBy === "gerador" && !p.draft ? [usefulLinkPath(p.slug)] : [])));
}

/**
 * `generateAndSavePage` with the page measured first in the judge's worker when the judge has one
 * (`judge.ahead`, decision 0046): this thread then only generates and saves, and the save's check
 * takes the worker's verdict when the site's pages did not change meanwhile.
 */
export async function generateAndSavePageOffThread(title: string, creativity: number, seed: number, judge: QualityJudge): Promise<SaveResult | null> {
  const page = generateContent({ title, creativity, seed });
  if (judge.ahead) {
    const valid = validatePage(generatorInput(page));
    if (valid.ok) await judge.ahead(valid.page).catch((error: unknown) => log.error("Avaliação de conteúdo no processo auxiliar", error));
  }
  return saveGenerated(page, judge);
}

function generatorInput(page: ReturnType<typeof generateContent>): PageInput {
  return {
    title: page.title,
    content: page.content,
    description: page.description,
    keywords: page.keywords,
    writtenBy: "gerador",
    publishOnlyIfAdmitted: true,
  };
}

/** Generates a page for `title` and saves it under the slug of the title; null: an unexpected error, logged. */
export function generateAndSavePage(title: string, creativity: number, seed: number, judge: QualityJudge): SaveResult | null {
  return saveGenerated(generateContent({ title, creativity, seed }), judge);
}

function saveGenerated(page: ReturnType<typeof generateContent>, judge: QualityJudge): SaveResult | null {
  // Every page in Google keeps its place, a generator's earlier page included: a published page is
  // never pushed back out by a later one, so the counts a run reports stay true. A look-alike of an
  // earlier generator page waits as a draft (a draft's text is said nowhere); one that would take
  // the text of the site's own pages or the owner's is not written.
  const ownTextOnly: QualityJudge = (text, id) => {
    const quality = judge(text, id);
    if (quality.pushesOver && !generatorPaths().has(quality.pushesOver)) throw new PageNotWritten(notWrittenMessage(quality.pushesOver));
    return quality;
  };
  const saved = savePage({ input: generatorInput(page), judge: ownTextOnly });
  return saved;
}

export function notWrittenMessage(path: string): string {
  return `Não criada: repetiria o texto de ${path}, que está no índice e passaria do limite de texto repetido.`;
}

/** Why a generator's page was kept as a draft ("texto repetido"); null when it was published. */
export function draftReason(page: Pick<GeneratedPage, "slug" | "draft" | "indexable" | "ownWords" | "similarity" | "similarTo">): string | null {
  if (!page.draft) return null;
  // Figures within the targets and still out: it would push an earlier page out of Google.
  if (page.ownWords !== null && page.similarity !== null && !isFailing(page.ownWords, page.similarity)) return draftReasonLabel("tiraria-outra");
  return draftReasonLabel(generatedReason({ ...page, draft: false }));
}

export type InternalPagesSummary = {
  /** Saved and published: in Google. */
  published: number;
  /** Saved as drafts, by why (draftReasonLabel → how many). */
  drafts: Record<string, number>;
  skipped: number;
  failed: number;
  /** Not written: the page would repeat the text of an indexable page. */
  notWritten: number;
};

/**
 * Lets the event loop answer what is waiting (cached pages, other requests) before the next page
 * of a run: one page is generated, judged and saved at a time on the request thread, and a run of
 * 50 is 50 such slices, not one block (docs/performance.md "The owner works while visitors browse").
 */
export function yieldToVisitors(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/** "Gerar 50 Páginas Internas": creates the pages whose slug is still free, one slice per page. */
export async function generateInternalPages(judge: QualityJudge, progress?: RunProgress<never>): Promise<InternalPagesSummary> {
  const summary: InternalPagesSummary = { published: 0, drafts: {}, skipped: 0, failed: 0, notWritten: 0 };
  for (const [i, title] of INTERNAL_PAGE_TITLES.entries()) {
    await yieldToVisitors();
    progress?.start(title);
    await countPage(summary, title, i, judge);
    progress?.done();
  }
  return summary;
}

/** One title of "Gerar 50": written unless its slug is taken, and counted in `summary`. */
async function countPage(summary: InternalPagesSummary, title: string, i: number, judge: QualityJudge): Promise<void> {
  if (findGeneratedPage(pageSlug(title))) {
    summary.skipped++;
    return;
  }
  const saved = await generateAndSavePageOffThread(title, CREATIVITY.default, i + 1, judge);
  if (saved?.ok) {
    const why = draftReason(saved.page);
    if (why === null) summary.published++;
    else summary.drafts[why] = (summary.drafts[why] ?? 0) + 1;
  } else if (findGeneratedPage(pageSlug(title))) summary.skipped++;
  else if (saved?.field === "content") summary.notWritten++;
  else summary.failed++;
}

/** The per-page batch result of docs/product.md §6.5. */
export type BatchResult = {
  success: boolean;
  title: string;
  slug?: string;
  error?: string;
  /** Why a saved page is out of the index. */
  quality?: string;
  /** Saved as a draft (not public), and why in a few words ("texto repetido"). */
  draft?: string;
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
  const draft = draftReason(saved.page);
  return { success: true, title, slug: saved.page.slug, ...(quality && { quality }), ...(draft !== null && { draft }) };
}

/** The whole batch list without JavaScript, one slice per page (see `yieldToVisitors`). */
export async function createAllBatchPages(judge: QualityJudge, progress?: RunProgress<BatchResult>): Promise<BatchResult[]> {
  const results: BatchResult[] = [];
  for (const [i, title] of BATCH_TITLES.entries()) {
    await yieldToVisitors();
    progress?.start(title);
    const result = createBatchPage(i, judge);
    results.push(result);
    progress?.done(result);
  }
  return results;
}
