import { whatsappLink } from "~/lib/whatsapp";
import { clickStore } from "./clicks.server";

/**
 * "A retomar" on the panel (docs/product.md): leads marked "Orçamento enviado" whose outcome the
 * owner has not changed for the days of "Dados do negócio" (`followUpDays`), oldest first. A lead
 * from the visit request form knows the customer's name and phone, so it gets a ready WhatsApp
 * message; a WhatsApp or phone click knows neither (the chat is on the owner's phone).
 */
export const FOLLOW_UPS_SHOWN = 10;

export type FollowUp = {
  code: string;
  channel: string;
  pagePath: string;
  /** When it was marked "Orçamento enviado". */
  quotedAt: number;
  name: string | null;
  /** wa.me link with the ready message, or null when no phone is known. */
  whatsappHref: string | null;
};

type Row = { code: string; channel: string; pagePath: string; quotedAt: number; name: string | null; phone: string | null };

/** The leads to follow up at `now`, and how many there are in all. */
export function followUps(now: number, days: number, businessName: string): { total: number; items: FollowUp[] } {
  const before = now - days * 86_400_000;
  return clickStore.read((sqlite) => {
    const where = "c.outcome = 'orcamento' AND c.outcome_at <= ? AND c.code IS NOT NULL AND c.suspect = 0";
    const total = sqlite.prepare(`SELECT count(*) FROM contact_clicks c WHERE ${where}`).pluck().get(before) as number;
    const rows = sqlite
      .prepare(
        `SELECT c.code, c.channel, c.page_path AS pagePath, c.outcome_at AS quotedAt, r.name, r.phone
         FROM contact_clicks c LEFT JOIN visit_requests r ON r.code = c.code
         WHERE ${where} ORDER BY c.outcome_at, c.id LIMIT ?`,
      )
      .all(before, FOLLOW_UPS_SHOWN) as Row[];
    return {
      total,
      items: rows.map((r) => ({
        code: r.code,
        channel: r.channel,
        pagePath: r.pagePath,
        quotedAt: r.quotedAt,
        name: r.name,
        whatsappHref: r.phone ? whatsappLink(r.phone, followUpMessage(r.name, r.code, businessName)) : null,
      })),
    };
  });
}

/** The ready message: the customer's first name, the business, the quote's code. */
export function followUpMessage(name: string | null, code: string, businessName: string): string {
  const first = name?.trim().split(/\s+/)[0];
  return `Olá${first ? `, ${first}` : ""}! Aqui é da ${businessName}. Queria saber se ficou alguma dúvida sobre o orçamento que enviamos (código ${code}). Podemos agendar?`;
}
