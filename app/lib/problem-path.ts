import { PROBLEMS, type ProblemKeyword } from "~/content/problem-keywords";
import { foldText } from "./slug";

const bySlug = new Map(PROBLEMS.map((p) => [p.slug, p]));

/**
 * Which problem keyword a path names: the `/{slug}` pages, the leads page kinds, the search and
 * the visit form's prefill read it. docs/product.md §4.10: the path matches a keyword when it equals the keyword's slug,
 * or equals the keyword once hyphens become spaces, case-insensitively.
 */
export function matchProblemPath(path: string): ProblemKeyword | undefined {
  const raw = decodeSafe(path.replace(/^\/+|\/+$/g, ""));
  const lower = raw.toLowerCase();
  const bySlugHit = bySlug.get(lower);
  if (bySlugHit) return bySlugHit;
  const spaced = lower.replace(/-/g, " ");
  return PROBLEMS.find((p) => p.keyword.toLowerCase() === spaced || foldText(p.keyword) === foldText(spaced));
}

function decodeSafe(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}
