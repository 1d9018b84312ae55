import { PLACE_LOCAL_CITIES } from "./cities";
import { PLACE_LOCAL_OSASCO_GUARULHOS } from "./osasco-guarulhos";
import { PLACE_LOCAL_SP_CENTRO_NORTE_OESTE } from "./sp-centro-norte-oeste";
import { PLACE_LOCAL_SP_SUL_LESTE } from "./sp-sul-leste";
import type { PlaceLocal } from "./types";

export type { PlaceLocal } from "./types";

/** Each place's own geography, by place slug (places.ts); one file per group of places. */
export const PLACE_LOCAL: Readonly<Record<string, PlaceLocal>> = {
  ...PLACE_LOCAL_SP_CENTRO_NORTE_OESTE,
  ...PLACE_LOCAL_SP_SUL_LESTE,
  ...PLACE_LOCAL_CITIES,
  ...PLACE_LOCAL_OSASCO_GUARULHOS,
};
