import { PLACE_LOCAL_CITIES } from "./cities";
import { PLACE_SECTIONS_OSASCO_GUARULHOS } from "./osasco-guarulhos";
import { PLACE_LOCAL_SP_CENTRO_NORTE_OESTE } from "./sp-centro-norte-oeste";
import { PLACE_LOCAL_SP_SUL_LESTE } from "./sp-sul-leste";
import type { PlaceLocal } from "./types";

export type { PlaceLocal } from "./types";

/** Each place's own geography, by place slug (places.ts), for the places with a page of their own. */
export const PLACE_LOCAL: Readonly<Record<string, PlaceLocal>> = {
  ...PLACE_LOCAL_SP_CENTRO_NORTE_OESTE,
  ...PLACE_LOCAL_SP_SUL_LESTE,
  ...PLACE_LOCAL_CITIES,
};

/** One paragraph per neighbourhood shown as a section of another page (places.ts `ownPage: false`). */
export const PLACE_SECTIONS: Readonly<Record<string, string>> = {
  ...PLACE_SECTIONS_OSASCO_GUARULHOS,
};
