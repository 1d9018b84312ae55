import { BRAND, WARRANTY } from "../../../app/content/business";
import { PLACE_FACTS } from "../../../app/content/place-facts";
import { PROFILE_PROSE } from "../prose/profiles";
import { PAGE_PLACES } from "../../../app/content/places";
import { cityPath } from "../../../app/lib/paths";
import { placeDistricts, placeHeading, servedPlaceDescription } from "../../../app/pages/place-page";
import { PLACE_NOTES } from "../prose/places/notes";
import { PLACE_LOCAL, PLACE_SECTIONS } from "../prose/places";
import { PROFILE_HOOKS } from "../prose/places/hooks";
import type { SeededText } from "../page-texts";
import { escapeTyped } from "./light-syntax";

/** Title within 60 characters: the profile's hook only when it fits. */
function placeTitle(em: string, hook: string): string {
  const base = `Motor para Portão ${BRAND} ${em}`;
  const full = `${base} | ${hook}`;
  return full.length <= 60 ? full : base;
}

/**
 * A place page's own text in the light syntax: its area, how one gets around and its houses and
 * gates, one paragraph each; on a city's page that holds neighbourhoods (Osasco, Guarulhos), each
 * one after it under a "### " heading with its name, which the template shows as the
 * neighbourhood's section under its anchor (app/pages/place-page.ts `placeTextParts`).
 */
export function placeBody(slug: string): string {
  const local = PLACE_LOCAL[slug];
  if (!local) throw new Error(`Lugar sem texto inicial: ${slug}`);
  const paragraphs = [local.area, local.access, local.housing].map(escapeTyped);
  const place = PAGE_PLACES.find((p) => p.slug === slug);
  const districts = place ? placeDistricts(cityPath(place)) : [];
  for (const d of districts) {
    const text = PLACE_SECTIONS[d.anchor];
    if (!text) throw new Error(`Bairro sem texto inicial: ${d.anchor}`);
    paragraphs.push(`### ${escapeTyped(d.name)}`, escapeTyped(text));
  }
  return paragraphs.join("\n\n");
}

/**
 * Every place page's starting text (decision 0043): the title (with the housing profile's hook
 * when it fits), the description (its opening sentence with the offer of the served cities), the
 * heading, the opening sentence as the lead and its own text; no questions of its own (the
 * editor lists none to start from). What stays in code is structure: the place, its zone, its
 * neighbours, whether its city is served, its profile as data (app/content/place-facts.ts).
 */
export function placeTexts(): SeededText[] {
  return PAGE_PLACES.map((place) => {
    const note = PLACE_NOTES[place.slug];
    const facts = PLACE_FACTS[place.slug];
    if (!note || !facts) throw new Error(`Lugar sem texto inicial: ${place.slug}`);
    const profile = PROFILE_PROSE[facts.profile];
    return {
      path: cityPath(place),
      title: placeTitle(place.em, PROFILE_HOOKS[facts.profile]),
      // The housing profile's line when the opening does not fit a snippet.
      description:
        servedPlaceDescription(note) ??
        `Motor de portão ${BRAND} ${place.em} para ${profile.housing}. Entrega e instalação grátis, garantia de ${WARRANTY.extendedMonths} meses.`,
      heading: placeHeading(place.em),
      lead: note,
      body: placeBody(place.slug),
      questions: [],
      // The template showed an owner's own text between the opening and the place's text.
      ownTextFirst: true,
    };
  });
}
