import { whatsappDigits } from "~/lib/business-settings";
import type { Contact } from "~/lib/contact";
import { phoneDigits } from "~/lib/whatsapp";
import { getBusinessSettings } from "../data/business-settings.server";

/**
 * Phone, WhatsApp and e-mail from "Dados do negócio" (docs/decisions/0028-business-settings.md).
 * With no phone set there is no call link and no number shown; with neither number set the
 * WhatsApp buttons are hidden too.
 */
export function getContact(): Contact {
  const s = getBusinessSettings();
  return {
    phone: s.phone,
    phoneHref: s.phone ? `tel:+${phoneDigits(s.phone)}` : null,
    whatsappNumber: whatsappDigits(s),
    email: s.email,
    address: s.address,
  };
}
