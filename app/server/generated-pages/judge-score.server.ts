import { preparePage, type PreparedPage, type QualityIndex, type QualityPage } from "~/lib/content-quality";
import { judgeCandidate } from "~/lib/index-admission";
import type { QualityFields } from "~/lib/page-quality";
import { USEFUL_LINKS_PATH } from "~/lib/paths";
import { generatedQualityPage, type PageText } from "~/lib/quality-page";

/**
 * The pure part of the judge (judge.server.ts): measuring a generated page, its slots already
 * filled as served, against prepared pages. No database and no renderer, so the same code runs
 * on the request thread and in the judge's worker (judge-worker.ts, decision 0046).
 */

/** A generated page's texts as served: slots filled, the content in HTML. */
export type ServedText = PageText;

/** A title and description as the hub lists them. */
export type ListedText = { title: string; description: string };

export function servedPage(page: ServedText, indexable?: boolean): QualityPage {
  return generatedQualityPage(page, indexable);
}

/** The hub's list entries of published pages: title and description, where they are not the page's subject. */
export function hubListing(entries: ListedText[]): QualityPage {
  return {
    url: `${USEFUL_LINKS_PATH}#lista`,
    template: "outras",
    mainText: entries.flatMap((p) => [p.title, p.description]).join("\n"),
    indexable: false,
  };
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
  /** The hub's entries of the published indexable pages among `others`. */
  listed: ListedText[];
  candidate: ServedText;
  /** A draft's title and description are said nowhere. */
  draft: boolean;
  /** Indexable pages the candidate may push over the targets (the generators' own lists). */
  unprotected: ReadonlySet<string>;
};

/** The verdict's figures (the default-description rule is the caller's: it reads the raw text). */
export type Score = Omit<QualityFields, "defaultDescription">;

export function scoreCandidate({ site, others, listed, candidate, draft, unprotected }: ScoreRequest): Score {
  const listedPages = listed.length ? [preparePage(hubListing(listed))] : [];
  const verdict = judgeCandidate(site.extend([...others, ...listedPages]), preparePage(servedPage(candidate)), {
    protects: (p) => p.indexable && !unprotected.has(p.url),
    alongside: draft ? [] : [preparePage(hubListing([candidate]))],
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
