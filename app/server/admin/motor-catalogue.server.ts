import { cleanLine, textRefusal } from "~/lib/text-safety";
import { eq, max, sql } from "drizzle-orm";
import { motorMedia, motors, redirects } from "../../../db/schema";
import { LIMITS } from "~/lib/limits";
import { GATE_TYPES } from "~/lib/motor-selector";
import { motorPath } from "~/lib/paths";
import { slugify } from "~/lib/slug";
import { bumpContentVersion } from "../data/content-version.server";
import { getDb } from "../data/db.server";
import { findMotor, type Motor } from "../data/motors.server";
import type { MotorFormValues } from "~/components/admin/MotorForm";

/**
 * "Catálogo de motores" (decision 0029): one model's form read, checked and written. Every
 * figure a page quotes comes from the row written here; a write bumps the content version in
 * its transaction so every process shows it on the next request.
 */
const L = LIMITS.motorCatalogue;

export type MotorStatus = "ativo" | "fora-de-linha";
export const MOTOR_STATUSES: { value: MotorStatus; label: string }[] = [
  { value: "ativo", label: "Ativo (no catálogo)" },
  { value: "fora-de-linha", label: "Fora de linha (página mantida com aviso)" },
];

/** Slugs a model may not take: "novo" is the admin's address for a new model (NEW_MOTOR_PATH). */
export const RESERVED_MOTOR_SLUGS = new Set(["novo"]);

/** What the form sends back on error: exactly what was typed (the form's own field list). */
export type TypedMotor = MotorFormValues;

export type MotorValues = {
  name: string;
  slug: string;
  description: string;
  gateTypes: string[];
  maxWeightKg: number;
  maxWidthCm: number;
  cyclesPerDay: number;
  openingSeconds: number;
  power: string;
  voltage: string;
  dutyCycle: string;
  includedItems: string[];
  features: string[];
  priceCents: number | null;
  status: MotorStatus;
};

export type FieldErrors = Partial<Record<keyof TypedMotor, string>>;

const text = (form: FormData, key: string) => {
  const v = form.get(key);
  return typeof v === "string" ? v : "";
};

/** The form as typed, cut far above every bound so a 10,000-character field still comes back (and is refused). */
export function typedMotor(form: FormData): TypedMotor {
  const keep = (key: string) => text(form, key).slice(0, 20_000);
  return {
    name: keep("name"),
    slug: keep("slug"),
    description: keep("description"),
    gateTypes: form
      .getAll("gateTypes")
      .filter((v): v is string => typeof v === "string")
      .slice(0, GATE_TYPES.length * 2),
    maxWeightKg: keep("maxWeightKg"),
    maxWidthCm: keep("maxWidthCm"),
    cyclesPerDay: keep("cyclesPerDay"),
    openingSeconds: keep("openingSeconds"),
    power: keep("power"),
    voltage: keep("voltage"),
    dutyCycle: keep("dutyCycle"),
    includedItems: keep("includedItems"),
    features: keep("features"),
    price: keep("price"),
    status: keep("status"),
  };
}

export function typedFromMotor(m: Motor): TypedMotor {
  return {
    name: m.name,
    slug: m.slug,
    description: m.description,
    gateTypes: m.gateTypes,
    maxWeightKg: m.maxWeightKg > 0 ? String(m.maxWeightKg) : "",
    maxWidthCm: m.maxWidthCm > 0 ? String(m.maxWidthCm) : "",
    cyclesPerDay: m.cyclesPerDay > 0 ? String(m.cyclesPerDay) : "",
    openingSeconds: String(m.openingSeconds),
    power: m.power,
    voltage: m.voltage,
    dutyCycle: m.dutyCycle,
    includedItems: m.includedItems.join("\n"),
    features: m.features.join("\n"),
    price: m.priceCents === null ? "" : (m.priceCents / 100).toFixed(2).replace(".", ","),
    status: m.status,
  };
}

/** One line: control characters out, spaces collapsed (app/lib/text-safety.ts). */
const line = cleanLine;

/** "1.349,00", "1349", "R$ 949,90" → cents; null when it is not a price. */
export function parsePriceCents(raw: string): number | null {
  const t = raw.replace(/R\$/i, "").replace(/\s/g, "");
  if (!/^\d{1,3}(\.\d{3})*(,\d{1,2})?$|^\d+(,\d{1,2})?$/.test(t)) return null;
  const [int, frac = ""] = t.replace(/\./g, "").split(",");
  return Number(int) * 100 + Number(frac.padEnd(2, "0"));
}

function wholeNumber(raw: string): number | null {
  const t = raw.trim();
  return /^\d{1,6}$/.test(t) ? Number(t) : null;
}

/** Checks every field; the pt-BR message of each wrong one, or the clean values. */
export function checkMotor(t: TypedMotor, currentId: number | null): { ok: true; values: MotorValues } | { ok: false; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const name = line(t.name);
  if (!name) errors.name = "Informe o nome do modelo.";
  else if (name.length > L.nameMax) errors.name = `O nome pode ter até ${L.nameMax} caracteres (tem ${name.length}).`;

  const slug = slugify(line(t.slug) || name);
  if (!slug) errors.slug = "Informe o endereço (slug) do modelo, com letras ou números.";
  else if (slug.length > L.slugMax) errors.slug = `O endereço pode ter até ${L.slugMax} caracteres.`;
  else if (RESERVED_MOTOR_SLUGS.has(slug)) errors.slug = `O endereço “${slug}” é reservado pelo painel. Escolha outro.`;
  else {
    const owner = findMotor(slug);
    if (owner && owner.id !== currentId) errors.slug = `O endereço “${slug}” já é do ${owner.name}. Escolha outro.`;
    else {
      const old = getDb()
        .select()
        .from(redirects)
        .where(eq(redirects.fromPath, motorPath(slug)))
        .get();
      const target = old?.toPath?.startsWith("/motores/") ? findMotor(old.toPath.slice("/motores/".length)) : undefined;
      if (old && target && target.id !== currentId) errors.slug = `O endereço “${slug}” é o endereço antigo do ${target.name} e leva a ele. Escolha outro.`;
    }
  }

  const description = cleanLine(t.description);
  const descriptionRefusal = textRefusal(description, "A descrição");
  if (!description) errors.description = "Escreva a descrição do modelo.";
  else if (descriptionRefusal) errors.description = descriptionRefusal;
  else if (description.length > L.descriptionMax) errors.description = `A descrição pode ter até ${L.descriptionMax} caracteres (tem ${description.length}).`;

  const known = new Set<string>(GATE_TYPES.map((g) => g.value));
  const gateTypes = [...new Set(t.gateTypes)].filter((g) => known.has(g));
  if (gateTypes.length === 0 || gateTypes.length !== new Set(t.gateTypes).size) errors.gateTypes = "Marque pelo menos um tipo de portão da lista.";

  /** An optional whole figure: empty is 0 (not known, hidden on the pages). */
  const optionalWhole = (key: "maxWeightKg" | "maxWidthCm" | "cyclesPerDay", maxValue: number, message: string): number => {
    if (!t[key].trim()) return 0;
    const n = wholeNumber(t[key]);
    if (n === null || n < 1 || n > maxValue) {
      errors[key] = message;
      return 0;
    }
    return n;
  };
  const maxWeightKg = optionalWhole("maxWeightKg", L.weightMaxKg, `Peso máximo: um número inteiro de 1 a ${L.weightMaxKg} kg, ou vazio se não for conhecido.`);
  const maxWidthCm = optionalWhole(
    "maxWidthCm",
    L.widthMaxCm,
    `Largura máxima: um número inteiro de 1 a ${L.widthMaxCm.toLocaleString("pt-BR")} cm (ex.: 350 para 3,5 m), ou vazio se não for conhecida.`,
  );
  const cyclesPerDay = optionalWhole(
    "cyclesPerDay",
    L.cyclesMaxPerDay,
    `Aberturas por dia: um número inteiro de 1 a ${L.cyclesMaxPerDay.toLocaleString("pt-BR")}, ou vazio se não for conhecido.`,
  );

  const seconds = wholeNumber(t.openingSeconds);
  if (seconds === null || seconds < L.secondsMin || seconds > L.secondsMax)
    errors.openingSeconds = `Tempo de abertura: um número inteiro de ${L.secondsMin} a ${L.secondsMax} segundos.`;

  const short = (key: "power" | "voltage" | "dutyCycle", label: string) => {
    const v = line(t[key]);
    if (v.length > L.shortFieldMax) errors[key] = `${label} pode ter até ${L.shortFieldMax} caracteres (tem ${v.length}).`;
    return v;
  };
  const power = short("power", "A potência");
  const voltage = short("voltage", "A tensão");
  const dutyCycle = short("dutyCycle", "O ciclo de trabalho");

  const includedItems = t.includedItems.split(/\r?\n/).map(line).filter(Boolean);
  if (includedItems.length > L.includedItemsMax) errors.includedItems = `Até ${L.includedItemsMax} itens inclusos, um por linha (há ${includedItems.length}).`;
  else if (includedItems.some((i) => i.length > L.includedItemMax)) errors.includedItems = `Cada item incluso pode ter até ${L.includedItemMax} caracteres.`;

  const features = t.features.split(/\r?\n/).map(line).filter(Boolean);
  if (features.length > L.featuresMax) errors.features = `Até ${L.featuresMax} pontos fortes, um por linha (há ${features.length}).`;
  else if (features.some((f) => f.length > L.featureMax)) errors.features = `Cada ponto forte pode ter até ${L.featureMax} caracteres.`;

  let priceCents: number | null = null;
  if (t.price.trim()) {
    priceCents = parsePriceCents(t.price);
    if (priceCents === null || priceCents <= 0 || priceCents > L.priceMaxReais * 100)
      errors.price = `Preço: um valor em reais de R$ 1 a R$ ${L.priceMaxReais.toLocaleString("pt-BR")} (ex.: 1.349,00), ou vazio para “sob consulta”.`;
  }

  const status = MOTOR_STATUSES.find((s) => s.value === t.status)?.value;
  if (!status) errors.status = "Escolha a situação do modelo: ativo ou fora de linha.";

  if (Object.keys(errors).length > 0 || !status || seconds === null) return { ok: false, errors };
  return {
    ok: true,
    values: {
      name,
      slug,
      description,
      gateTypes,
      maxWeightKg,
      maxWidthCm,
      cyclesPerDay,
      openingSeconds: seconds,
      power,
      voltage,
      dutyCycle,
      includedItems,
      features,
      priceCents,
      status,
    },
  };
}

export type SaveOutcome = { ok: true; motor: Motor; changes: string } | { ok: false; errors: FieldErrors };

/** Creates a model (position last, the drawing as its image until a photo is sent). */
export function createMotor(values: MotorValues): SaveOutcome {
  const db = getDb();
  const count =
    db
      .select({ n: sql<number>`count(*)` })
      .from(motors)
      .get()?.n ?? 0;
  if (count >= L.maxModels) return { ok: false, errors: { name: `O catálogo já tem ${L.maxModels} modelos, o máximo. Retire ou reaproveite um modelo.` } };
  const motor = db.transaction((tx) => {
    const last =
      tx
        .select({ p: max(motors.position) })
        .from(motors)
        .get()?.p ?? 0;
    const row = tx
      .insert(motors)
      .values({
        ...values,
        position: last + 1,
        category: "Automatizadores Basculantes",
        image: "/images/motores/motor-ppa-home.svg",
        specs: [],
        factsConfirmed: false,
        editedAt: new Date(),
      })
      .returning()
      .get();
    tx.delete(redirects)
      .where(eq(redirects.fromPath, motorPath(values.slug)))
      .run();
    bumpContentVersion(tx);
    return row;
  });
  return { ok: true, motor, changes: "criado" };
}

const LABELS: Partial<Record<keyof MotorValues, string>> = {
  name: "nome",
  slug: "endereço",
  description: "descrição",
  gateTypes: "tipos de portão",
  maxWeightKg: "peso máximo",
  maxWidthCm: "largura máxima",
  cyclesPerDay: "aberturas por dia",
  features: "pontos fortes",
  openingSeconds: "tempo de abertura",
  power: "potência",
  voltage: "tensão",
  dutyCycle: "ciclo de trabalho",
  includedItems: "itens inclusos",
  priceCents: "preço",
  status: "situação",
};

/**
 * Saves an existing model. A new slug leaves a 301 from the old address (and from every older
 * address that led to it), and its photos and documents follow it (decision 0019).
 */
export function updateMotor(current: Motor, values: MotorValues): SaveOutcome {
  const changed = (Object.keys(LABELS) as (keyof MotorValues)[]).filter((k) => JSON.stringify(values[k]) !== JSON.stringify(current[k as keyof Motor]));
  const motor = getDb().transaction((tx) => {
    const row = tx
      .update(motors)
      .set({ ...values, editedAt: new Date() })
      .where(eq(motors.id, current.id))
      .returning()
      .get();
    if (values.slug !== current.slug) {
      const from = motorPath(current.slug);
      const to = motorPath(values.slug);
      tx.update(motorMedia).set({ motorSlug: values.slug }).where(eq(motorMedia.motorSlug, current.slug)).run();
      tx.delete(redirects).where(eq(redirects.fromPath, to)).run();
      tx.update(redirects).set({ toPath: to }).where(eq(redirects.toPath, from)).run();
      tx.insert(redirects)
        .values({ fromPath: from, toPath: to })
        .onConflictDoUpdate({ target: redirects.fromPath, set: { toPath: to } })
        .run();
    }
    bumpContentVersion(tx);
    return row;
  });
  const price = changed.includes("priceCents") ? ` (preço: ${values.priceCents === null ? "sob consulta" : `R$ ${(values.priceCents / 100).toFixed(2)}`})` : "";
  return { ok: true, motor, changes: changed.length === 0 ? "salvo sem mudanças" : `alterado: ${changed.map((k) => LABELS[k]).join(", ")}${price}` };
}
