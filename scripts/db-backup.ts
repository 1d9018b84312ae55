// npm run db:backup -- <file> — consistent copy of DATABASE_URL while the server runs; into the
// same folder go the uploaded media ("midia") and the generated session secret that seals the
// two-step verification keys (".session-secret"), so that folder alone restores the site
// (README "Backup and restore", decision 0030; `npm run db:restore` puts it back).
import path from "node:path";
import { backupDatabase, backupMedia, backupSecret } from "../db/backup";
import { databasePath, getEnv, sessionSecretFile } from "../app/server/infra/env.server";
import { mediaRoot } from "../app/server/media/media-files.server";

const target = process.argv[2];
if (!target) {
  console.error("Uso: npm run db:backup -- <arquivo de destino>   (ex.: npm run db:backup -- backups/site-2025-01-31.db)");
  process.exit(2);
}
try {
  const folder = path.dirname(path.resolve(target));
  const mediaTarget = path.join(folder, "midia");
  // Media before and after the database: a file uploaded or deleted meanwhile is still there
  // for the rows the snapshot names.
  const before = backupMedia(mediaRoot(), mediaTarget);
  const result = backupDatabase(databasePath(getEnv().DATABASE_URL), target);
  const media = backupMedia(mediaRoot(), mediaTarget);
  const secretFile = sessionSecretFile();
  const secretCopied = secretFile !== null && backupSecret(secretFile, folder);
  const rows = Object.entries(result.tables)
    .map(([t, n]) => `${t}=${n}`)
    .join(", ");
  console.log(`[backup] ${result.file} (${(result.bytes / 1024).toFixed(0)} KB, integridade ok): ${rows}`);
  console.log(`[backup] mídia em ${media.dir}: ${media.files} arquivos (${before.copied + media.copied} novos nesta cópia)`);
  if (secretCopied)
    console.log(
      `[backup] segredo de sessão copiado para ${path.join(folder, ".session-secret")} (guarde-o com o backup: ele abre a verificação em duas etapas)`,
    );
  else
    console.warn(
      "[backup] SESSION_SECRET vem do ambiente: guarde o mesmo valor com este backup, sem ele a verificação em duas etapas não abre após restaurar.",
    );
} catch (error) {
  console.error(`[backup] falhou: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
