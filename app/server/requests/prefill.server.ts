import { findPlace } from "~/content/places";
import { GUARULHOS_LANDING, OSASCO_LANDING } from "~/lib/city-landing";
import { cleanFromPath } from "~/lib/leads/contact-click";
import { pageKind } from "~/lib/leads/page-kind";
import { VISIT_REQUEST_PATH } from "~/lib/paths";
import { matchProblemPath } from "~/lib/problem-path";
import { storedNames } from "../leads/site-pages.server";

/**
 * What the visit request form starts with when it is opened from a page (`?de=/portao-nao-abre`):
 * the page's own subject, looked up in the site's tables (a model, a problem, a place), never
 * text from the link. `about` is said above the form; `problem` and `place` prefill their fields.
 */
export type Prefill = { from: string; about: string | null; problem: string; place: string };

const REGIONS: Record<string, string> = { guarulhos: GUARULHOS_LANDING.city, osasco: OSASCO_LANDING.city };

export function prefillFor(rawFrom: string | null): Prefill {
  const from = rawFrom ? cleanFromPath(rawFrom) : VISIT_REQUEST_PATH;
  const empty: Prefill = { from, about: null, problem: "", place: "" };
  const kind = pageKind(from);
  if (kind.template === "palavra-chave") {
    const keyword = matchProblemPath(from)?.keyword;
    const sentence = keyword && keyword.charAt(0).toUpperCase() + keyword.slice(1);
    return sentence ? { ...empty, about: sentence, problem: `${sentence}. ` } : empty;
  }
  if (kind.template === "motor" && kind.subject) {
    const name = storedNames().motor(kind.subject);
    return name ? { ...empty, about: name, problem: `Quero um orçamento do ${name}. ` } : empty;
  }
  if (kind.template === "cidade" && kind.subject) {
    const place = findPlace(kind.subject);
    return place ? { ...empty, about: `Atendimento ${place.em}`, place: place.city === place.name ? place.name : `${place.name}, ${place.city}` } : empty;
  }
  if (kind.template === "região" && kind.subject && REGIONS[kind.subject]) {
    return { ...empty, about: `Atendimento em ${REGIONS[kind.subject]}`, place: REGIONS[kind.subject] };
  }
  return empty;
}
