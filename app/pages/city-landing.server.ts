import type { CityLanding } from "~/content/city-landing";
import type { PromoPeriod } from "~/lib/promo";
import { getExpressPromo } from "~/server/infra/site-config.server";
import { slugify } from "~/lib/slug";
import { whatsappMessage, type WhatsAppMessage } from "~/lib/leads/message-keys";

export type CityLandingData = { promo: PromoPeriod; whatsappMessage: WhatsAppMessage; promoMessage: WhatsAppMessage };

/** Loader data of a /portao-automatico-{city} page: the current promotion and the chat messages. */
export function cityLandingData(landing: CityLanding, now = new Date()): CityLandingData {
  return {
    promo: getExpressPromo(now),
    whatsappMessage: whatsappMessage("regiao", slugify(landing.city)),
    promoMessage: whatsappMessage("manutencao-express", slugify(landing.city)),
  };
}
