import { keepTypedBraces, restoreTypedBraces } from "~/lib/business-slots";
import { and, count, desc, eq, isNull, sql } from "drizzle-orm";
import { testimonials } from "../../../db/schema";
import { TESTIMONIAL_LIMITS } from "~/lib/testimonials/limits";
import { testimonialsForPage, type PublicTestimonial, type TestimonialSource, type TestimonialStatus } from "~/lib/testimonials/rules";
import { bumpContentVersion } from "./content-version.server";
import { getDb, type Db } from "./db.server";
import { now } from "../infra/clock.server";

/**
 * The testimonials table (decision 0027). Every write that can change what a page shows
 * bumps the content version in its transaction, so the page cache of every process shows it
 * on the next request (decision 0002). Pending submissions show nowhere until approved.
 */
export type TestimonialRow = typeof testimonials.$inferSelect;
export type Photo = { fileKey: string; width: number; height: number };
export type TestimonialValues = {
  name: string;
  place: string;
  text: string;
  service: string;
  source: TestimonialSource;
  givenOn: string;
  city: string | null;
};

const IMMEDIATE = { behavior: "immediate" } as const;

function asPublic(row: TestimonialRow): PublicTestimonial {
  return {
    id: row.id,
    // The customer's words as typed: never filled with the business's figures (keepTypedBraces).
    name: keepTypedBraces(row.name),
    place: keepTypedBraces(row.place),
    text: keepTypedBraces(row.text),
    city: row.city,
    photo: row.photoKey ? { fileKey: row.photoKey, width: row.photoWidth ?? 0, height: row.photoHeight ?? 0 } : null,
  };
}

/** A public testimonial as typed, braces and all, for the admin, which React hydrates and the slot filler never reads. */
export function withTypedBraces(t: PublicTestimonial): PublicTestimonial {
  return { ...t, name: restoreTypedBraces(t.name), place: restoreTypedBraces(t.place), text: restoreTypedBraces(t.text) };
}

const newestFirst = [desc(testimonials.givenOn), desc(testimonials.id)];

/** What a page shows (at most three): the city's own first, then the ones for every page. */
export function testimonialsFor(city?: string | null): PublicTestimonial[] {
  const db = getDb();
  const limit = TESTIMONIAL_LIMITS.shownPerPage;
  const published = eq(testimonials.status, "publicado");
  const own = city
    ? db
        .select()
        .from(testimonials)
        .where(and(published, eq(testimonials.city, city)))
        .orderBy(...newestFirst)
        .limit(limit)
        .all()
    : [];
  const everywhere = db
    .select()
    .from(testimonials)
    .where(and(published, isNull(testimonials.city)))
    .orderBy(...newestFirst)
    .limit(limit)
    .all();
  return testimonialsForPage([...own, ...everywhere].map(asPublic), city);
}

/** Every testimonial for the admin: pending first, then newest. */
export function listTestimonials(): TestimonialRow[] {
  return getDb()
    .select()
    .from(testimonials)
    .orderBy(sql`${testimonials.status} = 'pendente' DESC`, ...newestFirst)
    .all();
}

export function findTestimonial(id: number): TestimonialRow | undefined {
  return getDb().select().from(testimonials).where(eq(testimonials.id, id)).get();
}

export function countTestimonials(tx: Pick<Db, "select"> = getDb(), status?: TestimonialStatus): number {
  const query = tx.select({ n: count() }).from(testimonials);
  return (status ? query.where(eq(testimonials.status, status)) : query).get()?.n ?? 0;
}

/** Stores the owner's testimonial; null when LIMITS' maxStored is reached. */
export function insertTestimonial(values: TestimonialValues, status: "publicado" | "oculto", photo: Photo | null): TestimonialRow | null {
  return getDb().transaction((tx) => {
    if (countTestimonials(tx) >= TESTIMONIAL_LIMITS.maxStored) return null;
    const at = new Date(now());
    const row = tx
      .insert(testimonials)
      .values({
        ...values,
        status,
        consentAt: at,
        photoKey: photo?.fileKey ?? null,
        photoWidth: photo?.width ?? null,
        photoHeight: photo?.height ?? null,
        createdAt: at,
        updatedAt: at,
      })
      .returning()
      .get();
    if (status === "publicado") bumpContentVersion(tx);
    return row;
  }, IMMEDIATE);
}

/**
 * Saves an edit; `photo` undefined keeps the photo, null removes it. Returns the row before the
 * edit (its old photo's files are then removed), or undefined when it no longer exists.
 */
export function updateTestimonial(
  id: number,
  values: TestimonialValues,
  status: "publicado" | "oculto",
  photo: Photo | null | undefined,
): TestimonialRow | undefined {
  return getDb().transaction((tx) => {
    const before = tx.select().from(testimonials).where(eq(testimonials.id, id)).get();
    if (!before) return undefined;
    const photoColumns = photo === undefined ? {} : { photoKey: photo?.fileKey ?? null, photoWidth: photo?.width ?? null, photoHeight: photo?.height ?? null };
    tx.update(testimonials)
      .set({ ...values, status, ...photoColumns, updatedAt: new Date(now()) })
      .where(eq(testimonials.id, id))
      .run();
    bumpContentVersion(tx);
    return before;
  }, IMMEDIATE);
}

/** Publishes (a pending one: approves) or hides a testimonial; false when it no longer exists. */
export function setTestimonialStatus(id: number, status: "publicado" | "oculto"): TestimonialRow | undefined {
  return getDb().transaction((tx) => {
    const row = tx
      .update(testimonials)
      .set({ status, updatedAt: new Date(now()) })
      .where(eq(testimonials.id, id))
      .returning()
      .get();
    if (row) bumpContentVersion(tx);
    return row;
  }, IMMEDIATE);
}

/** Deletes a testimonial (a rejected submission too); the row deleted, so its photo goes after it. */
export function deleteTestimonial(id: number): TestimonialRow | undefined {
  return getDb().transaction((tx) => {
    const row = tx.delete(testimonials).where(eq(testimonials.id, id)).returning().get();
    if (row) bumpContentVersion(tx);
    return row;
  }, IMMEDIATE);
}
