import { and, eq, isNull } from "drizzle-orm";
import { adminUsers } from "../../../db/schema";
import { getDb } from "../data/db.server";
import type { Env } from "../infra/env.server";
import { PASSWORD_MAX_LENGTH, dummyPasswordHash, hashNeedsUpgrade, hashPassword, passwordProblem, verifyPassword } from "./password.server";
import { deleteAdminSessions, type Admin } from "./session.server";

type AdminRow = typeof adminUsers.$inferSelect;

/** E-mails are stored and compared in lower case. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function findAdminByEmail(email: string): AdminRow | undefined {
  return getDb()
    .select()
    .from(adminUsers)
    .where(eq(adminUsers.email, normalizeEmail(email)))
    .get();
}

/**
 * Creates the admin account or replaces its password. A changed password signs the account
 * out of every open session. Throws a pt-BR message when the password breaks the length rule.
 */
export async function setAdminPassword(email: string, password: string): Promise<"created" | "updated"> {
  const problem = passwordProblem(password);
  if (problem) throw new Error(problem);
  const normalized = normalizeEmail(email);
  const passwordHash = await hashPassword(password);
  return getDb().transaction((tx) => {
    const existing = tx.select({ id: adminUsers.id }).from(adminUsers).where(eq(adminUsers.email, normalized)).get();
    if (!existing) {
      tx.insert(adminUsers).values({ email: normalized, passwordHash }).run();
      return "created";
    }
    tx.update(adminUsers).set({ passwordHash, updatedAt: new Date() }).where(eq(adminUsers.id, existing.id)).run();
    deleteAdminSessions(tx, existing.id);
    return "updated";
  });
}

/**
 * Start-up: ADMIN_EMAIL / ADMIN_PASSWORD create the account when it does not exist, and never
 * overwrite a password changed since (decision 0030: a container's environment is applied at
 * every start, and would silently revert `npm run admin:set-password` and sign the admin out).
 * When the stored hash matches, an older cost is upgraded and nothing else is written. To force
 * a reset, `npm run admin:set-password` is the one way.
 */
export async function ensureAdminFromEnv(env: Pick<Env, "ADMIN_EMAIL" | "ADMIN_PASSWORD">): Promise<string | null> {
  if (!env.ADMIN_EMAIL || !env.ADMIN_PASSWORD) return null;
  const existing = findAdminByEmail(env.ADMIN_EMAIL);
  if (!existing) {
    await setAdminPassword(env.ADMIN_EMAIL, env.ADMIN_PASSWORD);
    return `[admin] Conta ${normalizeEmail(env.ADMIN_EMAIL)} criada a partir de ADMIN_EMAIL.`;
  }
  if (existing.passwordHash && (await verifyPassword(env.ADMIN_PASSWORD, existing.passwordHash))) {
    await upgradeHash(existing.id, existing.passwordHash, env.ADMIN_PASSWORD);
    return `[admin] Conta ${existing.email} pronta.`;
  }
  return (
    `[admin] Conta ${existing.email} pronta; ADMIN_PASSWORD difere da senha atual e foi ignorado (a conta já existe). ` +
    `Para trocar a senha: npm run admin:set-password -- ${existing.email}`
  );
}

/**
 * The admin whose e-mail and password match, or null. An unknown e-mail is checked against a
 * dummy hash, so the answer and its timing do not reveal whether the account exists.
 * `knownBrowser`: the browser's known-device cookie names this e-mail (its check goes first).
 */
export async function checkAdminPassword(email: string, password: string, { knownBrowser = false } = {}): Promise<Admin | null> {
  if (!password || password.length > PASSWORD_MAX_LENGTH) return null;
  const row = email ? findAdminByEmail(email) : undefined;
  const ok = await verifyPassword(password, row?.passwordHash ?? (await dummyPasswordHash()), { knownBrowser });
  if (!ok || !row?.passwordHash) return null;
  await upgradeHash(row.id, row.passwordHash, password);
  return { id: row.id, email: row.email };
}

/**
 * A hash stored with an older cost is replaced by one of the same password at the current cost
 * (decision 0018). Sessions stay: the password did not change. Conditional on the old hash, so
 * a password changed meanwhile is never overwritten.
 */
async function upgradeHash(id: number, stored: string, password: string) {
  if (!hashNeedsUpgrade(stored)) return;
  const fresh = await hashPassword(password);
  getDb()
    .update(adminUsers)
    .set({ passwordHash: fresh })
    .where(and(eq(adminUsers.id, id), eq(adminUsers.passwordHash, stored)))
    .run();
}

/**
 * Google sign-in for an admin e-mail: the first success binds the Google account (`sub`);
 * afterwards only that same Google account is accepted. Null means access denied.
 */
export function admitGoogleAccount(email: string, sub: string): Admin | null {
  const row = findAdminByEmail(email);
  if (!row || !sub) return null;
  const db = getDb();
  if (row.googleSub === null) {
    // Conditional write: of two simultaneous first sign-ins, only one Google account is bound.
    db.update(adminUsers)
      .set({ googleSub: sub, updatedAt: new Date() })
      .where(and(eq(adminUsers.id, row.id), isNull(adminUsers.googleSub)))
      .run();
  }
  const bound = db.select({ googleSub: adminUsers.googleSub }).from(adminUsers).where(eq(adminUsers.id, row.id)).get();
  return bound?.googleSub === sub ? { id: row.id, email: row.email } : null;
}
