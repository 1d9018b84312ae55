import { readLeadMarkForm, type MarkValues } from "~/lib/forms/lead-mark-form";
import { OUTCOME_LABELS } from "~/lib/leads/outcomes";
import { findLead, markLead } from "./outcomes.server";

export type { MarkValues };
export type MarkResult = { ok: true; code: string; label: string } | { ok: false; status: number; error: string; values: MarkValues };

/** Writes the dashboard's "marcar atendimento" form (its schema: app/lib/forms/lead-mark-form.ts); what was typed comes back on error. */
export function markLeadFromForm(form: FormData, at: number): MarkResult {
  const read = readLeadMarkForm(form);
  if (!read.ok) return { ok: false, status: 400, error: read.error, values: read.values };
  const { code, outcome, valueCents } = read.value;
  if (!findLead(code) || !markLead(code, outcome, valueCents, at))
    return { ok: false, status: 404, error: `Nenhum clique com o código ${code} está guardado.`, values: read.values };
  return { ok: true, code, label: OUTCOME_LABELS[outcome] };
}
