import crypto from "node:crypto";
import { businessDay } from "~/lib/leads/opening-hours";
import { getConnection } from "../data/db.server";

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

export function visitorHash(address: string, userAgent: string, at: number): string {
  const salt = saltOf(businessDay(new Date(at)));
  return crypto.createHash("sha256").update(`${salt}\u0000${address}\u0000${userAgent}`).digest("base64url").slice(0, 22);
}

/** Forgets the cached salt (tests that swap databases). */
export function resetVisitorSaltForTests() {
  cached = undefined;
}
