import type { SeededText } from "../page-texts";
import { LISTING_PROSE } from "../prose/listings";

/**
 * The hubs' and tools' starting text (decision 0043, app/lib/listing-texts.ts): title,
 * description, heading and opening, and for the catalogue the paragraphs between its opening and
 * its cards. An owner's text of an earlier version showed under the heading, where it stays.
 */
export function listingTexts(): SeededText[] {
  return Object.entries(LISTING_PROSE).map(([path, prose]) => ({ path, ...prose, ownTextFirst: true }));
}
