import type { FaqItem } from "../../../../app/lib/jsonld";

/**
 * The starting text of a city's landing (/portao-automatico-{city}), seeded into "Páginas do
 * site" (decision 0043): its title and description in Google, its opening, the local remark shown
 * under it and its questions. The city, its address and the neighbourhoods served are structure
 * (app/lib/city-landing.ts).
 */
export type LandingProse = {
  path: string;
  title: string;
  heading: string;
  metaDescription: string;
  intro: string;
  /** Local remark shown under the intro (traffic, weather, kind of buildings). */
  localNote: string;
  faq: FaqItem[];
};
