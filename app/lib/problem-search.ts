import { PROBLEMS, type ProblemKeyword } from "~/content/problem-keywords";
import { matchProblemPath } from "~/lib/problem-path";
import { foldText, slugify } from "./slug";

/**
 * "Buscar Solução" (docs/product.md §4.10). The typed text goes, in this order:
 * 1. exact: its slug is a problem keyword -> that keyword's page at the root path;
 * 2. close: the keyword sharing the most words with the text (accents and case ignored,
 *    small words like "de"/"meu" not counted) when it matches well and no other keyword
 *    matches equally well -> that page;
 * 3. otherwise a results page listing the nearest keywords.
 */

export type ProblemSearchResult =
  | { kind: "blank" }
  | { kind: "exact"; problem: ProblemKeyword; path: string }
  | { kind: "close"; problem: ProblemKeyword; path: string }
  | { kind: "results"; nearest: ProblemKeyword[] };

/** Words that carry no meaning for matching ("não" stays: "portão abre" is not "portão não abre"). */
const STOP_WORDS = new Set([
  "a",
  "o",
  "as",
  "os",
  "um",
  "uma",
  "de",
  "da",
  "do",
  "das",
  "dos",
  "e",
  "em",
  "no",
  "na",
  "nos",
  "nas",
  "com",
  "para",
  "pra",
  "por",
  "meu",
  "minha",
  "meus",
  "minhas",
  "seu",
  "sua",
  "que",
  "se",
  "ao",
  "esta",
  "ta",
  "ele",
  "ela",
  "muito",
  "mais",
  "ja",
]);

/** Minimum share of words (Dice coefficient) and of common words for a redirect. */
export const CLOSE_MATCH_SCORE = 0.5;
export const CLOSE_MATCH_MIN_WORDS = 2;
export const NEAREST_LIMIT = 6;

export function significantWords(text: string): string[] {
  const words = foldText(text)
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 0 && !STOP_WORDS.has(w));
  return [...new Set(words)];
}

/** Same word, or the same stem for longer words ("queimou" ~ "queimado", "fechando" ~ "fecha"). */
function sameWord(a: string, b: string): boolean {
  if (a === b) return true;
  const stem = 5;
  if (a.length < stem || b.length < stem) return false;
  return a.slice(0, stem) === b.slice(0, stem);
}

export type ScoredProblem = { problem: ProblemKeyword; shared: number; score: number };

export function scoreProblem(queryWords: string[], problem: ProblemKeyword): ScoredProblem {
  const keywordWords = significantWords(problem.keyword);
  const shared = queryWords.filter((q) => keywordWords.some((k) => sameWord(q, k))).length;
  const score = queryWords.length + keywordWords.length === 0 ? 0 : (2 * shared) / (queryWords.length + keywordWords.length);
  return { problem, shared, score };
}

/** Keywords sharing at least one word with the text, best first (ties keep the list order). */
export function rankProblems(text: string): ScoredProblem[] {
  const words = significantWords(text);
  return PROBLEMS.map((p) => scoreProblem(words, p))
    .filter((s) => s.shared > 0)
    .sort((a, b) => b.score - a.score || b.shared - a.shared);
}

export function searchProblem(text: string): ProblemSearchResult {
  const trimmed = text.trim();
  if (!trimmed) return { kind: "blank" };
  const exact = matchProblemPath(slugify(trimmed)) ?? matchProblemPath(trimmed);
  if (exact) return { kind: "exact", problem: exact, path: `/${exact.slug}` };
  const ranked = rankProblems(trimmed);
  const [best, second] = ranked;
  const clear = best && best.shared >= CLOSE_MATCH_MIN_WORDS && best.score >= CLOSE_MATCH_SCORE && (!second || second.score < best.score);
  if (clear) return { kind: "close", problem: best.problem, path: `/${best.problem.slug}` };
  return { kind: "results", nearest: ranked.slice(0, NEAREST_LIMIT).map((s) => s.problem) };
}

/** Problems shown when the text shares no word with any keyword. */
export const COMMON_PROBLEMS: ProblemKeyword[] = PROBLEMS.slice(0, NEAREST_LIMIT);
