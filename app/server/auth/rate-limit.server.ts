import { and, asc, eq, gt, inArray } from "drizzle-orm";
import { loginAttempts } from "../../../db/schema";
import { now } from "../infra/clock.server";
import { getDb, type Db } from "../data/db.server";
import type { KnownDevice } from "./known-device.server";

/**
 * Failed sign-ins allowed in the sliding window. Following OWASP's device cookies, a browser
 * whose known-device cookie names the account it signs in to counts against that cookie only
 * (5), whatever the address and the account have counted: no one else can lock it out, not
 * even from the same address (behind a proxy that is not trusted, every client shares one;
 * decision 0024). Any other attempt counts per client address (5) and, when an e-mail was
 * typed, against the account (20, across addresses), which brakes a guess spread over many
 * addresses. Wrong second-factor codes count like wrong passwords.
 */
export const LOGIN_LIMIT = { perAddress: 5, perAccount: 20, perDevice: 5, windowMs: 15 * 60 * 1000 };

export type Bucket = { key: string; max: number };

/** The address comes from the load context (Express `req.ip` under TRUST_PROXY), never from a header. */
export function addressBucket(clientIp: string): Bucket {
  return { key: `ip:${clientIp || "desconhecido"}`, max: LOGIN_LIMIT.perAddress };
}

/** Counting buckets of one attempt to sign in as `email` (normalised; empty when not typed). */
export function loginBuckets(clientIp: string, email: string, device: KnownDevice | null): Bucket[] {
  if (email && device?.email === email) return [{ key: `device:${device.nonce}`, max: LOGIN_LIMIT.perDevice }];
  const buckets = [addressBucket(clientIp)];
  if (email) buckets.push({ key: `account:${email}`, max: LOGIN_LIMIT.perAccount });
  return buckets;
}

/**
 * What is checked before the request body is read, when the typed e-mail is not known yet:
 * the address, unless the browser carries a valid known-device cookie (its attempt may count
 * against the cookie alone; `loginBuckets` decides once the e-mail is read).
 */
export function earlyBuckets(clientIp: string, device: KnownDevice | null): Bucket[] {
  return device ? [] : [addressBucket(clientIp)];
}

export type Reservation = { allowed: true; rows: number[] } | { allowed: false; retryAfterMs: number };

/** How long until every bucket has room (0 when all have room now). */
function waitFor(tx: Pick<Db, "select">, buckets: Bucket[], at: number): number {
  const windowStart = new Date(at - LOGIN_LIMIT.windowMs);
  let retryAfterMs = 0;
  for (const bucket of buckets) {
    const times = tx
      .select({ at: loginAttempts.at })
      .from(loginAttempts)
      .where(and(eq(loginAttempts.bucket, bucket.key), gt(loginAttempts.at, windowStart)))
      .orderBy(asc(loginAttempts.at))
      .all();
    if (times.length >= bucket.max) {
      // The bucket frees a slot when the oldest attempt that keeps it full leaves the window.
      const freesAt = times[times.length - bucket.max].at.getTime() + LOGIN_LIMIT.windowMs;
      retryAfterMs = Math.max(retryAfterMs, freesAt - at);
    }
  }
  return retryAfterMs;
}

/** Read-only look at the buckets: used before the request body is read. */
export function checkLoginLimit(buckets: Bucket[]): Reservation {
  const retryAfterMs = waitFor(getDb(), buckets, now());
  return retryAfterMs > 0 ? { allowed: false, retryAfterMs } : { allowed: true, rows: [] };
}

/**
 * Checks every bucket and, when none is full, records the attempt as a failure up front
 * (cleared again by a completed sign-in). Check and record happen in one IMMEDIATE
 * transaction, so parallel requests, even from several processes on the same database,
 * cannot slip past the limit together. Old rows are deleted by housekeeping.server.ts.
 */
export function reserveLoginAttempt(buckets: Bucket[]): Reservation {
  const at = now();
  return getDb().transaction(
    (tx) => {
      const retryAfterMs = waitFor(tx, buckets, at);
      if (retryAfterMs > 0) return { allowed: false, retryAfterMs };
      const rows = tx
        .insert(loginAttempts)
        .values(buckets.map((bucket) => ({ bucket: bucket.key, at: new Date(at) })))
        .returning({ id: loginAttempts.id })
        .all();
      return { allowed: true, rows: rows.map((row) => row.id) };
    },
    { behavior: "immediate" },
  );
}

/** An attempt that was never tried (the password checks were busy) is taken back. */
export function releaseLoginAttempt(reservation: Reservation) {
  if (!reservation.allowed || reservation.rows.length === 0) return;
  getDb().delete(loginAttempts).where(inArray(loginAttempts.id, reservation.rows)).run();
}

/** A completed sign-in empties the buckets it counted in. */
export function clearLoginAttempts(buckets: Bucket[]) {
  if (buckets.length === 0) return;
  const keys = buckets.map((b) => b.key);
  getDb().delete(loginAttempts).where(inArray(loginAttempts.bucket, keys)).run();
}

/** pt-BR text for the 429 answer, with the wait rounded up to whole minutes. */
export function retryMessage(retryAfterMs: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return `Muitas tentativas de login sem sucesso. Por segurança, aguarde ${minutes} ${minutes === 1 ? "minuto" : "minutos"} e tente novamente.`;
}

export type Counted<T> = { ok: true; value: T } | { ok: false; message: string; retryAfterSeconds?: number };

/**
 * Runs one counted attempt (a second-factor code): refused with the wait when a bucket is
 * full, recorded as a failure until `attempt` succeeds, and the buckets emptied when it does.
 * `retryAfterSeconds` marks the refusal as a 429.
 */
export async function countedAttempt<T>(buckets: Bucket[], attempt: () => Promise<Counted<T>>): Promise<Counted<T>> {
  const reservation = reserveLoginAttempt(buckets);
  if (!reservation.allowed) {
    return { ok: false, message: retryMessage(reservation.retryAfterMs), retryAfterSeconds: Math.ceil(reservation.retryAfterMs / 1000) };
  }
  const result = await attempt();
  if (result.ok) clearLoginAttempts(buckets);
  return result;
}
