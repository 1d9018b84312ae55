import { BUSINESS_SLOTS } from "~/lib/business-slots";
import { PRICES, WARRANTY, formatPriceRange } from "~/content/business";
import { findPlace } from "~/content/places";
import { slugify } from "~/lib/slug";
import { GUARULHOS_PATH, OSASCO_PATH, SERVICE_PATH } from "~/lib/paths";
import type { PromoPeriod } from "~/lib/promo";

/**
 * Structure of /instalacao-manutencao (docs/product.md §4.3): its text (heading, opening, the
 * service cards, the care between visits, the questions linked to the FAQ) is the stored row the
 * owner edits in "Páginas do site" (decision 0043), laid out by app/pages/service-page.server.ts;
 * what stays here is what the code computes: each card's price line and the served cities.
 */

/** The preventive-maintenance card: what the landings' express offer includes is listed there, once. */
export const PREVENTIVE_ANCHOR = "manutencao-preventiva";

export type ServiceCardSlot = {
  /** The card's price line; null for the preventive card, whose line is the express offer with its period (`expressOfferLine`). */
  price: string | null;
  /** Anchor other pages link to. */
  id?: string;
};

/**
 * What each service card adds to the owner's text, by the card's position: its price line (the
 * figures slots of "Dados do negócio", decision 0028) and the anchor other pages link to. A card
 * the owner adds after the third has no price line.
 */
export const SERVICE_CARD_SLOTS: ServiceCardSlot[] = [
  { price: `Kit com instalação de ${formatPriceRange(PRICES.installKit)}; instalação grátis na compra do motor.` },
  { price: null, id: PREVENTIVE_ANCHOR },
  { price: `Orçamento de conserto de ${formatPriceRange(PRICES.repair)}; peças com ${WARRANTY.partsMonths} meses de garantia.` },
];

/**
 * The express maintenance offer with the period the owner set in "Dados do negócio": a promotion
 * is never named without its dates, and an ended one is not offered.
 */
export function expressOfferLine(promo: Pick<PromoPeriod, "status" | "start" | "end">): string {
  // Dates as numbers: the city pages state the period in words, and this card says it in its own.
  const day = (iso: string) => iso.split("-").reverse().join("/");
  if (promo.status === "ended")
    return `A última campanha de manutenção express em Guarulhos e Osasco terminou em ${day(promo.end)}; pergunte as condições atuais.`;
  const from = promo.status === "upcoming" ? ` a partir de ${day(promo.start)}` : "";
  return `Manutenção express por ${BUSINESS_SLOTS.promoPrice} em Guarulhos e Osasco${from}, até ${day(promo.end)}.`;
}

export type ServedRegion = { name: string; to?: string };

/**
 * The owner's served cities ("Dados do negócio", decision 0028) as the page lists them: the same
 * cities the `{número de cidades atendidas}` slot counts, each linked to its landing or place
 * page when it has one. Never a list or a count typed here (docs/content-quality.md "Facts").
 */
export function servedRegions(cities: readonly string[]): ServedRegion[] {
  const landings: Record<string, string> = { guarulhos: GUARULHOS_PATH, osasco: OSASCO_PATH };
  return cities.map((name) => {
    const slug = slugify(name);
    const place = findPlace(slug);
    return { name, to: landings[slug] ?? (place?.kind === "cidade" ? place.href : undefined) };
  });
}

/** What the service page adds by itself around the stored text, and how it reads the text (the editor names both). */
export function serviceAutomaticParts(path: string): string | null {
  if (path !== SERVICE_PATH) return null;
  return [
    "Como o texto vira a página: cada seção “## ” com uma lista “- ”, antes da lista numerada, é um cartão de serviço; a seção com a lista numerada (“1. ”) são os cuidados entre uma revisão e outra; a seção com títulos “### ” é o guia dos problemas mais comuns, mostrado depois dos cuidados: cada “### ” é um cartão, um parágrafo sozinho vira o título pequeno da lista que vem depois, e um parágrafo que é só um link (como “[Saiba mais: portão não abre](/portao-nao-abre)”) é o link do cartão, que precisa levar a uma página de problema do site; a seção seguinte aos cuidados cuja lista é só de links são as perguntas, ligadas às respostas na página de dúvidas.",
    "Automático nesta página: a linha de preço de cada cartão, pela ordem (1º o kit com instalação, 2º a manutenção express com o período de “Dados do negócio”, 3º o orçamento de conserto), o link para o passo a passo do motor deslizante e os outros guias por sintoma depois dos cartões de problemas, as cidades atendidas e o quadro de contato no fim.",
    "Os valores entre chaves, como {tempo de instalação}, são preenchidos com os de “Dados do negócio”.",
  ].join(" ");
}
