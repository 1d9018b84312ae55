import { BRAND } from "~/content/business";
import type { CityLanding } from "~/content/city-landing";
import type { PromoPeriod } from "~/lib/promo";
import type { PublicTestimonial } from "~/lib/testimonials/rules";
import { testimonialsFor } from "~/server/data/testimonials.server";
import { getExpressPromo } from "~/server/infra/site-config.server";

export type CityLandingData = { promo: PromoPeriod; whatsappMessage: string; promoMessage: string; testimonials: PublicTestimonial[] };

/** Loader data of a /portao-automatico-{city} page: the current promotion, the chat messages and the city's testimonials (decision 0027). */
export function cityLandingData(landing: CityLanding, now = new Date()): CityLandingData {
  return {
    promo: getExpressPromo(now),
    whatsappMessage: `Olá! Quero um orçamento de portão automático ${BRAND} em ${landing.city}.`,
    promoMessage: `Olá! Quero agendar a manutenção express do meu portão automático em ${landing.city}.`,
    testimonials: testimonialsFor(landing.city),
  };
}
