import { and, asc, eq, gt, inArray, lte } from "drizzle-orm";
import { loginAttempts } from "../../db/schema";
import { now } from "./clock.server";
import { getDb } from "./db.server";

/** At most this many failed logins per client address and per account in the sliding window. */
export const LOGIN_LIMIT = { attempts: 5, windowMs: 15 * 60 * 1000 };

/**
 * Counting buckets of one login attempt. The address comes from the load context (Express
 * `req.ip` with TRUST_PROXY hops), never from a header the client chooses.
 */
export function loginBuckets(clientIp: string, email: string): string[] {
  const buckets = [`ip:${clientIp || "desconhecido"}`];
  if (email) buckets.push(`account:${email}`);
  return buckets;
}

export type Reservation = { allowed: true } | { allowed: false; retryAfterMs: number };

/**
 * Checks every bucket and, when none is full, records the attempt as a failure up front
 * (cleared again by a success). Check and record happen in one IMMEDIATE transaction, so
 * parallel requests, even from several processes on the same database, cannot slip past
 * the limit together.
 */
export function reserveLoginAttempt(buckets: string[]): Reservation {
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
          .where(and(eq(loginAttempts.bucket, bucket), gt(loginAttempts.at, windowStart)))
          .orderBy(asc(loginAttempts.at))
          .all();
        if (times.length >= LOGIN_LIMIT.attempts) {
          // The bucket frees a slot when the oldest attempt that keeps it full leaves the window.
          const freesAt = times[times.length - LOGIN_LIMIT.attempts].at.getTime() + LOGIN_LIMIT.windowMs;
          retryAfterMs = Math.max(retryAfterMs, freesAt - at);
        }
      }
      if (retryAfterMs > 0) return { allowed: false, retryAfterMs };
      tx.insert(loginAttempts)
        .values(buckets.map((bucket) => ({ bucket, at: new Date(at) })))
        .run();
      return { allowed: true };
    },
    { behavior: "immediate" },
  );
}

/** A successful login empties its buckets. */
export function clearLoginAttempts(buckets: string[]) {
  getDb().delete(loginAttempts).where(inArray(loginAttempts.bucket, buckets)).run();
}

/** pt-BR text for the 429 answer, with the wait rounded up to whole minutes. */
export function retryMessage(retryAfterMs: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return `Muitas tentativas de login sem sucesso. Por segurança, aguarde ${minutes} ${minutes === 1 ? "minuto" : "minutos"} e tente novamente.`;
}
