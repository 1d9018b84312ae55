import { z } from "zod";
import { cleanLine, refuseUnreadable } from "../text-safety";
import { LIMITS } from "../limits";
import { foldText } from "../slug";

/**
 * The visit request form's fields ("Pedir visita técnica / orçamento", docs/product.md §4.14): one zod
 * schema, pt-BR messages beside each field, and what was typed kept on a refusal.
 */
const L = LIMITS.visitRequests;

export const GATE_TYPES = [
  { value: "deslizante", label: "Deslizante (corre para o lado)" },
  { value: "basculante", label: "Basculante (sobe inclinando)" },
  { value: "pivotante", label: "Pivotante (abre como porta)" },
  { value: "nao-sei", label: "Não sei dizer" },
] as const;

export const PERIODS = [
  { value: "qualquer", label: "Qualquer horário" },
  { value: "manha", label: "Manhã" },
  { value: "tarde", label: "Tarde" },
] as const;

/** The form's text fields by name, as the page and the server read them. */
export const TEXT_FIELDS = ["nome", "telefone", "local", "tipo", "problema", "dia", "periodo", "autorizo", "de"] as const;
export type Typed = Partial<Record<(typeof TEXT_FIELDS)[number], string>>;

/** One line: control characters out, spaces collapsed. */
const line = (max: number, empty: string, tooLong: string, field: string) =>
  z
    .string()
    .transform(cleanLine)
    .pipe(z.string().min(1, empty).max(max, tooLong).superRefine(refuseUnreadable(field)));

/** Several lines: control characters out but the line breaks, each line's spaces collapsed, at most 3 blank lines in a row. */
function cleanText(text: string): string {
  return (
    text
      .replace(/\r\n?/g, "\n")
      // eslint-disable-next-line no-control-regex -- control characters are what this removes
      .replace(/[\u0000-\u0009\u000b-\u001f\u007f]/g, " ")
      .split("\n")
      .map((l) => l.replace(/\s+/g, " ").trim())
      .join("\n")
      .replace(/\n{4,}/g, "\n\n\n")
      .trim()
  );
}

/** Digits of a Brazilian phone: 10 or 11 digits with the area code (a leading 55 is dropped). */
export function phoneDigitsBR(text: string): string | null {
  let digits = text.replace(/\D/g, "");
  if (digits.length >= 12 && digits.startsWith("55")) digits = digits.slice(2);
  return digits.length === 10 || digits.length === 11 ? digits : null;
}

/** "11987654321" -> "(11) 98765-4321". */
export function formatPhoneBR(digits: string): string {
  return `(${digits.slice(0, 2)}) ${digits.slice(2, -4)}-${digits.slice(-4)}`;
}

export const visitRequestSchema = z.object({
  nome: line(L.nameMax, "Diga seu nome, para sabermos com quem falar.", `Use até ${L.nameMax} caracteres no nome.`, "O nome"),
  telefone: z
    .string()
    .max(L.phoneMax * 2, "Telefone inválido: use o DDD e o número, como (11) 98765-4321.")
    .transform((v, ctx) => {
      const digits = phoneDigitsBR(v);
      if (!digits) {
        ctx.addIssue({ code: "custom", message: "Telefone inválido: use o DDD e o número, como (11) 98765-4321." });
        return z.NEVER;
      }
      return formatPhoneBR(digits);
    }),
  local: line(L.placeMax, "Diga o bairro e a cidade, ou o CEP.", `Use até ${L.placeMax} caracteres no bairro ou CEP.`, "O bairro"),
  tipo: z.enum(GATE_TYPES.map((g) => g.value) as [string, ...string[]], { errorMap: () => ({ message: "Escolha o tipo de portão (ou “Não sei dizer”)." }) }),
  problema: z
    .string()
    .transform(cleanText)
    .pipe(
      z
        .string()
        .min(L.problemMin, "Conte em poucas palavras o que está acontecendo ou o que você quer.")
        .max(L.problemMax, `Use até ${L.problemMax.toLocaleString("pt-BR")} caracteres na descrição.`)
        .superRefine(refuseUnreadable("A descrição")),
    ),
  dia: z
    .string()
    .transform(cleanLine)
    .pipe(z.string().max(L.preferredDayMax, `Use até ${L.preferredDayMax} caracteres no dia preferido.`)),
  periodo: z.enum(PERIODS.map((p) => p.value) as [string, ...string[]], { errorMap: () => ({ message: "Escolha o período preferido." }) }),
  autorizo: z.literal("1", { errorMap: () => ({ message: "Marque a autorização para que possamos entrar em contato." }) }),
});

export type VisitRequestFields = z.infer<typeof visitRequestSchema>;

/** What was typed, cut to a size the page can show again (nothing typed is lost on a refusal, but a flood is not echoed). */
export function typedOf(form: FormData): Typed {
  return Object.fromEntries(TEXT_FIELDS.map((n) => [n, typeof form.get(n) === "string" ? String(form.get(n)).slice(0, L.problemMax * 2) : ""]));
}

export type FieldCheck = { ok: true; value: VisitRequestFields } | { ok: false; errors: Record<string, string> };

export function checkVisitRequest(typed: Typed): FieldCheck {
  const parsed = visitRequestSchema.safeParse({
    nome: typed.nome ?? "",
    telefone: typed.telefone ?? "",
    local: typed.local ?? "",
    tipo: typed.tipo ?? "",
    problema: typed.problema ?? "",
    dia: typed.dia ?? "",
    periodo: typed.periodo || "qualquer",
    autorizo: typed.autorizo ?? "",
  });
  if (parsed.success) return { ok: true, value: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const name = String(issue.path[0]);
    errors[name] ??= issue.message;
  }
  return { ok: false, errors };
}

/**
 * Whether a typed place is in the served area: a CEP of Greater São Paulo (01000-000 to
 * 09999-999), or a name among the served cities and the site's places. Out of area is said kindly
 * and still accepted (the owner decides).
 */
export function inServedArea(place: string, servedNames: readonly string[]): boolean {
  const cep = place.replace(/[.\s]/g, "").match(/\b(\d{5})-?(\d{3})\b/);
  if (cep) return cep[1].startsWith("0");
  const folded = ` ${foldText(place).replace(/[^a-z0-9]+/g, " ")} `;
  return servedNames.some((name) => {
    const n = foldText(name)
      .replace(/[^a-z0-9]+/g, " ")
      .trim();
    return n.length > 0 && folded.includes(` ${n} `);
  });
}
