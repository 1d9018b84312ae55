/**
 * Content quality of a set of pages (docs/content-quality.md): how much of each page's main
 * text no other page of the site also says, read the way a person reads it. Pure: no I/O, no
 * HTML (app/lib/page-html.ts extracts the main text, app/lib/page-subjects.ts names each
 * page's subject).
 *
 * - Words: lower-cased (NFC) runs of letters and digits, inner hyphens and apostrophes kept.
 * - Subject: every display form of the page's own subject (a place, a model, a problem, a
 *   topic, a generated page's title) becomes one neutral token, and the preposition or article
 *   glued to it is folded ("na Mooca", "em Itapevi", "no Tatuapé" all read "em ⟪assunto⟫"), so a
 *   page made from another by swapping the name reads the same as the other.
 * - Units: each sentence, list item and heading, compared whole after that normalisation and
 *   independent of their order; and every run of SHINGLE_SIZE words (53-bit hashes).
 * - Shared words: words inside a unit or a run that also occurs on another page of the set.
 *   Repeats inside one page are not sharing. Own words: the others. Shared share: shared words
 *   over all words of the main text.
 * - The page it shares most with: the page holding the most of its shared words.
 *
 * Scale: an inverted index (unit or run → pages) gives every figure in one pass over each
 * page's features; pages with nothing in common cost nothing. `QualityIndex` can be extended
 * by a few pages without rebuilding it (the admin's judge adds the page being saved).
 */

export const CONTENT_QUALITY = {
  /** Words per run. */
  shingleSize: 5,
  /** An indexable page needs at least this many words of its own... */
  minOwnWords: 150,
  /** ...and at most this share of its main text may appear on other pages of the site. */
  maxSharedShare: 0.2,
} as const;

export type Thresholds = { minOwnWords: number; maxSharedShare: number; shingleSize: number };

export type QualityPage = {
  url: string;
  template: string;
  /** The text of the page's <main>; "\n" separates blocks (paragraphs, list items, headings). */
  mainText: string;
  /** Display forms of the page's own subject (app/lib/page-subjects.ts). */
  subjects?: readonly string[];
  /** In sitemap.xml: only these are held to the targets and protected by judgeCandidate. */
  indexable?: boolean;
  /** Words of the declared boilerplate left out of mainText (app/lib/page-html.ts). */
  boilerplateWords?: number;
};

export type PageQuality = {
  url: string;
  template: string;
  /** Words of the main text (the subject counts as one word). */
  words: number;
  /** Words in no unit or run that another page of the set also has. */
  ownWords: number;
  /** Share of the words that other pages of the set also have (0 to 1). */
  sharedShare: number;
  /** The page holding most of the shared words (null when nothing is shared). */
  mostSimilarUrl: string | null;
  /** Share of the words shared with that page (0 to 1). */
  sharedWithMost: number;
  /** The sentences and list items shared with that page (only when asked for). */
  sharedSentences?: string[];
  /** Below the bar (too few own words or too much shared). */
  failing: boolean;
};

/** The neutral token that stands for the page's own subject. Never a word (no letter). */
export const SUBJECT_TOKEN = "⟪·⟫";

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

/** Hashes of the runs of `size` words, in text order (index i starts at word i). */
export function shingleHashes(words: string[], size: number = CONTENT_QUALITY.shingleSize): number[] {
  if (words.length === 0) return [];
  if (words.length < size) return [hash53(words.join(" "))];
  const out = new Array<number>(words.length - size + 1);
  for (let i = 0; i < out.length; i++) out[i] = hash53(words.slice(i, i + size).join(" "));
  return out;
}

/** Prepositions contracted with an article, folded to the bare preposition before the subject. */
const FOLD: Record<string, string> = {
  no: "em",
  na: "em",
  nos: "em",
  nas: "em",
  num: "em",
  numa: "em",
  do: "de",
  da: "de",
  dos: "de",
  das: "de",
  pelo: "por",
  pela: "por",
  pelos: "por",
  pelas: "por",
  ao: "a",
  aos: "a",
  à: "a",
  às: "a",
};
/** Articles dropped before the subject ("a Mooca tem" reads like "Itapevi tem"). */
const ARTICLES = new Set(["o", "a", "os", "as"]);

/**
 * The words with each occurrence of a subject form replaced by SUBJECT_TOKEN (longest form
 * first) and the preposition or article before it folded.
 */
export function normalizeWords(words: string[], subjects: readonly string[] = []): string[] {
  const forms = [...new Set(subjects.map((s) => tokenize(s).join(" ")))]
    .filter(Boolean)
    .map((s) => s.split(" "))
    .sort((a, b) => b.length - a.length);
  if (forms.length === 0) return words;
  const out: string[] = [];
  for (let i = 0; i < words.length;) {
    const form = forms.find((f) => f.every((w, k) => words[i + k] === w));
    if (!form) {
      out.push(words[i++]);
      continue;
    }
    i += form.length;
    const before = out.length ? out[out.length - 1] : "";
    if (before in FOLD) out[out.length - 1] = FOLD[before];
    if (ARTICLES.has(out[out.length - 1] ?? "")) out.pop();
    out.push(SUBJECT_TOKEN);
  }
  return out;
}

/** The hash of a unit that is only the page's subject (its own name, never listed as shared). */
const SUBJECT_UNIT = hash53(`u ${SUBJECT_TOKEN}`);

/** Sentences of a block: cut after . ! ? … when a capital, digit or quote follows. */
const SENTENCE_END = /(?<=[.!?…])\s+(?=[\p{Lu}\p{N}"“'(¿¡])/u;

export function splitUnits(mainText: string): string[] {
  return mainText
    .split("\n")
    .flatMap((block) => block.split(SENTENCE_END))
    .map((s) => s.replace(/\s+/g, " ").trim())
    .filter(Boolean);
}

/** A sentence, list item or heading: its words in the page's sequence; its text when kept. */
type Unit = { start: number; end: number; hash: number; text?: string };

/** A page read once (units, runs), to be scored in many sets without reading it again. */
export type PreparedPage = {
  url: string;
  template: string;
  indexable: boolean;
  wordCount: number;
  units: Unit[];
  /** Run hashes in text order. */
  runs: number[];
  /** Distinct features (unit and run hashes) with the words each one weighs. */
  features: Map<number, number>;
  shingleSize: number;
};

/**
 * Reads a page for the measure. `keepText: false` drops the units' text (only the page whose
 * shared sentences are listed needs it), which keeps a large set small in memory.
 */
export function preparePage(page: QualityPage, shingleSize: number = CONTENT_QUALITY.shingleSize, { keepText = true } = {}): PreparedPage {
  const units: Unit[] = [];
  const words: string[] = [];
  for (const text of splitUnits(page.mainText)) {
    const unitWords = normalizeWords(tokenize(text), page.subjects);
    if (unitWords.length === 0) continue;
    // The "u" prefix keeps unit hashes apart from run hashes of the same words.
    const unit: Unit = { start: words.length, end: words.length + unitWords.length, hash: hash53(`u ${unitWords.join(" ")}`) };
    if (keepText) unit.text = text;
    units.push(unit);
    words.push(...unitWords);
  }
  const runs = shingleHashes(words, shingleSize);
  const features = new Map<number, number>();
  // A unit that is only the subject (the page's h1, a breadcrumb's last step) is every page's own name, not shared text.
  for (const u of units) if (u.hash !== SUBJECT_UNIT) features.set(u.hash, Math.max(features.get(u.hash) ?? 0, u.end - u.start));
  for (const h of runs) features.set(h, Math.min(shingleSize, words.length));
  return { url: page.url, template: page.template, indexable: page.indexable ?? false, wordCount: words.length, units, runs, features, shingleSize };
}

/**
 * An inverted index over a set of pages: feature → pages holding it. `extend` adds pages on
 * top of an index without copying it (the base is read, never changed).
 */
export class QualityIndex {
  readonly pages: PreparedPage[];
  private readonly own = new Map<number, number[]>();
  private readonly offset: number;

  constructor(
    pages: PreparedPage[],
    private readonly base: QualityIndex | null = null,
    readonly thresholds: Thresholds = CONTENT_QUALITY,
  ) {
    if (pages.some((p) => p.shingleSize !== thresholds.shingleSize)) throw new Error("QualityIndex: pages prepared with another run size");
    this.offset = base ? base.size : 0;
    this.pages = pages;
    pages.forEach((page, i) => {
      for (const f of page.features.keys()) {
        const list = this.own.get(f);
        if (list) list.push(i + this.offset);
        else this.own.set(f, [i + this.offset]);
      }
    });
  }

  get size(): number {
    return this.offset + this.pages.length;
  }

  extend(pages: PreparedPage[]): QualityIndex {
    return new QualityIndex(pages, this, this.thresholds);
  }

  page(i: number): PreparedPage {
    return i >= this.offset ? this.pages[i - this.offset] : this.base!.page(i);
  }

  /** The posting lists of feature f along the chain of indexes (no copy). */
  private postings(f: number, out: number[][]): void {
    this.base?.postings(f, out);
    const list = this.own.get(f);
    if (list) out.push(list);
  }

  /** The index of the page with this URL, or -1. */
  find(url: string): number {
    for (let i = this.size - 1; i >= 0; i--) if (this.page(i).url === url) return i;
    return -1;
  }

  /**
   * Figures of `page` against every other page of the index. `self`: its own position when
   * it is in the index; `skip`: positions to leave out (a page being replaced);
   * `sentences`: also list the units shared with the most similar page.
   */
  score(
    page: PreparedPage,
    { self = -1, skip = new Set<number>(), sentences = false }: { self?: number; skip?: ReadonlySet<number>; sentences?: boolean } = {},
  ): PageQuality {
    const n = page.wordCount;
    const size = this.thresholds.shingleSize;
    const marked = new Uint8Array(n);
    // Words each other page shares with this one (roughly: a run weighs its length), for the top page.
    const counts = new Float64Array(this.size);
    const touched: number[] = [];
    const sharedFeatures = new Set<number>();
    const lists: number[][] = [];
    for (const [f, weight] of page.features) {
      let shared = false;
      lists.length = 0;
      this.postings(f, lists);
      for (const list of lists) {
        for (const q of list) {
          if (q === self || skip.has(q)) continue;
          shared = true;
          if (counts[q] === 0) touched.push(q);
          counts[q] += weight;
        }
      }
      if (shared) sharedFeatures.add(f);
    }
    const mark = (set: ReadonlySet<number>, into: Uint8Array) => {
      for (const u of page.units) if (set.has(u.hash)) into.fill(1, u.start, u.end);
      page.runs.forEach((h, i) => {
        if (set.has(h)) into.fill(1, i, Math.min(n, i + size));
      });
    };
    mark(sharedFeatures, marked);
    const sharedWords = marked.reduce((a, b) => a + b, 0);

    let top = -1;
    let best = 0;
    for (const q of touched) {
      const c = counts[q];
      if (c > best || (c === best && q < top)) {
        best = c;
        top = q;
      }
    }
    let sharedWithMost = 0;
    let sharedSentences: string[] | undefined;
    if (top >= 0) {
      const topFeatures = this.page(top).features;
      const withTop = new Set([...sharedFeatures].filter((f) => topFeatures.has(f)));
      const topMarked = new Uint8Array(n);
      mark(withTop, topMarked);
      sharedWithMost = n ? topMarked.reduce((a, b) => a + b, 0) / n : 0;
      if (sentences) {
        sharedSentences = page.units
          .filter((u) => u.hash !== SUBJECT_UNIT)
          .filter((u) => {
            let covered = 0;
            for (let j = u.start; j < u.end; j++) covered += topMarked[j];
            return covered * 2 >= u.end - u.start;
          })
          .flatMap((u) => (u.text === undefined ? [] : [u.text]));
      }
    } else if (sentences) sharedSentences = [];

    const ownWords = n - sharedWords;
    const sharedShare = n ? sharedWords / n : 0;
    return {
      url: page.url,
      template: page.template,
      words: n,
      ownWords,
      sharedShare,
      mostSimilarUrl: top >= 0 ? this.page(top).url : null,
      sharedWithMost,
      ...(sharedSentences && { sharedSentences }),
      failing: isFailing(ownWords, sharedShare, this.thresholds),
    };
  }

  /** Every page of the index scored against all the others. */
  scoreAll(): PageQuality[] {
    return Array.from({ length: this.size }, (_, i) => this.score(this.page(i), { self: i }));
  }

  /** Positions of the other pages sharing at least one unit or run with `page` (at `self`). */
  sharing(page: PreparedPage, self = -1): Set<number> {
    const out = new Set<number>();
    const lists: number[][] = [];
    for (const f of page.features.keys()) {
      lists.length = 0;
      this.postings(f, lists);
      for (const list of lists) for (const q of list) if (q !== self) out.add(q);
    }
    return out;
  }

  /** The one page holding feature f, or -1 when none or several do. */
  soleHolder(f: number): number {
    const lists: number[][] = [];
    this.postings(f, lists);
    let found = -1;
    for (const list of lists) {
      for (const q of list) {
        if (found >= 0) return -1;
        found = q;
      }
    }
    return found;
  }
}

export function isFailing(ownWords: number, sharedShare: number, thresholds: { minOwnWords: number; maxSharedShare: number } = CONTENT_QUALITY): boolean {
  return ownWords < thresholds.minOwnWords || sharedShare > thresholds.maxSharedShare;
}

/** Scores every page against all the others of the set. */
export function analyzeContent(pages: QualityPage[], thresholds: Thresholds = CONTENT_QUALITY): PageQuality[] {
  return new QualityIndex(
    pages.map((p) => preparePage(p, thresholds.shingleSize)),
    null,
    thresholds,
  ).scoreAll();
}

export type TemplateSummary = {
  template: string;
  count: number;
  medianOwnWords: number;
  worstOwnWords: number;
  medianSharedShare: number;
  worstSharedShare: number;
  /** Pages under the bar (too few own words or too much shared). */
  failing: number;
  underOwnWords: number;
  overSharedShare: number;
};

export function median(values: number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** One row per template, in the order templates first appear in `results`. */
export function summarizeByTemplate(results: PageQuality[], thresholds: { minOwnWords: number; maxSharedShare: number } = CONTENT_QUALITY): TemplateSummary[] {
  const groups = new Map<string, PageQuality[]>();
  for (const r of results) {
    const list = groups.get(r.template);
    if (list) list.push(r);
    else groups.set(r.template, [r]);
  }
  return [...groups].map(([template, rows]) => ({
    template,
    count: rows.length,
    medianOwnWords: median(rows.map((r) => r.ownWords)),
    worstOwnWords: Math.min(...rows.map((r) => r.ownWords)),
    medianSharedShare: median(rows.map((r) => r.sharedShare)),
    worstSharedShare: Math.max(...rows.map((r) => r.sharedShare)),
    failing: rows.filter((r) => r.failing).length,
    underOwnWords: rows.filter((r) => r.ownWords < thresholds.minOwnWords).length,
    overSharedShare: rows.filter((r) => r.sharedShare > thresholds.maxSharedShare).length,
  }));
}

/**
 * Worst pages first: by how far each is under the bar, own words and shared share weighed so
 * that missing the whole word target counts as much as sharing everything.
 */
export function worstPages(results: PageQuality[], limit = 20, thresholds: { minOwnWords: number; maxSharedShare: number } = CONTENT_QUALITY): PageQuality[] {
  const shortfall = (r: PageQuality) =>
    Math.max(0, 1 - r.ownWords / thresholds.minOwnWords) + Math.max(0, (r.sharedShare - thresholds.maxSharedShare) / (1 - thresholds.maxSharedShare));
  return [...results].sort((a, b) => shortfall(b) - shortfall(a) || a.ownWords - b.ownWords || a.url.localeCompare(b.url)).slice(0, limit);
}

/**
 * The audit's template of a path: the URL groups, keyword pages at the root (one segment that
 * is not a main page), everything else (home, main pages, hubs) "outras".
 */
export function templateOf(pathname: string, mainPages: ReadonlySet<string>): string {
  const path = pathname.replace(/\/+$/, "") || "/";
  for (const prefix of ["/postagens", "/links-uteis", "/motores", "/cidades", "/topicos"]) {
    if (path.startsWith(`${prefix}/`)) return prefix;
  }
  if (/^\/[^/]+$/.test(path) && !mainPages.has(path) && !/^\/(postagens|links-uteis|motores|cidades|topicos)$/.test(path)) return "palavras-chave";
  return "outras";
}
