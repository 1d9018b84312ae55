import { z } from "zod";
import { fieldErrors, readFields } from "./form-data";

/**
 * The security screen's form ("Verificação em duas etapas"), one schema (docs/architecture.md,
 * "One schema per form"): which button was pressed and, for the two that take one, the code as
 * the owner typed it (spaces and line breaks dropped: apps show "123 456"). Whether a code is
 * right is the server's (app/server/auth/totp.server.ts): a refusal here is a form left blank or
 * a code that cannot be one, and is not counted as a guess.
 */

/** A typed code without white space, cut far above any code's length. */
export function cleanCode(input: string): string {
  return input.replace(/\s/g, "").slice(0, 64);
}

export const SIX_DIGITS = "Digite os 6 dígitos que o aplicativo autenticador mostra agora.";
export const CODE_NEEDED = "Digite o código do aplicativo autenticador ou um dos códigos de recuperação.";
export const UNKNOWN_ACTION = "Ação desconhecida.";

const code = z.string().transform(cleanCode);

export const secondFactorFormSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("start") }),
    z.object({ intent: z.literal("cancel") }),
    z.object({ intent: z.literal("confirm"), code: code.refine((v) => /^\d{6}$/.test(v), SIX_DIGITS) }),
    z.object({ intent: z.literal("disable"), code: code.refine((v) => v.length > 0, CODE_NEEDED) }),
  ],
  { errorMap: () => ({ message: UNKNOWN_ACTION }) },
);

export type SecondFactorForm = z.infer<typeof secondFactorFormSchema>;

/** The post as the schema reads it: the intent pressed and its one message when refused. */
export function readSecondFactorForm(form: FormData): { ok: true; value: SecondFactorForm } | { ok: false; intent: string; message: string } {
  const typed = readFields(form, ["intent", "code"]);
  const parsed = secondFactorFormSchema.safeParse(typed);
  if (parsed.success) return { ok: true, value: parsed.data };
  const errors = fieldErrors<"intent" | "code">(parsed.error);
  return { ok: false, intent: typed.intent.slice(0, 40), message: errors.intent ?? errors.code ?? UNKNOWN_ACTION };
}
