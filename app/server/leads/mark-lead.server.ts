import { parseReais } from "~/lib/leads/dashboard-query";
import { parseReferenceCode } from "~/lib/leads/reference-code";
import { OUTCOME_LABELS, OUTCOMES, type Outcome } from "~/lib/leads/outcomes";
import { findLead, markLead } from "./outcomes.server";

export type MarkValues = { code: string; outcome: string; value: string };
export type MarkResult = { ok: true; code: string; label: string } | { ok: false; status: number; error: string; values: MarkValues };

/** Validates the dashboard's "marcar atendimento" form and writes it; what was typed comes back on error. */
export function markLeadFromForm(form: FormData, at: number): MarkResult {
  const values = { code: String(form.get("codigo") ?? ""), outcome: String(form.get("resultado") ?? ""), value: String(form.get("valor") ?? "") };
  const refuse = (error: string, status = 400): MarkResult => ({ ok: false, status, error, values });
  const code = parseReferenceCode(values.code);
  if (!code) return refuse("Código inválido: use as 4 letras e números do atendimento, como K7Q2.");
  const outcome = OUTCOMES.find((o) => o === values.outcome) as Outcome | undefined;
  if (!outcome) return refuse("Escolha o resultado do atendimento.");
  const valueCents = parseReais(values.value);
  if (valueCents === undefined) return refuse("Valor inválido: use reais, como 1.899,90 (ou deixe em branco).");
  if (!findLead(code) || !markLead(code, outcome, valueCents, at)) return refuse(`Nenhum clique com o código ${code} está guardado.`, 404);
  return { ok: true, code, label: OUTCOME_LABELS[outcome] };
}
