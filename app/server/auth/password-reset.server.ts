import crypto from "node:crypto";
import { and, count, eq, gt, isNull, lte, or } from "drizzle-orm";
import { adminUsers, loginAttempts, passwordResets } from "../../../db/schema";
import { getDb } from "../data/db.server";
import { now } from "../infra/clock.server";
import { getEnv } from "../infra/env.server";
import { log } from "../infra/log.server";
import { sendMail, mailConfigured } from "../requests/mail.server";
import { findAdminByEmail, setAdminPassword } from "./admin-accounts.server";
import { parseNewPassword, type PasswordErrors } from "~/lib/forms/password-form";
import { recordActivity } from "../admin/activity-log.server";

/**
 * "Esqueci minha senha" (the owner's account in the admin): only when SMTP is configured
 * (README "SMTP_*"), an e-mail with a single-use link valid RESET.lifetimeMs goes to an admin's
 * address. The answer is the same whether or not the address is an admin's, and the e-mail is
 * sent after it (never blocking, never timing the answer); asks are limited per address of
 * origin and per e-mail typed (login_attempts buckets "esqueci:"). Only the token's SHA-256 is
 * stored; using it sets the new password, which ends every session (setAdminPassword).
 */
export const RESET = { lifetimeMs: 30 * 60_000, perAddress: 5, perEmail: 3, windowMs: 15 * 60_000 };

export const RESET_ANSWER =
  "Se o e-mail for de um administrador, enviamos um link para criar uma nova senha. Ele vale por 30 minutos e uma única vez. Confira também a caixa de spam.";

const hashOf = (token: string) => crypto.createHash("sha256").update(token).digest("hex");

/** Records one ask of each bucket and says whether both were within their limits. */
function reserve(buckets: { bucket: string; max: number }[], at: number): boolean {
  return getDb().transaction(
    (tx) => {
      for (const { bucket, max } of buckets) {
        const n = tx
          .select({ n: count() })
          .from(loginAttempts)
          .where(and(eq(loginAttempts.bucket, bucket), gt(loginAttempts.at, new Date(at - RESET.windowMs))))
          .get()?.n;
        if ((n ?? 0) >= max) return false;
      }
      for (const { bucket } of buckets)
        tx.insert(loginAttempts)
          .values({ bucket, at: new Date(at) })
          .run();
      return true;
    },
    { behavior: "immediate" },
  );
}

export type ResetAsk = { kind: "answered"; delivery: Promise<void> } | { kind: "limited" } | { kind: "unavailable" };

/** The ask of the "Esqueci minha senha" form. `delivery` settles when the e-mail left (or failed, logged); the route does not wait for it. */
export function askPasswordReset(emailTyped: string, clientIp: string, linkBase: string): ResetAsk {
  if (!mailConfigured()) return { kind: "unavailable" };
  const email = emailTyped.trim().toLowerCase().slice(0, 200);
  const at = now();
  if (
    !reserve(
      [
        { bucket: `esqueci:${clientIp || "desconhecido"}`, max: RESET.perAddress },
        { bucket: `esqueci-email:${email}`, max: RESET.perEmail },
      ],
      at,
    )
  )
    return { kind: "limited" };
  const admin = email ? findAdminByEmail(email) : undefined;
  if (!admin) return { kind: "answered", delivery: Promise.resolve() };
  const token = crypto.randomBytes(32).toString("base64url");
  getDb().transaction((tx) => {
    // A new link ends the older ones of the account.
    tx.delete(passwordResets).where(eq(passwordResets.adminId, admin.id)).run();
    tx.insert(passwordResets)
      .values({ tokenHash: hashOf(token), adminId: admin.id, createdAt: new Date(at), expiresAt: new Date(at + RESET.lifetimeMs) })
      .run();
  });
  const link = `${linkBase}/${token}`;
  const delivery = sendMail({
    to: admin.email,
    subject: "Nova senha do painel",
    text: [
      "Alguém pediu para criar uma nova senha do painel do site com este e-mail.",
      "",
      `Para criar a nova senha, abra o link abaixo em até 30 minutos (ele vale uma única vez):`,
      link,
      "",
      "Se não foi você, ignore este e-mail: a senha atual continua valendo.",
    ].join("\n"),
  }).catch((error: unknown) => log.error("[senha] falha ao enviar o link de nova senha", error));
  return { kind: "answered", delivery };
}

export type LinkState = "valid" | "unknown" | "expired" | "used";

function findLink(token: string) {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return undefined;
  return getDb()
    .select()
    .from(passwordResets)
    .where(eq(passwordResets.tokenHash, hashOf(token)))
    .get();
}

export function resetLinkState(token: string): LinkState {
  const row = findLink(token);
  if (!row) return "unknown";
  if (row.usedAt) return "used";
  return row.expiresAt.getTime() <= now() ? "expired" : "valid";
}

export type ResetResult = { ok: true; email: string } | { ok: false; state?: LinkState; errors: PasswordErrors };

/** Sets the new password through a valid link and spends it (one transaction claims it first). */
export async function resetPassword(token: string, next: string, repeated: string): Promise<ResetResult> {
  const state = resetLinkState(token);
  if (state !== "valid") return { ok: false, state, errors: {} };
  const parsed = parseNewPassword({ next, repeated });
  if (!parsed.ok) return { ok: false, errors: parsed.errors };
  const at = now();
  const row = findLink(token)!;
  const claimed = getDb()
    .update(passwordResets)
    .set({ usedAt: new Date(at) })
    .where(and(eq(passwordResets.id, row.id), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, new Date(at))))
    .run().changes;
  if (claimed === 0) return { ok: false, state: "used", errors: {} };
  const email = findAdminEmail(row.adminId);
  if (!email) return { ok: false, state: "unknown", errors: {} };
  await setAdminPassword(email, next);
  recordActivity(email, "senha.redefinir");
  return { ok: true, email };
}

function findAdminEmail(adminId: number): string | null {
  return getDb().select({ email: adminUsers.email }).from(adminUsers).where(eq(adminUsers.id, adminId)).get()?.email ?? null;
}

/** Deletes used and expired links (housekeeping). */
export function prunePasswordResets(at = now()) {
  getDb()
    .delete(passwordResets)
    .where(or(lte(passwordResets.expiresAt, new Date(at)), gt(passwordResets.usedAt, new Date(0))))
    .run();
}

/** The link's base: SITE_URL and the reset path. */
export function resetLinkBase(path: string): string {
  return `${getEnv().SITE_URL ?? "http://localhost:3000"}${path}`;
}
