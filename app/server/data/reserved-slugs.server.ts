import { PLACES } from "~/content/places";
import { PROBLEMS } from "~/content/problem-keywords";
import { ALL_TOPIC_TITLES } from "~/content/topic-groups";
import { RESERVED_FIRST_SEGMENTS } from "~/lib/page-registry";
import { slugify } from "~/lib/slug";
import { findMotor } from "./motors.server";

/**
 * Slugs a generated page may not take: the site's own routes and the slugs of topics,
 * problem keywords, places and motors, so no address means two things.
 */

const builtIn = new Set(RESERVED_FIRST_SEGMENTS);
const topics = new Map(ALL_TOPIC_TITLES.map((t) => [slugify(t), t]));
const problems = new Map(PROBLEMS.map((p) => [p.slug, p.keyword]));
const places = new Map(PLACES.map((p) => [p.slug, p.name]));

/** Why `slug` is taken by something other than a generated page, in pt-BR, or null when it is free. */
export function reservedSlugReason(slug: string): string | null {
  const address = `O endereço “${slug}”`;
  if (builtIn.has(slug)) return `${address} é usado por uma página do próprio site. Escolha outro título ou endereço (slug).`;
  const topic = topics.get(slug);
  if (topic) return `${address} já é usado pelo tópico “${topic}”. Escolha outro título ou endereço (slug).`;
  const problem = problems.get(slug);
  if (problem) return `${address} já é usado pela página do problema “${problem}”. Escolha outro título ou endereço (slug).`;
  const place = places.get(slug);
  if (place) return `${address} já é usado pela página de ${place}. Escolha outro título ou endereço (slug).`;
  const motor = findMotor(slug);
  if (motor) return `${address} já é usado pela página do ${motor.name}. Escolha outro título ou endereço (slug).`;
  return null;
}
