// npm run db:backup -- <file> — consistent copy of DATABASE_URL while the server runs, and of
// the uploaded media into the folder "midia" beside it (README "Backup and restore").
import path from "node:path";
import { backupDatabase, backupMedia } from "../db/backup";
import { databasePath, getEnv } from "../app/server/infra/env.server";
import { mediaRoot } from "../app/server/media/media-files.server";

const target = process.argv[2];
if (!target) {
  console.error("Uso: npm run db:backup -- <arquivo de destino>   (ex.: npm run db:backup -- backups/site-2025-01-31.db)");
  process.exit(2);
}
try {
  const mediaTarget = path.join(path.dirname(path.resolve(target)), "midia");
  // Media before and after the database: a file uploaded or deleted meanwhile is still there
  // for the rows the snapshot names.
  const before = backupMedia(mediaRoot(), mediaTarget);
  const result = backupDatabase(databasePath(getEnv().DATABASE_URL), target);
  const media = backupMedia(mediaRoot(), mediaTarget);
  const rows = Object.entries(result.tables)
    .map(([t, n]) => `${t}=${n}`)
    .join(", ");
  console.log(`[backup] ${result.file} (${(result.bytes / 1024).toFixed(0)} KB, integridade ok): ${rows}`);
  console.log(`[backup] mídia em ${media.dir}: ${media.files} arquivos (${before.copied + media.copied} novos nesta cópia)`);
} catch (error) {
  console.error(`[backup] falhou: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
