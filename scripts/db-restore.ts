// npm run db:restore -- <backup set folder> [--substituir] [--parar-servidor] — puts a set of
// `npm run db:backup` back: the database at DATABASE_URL, `midia/` into the media folder and the
// set's session secret into the data folder. Refuses while a server holds the database, unless
// --parar-servidor stops it first (docs/operations.md "Backups"). Reads the same configuration
// as the server (README "Operator variables").
import path from "node:path";
import { backupSetDatabase, restoreBackup } from "../db/backup";
import { databasePath, parseEnv, sessionSecretFile } from "../app/server/infra/env.server";
import { serverLockDir, serversHolding, stopServersHolding } from "../app/server/infra/server-lock.server";

const args = process.argv.slice(2);
const replace = args.includes("--substituir");
const stopFirst = args.includes("--parar-servidor");
const backup = args.find((a) => !a.startsWith("--"));
if (!backup) {
  console.error("Uso: npm run db:restore -- <pasta do backup> [--substituir] [--parar-servidor]");
  process.exit(2);
}
try {
  // parseEnv, not getEnv: getEnv would generate a new secret before the backup's is put back.
  const dbFile = databasePath(parseEnv().DATABASE_URL);
  const holding = serversHolding(dbFile);
  if (holding.length > 0 && !stopFirst)
    throw new Error(
      `um servidor está usando ${dbFile} (processo ${holding.join(", ")}): pare o serviço (systemctl stop motores-ppa; docker compose stop site) ou rode de novo com --parar-servidor. Se ele já parou (kill -9, outro contêiner), remova ${serverLockDir(dbFile)}.`,
    );
  if (holding.length > 0) {
    console.log(`[restauração] parando o servidor (processo ${holding.join(", ")})…`);
    const left = await stopServersHolding(dbFile);
    if (left.length > 0) throw new Error(`o servidor (processo ${left.join(", ")}) não parou em 15 s; pare-o e tente de novo.`);
  }
  const secretFile = sessionSecretFile();
  // The media folder beside the database (media-files.server.ts `mediaRoot`).
  const result = restoreBackup(backupSetDatabase(backup), { dbFile, mediaDir: path.join(path.dirname(dbFile), "media"), secretFile, replace });
  const rows = Object.entries(result.tables)
    .map(([t, n]) => `${t}=${n}`)
    .join(", ");
  console.log(`[restauração] ${result.file} (integridade ok): ${rows}`);
  console.log(`[restauração] mídia: ${result.media} arquivos; segredo de sessão: ${result.secret}`);
  if (secretFile === null) console.log("[restauração] SESSION_SECRET vem do ambiente: use o mesmo valor da máquina de origem.");
  else if (result.secret === "ausente")
    console.warn("[restauração] o backup não tem .session-secret: defina SESSION_SECRET com o valor da origem, ou a verificação em duas etapas não abrirá.");
  if (holding.length > 0) console.log("[restauração] pronto: inicie o serviço de novo (systemctl start motores-ppa).");
} catch (error) {
  console.error(`[restauração] falhou: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
