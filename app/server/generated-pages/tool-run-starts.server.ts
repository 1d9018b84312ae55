import type { AppLoadContext } from "@remix-run/node";
import { PAGE_TOOLS } from "~/lib/activity-actions";
import { adminToasts, batchCounts, draftCounts, draftTotal, outcomeText } from "~/lib/admin-toasts";
import { BATCH_TITLES } from "~/content/batch-titles";
import { INTERNAL_PAGE_TITLES } from "~/content/internal-pages";
import { recordActivity } from "../admin/activity-log.server";
import { now } from "../infra/clock.server";
import { createAllBatchPages, generateInternalPages } from "./batches.server";
import { processAllTitles } from "./generator-preview.server";
import { qualityJudge } from "./judge.server";
import { startToolRun } from "./tool-runs.server";

/**
 * The three page tools' runs (tool-runs.server.ts): each judges, writes and records its activity
 * line as the tool did when the owner's post waited for it, and ends with the same toast.
 */
type Context = Pick<AppLoadContext, "renderPage">;

/** "Gerar 50 Páginas Internas" (the judge measures in its worker, decision 0046). */
export function startInternalPages(context: Context, by: string) {
  return startToolRun("gerar-50", { by, total: INTERNAL_PAGE_TITLES.length, at: now(), failed: adminToasts.pagesGenerateFailed() }, async (progress) => {
    const run = await generateInternalPages(await qualityJudge(context, { inWorker: true }), progress);
    const created = run.published + draftTotal(run.drafts);
    if (created > 0)
      recordActivity(
        by,
        "paginas.gerar",
        `${PAGE_TOOLS.internal}: ${outcomeText(run.published, run.drafts)}; ${run.skipped} já existiam, ${run.failed} com erro`,
      );
    return created === 0 && run.skipped === 0 && run.notWritten === 0 ? adminToasts.pagesGenerateFailed() : adminToasts.pagesGenerated(run);
  });
}

/** The batch creator's list without JavaScript (with it, each page is its own request). */
export function startBatch(context: Context, by: string) {
  return startToolRun("lote", { by, total: BATCH_TITLES.length, at: now(), failed: adminToasts.pagesGenerateFailed() }, async (progress) => {
    const results = await createAllBatchPages(await qualityJudge(context), progress);
    const [ok, failed, existed] = batchCounts(results);
    const drafts = draftCounts(results);
    if (ok > 0)
      recordActivity(
        by,
        "paginas.gerar",
        `${PAGE_TOOLS.batch}: ${ok} criadas (${outcomeText(ok - Object.values(drafts).reduce((a, b) => a + b, 0), drafts)}), ${failed + existed} falharam`,
      );
    return adminToasts.batchDone(ok, failed, existed, drafts);
  });
}

/** The local generator's "Processar todos" without JavaScript, over titles already checked. */
export function startLocalTitles(context: Context, by: string, titles: string[], creativity: number) {
  return startToolRun("gerador-local", { by, total: titles.length, at: now(), failed: adminToasts.pagesGenerateFailed() }, async (progress) => {
    const results = await processAllTitles(titles, creativity, await qualityJudge(context), progress);
    const saved = results.filter((r) => r.ok).length;
    const drafts = draftCounts(results);
    if (saved > 0)
      recordActivity(by, "paginas.gerar", `${PAGE_TOOLS.local}: ${saved} de ${titles.length} salvas (${outcomeText(saved - draftTotal(drafts), drafts)})`);
    return adminToasts.processingDone(saved, titles.length, drafts);
  });
}
