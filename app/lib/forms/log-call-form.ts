import { z } from "zod";
import { readFields } from "./form-data";

/**
 * "Registrar ligação" of the leads dashboard, one schema (docs/architecture.md, "One schema per
 * form"): the page the caller says they saw (blank when they do not know), and the day and hour of
 * the call in the owner's formats ("25/12", "13h", "9h30"; app/lib/pt-br-time.ts). Whether the page
 * is one of the site's and the moment is not in the future is the server's
 * (app/server/leads/log-call.server.ts).
 */
export const LOG_CALL_INTENT = "registrar-ligacao";
export const BAD_PAGE = "Página inválida: escolha uma página do site da lista, como /motores/motor-ppa-home, ou deixe em branco se a pessoa não sabe.";
export const NO_DAY = "Informe o dia da ligação, como 25/12.";

const FIELD_MAX = 300;

export const logCallFormSchema = z.object({
  pagina: z
    .string()
    .transform((v) => v.trim())
    .refine((v) => v === "" || (v.startsWith("/") && v.length <= FIELD_MAX && !/[\s<>"]/.test(v)), BAD_PAGE),
  dia: z
    .string()
    .transform((v) => v.trim())
    .refine((v) => v !== "" && v.length <= 20, NO_DAY),
  hora: z
    .string()
    .transform((v) => v.trim())
    .refine((v) => v.length <= 20, "Hora inválida: use como 13h, 9h30 ou 09:30."),
});

/** What was typed, as the form shows it back. */
export type LogCallValues = { page: string; day: string; hour: string };
export type LogCallInput = { page: string | null; day: string; hour: string };

export function readLogCallForm(
  form: FormData,
): { ok: true; value: LogCallInput; values: LogCallValues } | { ok: false; error: string; values: LogCallValues } {
  const typed = readFields(form, ["pagina", "dia", "hora"], FIELD_MAX);
  const values = { page: typed.pagina, day: typed.dia, hour: typed.hora };
  const parsed = logCallFormSchema.safeParse(typed);
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0]?.message ?? BAD_PAGE, values };
  return { ok: true, value: { page: parsed.data.pagina || null, day: parsed.data.dia, hour: parsed.data.hora }, values };
}
