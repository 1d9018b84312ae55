import { PAGE_PLACES } from "~/content/places";
import { PROBLEMS } from "~/content/problem-keywords";
import { ALL_TOPIC_TITLES } from "~/content/topic-groups";
import {
  DIAGNOSIS_PATH,
  HOME_PATH,
  MAIN_PAGE_PATHS,
  PLACES_HUB_PATH,
  SELECTOR_PATH,
  TOPICS_HUB_PATH,
  USEFUL_LINKS_PATH,
  cityPath,
  motorPath,
  postPath,
  problemPath,
  topicPath,
} from "./paths";

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

/** The home and main pages: always indexable, their heading is their name, not a subject. */
export const FIXED_PAGE_PATHS: readonly string[] = [HOME_PATH, ...MAIN_PAGE_PATHS];

/** Public pages that list or help rather than say (hubs and tools), noindex or not. */
const LISTING_PATHS = [PLACES_HUB_PATH, TOPICS_HUB_PATH, USEFUL_LINKS_PATH, SELECTOR_PATH, DIAGNOSIS_PATH];

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
