import { z } from "zod";
import { fieldErrors, readFields, rule } from "~/lib/forms/form-data";
import { cleanLine, textRefusal } from "~/lib/text-safety";
import { LIMITS } from "~/lib/limits";
import { GATE_TYPES } from "~/lib/motor-selector";
import { slugify } from "~/lib/slug";

/**
 * The form of one model in "Catálogo de motores" (decision 0029): its fields, what a new model
 * starts with, and every field's rule with its pt-BR message, in one zod schema. The form
 * component (MotorForm.tsx) draws these fields; the server (motor-catalogue.server.ts) adds the
 * one check that needs the database (whose slug it is) and writes.
 */
const L = LIMITS.motorCatalogue;

export const MOTOR_FIELDS = [
  "name",
  "slug",
  "description",
  "gateTypes",
  "maxWeightKg",
  "maxWidthCm",
  "cyclesPerDay",
  "openingSeconds",
  "power",
  "voltage",
  "dutyCycle",
  "includedItems",
  "features",
  "price",
  "status",
] as const;
export type MotorField = (typeof MOTOR_FIELDS)[number];

/** The form as typed (gate types are check boxes, every other field one string); sent back on error. */
export type MotorFormValues = { [K in MotorField]: K extends "gateTypes" ? string[] : string };
export type MotorFieldErrors = Partial<Record<MotorField, string>>;

export type MotorStatus = "ativo" | "fora-de-linha";
export const MOTOR_STATUSES: { value: MotorStatus; label: string }[] = [
  { value: "ativo", label: "Ativo (no catálogo)" },
  { value: "fora-de-linha", label: "Fora de linha (página mantida com aviso)" },
];

/** Slugs a model may not take: "novo" is the admin's address for a new model (NEW_MOTOR_PATH). */
export const RESERVED_MOTOR_SLUGS = new Set(["novo"]);

/** What "Novo modelo" shows before anything is typed. */
export const NEW_MOTOR_FORM: MotorFormValues = {
  name: "",
  slug: "",
  description: "",
  gateTypes: ["basculante"],
  maxWeightKg: "",
  maxWidthCm: "",
  cyclesPerDay: "",
  openingSeconds: "16",
  power: "",
  voltage: "220 V",
  dutyCycle: "",
  includedItems: "",
  features: "",
  price: "",
  status: "ativo",
};

/** The form as posted. */
export function readMotorForm(form: FormData): MotorFormValues {
  const gateTypes = form
    .getAll("gateTypes")
    .filter((v): v is string => typeof v === "string")
    .slice(0, GATE_TYPES.length * 2);
  return { ...readFields(form, MOTOR_FIELDS), gateTypes };
}

/** "1.349,00", "1349", "R$ 949,90" → cents; null when it is not a price. */
export function parsePriceCents(raw: string): number | null {
  const t = raw.replace(/R\$/i, "").replace(/\s/g, "");
  if (!/^\d{1,3}(\.\d{3})*(,\d{1,2})?$|^\d+(,\d{1,2})?$/.test(t)) return null;
  const [int, frac = ""] = t.replace(/\./g, "").split(",");
  return Number(int) * 100 + Number(frac.padEnd(2, "0"));
}

/** The slug a model gets: the typed one, or the name's. */
export function motorSlugOf(typed: Pick<MotorFormValues, "name" | "slug">): string {
  return slugify(cleanLine(typed.slug) || cleanLine(typed.name));
}

const whole = (raw: string): number | null => (/^\d{1,6}$/.test(raw.trim()) ? Number(raw.trim()) : null);

/** An optional whole figure: empty is 0 (not known, hidden on the pages). */
const optionalWhole = (max: number, message: string) =>
  z
    .string()
    .superRefine(rule((v: string) => (!v.trim() || ((whole(v) ?? 0) >= 1 && (whole(v) ?? 0) <= max) ? null : message)))
    .transform((v) => whole(v) ?? 0);

const short = (label: string) =>
  z
    .string()
    .transform(cleanLine)
    .superRefine(rule((v: string) => (v.length > L.shortFieldMax ? `${label} pode ter até ${L.shortFieldMax} caracteres (tem ${v.length}).` : null)));

const lines = (maxLines: number, maxChars: number, many: (n: number) => string, long: string) =>
  z
    .string()
    .transform((v) => v.split("\n").map(cleanLine).filter(Boolean))
    .superRefine(rule((v: string[]) => (v.length > maxLines ? many(v.length) : v.some((i) => i.length > maxChars) ? long : null)));

const knownGates = new Set<string>(GATE_TYPES.map((g) => g.value));

export const motorFormSchema = z.object({
  name: z
    .string()
    .transform(cleanLine)
    .superRefine(
      rule((v: string) => (!v ? "Informe o nome do modelo." : v.length > L.nameMax ? `O nome pode ter até ${L.nameMax} caracteres (tem ${v.length}).` : null)),
    ),
  // The slug itself comes from motorSlugOf (it falls back on the name); checked there below.
  slug: z.string(),
  description: z
    .string()
    .transform(cleanLine)
    .superRefine(
      rule((v: string) =>
        !v
          ? "Escreva a descrição do modelo."
          : textRefusal(v, "A descrição")
            ? textRefusal(v, "A descrição")
            : v.length > L.descriptionMax
              ? `A descrição pode ter até ${L.descriptionMax} caracteres (tem ${v.length}).`
              : null,
      ),
    ),
  gateTypes: z
    .array(z.string())
    .superRefine(rule((v: string[]) => (v.length === 0 || v.some((g) => !knownGates.has(g)) ? "Marque pelo menos um tipo de portão da lista." : null)))
    .transform((v) => [...new Set(v)]),
  maxWeightKg: optionalWhole(L.weightMaxKg, `Peso máximo: um número inteiro de 1 a ${L.weightMaxKg} kg, ou vazio se não for conhecido.`),
  maxWidthCm: optionalWhole(
    L.widthMaxCm,
    `Largura máxima: um número inteiro de 1 a ${L.widthMaxCm.toLocaleString("pt-BR")} cm (ex.: 350 para 3,5 m), ou vazio se não for conhecida.`,
  ),
  cyclesPerDay: optionalWhole(
    L.cyclesMaxPerDay,
    `Aberturas por dia: um número inteiro de 1 a ${L.cyclesMaxPerDay.toLocaleString("pt-BR")}, ou vazio se não for conhecido.`,
  ),
  openingSeconds: z
    .string()
    .superRefine(
      rule((v: string) => {
        const n = whole(v);
        return n === null || n < L.secondsMin || n > L.secondsMax
          ? `Tempo de abertura: um número inteiro de ${L.secondsMin} a ${L.secondsMax} segundos.`
          : null;
      }),
    )
    .transform((v) => whole(v) ?? 0),
  power: short("A potência"),
  voltage: short("A tensão"),
  dutyCycle: short("O ciclo de trabalho"),
  includedItems: lines(
    L.includedItemsMax,
    L.includedItemMax,
    (n) => `Até ${L.includedItemsMax} itens inclusos, um por linha (há ${n}).`,
    `Cada item incluso pode ter até ${L.includedItemMax} caracteres.`,
  ),
  features: lines(
    L.featuresMax,
    L.featureMax,
    (n) => `Até ${L.featuresMax} pontos fortes, um por linha (há ${n}).`,
    `Cada ponto forte pode ter até ${L.featureMax} caracteres.`,
  ),
  price: z
    .string()
    .superRefine(
      rule((v: string) => {
        if (!v.trim()) return null;
        const cents = parsePriceCents(v);
        return cents === null || cents <= 0 || cents > L.priceMaxReais * 100
          ? `Preço: um valor em reais de R$ 1 a R$ ${L.priceMaxReais.toLocaleString("pt-BR")} (ex.: 1.349,00), ou vazio para “sob consulta”.`
          : null;
      }),
    )
    .transform((v) => (v.trim() ? parsePriceCents(v) : null)),
  status: z.enum(["ativo", "fora-de-linha"], { errorMap: () => ({ message: "Escolha a situação do modelo: ativo ou fora de linha." }) }),
});

export type MotorValues = Omit<z.output<typeof motorFormSchema>, "price" | "slug"> & { slug: string; priceCents: number | null };

/** The slug's own rules (the database's are the server's). */
function slugMessage(slug: string): string | null {
  if (!slug) return "Informe o endereço (slug) do modelo, com letras ou números.";
  if (slug.length > L.slugMax) return `O endereço pode ter até ${L.slugMax} caracteres.`;
  if (RESERVED_MOTOR_SLUGS.has(slug)) return `O endereço “${slug}” é reservado pelo painel. Escolha outro.`;
  return null;
}

/** Checks every field of the form: the clean values, or each wrong field's pt-BR message. */
export function parseMotorForm(typed: MotorFormValues): { ok: true; values: MotorValues } | { ok: false; errors: MotorFieldErrors } {
  const parsed = motorFormSchema.safeParse(typed);
  const slug = motorSlugOf(typed);
  const errors: MotorFieldErrors = parsed.success ? {} : fieldErrors<MotorField>(parsed.error);
  const slugError = slugMessage(slug);
  if (slugError) errors.slug = slugError;
  if (!parsed.success || slugError) return { ok: false, errors };
  const { price, ...rest } = parsed.data;
  return { ok: true, values: { ...rest, slug, priceCents: price } };
}
