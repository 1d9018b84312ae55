import { z } from "zod";
import { parseReais } from "../leads/dashboard-query";
import { OUTCOMES, type Outcome } from "../leads/outcomes";
import { parseReferenceCode } from "../leads/reference-code";
import { readFields, rule } from "./form-data";

/**
 * "Marcar atendimento" of the leads dashboard, one schema (docs/architecture.md, "One schema per
 * form"): the lead's code, its outcome and the sale's value in reais. Whether a lead with that
 * code is stored is the server's (app/server/leads/mark-lead.server.ts).
 */
export const BAD_CODE = "Código inválido: use as 4 letras e números do atendimento, como K7Q2.";
export const NO_OUTCOME = "Escolha o resultado do atendimento.";
export const BAD_VALUE = "Valor inválido: use reais, como 1.899,90 (ou deixe em branco).";

export const leadMarkFormSchema = z.object({
  codigo: z.string().transform((v, ctx) => {
    const code = parseReferenceCode(v);
    if (!code) ctx.addIssue({ code: "custom", message: BAD_CODE });
    return code ?? "";
  }),
  resultado: z.string().superRefine(rule((v) => (OUTCOMES.some((o) => o === v) ? null : NO_OUTCOME))),
  valor: z.string().transform((v, ctx) => {
    const cents = parseReais(v);
    if (cents === undefined) ctx.addIssue({ code: "custom", message: BAD_VALUE });
    return cents ?? null;
  }),
});

/** What was typed, as the form shows it back. */
export type MarkValues = { code: string; outcome: string; value: string };
export type LeadMark = { code: string; outcome: Outcome; valueCents: number | null };

export function readLeadMarkForm(form: FormData): { ok: true; value: LeadMark; values: MarkValues } | { ok: false; error: string; values: MarkValues } {
  const typed = readFields(form, ["codigo", "resultado", "valor"]);
  const values = { code: typed.codigo, outcome: typed.resultado, value: typed.valor };
  const parsed = leadMarkFormSchema.safeParse(typed);
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0]?.message ?? BAD_CODE, values };
  return { ok: true, value: { code: parsed.data.codigo, outcome: parsed.data.resultado as Outcome, valueCents: parsed.data.valor }, values };
}
