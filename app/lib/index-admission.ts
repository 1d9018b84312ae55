import { CONTENT_QUALITY, analyzeContent, type QualityPage } from "./content-quality";

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
  const admitted: QualityPage[] = [...fixed];
  const urls: string[] = [];
  for (const candidate of candidates) {
    const trial = analyzeContent([...admitted, candidate], thresholds);
    if (trial.every((p) => !p.failing)) {
      admitted.push(candidate);
      urls.push(candidate.url);
    }
  }
  return urls;
}
