import type { PriceKey, PriceRange } from "~/content/business";

/**
 * The price ranges the pages state, agreeing with the catalogue (docs/product.md §2): the kit
 * with installation is what the catalogue's priced active models cost, from the cheapest to the
 * dearest, never a figure typed apart that can drift from them. A residential motor replacement
 * is one of those models installed in place of the old one, so it is the same range: a reader who
 * sees the kit and the replacement on two pages reads one figure. The repair and heavy-duty
 * ranges are the owner's alone. With no priced model ("sob consulta" everywhere) the owner's
 * ranges stand as typed.
 */
export function pricesWithCatalogue(prices: Record<PriceKey, PriceRange>, modelPriceCents: readonly (number | null)[]): Record<PriceKey, PriceRange> {
  const range = catalogueRange(modelPriceCents);
  if (!range) return prices;
  return { ...prices, installKit: range, replacementResidential: range };
}

/** The lowest and highest catalogue price, null without a priced model. */
export function catalogueRange(modelPriceCents: readonly (number | null)[]): PriceRange | null {
  const priced = modelPriceCents.filter((c): c is number => c !== null && c > 0);
  return priced.length === 0 ? null : { minCents: Math.min(...priced), maxCents: Math.max(...priced) };
}
