import type { FaqItem } from "~/lib/jsonld";
import { BUSINESS_SLOTS } from "~/lib/business-slots";
import { formatBRL } from "./business";
import { findPlace, placesInGroup, type Place } from "./places";
import { cityPath } from "~/lib/paths";
import { slugify } from "~/lib/slug";

/**
 * Shape of the local landing pages (/portao-automatico-{city}): what the business does in the
 * city (its own intro, note and questions), the express offer and the neighbourhoods served.
 * The city itself (area, access, houses and gates) is on its place page, linked, not repeated;
 * the services and prevention tips are on /instalacao-manutencao (docs/content-quality.md).
 */

export type CityLanding = {
  /** The city, as testimonials are assigned to it (app/lib/testimonials/rules.ts). */
  city: "Guarulhos" | "Osasco";
  path: string;
  title: string;
  metaDescription: string;
  intro: string;
  /** Local remark shown under the intro (traffic, weather, kind of buildings). */
  localNote: string;
  neighbourhoods: string[];
  /** Above the neighbourhood list: the city's own remark on its parts, not a count. */
  neighbourhoodsNote: string;
  faq: FaqItem[];
};

/** The city's place page (/cidades/{slug}), which holds its geography and its neighbourhoods' sections. */
export function landingCityPage(landing: CityLanding): string {
  const city = findPlace(slugify(landing.city));
  if (!city || !city.ownPage) throw new Error(`missing place page for ${landing.city}`);
  return cityPath(city);
}

export type ServedNeighbourhood = { name: string; href?: string };

/** The neighbourhoods served; those with a section on the city's page link to it. */
export function servedNeighbourhoods(landing: CityLanding): ServedNeighbourhood[] {
  const group = landing.city === "Osasco" ? "osasco" : "guarulhos";
  const sections = new Map(placesInGroup(group).map((p: Place) => [p.name, p.href]));
  return landing.neighbourhoods.map((name) => ({ name, href: sections.get(name) }));
}

/**
 * Where the landings' copy names the express-maintenance price: filled per request with the
 * price of "Dados do negócio" (decision 0028) by `withPromoPrice`, never shown as is.
 */
export const PROMO_PRICE_SLOT = BUSINESS_SLOTS.promoPrice;

/** The landing with the current promotion price in its description and answers. */
export function withPromoPrice(landing: CityLanding, priceCents: number): CityLanding {
  const fill = (text: string) => text.split(PROMO_PRICE_SLOT).join(formatBRL(priceCents));
  return { ...landing, metaDescription: fill(landing.metaDescription), faq: landing.faq.map((f) => ({ ...f, answer: fill(f.answer) })) };
}

export type ExpressOffer = { title: string; priceText: string };

/**
 * The express offer's title and price. What the revision includes is the preventive-maintenance
 * card of /instalacao-manutencao, linked from the offer: both landings carry the same offer, so
 * its list is said there once (docs/content-quality.md).
 */
export function expressOffer(city: string, priceCents: number): ExpressOffer {
  return { title: `Manutenção Express em ${city}`, priceText: formatBRL(priceCents) };
}
