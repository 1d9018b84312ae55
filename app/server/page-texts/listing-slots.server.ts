import { PAGE_PLACES } from "~/content/places";
import { LISTING_SLOTS, listingSlotsOf, type ListingSlotValues } from "~/lib/listing-texts";
import { modelLines } from "~/lib/motors/model-lines";
import { servedPlaces } from "~/lib/places/served";
import { getServedBusiness } from "../data/business-settings.server";
import { listMotors } from "../data/motors.server";

/**
 * The values of a hub's slots as its page lists them now (app/lib/listing-texts.ts): the active
 * models and their lines from the catalogue, the places of the owner's served cities. Read by
 * the page's loader and by its editor's search-result preview; an empty object for a page
 * without slots.
 */
export function listingSlotValues(path: string): ListingSlotValues {
  const slots = listingSlotsOf(path);
  if (slots.length === 0) return {};
  const values: ListingSlotValues = {};
  if (slots.includes(LISTING_SLOTS.modelCount) || slots.includes(LISTING_SLOTS.modelLines)) {
    const names = listMotors().map((m) => m.name);
    values[LISTING_SLOTS.modelCount] = String(names.length);
    values[LISTING_SLOTS.modelLines] = modelLines(names).join(", ");
  }
  if (slots.includes(LISTING_SLOTS.placePageCount)) {
    values[LISTING_SLOTS.placePageCount] = String(servedPlaces(PAGE_PLACES, getServedBusiness().cities).length);
  }
  return values;
}
