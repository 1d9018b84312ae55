import crypto from "node:crypto";
import { businessDay } from "~/lib/leads/opening-hours";
import { getConnection } from "../data/db.server";
import { canonicalAddress, networkOf } from "./source-network.server";

/**
 * A visitor is a salted SHA-256 of address and user agent; the salt is random, shared by
 * every process through `visitor_salts`, and replaced each São Paulo day with the old one
 * deleted — so a stored hash cannot be traced back to an address, and no raw address is
 * ever written (docs/decisions/0014-leads-counted-on-the-server.md).
 */
let cached: { day: string; salt: string } | undefined;

function saltOf(day: string): string {
  if (cached?.day === day) return cached.salt;
  const { sqlite } = getConnection();
  const salt = sqlite.transaction(() => {
    sqlite.prepare("INSERT OR IGNORE INTO visitor_salts (day, salt) VALUES (?, ?)").run(day, crypto.randomBytes(32).toString("base64"));
    sqlite.prepare("DELETE FROM visitor_salts WHERE day < ?").run(day);
    return (sqlite.prepare("SELECT salt FROM visitor_salts WHERE day = ?").get(day) as { salt: string }).salt;
  })();
  cached = { day, salt };
  return salt;
}

function hashOf(salt: string, text: string): string {
  return crypto.createHash("sha256").update(`${salt}\u0000${text}`).digest("base64url").slice(0, 22);
}

export function visitorHash(address: string, userAgent: string, at: number): string {
  return hashOf(saltOf(businessDay(new Date(at))), `${address}\u0000${userAgent}`);
}

/** Where a request comes from, as the per-source budgets count it (decision 0023): the address and its /24 or /64, salted like visitors. */
export type Source = { address: string; network: string };

export function sourceOf(address: string, at: number): Source {
  const salt = saltOf(businessDay(new Date(at)));
  return { address: hashOf(salt, `a\u0000${canonicalAddress(address)}`), network: hashOf(salt, `n\u0000${networkOf(address)}`) };
}

/** Forgets the cached salt (app/server/process-state.server.ts). */
export function forgetVisitorSalt() {
  cached = undefined;
}
