import { fillTemplateHtml, fillTemplateLine } from "~/lib/page-templates";
import { foldText, slugify, titleFromSlug } from "~/lib/slug";
import type { FaqItem } from "~/lib/jsonld";
import type { PublicPageText } from "~/lib/page-texts";
import { sectionsText, type ContentSection } from "~/content/blocks";
import { BRAND, FREE_SHIPPING_CITIES } from "~/content/business";
import { PLACE_FACTS, type PlaceFacts } from "~/content/place-facts";
import { PROFILE_MOTORS } from "~/content/place-profiles";
import { CITY_REGION_EM, PLACES, cityRegion, findPlace, placeGroup, placesInGroup, type Place, type PlaceGroupId } from "~/content/places";
import { placeDisplayName } from "~/lib/place-names";
import { isServedPlace } from "~/lib/places/served";
import { GUARULHOS_PATH, OSASCO_PATH, cityPath } from "~/lib/paths";
import { whatsappMessage, type WhatsAppMessage } from "~/lib/leads/message-keys";
import { DESCRIPTION_MAX } from "~/lib/snippet-length";

/**
 * The /cidades/{slug} page as data (docs/product.md §4.6 and §7, with its departures). A known
 * place's title, description, heading, lead, text and questions are its stored row in "Páginas
 * do site" (decision 0043, seeded from db/seed/prose/places); the code holds its structure (the
 * place, its zone, neighbours, served city, profile) and the rules. Unknown slugs get the
 * generic template.
 */
export type NamedLink = { name: string; path: string };

/** A neighbourhood a page holds as a section (places.ts `ownPage: false`): its anchor and name. */
export type DistrictAnchor = { anchor: string; name: string };

/** A neighbourhood's section as the page shows it: its part of the page's stored text (sanitised HTML). */
export type PlaceDistrict = DistrictAnchor & { html: string };

export type PlacePage = {
  slug: string;
  /** Name as the page shows it: "Moema", "Osasco". */
  name: string;
  /** The name in a sentence, with its preposition: "na Mooca", "em Osasco". */
  em: string;
  /** The page's h1. */
  heading: string;
  known: boolean;
  title: string;
  description: string;
  intro: string[];
  /** The place's own text under the intro (its area, how one gets around, its houses and gates): sanitised HTML of its stored row. */
  bodyHtml: string;
  sections: ContentSection[];
  /**
   * Whether the place's city is on the owner's list of served cities, where delivery and
   * installation are free (docs/product.md §2); outside it the page is `noindex` and says so.
   */
  freeShipping: boolean;
  /** Neighbourhoods presented on this page, each under its own anchor. */
  districts: PlaceDistrict[];
  motors: { name: string; slug: string }[];
  faqs: FaqItem[];
  neighbours: NamedLink[];
  /** The heading over `neighbours`: the places of the same zone or group, not claimed to border this one. */
  neighboursTitle: string;
  /** Links to the place's group (and city, for neighbourhoods of Osasco and Guarulhos). */
  groupLinks: NamedLink[];
  whatsappMessage: WhatsAppMessage;
};

/** Longest unknown slug rendered with the generic template; longer ones are not a place. */
export const MAX_GENERIC_SLUG_LENGTH = 60;

/** Anchor of the place group on the HTML sitemap. */
export function placeGroupAnchor(id: PlaceGroupId): string {
  return id;
}

function groupLinkLabel(id: PlaceGroupId): string {
  const group = placeGroup(id);
  if (id.startsWith("sp-")) return `Todos os bairros atendidos ${group.em} de São Paulo`;
  if (id === "abcd") return "Todas as cidades atendidas no ABC";
  if (id === "outras-cidades") return "Todas as cidades da região atendidas";
  return `Todos os bairros atendidos ${group.em}`;
}

/**
 * Whether delivery and installation are free at a place: its city is on the owner's list of served
 * cities ("Dados do negócio", decision 0028; the route passes the list served now). Without a list,
 * the list a fresh install starts with.
 */
export function hasFreeShipping(place: Place, servedCities: readonly string[] = FREE_SHIPPING_CITIES): boolean {
  return isServedPlace(place, servedCities);
}

const LOCAL_LANDINGS: Record<string, string> = {
  guarulhos: GUARULHOS_PATH,
  osasco: OSASCO_PATH,
};

/** The h1 of a place's page: "Motor para Portão PPA na Mooca". */
export function placeHeading(em: string): string {
  return `Motor para Portão ${BRAND} ${em}`;
}

/** The neighbourhoods a page holds as sections: a city's own (Osasco, Guarulhos), or none. */
export function placeDistricts(homePath: string): DistrictAnchor[] {
  return PLACES.filter((p) => !p.ownPage && p.href.startsWith(`${homePath}#`)).map((p) => ({ anchor: p.slug, name: p.name }));
}

const H3 = /<h3\b[^>]*>([\s\S]*?)<\/h3>/g;

/**
 * A place page's stored text split as the page lays it out: what comes before the first "### "
 * heading that names one of the page's neighbourhoods is the place's own text; each such heading
 * opens that neighbourhood's section (under its anchor, where its old address redirects), up to
 * the next one. Neighbourhoods the text no longer names get no section; other headings stay in
 * the part they are in.
 */
export function placeTextParts(bodyHtml: string, districts: readonly DistrictAnchor[]): { bodyHtml: string; districts: PlaceDistrict[] } {
  if (districts.length === 0 || !bodyHtml.includes("<h3")) return { bodyHtml, districts: [] };
  const starts: { at: number; end: number; district: DistrictAnchor }[] = [];
  for (const m of bodyHtml.matchAll(H3)) {
    const name = foldText(htmlText(m[1]).trim());
    const district = districts.find((d) => foldText(d.name) === name);
    if (district && !starts.some((s) => s.district === district)) starts.push({ at: m.index, end: m.index + m[0].length, district });
  }
  if (starts.length === 0) return { bodyHtml, districts: [] };
  return {
    bodyHtml: bodyHtml.slice(0, starts[0].at),
    districts: starts.map((s, i) => ({ ...s.district, html: bodyHtml.slice(s.end, starts[i + 1]?.at ?? bodyHtml.length).trim() })),
  };
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

/** The text of sanitised HTML: tags out (a block's end a line break), entities decoded. */
export function htmlText(html: string): string {
  return html
    .replace(/<\/(?:p|li|h[1-6]|ul|ol|blockquote|tr)>|<br\s*\/?>/g, "\n")
    .replace(/<[^>]*>/g, "")
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) =>
      name[0] === "#" ? String.fromCodePoint(Number(name[1] === "x" || name[1] === "X" ? `0${name.slice(1)}` : name.slice(1))) : (ENTITIES[name] ?? whole),
    );
}

const FREE_OFFER = " Entrega e instalação grátis.";
const UNSERVED_OFFER = " Fora das cidades que atendemos hoje: consulte antes de agendar.";
/** The sentence of a stored description that promises free delivery (with what follows it in that sentence). */
const FREE_SENTENCE = /\s*Entrega e instalação grátis[^.]*\./g;

const fitsSnippet = (text: string) => [...text].length <= DESCRIPTION_MAX;

/**
 * A served place's meta description as the seed writes it from the place's opening sentence (no
 * two places share one): the opening and the offer, or the opening alone when both do not fit;
 * null when the opening itself does not fit (the seed then writes another).
 */
export function servedPlaceDescription(note: string): string | null {
  return [`${note}${FREE_OFFER}`, note].find((d) => note && fitsSnippet(d)) ?? null;
}

/**
 * The meta description of a place outside the owner's list of served cities (app/lib/places/served.ts):
 * the stored one promises free delivery, so the page says it is outside instead, from its own
 * stored text only: its opening, else its stored description without the free-delivery sentence,
 * else its heading, each followed by that line, the first that fits a snippet.
 */
export function unservedPlaceDescription(stored: Pick<PublicPageText, "lead" | "description" | "heading"> | null, fallbackHeading: string): string {
  const heading = (stored?.heading ?? fallbackHeading).trim();
  const candidates = [
    stored?.lead?.trim() ?? "",
    (stored?.description ?? "").replace(FREE_SENTENCE, "").trim(),
    heading && `${heading.replace(/[.!?]$/, "")}.`,
  ];
  return (
    candidates
      .filter(Boolean)
      .map((text) => `${text}${UNSERVED_OFFER}`)
      .find(fitsSnippet) ?? UNSERVED_OFFER.trim()
  );
}

/**
 * A place's page: its stored text (the owner's, seeded with the place's own facts only,
 * docs/content-quality.md) around the structure the code keeps. The starting text has no
 * questions, so no FAQPage markup; questions the owner adds are the page's own.
 */
function knownPage(place: Place, facts: PlaceFacts, stored: PublicPageText | null, servedCities: readonly string[] | undefined): PlacePage {
  const name = placeDisplayName(place);
  const free = hasFreeShipping(place, servedCities);
  const lead = stored?.lead ?? "";
  const parts = placeTextParts(stored?.bodyHtml ?? "", placeDistricts(cityPath(place)));
  const groupLinks: NamedLink[] = [{ name: groupLinkLabel(place.group), path: `/sitemap#${placeGroupAnchor(place.group)}` }];
  const landing = LOCAL_LANDINGS[place.slug];
  if (landing) groupLinks.unshift({ name: `Portão automático ${place.em}: atendimento local`, path: landing });
  return {
    slug: place.slug,
    name,
    em: place.em,
    heading: stored?.heading ?? placeHeading(place.em),
    known: true,
    title: stored?.title ?? placeHeading(place.em),
    description: free ? (stored?.description ?? "") : unservedPlaceDescription(stored, placeHeading(place.em)),
    intro: lead ? [lead] : [],
    bodyHtml: parts.bodyHtml,
    sections: [],
    freeShipping: free,
    districts: parts.districts,
    motors: PROFILE_MOTORS[facts.profile],
    faqs: (stored?.questions ?? []).map(({ question, answer }) => ({ question, answer })),
    neighbours: neighbours(place, servedCities ?? FREE_SHIPPING_CITIES),
    neighboursTitle: neighboursTitle(place),
    groupLinks,
    whatsappMessage: whatsappMessage("local", place.slug),
  };
}

/**
 * The list holds places of the same zone or group in the order of the zone's list, which does
 * not say which ones border the place: the heading names the group rather than "próximos".
 */
function neighboursTitle(place: Place): string {
  const group = placeGroup(place.group);
  if (group.kind === "bairro") return `Mais bairros atendidos ${group.em}`;
  const region = cityRegion(place);
  if (region) return `Mais cidades atendidas ${CITY_REGION_EM[region]}`;
  return group.id === "abcd" ? `Mais cidades atendidas ${group.em}` : "Mais cidades atendidas na região";
}

/** Up to 8 served places of the same zone, group or region around the capital (places.ts `CITY_REGIONS`), the ones listed around it first. */
function neighbours(place: Place, servedCities: readonly string[]): NamedLink[] {
  const region = cityRegion(place);
  const group = placesInGroup(place.group).filter((p) => p.ownPage && cityRegion(p) === region && (p.slug === place.slug || isServedPlace(p, servedCities)));
  const at = group.findIndex((p) => p.slug === place.slug);
  const around: Place[] = [];
  for (let step = 1; around.length < Math.min(8, group.length - 1); step++) {
    for (const i of [at + step, at - step]) {
      const other = group[(i + group.length) % group.length];
      if (other.slug !== place.slug && !around.includes(other) && around.length < 8) around.push(other);
    }
  }
  return around.map((p) => ({ name: placeDisplayName(p), path: p.href }));
}

/**
 * The page of a place the site does not list: the stored template "Modelo: lugar não atendido ou
 * desconhecido" of "Páginas do site" (app/lib/page-templates.ts, decision 0043) with the name the
 * address gives in its slot. The models stay the mixed housing profile's (structure).
 */
function genericPage(slug: string, template: PublicPageText | null): PlacePage {
  const name = titleFromSlug(slug);
  const names = { name };
  const line = (text: string | null | undefined) => (text ? fillTemplateLine(text, names) : "");
  const heading = line(template?.heading) || name;
  return {
    slug,
    name,
    em: name,
    heading,
    known: false,
    title: line(template?.title) || heading,
    description: line(template?.description),
    intro: template?.lead ? [line(template.lead)] : [],
    bodyHtml: fillTemplateHtml(template?.bodyHtml ?? "", names),
    sections: [],
    freeShipping: false,
    districts: [],
    motors: PROFILE_MOTORS.misto,
    faqs: [],
    neighbours: [],
    neighboursTitle: "",
    groupLinks: [{ name: "Todas as cidades e bairros atendidos", path: "/sitemap#cidades" }],
    // Not a place of the site: the default message (decision 0023).
    whatsappMessage: whatsappMessage("geral"),
  };
}

/**
 * The page for a slug already in canonical form (see the route for redirects and 404s);
 * `servedCities`: the owner's list of served cities, which decides the delivery terms; `stored`:
 * the page's row in "Páginas do site" (its text), null for a place without one; `template`: reads
 * the stored template a place without a page of its own is shown with (app/lib/page-templates.ts).
 */
export function placePage(
  slug: string,
  servedCities: readonly string[] | undefined,
  stored: PublicPageText | null,
  template: () => PublicPageText | null = () => null,
): PlacePage {
  const place = findPlace(slug);
  const facts = place?.ownPage ? PLACE_FACTS[place.slug] : undefined;
  return place && facts ? knownPage(place, facts, stored, servedCities) : genericPage(slug, template());
}

/**
 * Visible body text of a place page: what the model picks are read from (app/lib/places/gate-needs.ts),
 * so they follow the stored text on the next request, and the uniqueness tests.
 */
export function placePageText(page: PlacePage): string {
  return [...page.intro, htmlText(page.bodyHtml), sectionsText(page.sections), ...page.districts.flatMap((d) => [d.name, htmlText(d.html)])].join("\n");
}

export type PlaceSlugDecision =
  { kind: "page"; slug: string } | { kind: "redirect"; slug: string } | { kind: "moved"; location: string } | { kind: "not-found" };

/**
 * What /cidades/{raw} answers: the page when the slug is canonical, a redirect to the
 * canonical slug ("Vila%20Mariana" -> "vila-mariana"), or 404 for text that cannot be a
 * place name (empty after the slug rule, or longer than any place name). A neighbourhood
 * presented as a section of another page has moved there: a permanent redirect to its anchor.
 */
export function decidePlaceSlug(raw: string): PlaceSlugDecision {
  const slug = slugify(raw);
  if (!slug || slug.length > MAX_GENERIC_SLUG_LENGTH) return { kind: "not-found" };
  const place = findPlace(slug);
  if (place && !place.ownPage) return { kind: "moved", location: place.href };
  return slug === raw ? { kind: "page", slug } : { kind: "redirect", slug };
}
