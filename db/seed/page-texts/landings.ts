import type { PageQuestion } from "../../../app/lib/page-texts";
import { GUARULHOS_LANDING } from "../prose/landings/guarulhos";
import { OSASCO_LANDING } from "../prose/landings/osasco";
import type { LandingProse } from "../prose/landings/types";
import type { SeededText } from "../page-texts";
import { escapeTyped } from "./light-syntax";

/** A landing's questions as the editor lists them (no theme: the page has one list). */
function questions(landing: LandingProse): PageQuestion[] {
  return landing.faq.map(({ question, answer }) => ({ group: "", question, answer }));
}

/**
 * The two city landings' starting text (decision 0043): title and description in Google (the
 * express price a slot of "Dados do negócio", decision 0028), the heading, the opening, the local
 * remark as the page's text and the city's questions.
 */
export function landingTexts(): SeededText[] {
  return [GUARULHOS_LANDING, OSASCO_LANDING].map((landing) => ({
    path: landing.path,
    title: landing.title,
    description: landing.metaDescription,
    heading: landing.heading,
    lead: landing.intro,
    body: escapeTyped(landing.localNote),
    questions: questions(landing),
  }));
}
