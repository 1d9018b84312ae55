import { FREE_SHIPPING_CITIES } from "~/content/business";
import { foldText } from "./slug";

/** Shown when the free-shipping search matches no city (docs/product.md §4.1, exact text). */
export const NO_CITY_TEXT = "Nenhuma cidade encontrada com este termo. Entre em contato para verificar disponibilidade.";

/**
 * Free-shipping cities whose name contains the term (docs/product.md §5: case-insensitive
 * substring; accents are ignored too, so "sao" finds "São Paulo"). A blank term lists every
 * city.
 */
export function filterCities(term: string, cities: readonly string[] = FREE_SHIPPING_CITIES): string[] {
  const needle = foldText(term.trim());
  if (!needle) return [...cities];
  return cities.filter((c) => foldText(c).includes(needle));
}
