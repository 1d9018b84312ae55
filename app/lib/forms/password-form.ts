import { z } from "zod";
import { fieldErrors, readFields, rule } from "./form-data";

/**
 * The password forms ("Minha senha" and the reset link's "Nova senha"), one schema each
 * (docs/architecture.md, "One schema per form"): the length rule and the pt-BR messages live here
 * once; the server modules add only what needs the database (the current password, the link).
 * Errors are keyed `current`, `next`, `repeated`, as the forms show them.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** pt-BR message when the password breaks the length rule, otherwise null. */
export function passwordProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return `A senha precisa ter pelo menos ${PASSWORD_MIN_LENGTH} caracteres.`;
  if (password.length > PASSWORD_MAX_LENGTH) return `A senha pode ter no máximo ${PASSWORD_MAX_LENGTH} caracteres.`;
  return null;
}

export const NOT_REPEATED = "A confirmação não é igual à nova senha.";

export type PasswordField = "current" | "next" | "repeated";
export type PasswordErrors = Partial<Record<PasswordField, string>>;

/** A password is never trimmed or cleaned: what was typed is what is checked. */
const newPassword = z.object({ next: z.string().superRefine(rule(passwordProblem)), repeated: z.string() });

/** The reset link's form: the new password twice. */
export const newPasswordSchema = newPassword.superRefine((v, ctx) => {
  if (!passwordProblem(v.next) && v.next !== v.repeated) ctx.addIssue({ code: "custom", path: ["repeated"], message: NOT_REPEATED });
});

/** "Minha senha": the current password, then the new one twice, different from the current. */
export const passwordChangeSchema = newPassword.extend({ current: z.string().min(1, "Digite a senha atual.") }).superRefine((v, ctx) => {
  if (passwordProblem(v.next)) return;
  if (v.next === v.current) ctx.addIssue({ code: "custom", path: ["next"], message: "A nova senha deve ser diferente da atual." });
  else if (v.next !== v.repeated) ctx.addIssue({ code: "custom", path: ["repeated"], message: NOT_REPEATED });
});

/** The form's fields as typed (names as the inputs have them), cut just past the length rule. */
export function passwordFields(form: FormData) {
  const typed = readFields(form, ["atual", "nova", "repetida"]);
  const cut = (v: string) => v.slice(0, PASSWORD_MAX_LENGTH + 1);
  return { current: cut(typed.atual), next: cut(typed.nova), repeated: cut(typed.repetida) };
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; errors: PasswordErrors };

export function parsePasswordChange(typed: { current: string; next: string; repeated: string }): Parsed<{ current: string; next: string }> {
  const parsed = passwordChangeSchema.safeParse(typed);
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, errors: fieldErrors<PasswordField>(parsed.error) };
}

export function parseNewPassword(typed: { next: string; repeated: string }): Parsed<{ next: string }> {
  const parsed = newPasswordSchema.safeParse(typed);
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, errors: fieldErrors<PasswordField>(parsed.error) };
}
