// npm run db:backup -- <file> — consistent copy of DATABASE_URL while the server runs.
import { backupDatabase } from "../db/backup";
import { databasePath, getEnv } from "../app/server/infra/env.server";

const target = process.argv[2];
if (!target) {
  console.error("Uso: npm run db:backup -- <arquivo de destino>   (ex.: npm run db:backup -- backups/site-2025-01-31.db)");
  process.exit(2);
}
try {
  const result = backupDatabase(databasePath(getEnv().DATABASE_URL), target);
  const rows = Object.entries(result.tables)
    .map(([t, n]) => `${t}=${n}`)
    .join(", ");
  console.log(`[backup] ${result.file} (${(result.bytes / 1024).toFixed(0)} KB, integridade ok): ${rows}`);
} catch (error) {
  console.error(`[backup] falhou: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
