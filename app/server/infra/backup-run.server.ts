import fs from "node:fs";
import path from "node:path";
import { createBackupSet, type BackupSetResult } from "../../../db/backup";
import { databasePath, parseEnv, sessionSecretFile } from "./env.server";

/**
 * One backup set of the configured site (docs/operations.md "Backups"), as `npm run db:backup`
 * and the scheduled backup make it. The database must exist: a backup never creates one.
 */
export function runBackup(setDir: string): BackupSetResult & { source: string } {
  // parseEnv, not getEnv: a backup creates nothing in the data folder (no secret, no database).
  const env = parseEnv();
  const dbFile = databasePath(env.DATABASE_URL);
  if (dbFile === ":memory:") throw new Error("DATABASE_URL=:memory: não tem arquivo para copiar.");
  if (!fs.existsSync(dbFile)) throw new Error(`banco não encontrado: ${dbFile} (DATABASE_URL). Confira a configuração do serviço (README, "Variáveis").`);
  const result = createBackupSet({ dbFile, mediaDir: path.join(path.dirname(dbFile), "media"), secretFile: sessionSecretFile(), setDir: path.resolve(setDir) });
  return { ...result, source: dbFile };
}
