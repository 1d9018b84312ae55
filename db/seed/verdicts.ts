import { and, eq, inArray } from "drizzle-orm";
import { generatedPages, motors, pageVerdicts, posts } from "../schema";
import { indexCandidates } from "../../app/lib/index-candidates";
import { INDEXED_MAIN_PAGE_PATHS, VERDICT_MAIN_PAGE_PATHS } from "../../app/lib/page-registry";
import { HOME_PATH, motorPath, postPath, usefulLinkPath } from "../../app/lib/paths";
import { CONTENT_QUALITY } from "../../app/lib/content-quality";
import { INITIALLY_ADMITTED_PATHS } from "./initial-verdicts";
import type { VerdictReason } from "../../app/lib/verdict-reasons";
import type { Db } from "../../app/server/data/db.server";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type Seeded = typeof pageVerdicts.$inferInsert & { reason: VerdictReason };

/**
 * The verdicts a database starts with (docs/content-quality.md "Stored verdicts"): every public
 * page without a stored verdict gets one, and a stored one is never replaced (the save that
 * decided it wins). Main pages are in by rule; template pages take the starting list
 * (db/seed/initial-verdicts.ts), a retired model is out; posts are out; generated pages take the
 * figures their save stored. Idempotent; inside the seed's transaction.
 */
export function seedVerdicts(tx: Tx): void {
  const admitted = new Set(INITIALLY_ADMITTED_PATHS);
  // A main page that is a search's candidate (a city landing) starts in too; the intent map decides after (resolveIntents).
  const rows: Seeded[] = [HOME_PATH, ...INDEXED_MAIN_PAGE_PATHS, ...VERDICT_MAIN_PAGE_PATHS].map((path) => ({ path, indexable: true, reason: "principal" }));
  const models = tx.select({ slug: motors.slug, status: motors.status }).from(motors).all();
  const retired = new Set(models.filter((m) => m.status !== "ativo").map((m) => motorPath(m.slug)));
  for (const path of indexCandidates(models.map((m) => m.slug))) {
    if (retired.has(path)) rows.push({ path, indexable: false, reason: "fora-de-linha" });
    else if (admitted.has(path)) rows.push({ path, indexable: true, reason: "inicial-dentro" });
    else rows.push({ path, indexable: false, reason: "inicial-fora" });
  }
  for (const { slug } of tx.select({ slug: posts.slug }).from(posts).all()) rows.push({ path: postPath(slug), indexable: false, reason: "postagem" });
  for (const page of tx.select().from(generatedPages).all()) {
    const reason: VerdictReason = page.draft
      ? "rascunho"
      : page.indexable
        ? "aprovada"
        : page.ownWords !== null && page.ownWords < CONTENT_QUALITY.minOwnWords
          ? "poucas-palavras"
          : "texto-repetido";
    rows.push({
      path: usefulLinkPath(page.slug),
      indexable: page.indexable && !page.draft,
      reason,
      ownWords: page.ownWords,
      sharedShare: page.similarity,
      mostSimilarPath: page.similarTo,
    });
  }
  // A page never measured since the starting list follows the list as it is now: a text rewritten
  // to meet the targets comes in on databases seeded before (a measured verdict is left alone).
  const nowAdmitted = [...admitted];
  for (let i = 0; i < nowAdmitted.length; i += 200)
    tx.update(pageVerdicts)
      .set({ indexable: true, reason: "inicial-dentro" })
      .where(and(eq(pageVerdicts.reason, "inicial-fora"), inArray(pageVerdicts.path, nowAdmitted.slice(i, i + 200))))
      .run();
  // Chunks keep each statement far below SQLite's variable limit.
  for (let i = 0; i < rows.length; i += 200)
    tx.insert(pageVerdicts)
      .values(rows.slice(i, i + 200))
      .onConflictDoNothing()
      .run();
}
