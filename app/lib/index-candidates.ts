import { PAGE_PLACES } from "~/content/places";
import { PROBLEMS } from "~/content/problem-keywords";
import { ALL_TOPIC_TITLES } from "~/content/topic-groups";
import { FIXED_PAGE_PATHS, LISTING_PATHS } from "./page-registry";
import { cityPath, motorPath, postPath, problemPath, topicPath } from "./paths";

/**
 * The template pages that may enter the search index (app/lib/index-admission.ts): problem
 * pages (what people type when the gate fails), the models in catalogue order, the topics in
 * menu order, then places, cities before neighbourhoods. Posts are not candidates: they are
 * place variants of four title patterns, reachable from the home and kept out of the index
 * (docs/content-quality.md). Generated pages are the admin's (/links-uteis).
 */
export function indexCandidates(motorSlugs: readonly string[]): string[] {
  const places = [...PAGE_PLACES.filter((p) => p.kind === "cidade"), ...PAGE_PLACES.filter((p) => p.kind !== "cidade")];
  return [...PROBLEMS.map(problemPath), ...motorSlugs.map(motorPath), ...ALL_TOPIC_TITLES.map(topicPath), ...places.map(cityPath)];
}

/**
 * Every public page the content-quality measure compares (docs/content-quality.md) but the
 * generated ones (read from the database by their callers): main pages, hubs and tools, every
 * template page whether admitted or not, and every post.
 */
export function sitePagePaths(motorSlugs: readonly string[], postSlugs: readonly string[]): string[] {
  return [...new Set([...FIXED_PAGE_PATHS, ...LISTING_PATHS, ...indexCandidates(motorSlugs), ...postSlugs.map(postPath)])];
}

export function isFixedPage(path: string): boolean {
  return FIXED_PAGE_PATHS.includes(path) || LISTING_PATHS.includes(path);
}
