import { CONTENT_QUALITY, QualityIndex, preparePage, type PageQuality, type PreparedPage, type QualityPage, type Thresholds } from "./content-quality";

/**
 * Which content pages enter the search index (docs/content-quality.md): a candidate is
 * admitted only when, measured against every page of the site (indexable or not, posts and
 * generated pages included), it has at least CONTENT_QUALITY.minOwnWords words of its own and
 * at most CONTENT_QUALITY.maxSharedShare of its main text shared. Two pages that say the same
 * thing both stay out: the text is on the site twice whichever one is indexed.
 *
 * Pure. The verdicts it gives are stored per page (docs/content-quality.md "Stored verdicts");
 * the admin's judge (app/server/generated-pages/judge.server.ts) uses `judgeCandidate` for every
 * page the generators and the editor save.
 */
export function admitPages(site: QualityPage[], candidates: readonly string[], thresholds: Thresholds = CONTENT_QUALITY): string[] {
  const index = new QualityIndex(
    site.map((p) => preparePage(p, thresholds.shingleSize)),
    null,
    thresholds,
  );
  return candidates.filter((url) => {
    const at = index.find(url);
    if (at < 0) throw new Error(`admitPages: candidate ${url} is not in the site`);
    return !index.score(index.page(at), { self: at }).failing;
  });
}

export type CandidateVerdict = {
  admitted: boolean;
  /** The candidate's own figures, with the sentences it shares with its most similar page. */
  score: PageQuality;
  /**
   * A protected indexable page the candidate would push over the targets, or make worse when it
   * is already over them (a main page or model still being rewritten): its figures with the candidate.
   */
  breaks: PageQuality | null;
};

export type JudgeOptions = {
  /**
   * Whether an indexable page of the site is protected from the candidate; default: every
   * indexable page. The generators leave out their own fixed lists' pages, which they judge
   * again after each save (app/server/generated-pages/batches.server.ts).
   */
  protects?: (page: PreparedPage) => boolean;
};

/**
 * Whether `candidate` may be indexed, judged against every page of `site` (which must not
 * hold an earlier version of the candidate): it passes the targets, and no protected indexable
 * page loses own words to it when that pushes it over the targets or it was already over them
 * (the gate holds those to their recorded figures: docs/content-quality.md).
 */
export function judgeCandidate(site: QualityIndex, candidate: PreparedPage, { protects = (p) => p.indexable }: JudgeOptions = {}): CandidateVerdict {
  const trial = site.extend([candidate]);
  const score = trial.score(candidate, { self: site.size, sentences: true });
  // Only a page the candidate shares text with that no other page had can lose own words.
  const exposed = new Set<number>();
  for (const f of candidate.features.keys()) {
    const q = site.soleHolder(f);
    if (q >= 0) exposed.add(q);
  }
  // A page the candidate pushes over is named before one it makes worse.
  let pushed: PageQuality | null = null;
  let worse: PageQuality | null = null;
  for (const q of exposed) {
    const page = site.page(q);
    if (!protects(page)) continue;
    const after = trial.score(page, { self: q });
    if (!after.failing) continue;
    const before = site.score(page, { self: q });
    if (!before.failing) {
      pushed = after;
      break;
    }
    // Over the targets before: only a loss of own words is the candidate's doing.
    if (!worse && (after.ownWords < before.ownWords || after.sharedShare > before.sharedShare)) worse = after;
  }
  const breaks = pushed ?? worse;
  return { admitted: !score.failing && !breaks, score, breaks };
}
