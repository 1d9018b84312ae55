import type { CityLanding } from "~/lib/city-landing";
import type { PromoPeriod } from "~/lib/promo";
import type { PublicTestimonial } from "~/lib/testimonials/rules";
import { testimonialsFor } from "~/server/data/testimonials.server";
import { getExpressPromo } from "~/server/infra/site-config.server";
import { slugify } from "~/lib/slug";
import { whatsappMessage, type WhatsAppMessage } from "~/lib/leads/message-keys";
import { isPathIndexable } from "~/server/verdicts/page-verdicts.server";

export type CityLandingData = {
  /** Its stored verdict: in Google while the intent map keeps it as the city's answer. */
  indexable: boolean;
  promo: PromoPeriod & { priceCents: number };
  whatsappMessage: WhatsAppMessage;
  promoMessage: WhatsAppMessage;
  testimonials: PublicTestimonial[];
};

/** Loader data of a /portao-automatico-{city} page: its index verdict, the current promotion, the chat messages and the city's testimonials (decision 0027). */
export function cityLandingData(landing: CityLanding, now = new Date()): CityLandingData {
  return {
    indexable: isPathIndexable(landing.path),
    promo: getExpressPromo(now),
    whatsappMessage: whatsappMessage("regiao", slugify(landing.city)),
    promoMessage: whatsappMessage("manutencao-express", slugify(landing.city)),
    testimonials: testimonialsFor(landing.city),
  };
}
