import { z } from "zod";
import { HONEYPOT_FIELD, safeRedirect } from "../admin-auth";
import { readFields } from "./form-data";

/**
 * The sign-in forms (login, the second step's code, "Esqueci minha senha"), one schema each
 * (docs/architecture.md, "One schema per form"): field names and cuts written once. Whether an
 * e-mail, password or code is right is the server's (app/server/auth/), which needs the database;
 * a password is never trimmed or cleaned, what was typed is what is checked.
 */
export const TYPED_EMAIL_MAX = 254;

/** The login form: the e-mail as typed (shown back on refusal), the password, the honeypot, where to go after. */
export const loginFormSchema = z.object({
  email: z.string().transform((v) => v.slice(0, TYPED_EMAIL_MAX)),
  password: z.string(),
  [HONEYPOT_FIELD]: z.string().transform((v) => v !== ""),
  redirectTo: z.string().transform((v) => safeRedirect(v)),
});

export type LoginForm = { email: string; password: string; botFilled: boolean; redirectTo: string };

export function readLoginForm(form: FormData): LoginForm {
  const v = loginFormSchema.parse(readFields(form, ["email", "password", HONEYPOT_FIELD, "redirectTo"]));
  return { email: v.email, password: v.password, botFilled: v[HONEYPOT_FIELD], redirectTo: v.redirectTo };
}

/** The second step's code as typed; the server cleans and checks it (app/server/auth/totp.server.ts). */
export const signInCodeSchema = z.object({ code: z.string() });

export function readSignInCode(form: FormData): string {
  return signInCodeSchema.parse(readFields(form, ["code"])).code;
}

/** "Esqueci minha senha": the e-mail as typed; one answer whatever it is (app/server/auth/password-reset.server.ts). */
export const FORGOT_EMAIL_MAX = 200;
export const forgotPasswordSchema = z.object({ email: z.string().transform((v) => v.slice(0, FORGOT_EMAIL_MAX)) });

export function readForgotPassword(form: FormData): string {
  return forgotPasswordSchema.parse(readFields(form, ["email"])).email;
}
