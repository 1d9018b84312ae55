import { PAGE_PLACES } from "~/content/places";
import { PROBLEMS } from "~/content/problem-keywords";
import { ALL_TOPIC_TITLES } from "~/content/topic-groups";
import { cityPath, motorPath, problemPath, topicPath } from "./paths";

/**
 * The template pages that may enter the search index, in the order they are tried
 * (app/lib/index-admission.ts): problem pages (what people type when the gate fails), the
 * models in catalogue order, the topics in menu order, then places, cities before
 * neighbourhoods. Posts are not candidates: they are place variants of four title patterns,
 * reachable from the home and kept out of the index (issue #14). Generated pages are the
 * admin's (/links-uteis).
 */
export function indexCandidates(motorSlugs: readonly string[]): string[] {
  const places = [...PAGE_PLACES.filter((p) => p.kind === "cidade"), ...PAGE_PLACES.filter((p) => p.kind !== "cidade")];
  return [...PROBLEMS.map(problemPath), ...motorSlugs.map(motorPath), ...ALL_TOPIC_TITLES.map(topicPath), ...places.map(cityPath)];
}
