import crypto from "node:crypto";
import { and, count, eq, isNull } from "drizzle-orm";
import { adminRecoveryCodes } from "../../../db/schema";
import { now } from "../infra/clock.server";
import { getDb, type Db } from "../data/db.server";

/**
 * Recovery codes of the second factor: ten, shown once when it is turned on, each good for one
 * sign-in. A code is 12 characters of a 31-letter alphabet without look-alikes (about 59 bits),
 * so a plain SHA-256 is enough to keep them unreadable in the database.
 */
export const RECOVERY_CODE_COUNT = 10;
const ALPHABET = "23456789abcdefghjkmnpqrstuvwxyz";
const CODE_LENGTH = 12;

/** Lower case without spaces or hyphens: how codes are compared. */
export function normalizeRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]/g, "");
}

/** Twelve letters once spaces and hyphens are gone (a TOTP code has six digits). */
export function isRecoveryCodeShaped(code: string): boolean {
  return normalizeRecoveryCode(code).length === CODE_LENGTH;
}

function hashOf(code: string): string {
  return crypto.createHash("sha256").update(normalizeRecoveryCode(code)).digest("base64url");
}

function newCode(): string {
  const chars = Array.from({ length: CODE_LENGTH }, () => ALPHABET[crypto.randomInt(ALPHABET.length)]);
  return `${chars.slice(0, 4).join("")}-${chars.slice(4, 8).join("")}-${chars.slice(8).join("")}`;
}

/** Replaces the admin's codes with ten new ones and returns them (the only time they are readable). */
export function replaceRecoveryCodes(tx: Pick<Db, "delete" | "insert">, adminId: number): string[] {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newCode);
  tx.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.adminId, adminId)).run();
  tx.insert(adminRecoveryCodes)
    .values(codes.map((code) => ({ adminId, codeHash: hashOf(code) })))
    .run();
  return codes;
}

/** Marks an unused code as used; true only for the request that used it (a conditional write). */
export function consumeRecoveryCode(adminId: number, code: string): boolean {
  const { changes } = getDb()
    .update(adminRecoveryCodes)
    .set({ usedAt: new Date(now()) })
    .where(and(eq(adminRecoveryCodes.adminId, adminId), eq(adminRecoveryCodes.codeHash, hashOf(code)), isNull(adminRecoveryCodes.usedAt)))
    .run();
  return changes === 1;
}

export function unusedRecoveryCodes(adminId: number): number {
  const row = getDb()
    .select({ n: count() })
    .from(adminRecoveryCodes)
    .where(and(eq(adminRecoveryCodes.adminId, adminId), isNull(adminRecoveryCodes.usedAt)))
    .get();
  return row?.n ?? 0;
}

export function deleteRecoveryCodes(tx: Pick<Db, "delete">, adminId: number) {
  tx.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.adminId, adminId)).run();
}
