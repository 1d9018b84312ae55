/**
 * Content quality of a set of pages (issue #14, docs/content-quality.md): how many words of
 * each page no other page of the set also says, and how close each page is to its nearest
 * sibling. Pure: no I/O, no HTML (app/lib/page-html.ts extracts the main text).
 *
 * - Words: lower-cased (NFC) runs of letters and digits, inner hyphens and apostrophes kept.
 * - Shingles: every run of SHINGLE_SIZE consecutive words, hashed to a 53-bit number
 *   (two FNV-1a variants; a collision among a few million shingles is about 1 in 5,000).
 *   A page with fewer words than SHINGLE_SIZE has one shingle made of all of them.
 * - Unique (own) words: words of the page that no shingle shared with another page of the
 *   set covers. This is the stricter reading of "words covered by unique shingles": a word
 *   at the edge of a shared phrase is not the page's own even though a unique shingle also
 *   covers it, so a template with only a name swapped earns the name's words and nothing else.
 * - Similarity: Jaccard index of the two pages' sets of distinct shingles
 *   (|A ∩ B| / |A ∪ B|); a page's similarity is its highest against any other page.
 *
 * Scale: one pass builds an inverted index (shingle → pages); intersections are counted
 * only through shared shingles, so pages with nothing in common cost nothing.
 */

export const CONTENT_QUALITY = {
  /** Words per shingle. */
  shingleSize: 5,
  /** An indexable page needs at least this many words of its own... */
  minUniqueWords: 150,
  /** ...and may share at most this Jaccard similarity with any other indexable page. */
  maxSimilarity: 0.35,
} as const;

export type QualityPage = { url: string; template: string; mainText: string };

export type PageQuality = {
  url: string;
  template: string;
  /** Words of the main text. */
  words: number;
  /** Words not covered by any shingle found on another page of the set. */
  uniqueWords: number;
  /** Highest Jaccard similarity with another page of the set (0 when alone). */
  maxSimilarity: number;
  /** The page reaching maxSimilarity, if any shares a shingle. */
  mostSimilarUrl: string | null;
  /** Below CONTENT_QUALITY's bar (too few own words or too similar). */
  failing: boolean;
};

const WORD = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu;

export function tokenize(text: string): string[] {
  return text.normalize("NFC").toLowerCase().match(WORD) ?? [];
}

/** 53-bit hash of a string: two 32-bit FNV-1a passes with different offsets. */
export function hash53(s: string): number {
  let h1 = 0x811c9dc5;
  let h2 = 0x01000193 ^ 0x5bd1e995;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 0x01000193);
    h2 = Math.imul(h2 ^ c, 0x01000193) ^ (h2 >>> 15);
  }
  return (h1 >>> 0) * 2 ** 21 + ((h2 >>> 0) & 0x1fffff);
}

/** Hashes of the page's shingles, in text order (repeats kept; index i starts at word i). */
export function shingleHashes(words: string[], size: number = CONTENT_QUALITY.shingleSize): number[] {
  if (words.length === 0) return [];
  if (words.length < size) return [hash53(words.join(" "))];
  const out = new Array<number>(words.length - size + 1);
  for (let i = 0; i < out.length; i++) out[i] = hash53(words.slice(i, i + size).join(" "));
  return out;
}

/**
 * Words covered by no shared shingle. `shared(i)` tells whether shingle i is also on another
 * page. Word j is covered by shingles max(0, j-size+1) … min(j, count-1).
 */
export function ownWordCount(wordCount: number, shingleCount: number, shared: (i: number) => boolean, size: number): number {
  if (shingleCount === 0) return 0;
  // A short page's single shingle covers all its words.
  if (wordCount < size) return shared(0) ? 0 : wordCount;
  // Sweep: how many shared shingles cover word j, via +1 at the shingle's first word, -1 after its last.
  const delta = new Int32Array(wordCount + 1);
  for (let i = 0; i < shingleCount; i++) {
    if (!shared(i)) continue;
    delta[i]++;
    delta[i + size]--;
  }
  let covering = 0;
  let own = 0;
  for (let j = 0; j < wordCount; j++) {
    covering += delta[j];
    if (covering === 0) own++;
  }
  return own;
}

type Thresholds = { minUniqueWords: number; maxSimilarity: number; shingleSize: number };

/** A page read once (words and shingles), to be scored in many sets without reading it again. */
export type PreparedPage = QualityPage & { wordCount: number; sequence: number[]; distinct: number[]; shingleSize: number };

export function preparePage(page: QualityPage, shingleSize: number = CONTENT_QUALITY.shingleSize): PreparedPage {
  const words = tokenize(page.mainText);
  const sequence = shingleHashes(words, shingleSize);
  return { ...page, wordCount: words.length, sequence, distinct: [...new Set(sequence)], shingleSize };
}

/** Scores every page against all the others of the set. */
export function analyzeContent(pages: QualityPage[], thresholds: Thresholds = CONTENT_QUALITY): PageQuality[] {
  return analyzePrepared(
    pages.map((p) => preparePage(p, thresholds.shingleSize)),
    thresholds,
  );
}

/** analyzeContent over pages already read with the same shingle size. */
export function analyzePrepared(pages: PreparedPage[], thresholds: Thresholds = CONTENT_QUALITY): PageQuality[] {
  const size = thresholds.shingleSize;
  if (pages.some((p) => p.shingleSize !== size)) throw new Error("analyzePrepared: pages prepared with another shingle size");

  // Inverted index: shingle → pages holding it (each page once, in page order).
  const postings = new Map<number, number[]>();
  pages.forEach((page, index) => {
    for (const h of page.distinct) {
      const list = postings.get(h);
      if (list) list.push(index);
      else postings.set(h, [index]);
    }
  });

  const counts = new Int32Array(pages.length);
  return pages.map((page, p) => {
    const seq = page.sequence;
    const uniqueWords = ownWordCount(page.wordCount, seq.length, (i) => postings.get(seq[i])!.length > 1, size);

    const touched: number[] = [];
    for (const h of page.distinct) {
      for (const q of postings.get(h)!) {
        if (q === p) continue;
        if (counts[q] === 0) touched.push(q);
        counts[q]++;
      }
    }
    let maxSimilarity = 0;
    let mostSimilar = -1;
    for (const q of touched) {
      const shared = counts[q];
      const similarity = shared / (page.distinct.length + pages[q].distinct.length - shared);
      if (similarity > maxSimilarity || (similarity === maxSimilarity && q < mostSimilar)) {
        maxSimilarity = similarity;
        mostSimilar = q;
      }
      counts[q] = 0;
    }
    return {
      url: page.url,
      template: page.template,
      words: page.wordCount,
      uniqueWords,
      maxSimilarity,
      mostSimilarUrl: mostSimilar >= 0 ? pages[mostSimilar].url : null,
      failing: uniqueWords < thresholds.minUniqueWords || maxSimilarity > thresholds.maxSimilarity,
    };
  });
}

export type TemplateSummary = {
  template: string;
  count: number;
  medianUniqueWords: number;
  worstUniqueWords: number;
  medianSimilarity: number;
  worstSimilarity: number;
  /** Pages under the bar (too few own words or too similar). */
  failing: number;
  underUniqueWords: number;
  overSimilarity: number;
};

export function median(values: number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** One row per template, in the order templates first appear in `results`. */
export function summarizeByTemplate(
  results: PageQuality[],
  thresholds: { minUniqueWords: number; maxSimilarity: number } = CONTENT_QUALITY,
): TemplateSummary[] {
  const groups = new Map<string, PageQuality[]>();
  for (const r of results) {
    const list = groups.get(r.template);
    if (list) list.push(r);
    else groups.set(r.template, [r]);
  }
  return [...groups].map(([template, rows]) => ({
    template,
    count: rows.length,
    medianUniqueWords: median(rows.map((r) => r.uniqueWords)),
    worstUniqueWords: Math.min(...rows.map((r) => r.uniqueWords)),
    medianSimilarity: median(rows.map((r) => r.maxSimilarity)),
    worstSimilarity: Math.max(...rows.map((r) => r.maxSimilarity)),
    failing: rows.filter((r) => r.failing).length,
    underUniqueWords: rows.filter((r) => r.uniqueWords < thresholds.minUniqueWords).length,
    overSimilarity: rows.filter((r) => r.maxSimilarity > thresholds.maxSimilarity).length,
  }));
}

/**
 * Worst pages first: by how far each is under the bar, own words and similarity weighed so
 * that missing the whole word target counts as much as being identical to a sibling.
 */
export function worstPages(results: PageQuality[], limit = 20, thresholds: { minUniqueWords: number; maxSimilarity: number } = CONTENT_QUALITY): PageQuality[] {
  const shortfall = (r: PageQuality) =>
    Math.max(0, 1 - r.uniqueWords / thresholds.minUniqueWords) + Math.max(0, (r.maxSimilarity - thresholds.maxSimilarity) / (1 - thresholds.maxSimilarity));
  return [...results].sort((a, b) => shortfall(b) - shortfall(a) || a.uniqueWords - b.uniqueWords || a.url.localeCompare(b.url)).slice(0, limit);
}

/**
 * The audit's template of a path: the URL groups, keyword pages at the root (one
 * segment that is not a main page), everything else (home, main pages, hubs) "outras".
 */
export function templateOf(pathname: string, mainPages: ReadonlySet<string>): string {
  const path = pathname.replace(/\/+$/, "") || "/";
  for (const prefix of ["/postagens", "/links-uteis", "/motores", "/cidades", "/topicos"]) {
    if (path.startsWith(`${prefix}/`)) return prefix;
  }
  if (/^\/[^/]+$/.test(path) && !mainPages.has(path) && !/^\/(postagens|links-uteis|motores|cidades|topicos)$/.test(path)) return "palavras-chave";
  return "outras";
}
