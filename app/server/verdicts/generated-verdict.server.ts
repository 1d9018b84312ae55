import { isFailing } from "~/lib/content-quality";
import type { QualityFields } from "~/lib/page-quality";
import { usefulLinkPath } from "~/lib/paths";
import type { VerdictReason } from "~/lib/verdict-reasons";
import type { Db } from "../data/db.server";
import { dropVerdict, storeVerdict } from "./page-verdicts.server";

type PageRow = {
  slug: string;
  draft: boolean;
  indexable: boolean;
  ownWords: number | null;
  similarity: number | null;
  similarTo: string | null;
};

/** Why a generated page is where it is, from the judge's answer (or, without one, its stored figures). */
export function generatedReason(row: PageRow, quality?: QualityFields): VerdictReason {
  if (row.draft) return "rascunho";
  if (row.indexable) return row.ownWords === null ? "importada" : "aprovada";
  if (quality?.defaultDescription) return "descricao-padrao";
  const failing = row.ownWords === null || row.similarity === null || isFailing(row.ownWords, row.similarity);
  if (!failing && quality?.pushesOver) return "tiraria-outra";
  if (row.ownWords !== null && row.similarity !== null && isFailing(row.ownWords, 0)) return "poucas-palavras";
  return "texto-repetido";
}

/**
 * Stores a generated page's verdict inside the save's transaction (docs/content-quality.md
 * "Stored verdicts"): its figures, the page it shares most with (or would push out) and the
 * sentences it shares with it. `formerSlug`: its address before a move, whose verdict goes.
 */
export function storeGeneratedVerdict(tx: Pick<Db, "insert" | "delete">, row: PageRow, quality?: QualityFields, formerSlug?: string): void {
  if (formerSlug !== undefined && formerSlug !== row.slug) dropVerdict(tx, usefulLinkPath(formerSlug));
  storeVerdict(tx, {
    path: usefulLinkPath(row.slug),
    indexable: row.indexable && !row.draft,
    reason: generatedReason(row, quality),
    ownWords: row.ownWords,
    sharedShare: row.similarity,
    mostSimilarPath: row.similarTo,
    sharedSentences: quality?.sharedSentences ?? [],
  });
}

/** A deleted generated page leaves no verdict. */
export function dropGeneratedVerdict(tx: Pick<Db, "delete">, slug: string): void {
  dropVerdict(tx, usefulLinkPath(slug));
}
