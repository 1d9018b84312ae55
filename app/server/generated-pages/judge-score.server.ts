import { preparePage, type PreparedPage, type QualityIndex, type QualityPage } from "~/lib/content-quality";
import { judgeCandidate } from "~/lib/index-admission";
import type { QualityFields } from "~/lib/page-quality";
import { generatedQualityPage } from "~/lib/quality-page";

/**
 * The pure part of the judge (judge.server.ts): measuring a generated page, its slots already
 * filled as served, against prepared pages. No database and no renderer, so the same code runs
 * on the request thread and in the judge's worker (judge-worker.ts, decision 0046).
 */

/** A generated page's texts as served: slots filled, the content in HTML, the lead it shows (`pageLead`) or null. */
export type ServedText = { slug: string; title: string; lead: string | null; content: string };

export function servedPage(page: ServedText, indexable?: boolean): QualityPage {
  return generatedQualityPage(page, indexable);
}

/** A generated page prepared for the measure (its units' text dropped, as the corpus keeps it). */
export function prepareServed(page: ServedText, indexable: boolean): PreparedPage {
  return preparePage(servedPage(page, indexable), undefined, { keepText: false });
}

export type ScoreRequest = {
  /** The site's built-in pages. */
  site: QualityIndex;
  /** Every other public generated page, prepared. */
  others: PreparedPage[];
  candidate: ServedText;
  /** Indexable pages the candidate may push over the targets (the generators' own lists). */
  unprotected: ReadonlySet<string>;
};

/** The verdict's figures (the default-description rule is the caller's: it reads the raw text). */
export type Score = Omit<QualityFields, "defaultDescription">;

/**
 * The hub's entries quote the listed pages' titles and descriptions, which the measure counts on
 * the pages themselves (SHOWN_ELSEWHERE_ATTRIBUTE), as the audit does: they are not measured here.
 */
export function scoreCandidate({ site, others, candidate, unprotected }: ScoreRequest): Score {
  const verdict = judgeCandidate(site.extend(others), preparePage(servedPage(candidate)), {
    protects: (p) => p.indexable && !unprotected.has(p.url),
  });
  return {
    indexable: verdict.admitted,
    ownWords: verdict.score.ownWords,
    similarity: verdict.score.sharedShare,
    // The page it would push over, when that is why it stays out; else the page it shares most with.
    similarTo: (!verdict.score.failing && verdict.breaks?.url) || verdict.score.mostSimilarUrl,
    pushesOver: verdict.breaks?.url ?? null,
    // The sentences shared with the page named: the most similar one, which is also the one a
    // copy pushes over the targets when it is a copy of it.
    sharedSentences:
      !verdict.score.failing && verdict.breaks && verdict.breaks.url !== verdict.score.mostSimilarUrl ? [] : (verdict.score.sharedSentences ?? []),
  };
}
