import { count } from "drizzle-orm";
import { seedDatabase } from "../../../db/seed";
import { adminUsers } from "../../../db/schema";
import { ensureAdminFromEnv } from "../auth/admin-accounts.server";
import { getConnection, migrateDatabase } from "../data/db.server";
import { ensureBusinessSettings } from "../data/business-settings.server";
import { runHousekeeping, startHousekeeping } from "./housekeeping.server";
import { startViewFlush } from "../leads/views.server";
import { EnvError, databasePath, getEnv } from "./env.server";
import { dummyPasswordHash } from "../auth/password.server";
import { log } from "./log.server";

let booted = false;

/**
 * Start-up work, run once before the server listens: check the environment (an invalid
 * value stops the process with one line naming it), migrate, seed, create or update the admin
 * account from ADMIN_EMAIL / ADMIN_PASSWORD and report its state, then prune the auth tables
 * and keep pruning them on a timer (housekeeping.server.ts).
 */
export async function boot() {
  if (booted) return;
  let env;
  try {
    env = getEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      log.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const conn = getConnection();
  migrateDatabase(conn);
  const seeded = seedDatabase(conn);
  log.info(`[db] ${databasePath(env.DATABASE_URL)} pronto (${seeded.motors} motores no catálogo)`);
  // First boot: the operator's variables seed "Dados do negócio"; afterwards the admin's values win (decision 0028).
  if (!ensureBusinessSettings().phone)
    log.warn("[dados do negócio] telefone não definido: o site não mostra botões de ligar nem de WhatsApp até ser preenchido em /admin/dados-do-negocio.");
  const adminMessage = await ensureAdminFromEnv(env);
  if (adminMessage) log.info(adminMessage);
  else if (env.ADMIN_EMAIL || env.ADMIN_PASSWORD) log.warn("[admin] Defina ADMIN_EMAIL e ADMIN_PASSWORD juntos para criar ou atualizar a conta.");
  // Prepared now so the first failed login takes as long as the later ones.
  await dummyPasswordHash();
  const admins = conn.db.select({ n: count() }).from(adminUsers).get()?.n ?? 0;
  if (admins === 0) {
    log.info("[admin] Nenhuma conta de administrador. Defina ADMIN_EMAIL e ADMIN_PASSWORD ou rode: npm run admin:set-password -- voce@exemplo.com.br");
  }
  runHousekeeping();
  startHousekeeping();
  startViewFlush((error) => log.error("[leads] falha ao gravar a contagem de visitas; nova tentativa no próximo intervalo", error));
  booted = true;
}
