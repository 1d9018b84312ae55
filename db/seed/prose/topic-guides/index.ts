import { p, section, type ContentSection } from "../../../../app/content/blocks";
import { FACTS, PRICES, PRICE_OFFERS, formatPriceRange } from "../../../../app/content/business";
import { TOPIC_GUIDES_PRODUCTS } from "./products";
import { TOPIC_GUIDES_SERVICES } from "./services";
import type { TopicGuide } from "./types";

export type { TopicGuide } from "./types";

/** Values of the guides' placeholders: the slots of "Dados do negócio" (decision 0028), filled when the page is served. */
export const GUIDE_PLACEHOLDERS: Readonly<Record<string, string>> = {
  kit: formatPriceRange(PRICES.installKit),
  repair: formatPriceRange(PRICES.repair),
  replacement: formatPriceRange(PRICES.replacementResidential),
  heavy: formatPriceRange(PRICES.replacementHeavy),
  kitOffer: PRICE_OFFERS.installKit,
  installHours: FACTS.installHours,
  homeVisits: String(FACTS.maintenancePerYear.home),
  condoVisits: String(FACTS.maintenancePerYear.condominium),
};

/** "{repair}" → "R$ … a R$ …"; an unknown placeholder is a mistake in the content and throws. */
export function fillPlaceholders(text: string): string {
  return text.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = GUIDE_PLACEHOLDERS[name];
    if (value === undefined) throw new Error(`Marcador desconhecido no texto do tópico: {${name}}`);
    return value;
  });
}

const fill = (guide: TopicGuide): TopicGuide => ({
  what: fillPlaceholders(guide.what),
  cost: fillPlaceholders(guide.cost),
  pitfalls: fillPlaceholders(guide.pitfalls),
});

/** Each topic's own text, by topic slug, placeholders filled. */
export const TOPIC_GUIDES: Readonly<Record<string, TopicGuide>> = Object.fromEntries(
  Object.entries({ ...TOPIC_GUIDES_SERVICES, ...TOPIC_GUIDES_PRODUCTS }).map(([slug, guide]) => [slug, fill(guide)]),
);

/** The topic's own text around its sections (docs/content-quality.md): what it is, what the price depends on, common mistakes. */
export function withTopicGuide(slug: string, sections: ContentSection[]): ContentSection[] {
  const guide = TOPIC_GUIDES[slug];
  if (!guide) return sections;
  return [
    section("Como funciona", p(guide.what)),
    ...sections,
    section("Do que depende o preço", p(guide.cost)),
    section("Erros comuns e como evitar", p(guide.pitfalls)),
  ];
}
