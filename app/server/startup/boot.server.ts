import { count } from "drizzle-orm";
import { seedDatabase } from "../../../db/seed";
import { adminUsers } from "../../../db/schema";
import { ensureAdminFromEnv } from "../auth/admin-accounts.server";
import { getConnection, migrateDatabase } from "../data/db.server";
import { ensureBusinessSettings } from "../data/business-settings.server";
import { runHousekeeping, startHousekeeping } from "./housekeeping.server";
import { startViewFlush } from "../leads/views.server";
import { kickMail, startMailQueue } from "../requests/mail.server";
import Database from "better-sqlite3";
import { DataFolderError } from "../infra/data-folder.server";
import { EnvError, databasePath, getEnv, parseEnv, type Env } from "../infra/env.server";
import { dummyPasswordHash } from "../auth/password.server";
import { log } from "../infra/log.server";
import { takeServerLock } from "../infra/server-lock.server";
import { startBackupSchedule } from "./backup-schedule.server";

let booted = false;

/**
 * Start-up work, run once before the server listens: check the environment and the data
 * folder (an invalid value or an unwritable path stops the process with one line naming it), migrate, seed, create or update the admin
 * account from ADMIN_EMAIL / ADMIN_PASSWORD and report its state, then prune the auth tables
 * and keep pruning them on a timer (housekeeping.server.ts).
 */
export async function boot({ beforeDatabase }: { beforeDatabase?: (env: Env) => Promise<void> } = {}) {
  if (booted) return;
  let env;
  let conn;
  try {
    env = getEnv();
    if (beforeDatabase) {
      try {
        await beforeDatabase(env);
      } catch (error) {
        log.error(error instanceof Error ? error.message : String(error));
        process.exit(1);
      }
    }
    conn = getConnection();
    // The mark npm run db:restore looks for (server-lock.server.ts).
    takeServerLock(databasePath(env.DATABASE_URL));
    migrateDatabase(conn, (line) => log.info(line));
  } catch (error) {
    // One line naming the variable or the path and what to do, then a non-zero exit (decision 0030).
    if (error instanceof EnvError || error instanceof DataFolderError) log.error(error.message);
    else if (error instanceof Database.SqliteError) {
      const file = databasePath(parseEnv().DATABASE_URL);
      log.error(
        `Banco de dados inutilizável: ${file} (${error.code}: ${error.message}). Confira DATABASE_URL, o dono do arquivo ou restaure um backup (npm run db:restore).`,
      );
    } else throw error;
    process.exit(1);
  }
  const seeded = seedDatabase(conn);
  log.info(`[db] ${databasePath(env.DATABASE_URL)} pronto (${seeded.motors} motores no catálogo)`);
  // First boot: the operator's variables seed "Dados do negócio"; afterwards the admin's values win (decision 0028).
  if (!ensureBusinessSettings().phone)
    log.warn("[dados do negócio] telefone não definido: o site não mostra botões de ligar nem de WhatsApp até ser preenchido em /admin/dados-do-negocio.");
  const adminMessage = await ensureAdminFromEnv(env);
  if (adminMessage) log.info(adminMessage);
  else if (env.ADMIN_EMAIL || env.ADMIN_PASSWORD) log.warn("[admin] Defina ADMIN_EMAIL e ADMIN_PASSWORD juntos para criar a conta.");
  // Prepared now so the first failed login takes as long as the later ones.
  await dummyPasswordHash();
  const admins = conn.db.select({ n: count() }).from(adminUsers).get()?.n ?? 0;
  if (admins === 0) {
    log.info("[admin] Nenhuma conta de administrador. Defina ADMIN_EMAIL e ADMIN_PASSWORD ou rode: npm run admin:set-password -- voce@exemplo.com.br");
  }
  runHousekeeping();
  startHousekeeping();
  if (env.BACKUP_TIME) startBackupSchedule({ time: env.BACKUP_TIME, keep: env.BACKUP_KEEP, dir: env.BACKUP_DIR, afterCommand: env.BACKUP_AFTER_COMMAND });
  // Visit requests' e-mails still due from before a restart, then every minute (README "SMTP_*").
  void kickMail();
  startMailQueue();
  startViewFlush((error) => log.error("[leads] falha ao gravar a contagem de visitas; nova tentativa no próximo intervalo", error));
  booted = true;
}
