import { PAGE_PLACES } from "~/content/places";
import { cityPath } from "~/lib/paths";
import { isServedPlace } from "~/lib/places/served";
import { getBusinessSettings } from "../data/business-settings.server";

/**
 * The place pages whose city is not on the owner's list of served cities now: reachable, out of
 * Google whatever their stored verdict (app/lib/places/served.ts, docs/product.md §4.6).
 */
export function unservedPlacePaths(): Set<string> {
  const cities = getBusinessSettings().cities;
  return new Set(PAGE_PLACES.filter((p) => !isServedPlace(p, cities)).map(cityPath));
}

/** Why such a page is out of Google, in the owner's words (the list of pages and the editor). */
export const UNSERVED_LINE = "Fora do Google: a cidade não está na lista de cidades atendidas de “Dados do negócio”.";
