import { CONTENT_QUALITY, analyzePrepared, preparePage, type PageQuality, type PreparedPage, type QualityPage } from "./content-quality";

/**
 * Which content pages enter the search index (issue #14, docs/content-quality.md): a page is
 * admitted only when, with it in, every admitted page still passes the content-quality gate:
 * at least CONTENT_QUALITY.minUniqueWords words of its own and at most
 * CONTENT_QUALITY.maxSimilarity with any other admitted page. Candidates are tried in priority
 * order (what visitors search most first), so of two pages that say the same thing the earlier
 * one is admitted and the later one stays reachable but `noindex`.
 *
 * `fixed` pages (the site's main pages) are always in; a candidate that would make one of them
 * fail is refused too. Pure; `scripts/admit-index.ts` renders the pages and writes the result to
 * app/content/index-admission.ts.
 */
export function admitPages(
  fixed: QualityPage[],
  candidates: QualityPage[],
  thresholds: { minUniqueWords: number; maxSimilarity: number; shingleSize: number } = CONTENT_QUALITY,
): string[] {
  const admitted = fixed.map((p) => preparePage(p, thresholds.shingleSize));
  const urls: string[] = [];
  for (const candidate of candidates) {
    const prepared = preparePage(candidate, thresholds.shingleSize);
    if (judgeCandidate(admitted, prepared, thresholds).admitted) {
      admitted.push(prepared);
      urls.push(candidate.url);
    }
  }
  return urls;
}

export type CandidateVerdict = {
  admitted: boolean;
  /** The candidate's own figures in the set with it in. */
  score: PageQuality;
  /** An admitted page the candidate would push under the bar (it copies that page's text). */
  breaks: PageQuality | null;
};

/**
 * Whether `candidate` may join `admitted`: it passes the gate in the set with it in, and no
 * admitted page that passed before fails because of it. Pages that already failed (kept from
 * before the gate existed) do not block anyone; `failingBefore` names them when known.
 */
export function judgeCandidate(
  admitted: PreparedPage[],
  candidate: PreparedPage,
  thresholds: { minUniqueWords: number; maxSimilarity: number; shingleSize: number } = CONTENT_QUALITY,
  failingBefore: ReadonlySet<string> = new Set(),
): CandidateVerdict {
  const trial = analyzePrepared([...admitted, candidate], thresholds);
  const score = trial[trial.length - 1];
  const breaks = trial.slice(0, -1).find((p) => p.failing && !failingBefore.has(p.url)) ?? null;
  return { admitted: !score.failing && !breaks, score, breaks };
}
