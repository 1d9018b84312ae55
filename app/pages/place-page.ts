import { BUSINESS_SLOTS } from "~/lib/business-slots";
import { slugify, titleFromSlug } from "~/lib/slug";
import type { FaqItem } from "~/lib/jsonld";
import { ol, p, section, sectionsText, ul, type ContentSection } from "~/content/blocks";
import { BRAND, FACTS, FREE_SHIPPING_CITIES, WARRANTY } from "~/content/business";
import { PLACE_FACTS, type PlaceFacts } from "~/content/place-facts";
import { PLACE_LOCAL, PLACE_SECTIONS, type PlaceLocal } from "~/content/place-local";
import { PROFILES, concernLine } from "~/content/place-profiles";
import { CITY_REGION_EM, PLACES, cityRegion, findPlace, placeGroup, placesInGroup, type Place, type PlaceGroupId } from "~/content/places";
import { placeDisplayName } from "~/lib/place-names";
import { isServedPlace } from "~/lib/places/served";
import { GUARULHOS_PATH, OSASCO_PATH, cityPath } from "~/lib/paths";
import { whatsappMessage, type WhatsAppMessage } from "~/lib/leads/message-keys";
import { DESCRIPTION_MAX } from "~/lib/snippet-length";

/**
 * The /cidades/{slug} page as data (docs/product.md §4.6 and §7, with its departures): title,
 * description and the place's own text, so two places never share the same text.
 * Unknown slugs get the generic template.
 */
export type NamedLink = { name: string; path: string };

/** A neighbourhood shown as a section of its city's page (places.ts `ownPage: false`). */
export type PlaceDistrict = { anchor: string; name: string; text: string };

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
  /** The place's own text under the intro: its area, how one gets around, its houses and gates. */
  body: string[];
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

/** Title within 60 characters: the profile's hook only when it fits. */
function placeTitle(em: string, hook: string): string {
  const base = `Motor para Portão ${BRAND} ${em}`;
  const full = `${base} | ${hook}`;
  return full.length <= 60 ? full : base;
}

export function serviceSteps(name: string): ContentSection {
  return section(
    name ? `Como funciona o atendimento ${name}` : "Como funciona o atendimento",
    ol([
      "Você pede a visita ou o orçamento e conta o tipo de portão, as medidas aproximadas e quantas vezes ele abre por dia.",
      "Indicamos o motor e passamos o orçamento; se for preciso, um técnico confere o portão no local.",
      `A instalação leva de ${FACTS.installHours}, com teste de fim de curso, fotocélula e controles.`,
      "Ao final, mostramos como usar a chave de destravamento e deixamos a garantia por escrito.",
    ]),
  );
}

/** The neighbourhoods a page holds as sections: a city's own (Osasco, Guarulhos), or none. */
export function placeDistricts(homePath: string): PlaceDistrict[] {
  return PLACES.filter((p) => !p.ownPage && p.href.startsWith(`${homePath}#`)).map((p) => ({
    anchor: p.slug,
    name: p.name,
    text: PLACE_SECTIONS[p.slug] ?? "",
  }));
}

/**
 * A place's meta description: its own opening sentence (no two places share one), then the
 * offer; outside the owner's list of served cities it says so, as its call to action does
 * (app/lib/places/served.ts). The profile's line when the opening does not fit.
 */
function placeDescription(em: string, housing: string, note: string, free: boolean): string {
  const offer = free ? " Entrega e instalação grátis." : " Fora das cidades que atendemos hoje: consulte antes de agendar.";
  const fits = [`${note}${offer}`, ...(free ? [note] : [])].find((d) => note && [...d].length <= DESCRIPTION_MAX);
  if (fits) return fits;
  return free
    ? `Motor de portão ${BRAND} ${em} para ${housing}. Entrega e instalação grátis, garantia de ${WARRANTY.extendedMonths} meses.`
    : `Motor de portão ${BRAND} ${em} para ${housing}.${offer}`;
}

/**
 * A place's page: its own facts only (docs/content-quality.md). The sentences that every place
 * page used to share with another name slotted in (benefits, the profile's recommendation,
 * concern lists, concern and price questions) are gone: the catalogue, the service page and
 * the FAQ page say them once. No FAQ, so no FAQPage markup: no question here is the page's own.
 */
function knownPage(place: Place, facts: PlaceFacts, local: PlaceLocal, servedCities: readonly string[] | undefined): PlacePage {
  const name = placeDisplayName(place);
  const profile = PROFILES[facts.profile];
  const free = hasFreeShipping(place, servedCities);
  // The place's own text reads as one article under the h1: headings of their own would be
  // the same words on every place page (docs/content-quality.md).
  const body = [local.area, local.access, local.housing];
  const groupLinks: NamedLink[] = [{ name: groupLinkLabel(place.group), path: `/sitemap#${placeGroupAnchor(place.group)}` }];
  const landing = LOCAL_LANDINGS[place.slug];
  if (landing) groupLinks.unshift({ name: `Portão automático ${place.em}: atendimento local`, path: landing });
  const description = placeDescription(place.em, profile.housing, facts.note, free);
  return {
    slug: place.slug,
    name,
    em: place.em,
    heading: `Motor para Portão ${BRAND} ${place.em}`,
    known: true,
    title: placeTitle(place.em, profile.hook),
    description,
    intro: [facts.note],
    body,
    sections: [],
    freeShipping: free,
    districts: placeDistricts(cityPath(place)),
    motors: profile.motors,
    faqs: [],
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

function genericPage(slug: string): PlacePage {
  const name = titleFromSlug(slug);
  const profile = PROFILES.misto;
  // The place is not one of ours, so the preposition it takes is unknown: no sentence names it.
  return {
    slug,
    name,
    em: name,
    heading: `Motor para Portão ${BRAND}: ${name}`,
    known: false,
    title: `${name}: Motor para Portão ${BRAND} | Venda e Instalação`,
    description: `${name}: motor para portão automático ${BRAND} com preço de fábrica, instalação por técnicos, garantia estendida de fábrica e assistência técnica.`,
    intro: [
      `Procurando motor para portão automático? Vendemos e instalamos motores ${BRAND} em ${BUSINESS_SLOTS.cityCount} cidades de São Paulo e região, com preço direto de fábrica e ${WARRANTY.summary.toLowerCase()}.`,
      "Conte o tipo de portão e o endereço: confirmamos o atendimento na sua região e passamos o orçamento.",
    ],
    body: [],
    sections: [
      section("Portões que automatizamos", ul(profile.gates)),
      section("Qual motor escolher", p(profile.recommendation)),
      section("Cuidados com o motor de portão", ul((["raios", "queda-energia"] as const).map((c) => concernLine(c))), p(profile.maintenance)),
      serviceSteps(""),
    ],
    freeShipping: false,
    districts: [],
    motors: profile.motors,
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
 * `servedCities`: the owner's list of served cities, which decides the delivery terms.
 */
export function placePage(slug: string, servedCities?: readonly string[]): PlacePage {
  const place = findPlace(slug);
  const facts = place ? PLACE_FACTS[place.slug] : undefined;
  const local = place ? PLACE_LOCAL[place.slug] : undefined;
  return place && facts && local ? knownPage(place, facts, local, servedCities) : genericPage(slug);
}

/** Visible body text of a place page, for the uniqueness test. */
export function placePageText(page: PlacePage): string {
  return [...page.intro, ...page.body, sectionsText(page.sections), ...page.districts.flatMap((d) => [d.name, d.text])].join("\n");
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
