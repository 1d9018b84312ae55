import { PLACES, type Place } from "./places";
import { menuLinks } from "~/lib/page-registry";

/** Header menus built from the place tables (docs/product.md §3). */
const centre = PLACES.filter((p) => p.group === "sp-centro");
const north = PLACES.filter((p) => p.group === "sp-norte").slice(0, 4);

export const SAO_PAULO_MENU: Place[] = [...centre, ...north];
export const ABCD_MENU: Place[] = PLACES.filter((p) => p.group === "abcd");

const OTHER_CITIES = ["Guarulhos", "Osasco", "Barueri", "Carapicuíba", "Cotia", "Taboão da Serra"];
export const OTHER_CITIES_MENU: Place[] = OTHER_CITIES.map((name) => {
  const place = PLACES.find((p) => p.group === "outras-cidades" && p.name === name);
  if (!place) throw new Error(`missing place ${name}`);
  return place;
});

export type NavLink = { label: string; to: string };

/** The places of a menu whose city the owner serves: a menu never names a city missing from their list. */
export { servedCityLabel, servedPlaces } from "~/lib/places/served";

export const placeLinks = (places: Place[]): NavLink[] => places.map((p) => ({ label: p.name, to: p.href }));

/** The footer's links (app/lib/page-registry.ts, placement "rodape"). */
export const FOOTER_LINKS: NavLink[] = menuLinks("rodape");

export type NavData = {
  motors: { name: string; slug: string }[];
  /** The newest indexable generated pages (noindex ones stay out of every menu). */
  usefulLinks: { title: string; slug: string }[];
  /**
   * A published generated page exists (docs/product.md §3: the menu appears once one does); with
   * none indexable the menu holds only "Ver todas". Defaults to `usefulLinks.length > 0`.
   */
  usefulLinksMenu?: boolean;
  /** The owner's list of served cities ("Dados do negócio"): the place menus name only these. Absent: every place of the menus. */
  servedCities?: readonly string[];
};
