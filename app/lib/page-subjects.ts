import { MOTOR_SEED } from "../../db/seed/motors";
import { PLACES, type Place } from "~/content/places";
import { PROBLEMS } from "~/content/problem-keywords";
import { ALL_TOPIC_TITLES } from "~/content/topic-groups";
import { GUARULHOS_PATH, OSASCO_PATH, cityPath, motorPath, problemPath, topicPath } from "./paths";

/**
 * Each page's own subject, in the display forms its text uses, for the content-quality
 * measure (app/lib/content-quality.ts, docs/content-quality.md): before two pages are
 * compared, these forms become one neutral token, so a page made from another by swapping
 * the name reads like the other. The one place that knows what a URL is about.
 *
 * - A place page (/cidades/…): the place's name and, for a neighbourhood of Osasco or
 *   Guarulhos, "Vila Yara, Osasco" (the display name; "Vila Yara - Osasco" reads the same).
 * - A model (/motores/…): "Motor PPA Home", "PPA Home" and "Home".
 * - A problem page (/portao-nao-abre): its keyword. A topic (/topicos/…): its title.
 * - The Guarulhos and Osasco landings: the city.
 * - Posts (/postagens/…) and generated pages (/links-uteis/…): their title (the page's `h1`)
 *   and every place named in it.
 * Every page also counts its `h1` when it is not a main page's fixed heading.
 */

function placeForms(place: Place): string[] {
  const local = place.group === "osasco" || place.group === "guarulhos";
  return local ? [place.name, `${place.name}, ${place.city}`] : [place.name];
}

const BY_PATH = new Map<string, string[]>();
for (const place of PLACES) BY_PATH.set(cityPath(place), placeForms(place));
for (const problem of PROBLEMS) BY_PATH.set(problemPath(problem), [problem.keyword]);
for (const title of ALL_TOPIC_TITLES) BY_PATH.set(topicPath(title), [title]);
for (const motor of MOTOR_SEED) {
  const short = motor.name.replace(/^Motor\s+/i, "");
  BY_PATH.set(motorPath(motor.slug), [motor.name, short, short.replace(/^PPA\s+/i, "")]);
}
BY_PATH.set(GUARULHOS_PATH, ["Guarulhos"]);
BY_PATH.set(OSASCO_PATH, ["Osasco"]);

/** Place names, longest first, with their forms: to find the places a title names. */
const PLACE_NAMES = PLACES.flatMap((p) => placeForms(p).map((form) => ({ form, key: fold(form), forms: placeForms(p) }))).sort(
  (a, b) => b.key.length - a.key.length,
);

function fold(text: string): string {
  return ` ${text
    .normalize("NFC")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim()} `;
}

/** The places a title names ("Motor de Portão em Vila Yara, Osasco" → Vila Yara's forms). */
export function placesNamedIn(title: string): string[] {
  let text = fold(title);
  const found: string[] = [];
  for (const { key, forms } of PLACE_NAMES) {
    if (!text.includes(key)) continue;
    found.push(...forms);
    text = text.replaceAll(key, " ");
  }
  return [...new Set(found)];
}

/** Whether a path names its subject through its title (posts and generated pages). */
function titled(path: string): boolean {
  return path.startsWith("/postagens/") || path.startsWith("/links-uteis/");
}

/**
 * The subject forms of the page at `path`. `heading`: the page's `h1` as rendered (a generated
 * page's or a post's title, a model renamed in the catalogue); main pages (`fixedHeading`)
 * keep theirs, which is their name, not a subject.
 */
export function pageSubjects(path: string, heading = "", { fixedHeading = false }: { fixedHeading?: boolean } = {}): string[] {
  const forms = [...(BY_PATH.get(path) ?? [])];
  const title = heading.trim();
  if (title && !fixedHeading) forms.push(title);
  if (title && titled(path)) forms.push(...placesNamedIn(title));
  return [...new Set(forms)];
}
