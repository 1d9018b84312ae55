import { pageTarget } from "~/lib/activity-actions";
import { usefulLinkPath } from "~/lib/paths";
import { recordActivity } from "../admin/activity-log.server";
import { announcePaths } from "../infra/indexnow.server";
import { log } from "../infra/log.server";
import type { QualityJudge } from "./judge.server";
import { validatePage, type PageInput } from "./normalise.server";
import { createGeneratedPage, publishGeneratedPages, updateGeneratedPage, type GeneratedPage, type SaveResult } from "./store.server";

/**
 * The one save of a generated page (docs/product.md §6), for every tool of the admin: the
 * panel's form, the editor, the generators, the batches and the legacy import. It saves (the
 * store validates, scores with the judge when there is one, and bumps the content version in
 * the same transaction), records the activity when `by` names the admin (the batch tools
 * record one line for the whole run instead), and announces to IndexNow an indexable page
 * saved and the address a page left (when configured; never blocks).
 */
export type SaveRequest = {
  input: PageInput;
  /** The page being edited; absent: a new page. */
  id?: number;
  /** Scores the page against the site (docs/content-quality.md); absent (the legacy import): indexable, unmeasured. */
  judge?: QualityJudge;
  /** The admin's e-mail, for the activity log ("pagina.criar" or "pagina.editar"). */
  by?: string;
};

/**
 * Invalid input comes back as `{ ok: false }`; an unexpected error is logged here, once, and
 * becomes null (the write was rolled back) so a batch goes on and the caller answers with its
 * own pt-BR message.
 */
export function savePage({ input, id, judge, by }: SaveRequest): SaveResult | null {
  let result: SaveResult;
  try {
    result = id === undefined ? createGeneratedPage(input, judge) : updateGeneratedPage(id, input, judge);
  } catch (error) {
    log.error("Erro ao salvar a página gerada", error);
    return null;
  }
  if (!result.ok) return result;
  announceSaved(result);
  if (by !== undefined) {
    if (id === undefined) recordActivity(by, "pagina.criar", `${pageTarget(result.page)}${result.page.draft ? " (rascunho)" : ""}`);
    else recordActivity(by, "pagina.editar", `${pageTarget(result.page)}${result.movedFrom ? `, antes ${result.movedFrom}` : ""}`);
  }
  return result;
}

/**
 * The admin's page form and editor: the posted page is checked first and an invalid one refused
 * as the save refuses it, with no judge; only a valid one gets the judge `makeJudge` builds (the
 * first reads every page of the site: docs/content-quality.md "Speed"). A slug another page
 * took is still found in the save's transaction, after the judge.
 */
export async function saveAfterCheck(request: Omit<SaveRequest, "judge">, makeJudge: () => Promise<QualityJudge>): Promise<SaveResult | null> {
  const valid = validatePage(request.input);
  if (!valid.ok) return valid;
  return savePage({ ...request, judge: await makeJudge() });
}

/** IndexNow learns of a public page saved, and of the address a page left (moved or unpublished). */
function announceSaved(result: Extract<SaveResult, { ok: true }>): void {
  const paths = result.movedFrom ? [result.movedFrom] : [];
  if (!result.page.draft && result.page.indexable) paths.push(usefulLinkPath(result.page.slug));
  if (paths.length > 0) announcePaths(paths);
}

/** "Publicar": publishes drafts, records each in the activity log and announces the indexable ones. */
export function publishPages(ids: number[], by: string): GeneratedPage[] {
  const published = ids.length > 0 ? publishGeneratedPages(ids) : [];
  for (const page of published) recordActivity(by, "pagina.publicar", pageTarget(page));
  const announced = published.filter((p) => p.indexable).map((p) => usefulLinkPath(p.slug));
  if (announced.length > 0) announcePaths(announced);
  return published;
}
