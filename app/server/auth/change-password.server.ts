import { and, count, eq, gt } from "drizzle-orm";
import { loginAttempts } from "../../../db/schema";
import { getDb } from "../data/db.server";
import { now } from "../infra/clock.server";
import { checkAdminPassword, setAdminPassword } from "./admin-accounts.server";
import { PasswordChecksBusy } from "./password.server";
import { parsePasswordChange, type PasswordErrors } from "~/lib/forms/password-form";
import type { Admin } from "./session.server";

/**
 * The owner changes the password in the admin ("Minha senha"): the current one is required,
 * the new one follows the length rule and is typed twice; a save ends every session of the
 * account (setAdminPassword), and the route then opens a fresh one for this browser. Wrong
 * current passwords are limited per account (CHANGE_LIMIT in `windowMs`, counted in
 * login_attempts under a "senha:" bucket and pruned with them).
 */
export const CHANGE_LIMIT = { attempts: 5, windowMs: 15 * 60_000 };

export type ChangeResult = { ok: true } | { ok: false; errors: PasswordErrors; status: 400 | 429 | 503 };

function failuresOf(adminId: number, at: number): number {
  return (
    getDb()
      .select({ n: count() })
      .from(loginAttempts)
      .where(and(eq(loginAttempts.bucket, `senha:${adminId}`), gt(loginAttempts.at, new Date(at - CHANGE_LIMIT.windowMs))))
      .get()?.n ?? 0
  );
}

export async function changeOwnPassword(admin: Admin, current: string, next: string, repeated: string): Promise<ChangeResult> {
  const at = now();
  if (failuresOf(admin.id, at) >= CHANGE_LIMIT.attempts) {
    return { ok: false, status: 429, errors: { current: "Muitas tentativas com a senha atual errada. Espere 15 minutos e tente de novo." } };
  }
  const parsed = parsePasswordChange({ current, next, repeated });
  if (!parsed.ok) return { ok: false, status: 400, errors: parsed.errors };
  let checked;
  try {
    checked = await checkAdminPassword(admin.email, current);
  } catch (error) {
    if (error instanceof PasswordChecksBusy) return { ok: false, status: 503, errors: { current: "O servidor está ocupado. Tente de novo em instantes." } };
    throw error;
  }
  if (!checked || checked.id !== admin.id) {
    getDb()
      .insert(loginAttempts)
      .values({ bucket: `senha:${admin.id}`, at: new Date(at) })
      .run();
    return { ok: false, status: 400, errors: { current: "Senha atual incorreta." } };
  }
  await setAdminPassword(admin.email, next);
  return { ok: true };
}
