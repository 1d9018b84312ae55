import crypto from "node:crypto";
import { getTOTPAuthUri, verifyTOTP } from "@epic-web/totp";
import { and, eq, isNull, lt } from "drizzle-orm";
import QRCode from "qrcode";
import { cleanCode } from "~/lib/forms/second-factor-form";
import { BUSINESS_NAME } from "~/content/business";
import { adminTotp } from "../../../db/schema";
import { now } from "../infra/clock.server";
import { getDb } from "../data/db.server";
import { readKnownDevice } from "./known-device.server";
import { countedAttempt, loginBuckets, type Counted } from "./rate-limit.server";
import { deleteRecoveryCodes, isRecoveryCodeShaped, replaceRecoveryCodes, unusedRecoveryCodes, consumeRecoveryCode } from "./recovery-codes.server";
import { open, seal } from "./secret-box.server";
import type { Admin } from "./session.server";
import { log } from "~/server/infra/log.server";

/**
 * Second factor (docs/product.md §6.6): TOTP of RFC 6238 with the settings every
 * authenticator app reads (30-second steps, 6 digits, SHA-1), one step of clock drift
 * either way, and single-use recovery codes. The secret (160 bits) is sealed in the
 * database (secret-box.server.ts).
 */
export const TOTP = { period: 30, digits: 6, algorithm: "SHA-1" } as const;

export const INVALID_CODE = "Código inválido. Confira o horário do celular e tente de novo.";
export const INVALID_RECOVERY_CODE = "Código de recuperação inválido ou já usado.";

type TotpRow = typeof adminTotp.$inferSelect;

const sealContext = (adminId: number) => `admin_totp:${adminId}`;

/** RFC 4648 base32, the form authenticator apps take (20 bytes give 32 letters, no padding). */
function base32(bytes: Uint8Array): string {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
  let out = "";
  let value = 0;
  let bits = 0;
  for (const byte of bytes) {
    value = ((value << 8) | byte) & 0xfff;
    bits += 8;
    while (bits >= 5) {
      out += alphabet[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return bits > 0 ? out + alphabet[(value << (5 - bits)) & 31] : out;
}

function totpRow(adminId: number): TotpRow | undefined {
  return getDb().select().from(adminTotp).where(eq(adminTotp.adminId, adminId)).get();
}

/** The row's secret; one sealed under an older SESSION_SECRET is sealed again under the newest. */
function secretOf(row: TotpRow): string | null {
  const opened = open(row.secret, sealContext(row.adminId));
  if (!opened) {
    log.error(`[2fa] segredo TOTP da conta ${row.adminId} ilegível: o SESSION_SECRET que o protegeu saiu da lista?`);
    return null;
  }
  if (opened.stale) {
    getDb()
      .update(adminTotp)
      .set({ secret: seal(opened.plaintext, sealContext(row.adminId)) })
      .where(eq(adminTotp.adminId, row.adminId))
      .run();
  }
  return opened.plaintext;
}

const stepAt = (ms: number) => Math.floor(ms / 1000 / TOTP.period);

/**
 * The time step `code` belongs to, or null. @epic-web/totp reads the real clock (Date) when the
 * call starts, synchronously; the step is read on both sides of that moment, and a call that
 * straddles a step boundary is refused rather than guessed.
 */
async function matchingStep(secret: string, code: string): Promise<number | null> {
  const before = Date.now();
  const verifying = verifyTOTP({ otp: code, secret, ...TOTP, window: 1 });
  const after = Date.now();
  const result = await verifying;
  if (!result || stepAt(before) !== stepAt(after)) return null;
  return stepAt(before) + result.delta;
}

/**
 * Accepts a current code once: its step must be newer than the last accepted one, and the
 * conditional write lets only one of two simultaneous requests with the same code through.
 */
async function acceptTotp(row: TotpRow, code: string): Promise<boolean> {
  const secret = secretOf(row);
  const step = secret ? await matchingStep(secret, code) : null;
  if (step === null) return false;
  const { changes } = getDb()
    .update(adminTotp)
    .set({ lastStep: step })
    .where(and(eq(adminTotp.adminId, row.adminId), lt(adminTotp.lastStep, step)))
    .run();
  return changes === 1;
}

export type CodeCheck = { ok: true } | { ok: false; message: string };

/**
 * A code typed at sign-in or to turn the factor off: one with a recovery code's length is tried
 * as a recovery code (then used up), anything else as a 6-digit TOTP code.
 */
export async function checkSecondFactor(adminId: number, input: string): Promise<CodeCheck> {
  const row = totpRow(adminId);
  if (!row?.confirmedAt) return { ok: false, message: INVALID_CODE };
  const code = cleanCode(input);
  if (isRecoveryCodeShaped(code)) return consumeRecoveryCode(adminId, code) ? { ok: true } : { ok: false, message: INVALID_RECOVERY_CODE };
  return /^\d{6}$/.test(code) && (await acceptTotp(row, code)) ? { ok: true } : { ok: false, message: INVALID_CODE };
}

/** True when the account signs in with a second factor. */
export function secondFactorEnabled(adminId: number): boolean {
  return Boolean(totpRow(adminId)?.confirmedAt);
}

export type TotpStatus = { state: "off" } | { state: "setup"; secret: string; qrSvg: string } | { state: "on"; recoveryCodesLeft: number; since: string };

/** What the security screen shows. The QR code is SVG drawn here from the otpauth:// URI. */
export async function totpStatus(admin: { id: number; email: string }): Promise<TotpStatus> {
  const row = totpRow(admin.id);
  if (!row) return { state: "off" };
  if (row.confirmedAt) return { state: "on", recoveryCodesLeft: unusedRecoveryCodes(admin.id), since: row.confirmedAt.toISOString() };
  const secret = secretOf(row);
  if (!secret) return { state: "off" };
  const uri = getTOTPAuthUri({ ...TOTP, secret, accountName: admin.email, issuer: BUSINESS_NAME });
  const qrSvg = await QRCode.toString(uri, { type: "svg", margin: 2, errorCorrectionLevel: "M" });
  return { state: "setup", secret, qrSvg };
}

/** Starts (or restarts) the set-up with a new secret; false when the factor is already on. */
export function startTotpSetup(adminId: number): boolean {
  if (secondFactorEnabled(adminId)) return false;
  const secret = seal(base32(crypto.randomBytes(20)), sealContext(adminId));
  getDb()
    .insert(adminTotp)
    .values({ adminId, secret })
    .onConflictDoUpdate({ target: adminTotp.adminId, set: { secret, lastStep: 0, createdAt: new Date(now()) } })
    .run();
  return true;
}

export function cancelTotpSetup(adminId: number) {
  getDb()
    .delete(adminTotp)
    .where(and(eq(adminTotp.adminId, adminId), isNull(adminTotp.confirmedAt)))
    .run();
}

/** The first code turns the factor on and returns the ten recovery codes; null for a wrong code. */
export async function confirmTotpSetup(adminId: number, input: string): Promise<string[] | null> {
  const row = totpRow(adminId);
  const code = cleanCode(input);
  if (!row || row.confirmedAt || !/^\d{6}$/.test(code) || !(await acceptTotp(row, code))) return null;
  return getDb().transaction((tx) => {
    tx.update(adminTotp)
      .set({ confirmedAt: new Date(now()) })
      .where(eq(adminTotp.adminId, adminId))
      .run();
    return replaceRecoveryCodes(tx, adminId);
  });
}

/** Turning the factor off takes a current code (or a recovery code). */
export async function turnOffTotp(adminId: number, input: string): Promise<CodeCheck> {
  const check = await checkSecondFactor(adminId, input);
  if (check.ok) removeSecondFactor(adminId);
  return check;
}

/** Deletes the secret and the recovery codes (also the operator's way back in, see scripts). */
export function removeSecondFactor(adminId: number) {
  getDb().transaction((tx) => {
    tx.delete(adminTotp).where(eq(adminTotp.adminId, adminId)).run();
    deleteRecoveryCodes(tx, adminId);
  });
}

/**
 * The security screen's code checks (confirm set-up, turn off) count like sign-in attempts of
 * the signed-in account from this browser, so a stolen session cannot guess codes freely.
 */
async function countedCode<T>(request: Request, clientIp: string, email: string, attempt: () => Promise<Counted<T>>): Promise<Counted<T>> {
  return countedAttempt(loginBuckets(clientIp, email, await readKnownDevice(request)), attempt);
}

export function confirmSecondFactor(request: Request, clientIp: string, admin: Admin, code: string): Promise<Counted<string[]>> {
  return countedCode(request, clientIp, admin.email, async () => {
    const codes = await confirmTotpSetup(admin.id, code);
    return codes ? { ok: true, value: codes } : { ok: false, message: INVALID_CODE };
  });
}

export function turnOffSecondFactor(request: Request, clientIp: string, admin: Admin, code: string): Promise<Counted<null>> {
  return countedCode(request, clientIp, admin.email, async () => {
    const check = await turnOffTotp(admin.id, code);
    return check.ok ? { ok: true, value: null } : check;
  });
}
