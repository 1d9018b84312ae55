import { and, eq, isNull } from "drizzle-orm";
import { generatedPages, redirects } from "../../../db/schema";
import { pageTarget } from "~/lib/activity-actions";
import { usefulLinkPath } from "~/lib/paths";
import { recordActivity } from "../admin/activity-log.server";
import { announcePaths } from "../infra/indexnow.server";
import { findDeletedPage, forgetDeletedPage } from "./deleted-store.server";
import type { QualityJudge } from "./judge.server";
import { createGeneratedPage, slugTakenMessage, type GeneratedPage } from "./store.server";

export type RestoreOutcome = { ok: true; page: GeneratedPage } | { ok: false; error: string };

export const NOT_RESTORABLE = "Esta página não está mais entre as excluídas: já foi restaurada, ou passou o prazo de restauração.";

/** The copy was taken by another restore between the read and the write. */
class AlreadyRestored extends Error {}

/**
 * Puts a deleted page back as it was (decision 0045): same address, text, draft or published,
 * author and dates, judged again like any save; the 410 or 301 its deletion left goes, and stored
 * redirects that were sent on with its address point at it again unless changed since. One
 * transaction with the copy's removal, so a page is never back twice nor its copy lost. An
 * address taken meanwhile comes back as a message; the copy stays.
 */
export function restoreDeletedPage(id: number, judge: QualityJudge, by: string): RestoreOutcome {
  const kept = findDeletedPage(id);
  if (!kept) return { ok: false, error: NOT_RESTORABLE };
  const { page } = kept;
  const path = usefulLinkPath(page.slug);
  let saved;
  try {
    saved = createGeneratedPage(
      {
        title: page.title,
        slug: page.slug,
        content: page.content,
        description: page.description,
        keywords: page.keywords,
        draft: page.draft,
        writtenBy: page.writtenBy,
      },
      judge,
      (tx, row) => {
        if (!findDeletedPage(id, tx)) throw new AlreadyRestored();
        forgetDeletedPage(tx, id);
        for (const from of kept.rerouted) {
          const unchanged = kept.redirectTo === null ? isNull(redirects.toPath) : eq(redirects.toPath, kept.redirectTo);
          tx.update(redirects)
            .set({ toPath: path })
            .where(and(eq(redirects.fromPath, from), unchanged))
            .run();
        }
        return tx
          .update(generatedPages)
          .set({ createdAt: new Date(page.createdAt), publishedAt: page.publishedAt === null ? row.publishedAt : new Date(page.publishedAt) })
          .where(eq(generatedPages.id, row.id))
          .returning()
          .get()!;
      },
    );
  } catch (error) {
    if (error instanceof AlreadyRestored) return { ok: false, error: NOT_RESTORABLE };
    throw error;
  }
  if (!saved.ok) {
    return {
      ok: false,
      error:
        saved.error === slugTakenMessage(page.slug)
          ? `O endereço ${path} agora é de outra página. Mude o endereço dela, ou exclua-a, e restaure esta de novo.`
          : saved.error,
    };
  }
  recordActivity(by, "pagina.restaurar", `${pageTarget(saved.page)}${saved.page.draft ? " (rascunho)" : ""}`);
  if (!saved.page.draft && saved.page.indexable) announcePaths([path]);
  return { ok: true, page: saved.page };
}
