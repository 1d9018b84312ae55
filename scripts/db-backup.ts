// npm run db:backup [-- <set folder>] — one self-contained backup set while the server runs:
// `site.db` (consistent copy of DATABASE_URL), `midia/` and the set's own `.session-secret`, in a
// new folder (default: BACKUP_DIR/site-<date and time>) readable by its owner only, never written
// over. Reads the same configuration as the server (env, then the env file; README "Operator
// variables"). `npm run db:restore` puts a set back (docs/operations.md "Backups").
import path from "node:path";
import { backupSetName } from "../db/backup";
import { runBackup } from "../app/server/infra/backup-run.server";
import { parseEnv } from "../app/server/infra/env.server";
import { now } from "../app/server/infra/clock.server";

try {
  const env = parseEnv();
  const setDir = process.argv[2] ? path.resolve(process.argv[2]) : path.resolve(env.BACKUP_DIR, backupSetName(now()));
  const result = runBackup(setDir);
  const rows = Object.entries(result.db.tables)
    .map(([t, n]) => `${t}=${n}`)
    .join(", ");
  console.log(`[backup] conjunto ${result.dir} (banco ${(result.db.bytes / 1024).toFixed(0)} KB, integridade ok): ${rows}`);
  console.log(`[backup] origem: ${result.source}; mídia: ${result.media.files} arquivos`);
  if (result.secret) console.log("[backup] segredo de sessão incluído no conjunto (ele abre a verificação em duas etapas após restaurar)");
  else
    console.warn(
      "[backup] SESSION_SECRET vem do ambiente: guarde o mesmo valor com este backup, sem ele a verificação em duas etapas não abre após restaurar.",
    );
} catch (error) {
  console.error(`[backup] falhou: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
