import type { Place } from "~/content/places";

/**
 * Which places the business serves: those whose city is on the owner's list of served cities in
 * "Dados do negócio" (decision 0028), the one list the menus, the /cidades hub, the site map's
 * groups, the place pages' delivery terms, their neighbour lists and sitemap.xml follow
 * (docs/product.md §4.6). A place outside it keeps its page for old links, `noindex`, saying so.
 */

/** A place's city as the owner's list names it: "São Paulo (Capital)" for the capital's neighbourhoods. */
export function servedCityLabel(place: Pick<Place, "kind" | "name" | "city">): string {
  const city = place.kind === "cidade" ? place.name : place.city;
  return city === "São Paulo" ? "São Paulo (Capital)" : city;
}

const key = (city: string) => city.trim().toLocaleLowerCase("pt-BR");

/** Whether the place's city is on the list. */
export function isServedPlace(place: Pick<Place, "kind" | "name" | "city">, servedCities: readonly string[]): boolean {
  const label = key(servedCityLabel(place));
  return servedCities.some((c) => key(c) === label);
}

/** The places of a list whose city is on the list; without a list (a caller that has none), all of them. */
export function servedPlaces<P extends Pick<Place, "kind" | "name" | "city">>(places: readonly P[], servedCities: readonly string[] | undefined): P[] {
  if (!servedCities) return [...places];
  return places.filter((p) => isServedPlace(p, servedCities));
}
