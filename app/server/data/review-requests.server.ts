import crypto from "node:crypto";
import { and, count, desc, eq, gt, isNull, lt, or } from "drizzle-orm";
import { reviewRequests, testimonials } from "../../../db/schema";
import { TESTIMONIAL_LIMITS as L } from "~/lib/testimonials/limits";
import { countTestimonials } from "./testimonials.server";
import { getDb } from "./db.server";
import { now } from "../infra/clock.server";

/**
 * Review-request links (decision 0027): a random 256-bit token in the link (lower-case hex, as
 * every path of the site is lower case, app/lib/canonical-path.ts), only its SHA-256
 * stored; a link works once, for L.requestLifetimeDays days. The customer's submission is
 * stored "pendente" and the link used in one transaction, so two posts of one link cannot
 * both land, and the pending cap holds across processes.
 */
export type ReviewRequestRow = typeof reviewRequests.$inferSelect;
export type LinkState = "valid" | "used" | "expired" | "unknown";

const IMMEDIATE = { behavior: "immediate" } as const;
const DAY_MS = 24 * 60 * 60 * 1000;
/** 32 random bytes in hex. */
const TOKEN = /^[0-9a-f]{64}$/;

export function hashToken(token: string): string {
  return crypto.createHash("sha256").update(token).digest("hex");
}

export function isTokenShaped(token: string): boolean {
  return TOKEN.test(token);
}

/** A new link for `customer`; null when L.maxOpenRequests links are still open. Old used or expired ones are deleted. */
export function createReviewRequest(customer: string): { token: string; row: ReviewRequestRow } | null {
  const at = now();
  return getDb().transaction((tx) => {
    tx.delete(reviewRequests)
      .where(or(lt(reviewRequests.expiresAt, new Date(at - L.requestKeptDays * DAY_MS)), lt(reviewRequests.usedAt, new Date(at - L.requestKeptDays * DAY_MS))))
      .run();
    const open =
      tx
        .select({ n: count() })
        .from(reviewRequests)
        .where(and(isNull(reviewRequests.usedAt), gt(reviewRequests.expiresAt, new Date(at))))
        .get()?.n ?? 0;
    if (open >= L.maxOpenRequests) return null;
    const token = crypto.randomBytes(32).toString("hex");
    const row = tx
      .insert(reviewRequests)
      .values({ tokenHash: hashToken(token), customer, createdAt: new Date(at), expiresAt: new Date(at + L.requestLifetimeDays * DAY_MS) })
      .returning()
      .get();
    return { token, row };
  }, IMMEDIATE);
}

function stateOf(row: ReviewRequestRow | undefined, at: number): LinkState {
  if (!row) return "unknown";
  if (row.usedAt) return "used";
  return row.expiresAt.getTime() <= at ? "expired" : "valid";
}

/** What a link is worth now. */
export function linkState(token: string): LinkState {
  if (!isTokenShaped(token)) return "unknown";
  const row = getDb()
    .select()
    .from(reviewRequests)
    .where(eq(reviewRequests.tokenHash, hashToken(token)))
    .get();
  return stateOf(row, now());
}

export type Submission = { name: string; place: string; text: string };
export type SubmitOutcome = { ok: true; testimonialId: number; customer: string } | { ok: false; reason: LinkState | "full" };

/** Stores the customer's testimonial as pending and uses the link, or says why not. */
export function submitReview(token: string, submission: Submission, givenOn: string): SubmitOutcome {
  if (!isTokenShaped(token)) return { ok: false, reason: "unknown" };
  const at = now();
  return getDb().transaction((tx) => {
    const row = tx
      .select()
      .from(reviewRequests)
      .where(eq(reviewRequests.tokenHash, hashToken(token)))
      .get();
    const state = stateOf(row, at);
    if (state !== "valid" || !row) return { ok: false, reason: state };
    if (countTestimonials(tx, "pendente") >= L.maxPending || countTestimonials(tx) >= L.maxStored) return { ok: false, reason: "full" };
    const created = tx
      .insert(testimonials)
      .values({
        ...submission,
        service: "",
        source: "formulario",
        givenOn,
        city: null,
        status: "pendente",
        consentAt: new Date(at),
        createdAt: new Date(at),
        updatedAt: new Date(at),
      })
      .returning({ id: testimonials.id })
      .get();
    tx.update(reviewRequests)
      .set({ usedAt: new Date(at), testimonialId: created.id })
      .where(eq(reviewRequests.id, row.id))
      .run();
    return { ok: true, testimonialId: created.id, customer: row.customer };
  }, IMMEDIATE);
}

/** The owner's list: newest first. */
export function listReviewRequests(): (ReviewRequestRow & { state: LinkState })[] {
  const at = now();
  return getDb()
    .select()
    .from(reviewRequests)
    .orderBy(desc(reviewRequests.createdAt), desc(reviewRequests.id))
    .all()
    .map((row) => ({ ...row, state: stateOf(row, at) }));
}

/** Deletes a link (it stops working at once); the row deleted. */
export function deleteReviewRequest(id: number): ReviewRequestRow | undefined {
  return getDb().delete(reviewRequests).where(eq(reviewRequests.id, id)).returning().get();
}
