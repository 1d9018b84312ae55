import { and, asc, eq, gt, inArray, lte } from "drizzle-orm";
import { loginAttempts } from "../../db/schema";
import { now } from "./clock.server";
import { getDb } from "./db.server";

/**
 * Failed logins allowed in the sliding window: 5 per client address, and 20 per account
 * across all addresses. The account limit is higher so that one address cannot lock the
 * admin out (its own 5 run out first); it still brakes a guess spread over many
 * addresses. Google sign-in does not count here, so the admin always has a way in.
 */
export const LOGIN_LIMIT = { perAddress: 5, perAccount: 20, windowMs: 15 * 60 * 1000 };

export type Bucket = { key: string; max: number };

/**
 * Counting buckets of one login attempt. The address comes from the load context (Express
 * `req.ip` with TRUST_PROXY hops), never from a header the client chooses.
 */
export function loginBuckets(clientIp: string, email: string): Bucket[] {
  const buckets = [{ key: `ip:${clientIp || "desconhecido"}`, max: LOGIN_LIMIT.perAddress }];
  if (email) buckets.push({ key: `account:${email}`, max: LOGIN_LIMIT.perAccount });
  return buckets;
}

export type Reservation = { allowed: true } | { allowed: false; retryAfterMs: number };

/**
 * Checks every bucket and, when none is full, records the attempt as a failure up front
 * (cleared again by a success). Check and record happen in one IMMEDIATE transaction, so
 * parallel requests, even from several processes on the same database, cannot slip past
 * the limit together.
 */
export function reserveLoginAttempt(buckets: Bucket[]): Reservation {
  const at = now();
  const windowStart = new Date(at - LOGIN_LIMIT.windowMs);
  return getDb().transaction(
    (tx) => {
      tx.delete(loginAttempts).where(lte(loginAttempts.at, windowStart)).run();
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
      if (retryAfterMs > 0) return { allowed: false, retryAfterMs };
      tx.insert(loginAttempts)
        .values(buckets.map((bucket) => ({ bucket: bucket.key, at: new Date(at) })))
        .run();
      return { allowed: true };
    },
    { behavior: "immediate" },
  );
}

/** A successful login empties its buckets. */
export function clearLoginAttempts(buckets: Bucket[]) {
  const keys = buckets.map((b) => b.key);
  getDb().delete(loginAttempts).where(inArray(loginAttempts.bucket, keys)).run();
}

/** pt-BR text for the 429 answer, with the wait rounded up to whole minutes. */
export function retryMessage(retryAfterMs: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return `Muitas tentativas de login sem sucesso. Por segurança, aguarde ${minutes} ${minutes === 1 ? "minuto" : "minutos"} e tente novamente.`;
}
