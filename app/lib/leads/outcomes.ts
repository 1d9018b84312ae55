/**
 * What happened to a WhatsApp lead, marked by the owner from the code in the chat
 * ("Código do atendimento: K7Q2"). Values are stored as these slugs and shown with the labels.
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
