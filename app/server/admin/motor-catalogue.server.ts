import { eq, max, sql } from "drizzle-orm";
import { motorMedia, motors, pageTexts, pageTextVersions, redirects } from "../../../db/schema";
import { LIMITS } from "~/lib/limits";
import { motorPath } from "~/lib/paths";
import { bumpContentVersion } from "../data/content-version.server";
import { getDb } from "../data/db.server";
import { findMotor, type Motor } from "../data/motors.server";
import { motorSlugOf, parseMotorForm, type MotorFieldErrors, type MotorFormValues, type MotorValues } from "~/lib/motors/motor-form";

/**
 * "Catálogo de motores" (decision 0029): one model's form read, checked and written. Every
 * figure a page quotes comes from the row written here; a write bumps the content version in
 * its transaction so every process shows it on the next request.
 */
const L = LIMITS.motorCatalogue;

export type { MotorStatus, MotorValues } from "~/lib/motors/motor-form";

export function typedFromMotor(m: Motor): MotorFormValues {
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

/** Whose address the slug is: another model's, or an old address that leads to another model. */
function slugTaken(slug: string, currentId: number | null): string | null {
  const owner = findMotor(slug);
  if (owner && owner.id !== currentId) return `O endereço “${slug}” já é do ${owner.name}. Escolha outro.`;
  const old = getDb()
    .select()
    .from(redirects)
    .where(eq(redirects.fromPath, motorPath(slug)))
    .get();
  const target = old?.toPath?.startsWith("/motores/") ? findMotor(old.toPath.slice("/motores/".length)) : undefined;
  if (old && target && target.id !== currentId) return `O endereço “${slug}” é o endereço antigo do ${target.name} e leva a ele. Escolha outro.`;
  return null;
}

/** The form's schema (app/lib/motors/motor-form.ts), then the one rule that reads the database: the slug is free. */
export function checkMotor(t: MotorFormValues, currentId: number | null): { ok: true; values: MotorValues } | { ok: false; errors: MotorFieldErrors } {
  const parsed = parseMotorForm(t);
  const slug = motorSlugOf(t);
  const taken = parsed.ok || !parsed.errors.slug ? slugTaken(slug, currentId) : null;
  if (!taken) return parsed;
  return { ok: false, errors: { ...(parsed.ok ? {} : parsed.errors), slug: taken } };
}

export type SaveOutcome = { ok: true; motor: Motor; changes: string } | { ok: false; errors: MotorFieldErrors };

/** The picture of a model created in the admin until its first photo: the PPA body, nothing else. */
export const NEW_MODEL_IMAGE = "/images/motores/modelo-novo.svg";

/** Creates a model (position last, the neutral drawing as its image until a photo is sent). */
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
        // A neutral drawing (no other model's name, speed or badge) until a photo is sent (decision 0040).
        image: NEW_MODEL_IMAGE,
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
      // The page's texts and their history follow it ("Páginas do site", decision 0043); a row left
      // at the new address by a deleted model is not this model's.
      tx.delete(pageTexts).where(eq(pageTexts.path, to)).run();
      tx.delete(pageTextVersions).where(eq(pageTextVersions.path, to)).run();
      tx.update(pageTexts).set({ path: to }).where(eq(pageTexts.path, from)).run();
      tx.update(pageTextVersions).set({ path: to }).where(eq(pageTextVersions.path, from)).run();
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
