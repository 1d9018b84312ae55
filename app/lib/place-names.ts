import type { Place } from "~/content/places";

/** A place's name as pages and messages show it, with its city when the name alone is ambiguous. */
export function placeDisplayName(place: Place): string {
  return place.group === "osasco" || place.group === "guarulhos" ? `${place.name}, ${place.city}` : place.name;
}

/** The place in a sentence, with its city when the name alone is ambiguous: "na Vila Yara, em Osasco". */
export function placeEm(place: Place): string {
  return place.group === "osasco" || place.group === "guarulhos" ? `${place.em}, em ${place.city}` : place.em;
}
