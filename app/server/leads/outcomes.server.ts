import { getConnection } from "../db.server";

/**
 * What happened to a WhatsApp lead, marked by the owner from the code in the chat
 * ("Código do atendimento: K7Q2"). Values are pt-BR slugs shown with OUTCOME_LABELS.
 */
export const OUTCOMES = ["respondido", "orcamento", "venda", "perdido", "spam"] as const;
export type Outcome = (typeof OUTCOMES)[number];

export const OUTCOME_LABELS: Record<Outcome, string> = {
  respondido: "Respondido",
  orcamento: "Orçamento enviado",
  venda: "Venda",
  perdido: "Perdido",
  spam: "Spam",
};

export type LeadRow = {
  id: number;
  at: number;
  channel: string;
  code: string | null;
  pagePath: string;
  template: string;
  subject: string | null;
  placement: string;
  referrerHost: string | null;
  utmSource: string | null;
  utmCampaign: string | null;
  gclid: string | null;
  outcome: Outcome | null;
  valueCents: number | null;
};

const LEAD_COLUMNS = `id, at, channel, code, page_path AS pagePath, template, subject, placement, referrer_host AS referrerHost,
  utm_source AS utmSource, utm_campaign AS utmCampaign, gclid, outcome, value_cents AS valueCents`;

export function findLead(code: string): LeadRow | undefined {
  return getConnection().sqlite.prepare(`SELECT ${LEAD_COLUMNS} FROM contact_clicks WHERE code = ?`).get(code) as LeadRow | undefined;
}

/** Marks a lead; false when no click has that code. */
export function markLead(code: string, outcome: Outcome, valueCents: number | null, at: number): boolean {
  const result = getConnection()
    .sqlite.prepare("UPDATE contact_clicks SET outcome = ?, value_cents = ?, outcome_at = ? WHERE code = ?")
    .run(outcome, valueCents, at, code);
  return result.changes === 1;
}

/** The most recent clicks, newest first (the dashboard's list and the CSV). */
export function listLeads(from: number, to: number, limit: number): LeadRow[] {
  return getConnection()
    .sqlite.prepare(`SELECT ${LEAD_COLUMNS} FROM contact_clicks WHERE at >= ? AND at < ? ORDER BY at DESC, id DESC LIMIT ?`)
    .all(from, to, limit) as LeadRow[];
}
