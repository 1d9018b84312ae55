// npm run upgrade -- --porta-nova <port> [--upstream-nginx <file>] [--recarregar-nginx "<command>"] [--espera-troca <s>] [--manter-antigo]
//
// Upgrade without downtime (docs/operations.md "Upgrades"), run in the checkout after `git pull`
// while the current version keeps serving:
//  1. a backup set of the live site (`antes-da-atualizacao-…` in BACKUP_DIR), before anything changes;
//  2. `npm ci` only when package-lock.json changed since the last install, then the new build
//     into a new folder beside the running one (build-<date>), never over it;
//  3. the new version started on the second port against the same database (it applies and logs
//     each migration by name), detached, its log in build-<date>/server.log;
//  4. its /healthz waited for (2 min at most; on failure it is stopped and nothing else changes);
//  5. nginx switched when --upstream-nginx names the file its upstream includes (`server
//     127.0.0.1:<port>;`), then reloaded; otherwise the operator is told what to switch;
//  6. the old server(s) holding the database stopped (SIGTERM: they finish their requests),
//     unless --manter-antigo; `build-current` then names the new build (the rollback names the old).
// Reads the same configuration as the server (README "Operator variables").
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { backupSetName } from "../db/backup";
import { runBackup } from "../app/server/infra/backup-run.server";
import { databasePath, parseEnv } from "../app/server/infra/env.server";
import { serversHolding } from "../app/server/infra/server-lock.server";

const ROOT = path.resolve(new URL("..", import.meta.url).pathname);
const args = process.argv.slice(2);
function option(name: string): string | undefined {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
}
const say = (line: string) => console.log(`[atualização] ${line}`);
function fail(line: string): never {
  console.error(`[atualização] falhou: ${line}`);
  process.exit(1);
}

const newPort = Number(option("--porta-nova"));
if (!Number.isInteger(newPort) || newPort < 1 || newPort > 65535) {
  console.error('Uso: npm run upgrade -- --porta-nova <porta> [--upstream-nginx <arquivo>] [--recarregar-nginx "<comando>"] [--manter-antigo]');
  process.exit(2);
}
const upstreamFile = option("--upstream-nginx");
const reloadCommand = option("--recarregar-nginx") ?? "nginx -s reload";
const keepOld = args.includes("--manter-antigo");
/** Seconds between nginx's reload and stopping the old version: nginx's old workers finish the requests they hold. */
const drainSeconds = Number(option("--espera-troca") ?? 5);

const env = parseEnv();
const dbFile = databasePath(env.DATABASE_URL);
const oldServers = serversHolding(dbFile);
const stamp = backupSetName(Date.now(), "").replace(/\.\d{3}Z$/, "Z");

// 1. The pre-upgrade backup.
try {
  const set = runBackup(path.resolve(env.BACKUP_DIR, `antes-da-atualizacao-${stamp}`));
  say(`backup antes da atualização: ${set.dir}`);
} catch (error) {
  fail(`backup antes da atualização: ${error instanceof Error ? error.message : String(error)}`);
}

// 2. Dependencies when package-lock.json is newer than what npm last installed (npm writes
// node_modules/.package-lock.json at each install), then the build beside the running one.
const current = fs.existsSync(path.join(ROOT, "build-current")) ? fs.readFileSync(path.join(ROOT, "build-current"), "utf8").trim() : "build";
const installed = path.join(ROOT, "node_modules/.package-lock.json");
if (!fs.existsSync(installed) || fs.statSync(path.join(ROOT, "package-lock.json")).mtimeMs > fs.statSync(installed).mtimeMs) {
  say("package-lock.json mudou desde a última instalação: npm ci (com as dependências de construção)");
  // --include=dev: the build needs them, whatever NODE_ENV says.
  execFileSync("npm", ["ci", "--include=dev", "--no-audit", "--no-fund"], { cwd: ROOT, stdio: "inherit" });
}
const buildDir = `build-${stamp}`;
say(`construindo em ${buildDir} (a versão atual continua servindo de ${current})`);
try {
  execFileSync("npm", ["run", "build"], { cwd: ROOT, stdio: "inherit", env: { ...process.env, BUILD_DIR: buildDir } });
} catch {
  fail(`a construção falhou; nada mudou (remova ${buildDir}).`);
}

// 3. The new version on the second port, same database and configuration.
const logFile = path.join(ROOT, buildDir, "server.log");
const log = fs.openSync(logFile, "a");
const start = JSON.parse(fs.readFileSync(path.join(ROOT, "package.json"), "utf8")).scripts.start as string;
const flags = start
  .replace(/^exec\s+/, "")
  .split(/\s+/)
  .slice(1, -1);
const child = spawn(process.execPath, [...flags, path.join(ROOT, buildDir, "http/main.js")], {
  cwd: ROOT,
  env: { ...process.env, PORT: String(newPort), BUILD_DIR: buildDir },
  detached: true,
  stdio: ["ignore", log, log],
});
child.unref();
say(`nova versão iniciada na porta ${newPort} (processo ${child.pid}, log em ${logFile})`);

// 4. Its health, two minutes at most.
const host = !env.HOST || env.HOST === "0.0.0.0" ? "127.0.0.1" : env.HOST === "::" ? "[::1]" : env.HOST.includes(":") ? `[${env.HOST}]` : env.HOST;
const deadline = Date.now() + 120_000;
let healthy = false;
while (Date.now() < deadline && child.exitCode === null) {
  try {
    if ((await fetch(`http://${host}:${newPort}/healthz`)).ok) {
      healthy = true;
      break;
    }
  } catch {
    // not listening yet
  }
  // Waiting for another process to come up: there is no event to wait on.
  await new Promise((resolve) => setTimeout(resolve, 250));
}
const migrations = fs
  .readFileSync(logFile, "utf8")
  .split("\n")
  .filter((line) => line.includes("[db] aplicando a migração"))
  // A migration's tag is drizzle-kit's `<index>_<name>` (letters, digits, underscores); the line may be pino's JSON.
  .map((line) => /aplicando a migração (\w+)/.exec(line)?.[1] ?? line);
if (!healthy) {
  if (child.pid && child.exitCode === null) process.kill(child.pid, "SIGTERM");
  fail(`a nova versão não ficou saudável em 2 min (veja ${logFile}); a versão atual segue servindo. Rollback: docs/operations.md "Upgrades".`);
}
say(migrations.length > 0 ? `migrações aplicadas: ${migrations.join(", ")}` : "nenhuma migração nova");

// 5. The switch.
if (upstreamFile) {
  fs.writeFileSync(`${upstreamFile}.tmp`, `server ${host}:${newPort};\n`);
  fs.renameSync(`${upstreamFile}.tmp`, upstreamFile);
  execFileSync("sh", ["-c", reloadCommand], { stdio: "inherit" });
  say(`nginx aponta para a porta ${newPort} (${upstreamFile}; ${reloadCommand})`);
} else {
  say(`troque o proxy para ${host}:${newPort} agora (nginx: o upstream do site, depois nginx -s reload).`);
}

// 6. The old version stops after its last requests.
fs.writeFileSync(path.join(ROOT, "build-current"), `${buildDir}\n`);
if (keepOld || !upstreamFile) {
  say(
    `versão anterior (${current}, processo ${oldServers.join(", ") || "nenhum"}) ainda rodando: pare-a depois da troca (kill -TERM ${oldServers.join(" ")}).`,
  );
} else {
  await new Promise((resolve) => setTimeout(resolve, drainSeconds * 1000));
  for (const pid of oldServers) process.kill(pid, "SIGTERM");
  say(`versão anterior (${current}) parada (processo ${oldServers.join(", ") || "nenhum"}); para voltar a ela: docs/operations.md "Upgrades".`);
}
