import { z } from "zod";
import { hasUnsafeChars, textRefusal } from "../text-safety";
import { parseDay } from "../pt-br-time";
import { saoPauloToday } from "../promo";

/**
 * Reads the fields of a form of strings (every value as typed) and records one pt-BR message per
 * field that does not fit. The rules every admin field shares live here once: trimmed, empty
 * means "not set", a bound on length, no control characters, no markup.
 */
export type FormValues = Record<string, string>;
export type FormErrors = Record<string, string>;

/** Default bound of one typed value (LIMITS.businessTextChars). */
const PHONE = /^[\d\s()+-]{10,20}$/;

export type FormReader = ReturnType<typeof formReader>;

export function formReader(form: FormValues, defaultMax: number, today: string = saoPauloToday(new Date())) {
  const errors: FormErrors = {};

  /** A trimmed text, null when empty (a message when required); refuses control characters and markup. */
  const text = (name: string, required = false, limit = defaultMax): string | null => {
    const v = (form[name] ?? "").trim();
    if (!v) {
      if (required) errors[name] = "Preencha este campo.";
      return null;
    }
    if (v.length > limit) errors[name] = `Use no máximo ${limit.toLocaleString("pt-BR")} caracteres (tem ${v.length.toLocaleString("pt-BR")}).`;
    else if (hasUnsafeChars(v)) errors[name] = "Remova os caracteres de controle (invisíveis) deste campo.";
    else if (textRefusal(v, "Este campo")) errors[name] = textRefusal(v, "Este campo")!;
    else if (/[<>]/.test(v)) errors[name] = "Não use os sinais < e > (marcação HTML não é aceita aqui).";
    return v;
  };

  /** A text that must pass `valid`, else `message`. */
  const checked = (name: string, valid: (v: string) => boolean, message: string, limit = defaultMax): string | null => {
    const v = text(name, false, limit);
    if (v && !errors[name] && !valid(v)) errors[name] = message;
    return v;
  };

  const phone = (name: string): string | null => checked(name, (v) => PHONE.test(v), "Use um telefone com DDD, como (11) 98765-4321.");

  /** A pt-BR number: "4,9" and "-23.55" are decimals; "10.000" is ten thousand only where the value is whole. */
  const number = (name: string, rule: z.ZodNumber, message: string): number | null => {
    const v = text(name);
    if (v === null || errors[name]) return null;
    const n = Number(v.includes(",") ? v.replace(/\./g, "").replace(",", ".") : rule.isInt ? v.replace(/\./g, "") : v);
    const r = rule.safeParse(n);
    if (!r.success) {
      errors[name] = message;
      return null;
    }
    return r.data;
  };

  /** A required whole number from `min` to `max`. */
  const whole = (name: string, min: number, max: number, message: string): number => {
    if (!(form[name] ?? "").trim() && !errors[name]) errors[name] = "Preencha este campo.";
    return number(name, z.number().int().min(min).max(max), message) ?? 0;
  };

  /** A required value in reais ("899", "899,90", "R$ 1.349") → cents. */
  const money = (name: string): number => {
    const v = text(name, true);
    if (v === null || errors[name]) return 0;
    const bare = v.replace(/^R\$\s*/, "").replace(/\./g, "");
    if (!/^\d{1,6}(,\d{1,2})?$/.test(bare)) {
      errors[name] = "Use um valor em reais, como 899 ou 899,90.";
      return 0;
    }
    return Math.round(Number(bare.replace(",", ".")) * 100);
  };

  /** A required day as the owner types it ("25/12", "25/12/2026", "2026-12-25") → "AAAA-MM-DD" ("25/12": this year). */
  const day = (name: string): string => {
    const v = text(name, true);
    if (!v || errors[name]) return v ?? "";
    const parsed = parseDay(v, today);
    if (!parsed) errors[name] = "Use uma data válida, como 25/12/2026 ou 2026-12-25.";
    return parsed ?? v;
  };

  /** The raw trimmed value, for fields read in pairs (opening hours). */
  const raw = (name: string): string => (form[name] ?? "").trim();

  return { errors, text, checked, phone, number, whole, money, day, raw, today };
}
