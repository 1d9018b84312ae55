import type { PublicBusiness } from "./contact";
import { hourLabel, WEEKDAY_LABELS } from "./business-hours";
import { formatBRL } from "~/content/business";

/**
 * Places in the site's fixed copy (FAQ answers, service offers, landings) that name a fact of
 * "Dados do negócio" (docs/decisions/0028-business-settings.md). The copy holds the slot; the
 * text is filled where it is rendered (FaqList, JsonLd, the pages' meta), so a save shows at once.
 */
export const BUSINESS_SLOTS = {
  hours: "{horário de atendimento}",
  promoPrice: "{preço da manutenção express}",
  gateServices: "{tipos de portão}",
} as const;

/** "segunda a sexta, das 08h às 18h e sábado, das 08h às 14h" (closed days left out). */
export function hoursSentence(week: PublicBusiness["week"]): string {
  const order = [1, 2, 3, 4, 5, 6, 0];
  const parts: string[] = [];
  let i = 0;
  while (i < order.length) {
    const h = week[order[i]];
    let j = i;
    while (j + 1 < order.length && JSON.stringify(week[order[j + 1]]) === JSON.stringify(h)) j++;
    if (h) {
      const name = (d: number) => WEEKDAY_LABELS[d].replace("-feira", "").toLowerCase();
      parts.push(`${j === i ? name(order[i]) : `${name(order[i])} a ${name(order[j])}`}, das ${hourLabel(h.opens)} às ${hourLabel(h.closes)}`);
    }
    i = j + 1;
  }
  return parts.length > 1 ? `${parts.slice(0, -1).join(", ")} e ${parts[parts.length - 1]}` : (parts[0] ?? "horário combinado pelo WhatsApp");
}

/** The text with every slot replaced by the business's current value. */
export function fillBusinessSlots(text: string, business: Pick<PublicBusiness, "week" | "promo" | "gateServices">): string {
  if (!text.includes("{")) return text;
  return text
    .split(BUSINESS_SLOTS.hours)
    .join(hoursSentence(business.week))
    .split(BUSINESS_SLOTS.promoPrice)
    .join(formatBRL(business.promo.priceCents))
    .split(BUSINESS_SLOTS.gateServices)
    .join(business.gateServices);
}
