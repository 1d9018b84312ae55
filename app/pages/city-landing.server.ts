import { BRAND } from "~/content/business";
import type { CityLanding } from "~/content/city-landing";
import type { PromoPeriod } from "~/lib/promo";
import { getExpressPromo } from "~/server/infra/site-config.server";

export type CityLandingData = { promo: PromoPeriod; whatsappMessage: string; promoMessage: string };

/** Loader data of a /portao-automatico-{city} page: the current promotion and the chat messages. */
export function cityLandingData(landing: CityLanding, now = new Date()): CityLandingData {
  return {
    promo: getExpressPromo(now),
    whatsappMessage: `Olá! Quero um orçamento de portão automático ${BRAND} em ${landing.city}.`,
    promoMessage: `Olá! Quero agendar a manutenção express do meu portão automático em ${landing.city}.`,
  };
}
