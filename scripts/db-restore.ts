// npm run db:restore -- <backup file> [--substituir] — with the server stopped, puts a backup of
// `npm run db:backup` back: the database at DATABASE_URL, "midia" into the media folder, and the
// session secret beside the backup into the data folder (README "Backup and restore", decision 0030).
import { restoreBackup } from "../db/backup";
import path from "node:path";
import { databasePath, parseEnv, sessionSecretFile } from "../app/server/infra/env.server";

const args = process.argv.slice(2);
const replace = args.includes("--substituir");
const backup = args.find((a) => !a.startsWith("--"));
if (!backup) {
  console.error("Uso: npm run db:restore -- <arquivo de backup> [--substituir]   (com o servidor parado)");
  process.exit(2);
}
try {
  // parseEnv, not getEnv: getEnv would generate a new secret before the backup's is put back.
  const dbFile = databasePath(parseEnv().DATABASE_URL);
  const secretFile = sessionSecretFile();
  // The media folder beside the database (media-files.server.ts `mediaRoot`).
  const result = restoreBackup(backup, { dbFile, mediaDir: path.join(path.dirname(dbFile), "media"), secretFile, replace });
  const rows = Object.entries(result.tables)
    .map(([t, n]) => `${t}=${n}`)
    .join(", ");
  console.log(`[restauração] ${result.file} (integridade ok): ${rows}`);
  console.log(`[restauração] mídia: ${result.media} arquivos; segredo de sessão: ${result.secret}`);
  if (secretFile === null) console.log("[restauração] SESSION_SECRET vem do ambiente: use o mesmo valor da máquina de origem.");
  else if (result.secret === "ausente")
    console.warn("[restauração] o backup não tem .session-secret: defina SESSION_SECRET com o valor da origem, ou a verificação em duas etapas não abrirá.");
} catch (error) {
  console.error(`[restauração] falhou: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
