// npm run test:faults -- upgrade — docs/operations.md "Upgrades": a truly older version serves
// behind Debian's nginx (deploy/nginx/cache.conf with its upstream in an included file): the code of
// the commit before the newest migration arrived (tests/faults/older-build.ts), extracted with `git
// archive` into a temporary folder, built there, started on its own new database, which it
// migrates to its own migrations and seeds. Then `npm run upgrade` (this checkout's code) builds
// beside it, starts the new version on a second port against the same database, which applies the
// pending migration(s) and names them, waits for its health, switches nginx and stops the old one,
// while two pollers fetch through nginx without pause: none of their requests may fail.
//
// It needs the git history back to that older commit. Without it (a shallow clone whose history
// starts at or after the newest migration, a source archive) the check fails with the reason and
// `git fetch --unshallow` as the remedy: serving the current code instead would test nothing (its
// seed needs the newest tables), and a committed migration list is not the older code.
//
// The configuration comes from an env file (MOTORES_PPA_ENV_FILE), as on a server. Ports: nginx
// `port`, old `port + 1`, new `newPort` (default `port + 2`). Leaves nothing behind: the temporary
// folders are removed, the processes it started stopped by PID, and the repository's `build-*`
// and `build-current` that the upgrade writes are removed or restored.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { ROOT, serverEntry, startNodeFlags, tempDataDir } from "../../bench/server-process.mjs";
import type { Check } from "./lib";
import { compareSnapshots, siteSnapshotPaths, snapshotSite } from "../../scripts/render-snapshot-page";
import { nginxBinary, nginxConfig } from "../proxy/nginx-config";
import { buildOlderVersion, type OlderBuild } from "./older-build";
import Database from "better-sqlite3";

async function waitHealthy(url: string, child: { exitCode: number | null }, log: () => string) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`servidor saiu:\n${log()}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // not yet
    }
    if (Date.now() > deadline) throw new Error(`servidor não respondeu em 60 s:\n${log()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The last lines of the new version's log (its path is in the upgrade's output), read before its build folder is removed. */
function newServerLogTail(upgradeOutput: string): string {
  const file = /log em (\S+?)\)/.exec(upgradeOutput)?.[1];
  if (!file) return "sem log";
  try {
    return fs.readFileSync(file, "utf8").trim().split("\n").slice(-10).join(" | ").slice(-2000);
  } catch {
    return `log ilegível (${file})`;
  }
}

/** The socket closed before any answer (ECONNRESET, or undici's "other side closed"). */
function closedBeforeAnswer(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } })?.cause;
  return cause?.code === "ECONNRESET" || cause?.code === "UND_ERR_SOCKET" || cause?.code === "EPIPE";
}

function describeFetchError(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const cause = (error as { cause?: { code?: string; message?: string } })?.cause;
  return cause ? `${message} (${cause.code ?? ""} ${cause.message ?? ""})`.trim() : message;
}

export async function upgradeWithoutDowntime({ port, newPort = port + 2 }: { port: number; newPort?: number }): Promise<Check[]> {
  const nginx = nginxBinary();
  if (!nginx) return [{ name: "atualização: nginx", ok: false, detail: "nginx não instalado (npm run test:proxy o instala como root)" }];
  const [proxyPort, oldPort] = [port, port + 1];
  let older: OlderBuild;
  try {
    console.log("[faults] upgrade: construindo a versão anterior (commit antes da migração mais nova)…");
    older = buildOlderVersion();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return [{ name: "atualização: a versão anterior construída a partir do histórico git", ok: false, detail: reason }];
  }
  const dir = tempDataDir("upgrade");
  const upstream = path.join(dir, "upstream.conf");
  fs.writeFileSync(upstream, `server 127.0.0.1:${oldPort};\n`);
  const conf = path.join(dir, "nginx.conf");
  const http = `  upstream site_upstream { include ${upstream}; }`;
  fs.writeFileSync(conf, nginxConfig({ dir, listen: `127.0.0.1:${proxyPort}`, upstream: "site_upstream", http }));
  const envFile = path.join(dir, "motores-ppa.env");
  fs.writeFileSync(
    envFile,
    [
      `DATABASE_URL=file:${path.join(dir, "data", "site.db")}`,
      `BACKUP_DIR=${path.join(dir, "backups")}`,
      `SITE_URL=http://127.0.0.1:${proxyPort}`,
      "HOST=127.0.0.1",
      "TRUST_PROXY=loopback",
      "SESSION_SECRET=upgrade-session-secret-0123456789abcdef",
      "BUSINESS_PHONE=(11) 98765-4321",
      "",
    ].join("\n"),
  );
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: "production", MOTORES_PPA_ENV_FILE: envFile };
  for (const name of ["DATABASE_URL", "SESSION_SECRET", "SITE_URL", "PORT", "BUILD_DIR"]) delete env[name];

  // The served version: the older commit's build, from its own folder (its migrations are read
  // from the working directory), on a database it creates, migrates and seeds.
  let oldLog = "";
  const old = spawn(process.execPath, [...older.startFlags, path.join(older.dir, "build/http/main.js")], {
    cwd: older.dir,
    env: { ...env, PORT: String(oldPort) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  old.stdout.on("data", (d: Buffer) => (oldLog += d.toString()));
  old.stderr.on("data", (d: Buffer) => (oldLog += d.toString()));
  const proxy = spawn(nginx, ["-p", dir, "-c", conf, "-g", "daemon off;"], { stdio: ["ignore", "inherit", "inherit"] });
  const checks: Check[] = [];
  let newPid: number | null = null;
  let buildDir: string | undefined;
  const currentFile = path.join(ROOT, "build-current");
  const currentBefore = fs.existsSync(currentFile) ? fs.readFileSync(currentFile) : null;
  try {
    await waitHealthy(`http://127.0.0.1:${oldPort}`, old, () => oldLog);
    const named = older.olderMigrations.filter((tag) => oldLog.includes(`aplicando a migração ${tag}`)).length;
    checks.push({
      name: "atualização: a versão anterior serve, com migração(ões) por aplicar",
      ok: named === older.olderMigrations.length,
      detail:
        `commit ${older.commit.slice(0, 12)} (${older.subject.slice(0, 80)}); ${older.modules}; ` +
        `${older.olderMigrations.length} migrações no primeiro início, ${named} nomeadas no log; pendentes: ${older.pending.join(", ")}`,
    });

    // Two pollers through nginx, without pause, until a second after the upgrade ends.
    // A reload makes nginx's old workers close their idle keep-alive connections; a request sent
    // on one at that instant meets a closed socket before nginx reads it. Browsers resend an
    // idempotent request in that case (RFC 9112 section 9.3.1), and so do the pollers, once and
    // counted; a second failure, or any answer other than 200, fails the check.
    let running = true;
    const results = { ok: 0, resent: 0, failed: [] as string[] };
    const get = async (path: string) => {
      const res = await fetch(`http://127.0.0.1:${proxyPort}${path}`, { headers: { "Cache-Control": "no-cache" } });
      await res.arrayBuffer();
      return res.status;
    };
    const poll = async (path: string) => {
      while (running) {
        let status: number;
        try {
          status = await get(path);
        } catch (first) {
          if (!closedBeforeAnswer(first)) {
            results.failed.push(`${path} ${describeFetchError(first)}`);
            continue;
          }
          results.resent++;
          try {
            status = await get(path);
          } catch (error) {
            results.failed.push(`${path} ${describeFetchError(error)} (reenviado)`);
            continue;
          }
        }
        if (status === 200) results.ok++;
        else results.failed.push(`${path} ${status}`);
      }
    };
    // /healthz is never cached: every one of its requests reaches a server.
    const pollers = [poll("/healthz"), poll("/motores")];
    const reload = `${nginx} -p ${dir} -c ${conf} -s reload`;
    // Asynchronous: the pollers keep running meanwhile.
    const upgrade = await new Promise<{ status: number | null; out: string }>((resolve) => {
      const child = spawn(
        path.join(ROOT, "node_modules/.bin/tsx"),
        ["scripts/upgrade.ts", "--porta-nova", String(newPort), "--upstream-nginx", upstream, "--recarregar-nginx", reload],
        { cwd: ROOT, env, stdio: ["ignore", "pipe", "pipe"] },
      );
      let text = "";
      child.stdout.on("data", (d: Buffer) => (text += d.toString()));
      child.stderr.on("data", (d: Buffer) => (text += d.toString()));
      child.once("close", (status) => resolve({ status, out: text }));
    });
    const out = upgrade.out;
    newPid = Number(/processo (\d+), log em/.exec(out)?.[1]) || null;
    const oldExit = await Promise.race([
      new Promise<number | null>((resolve) => (old.exitCode !== null ? resolve(old.exitCode) : old.once("exit", (code) => resolve(code)))),
      new Promise<"rodando">((resolve) => setTimeout(() => resolve("rodando"), 10_000)),
    ]);
    const after = results.ok;
    await new Promise((r) => setTimeout(r, 1000));
    running = false;
    await Promise.all(pollers);
    buildDir = /construindo em (build-\S+)/.exec(out)?.[1];
    const applied = /migrações aplicadas: (.+)$/m.exec(out)?.[1].split(", ") ?? [];
    const db = new Database(path.join(dir, "data", "site.db"), { readonly: true });
    const recorded = db.prepare("SELECT count(*) FROM __drizzle_migrations").pluck().get() as number;
    db.close();
    const journal = JSON.parse(fs.readFileSync(path.join(ROOT, "db/migrations/meta/_journal.json"), "utf8")) as { entries: unknown[] };
    checks.push({
      name: "atualização: a nova versão aplica as migrações pendentes e o log as nomeia",
      ok: applied.join(", ") === older.pending.join(", ") && recorded === journal.entries.length,
      detail: `aplicadas segundo o log: ${applied.join(", ") || "nenhuma"}; esperadas: ${older.pending.join(", ")}; ${recorded} de ${journal.entries.length} migrações registradas no banco`,
    });
    checks.push({
      name: "atualização: npm run upgrade conclui (backup, construção ao lado, saúde, troca do nginx)",
      ok: upgrade.status === 0 && out.includes("backup antes da atualização") && out.includes("nginx aponta para a porta"),
      // A failed upgrade also shows the end of what it printed (an error from the build or the new server's start).
      detail: [
        out
          .split("\n")
          .filter((l) => l.startsWith("[atualização]"))
          .join(" | ")
          .slice(0, 1500),
        ...(upgrade.status === 0 ? [] : [`saída ${String(upgrade.status)}; fim da saída: ${out.trim().split("\n").slice(-15).join(" | ").slice(-1500)}`]),
      ].join(" || "),
    });
    checks.push({
      name: "atualização: nenhum pedido falhou pelo nginx durante a troca",
      ok: results.failed.length === 0 && results.ok > 100 && results.ok > after,
      detail: `${results.ok} respostas 200, ${results.resent} reenviadas após conexão fechada pelo nginx, ${results.failed.length} falhas${results.failed.length ? `: ${[...new Set(results.failed)].slice(0, 5).join("; ")}` : ""}`,
    });
    // The upgraded database reads as a fresh install of the new version: every page's visible
    // text, title, description, robots, canonical and JSON-LD (decision 0043: the starting text the
    // seed moves into the database on an existing site is the one a new site gets).
    const siteHost = `127.0.0.1:${proxyPort}`;
    const freshPort = newPort + 1;
    fs.mkdirSync(path.join(dir, "fresh"), { recursive: true });
    let freshLog = "";
    const fresh = spawn(process.execPath, [...startNodeFlags(), serverEntry()], {
      cwd: ROOT,
      env: { ...env, PORT: String(freshPort), DATABASE_URL: `file:${path.join(dir, "fresh", "site.db")}` },
      stdio: ["ignore", "pipe", "pipe"],
    });
    fresh.stdout.on("data", (d: Buffer) => (freshLog += d.toString()));
    fresh.stderr.on("data", (d: Buffer) => (freshLog += d.toString()));
    try {
      await waitHealthy(`http://127.0.0.1:${freshPort}`, fresh, () => freshLog);
      const snapshotPaths = await siteSnapshotPaths(`http://127.0.0.1:${freshPort}`, siteHost);
      const expected = await snapshotSite(`http://127.0.0.1:${freshPort}`, snapshotPaths, siteHost);
      // The new version gone meanwhile is this check's failure, with the reason, not an exception.
      const differences = newPid
        ? await snapshotSite(`http://127.0.0.1:${newPort}`, snapshotPaths, siteHost).then(
            (upgraded) => compareSnapshots(expected, upgraded),
            (error: unknown) => [`a nova versão (processo ${newPid}) não respondeu: ${describeFetchError(error)}; fim do seu log: ${newServerLogTail(out)}`],
          )
        : ["nova versão não iniciada"];
      const statuses = Object.values(expected).filter((p) => p.status === 200).length;
      checks.push({
        name: "atualização: o banco atualizado mostra cada página como uma instalação nova da versão nova (texto visível, título, descrição, robots, canônico e JSON-LD)",
        ok: differences.length === 0 && statuses === snapshotPaths.length && statuses > 200,
        detail: `${snapshotPaths.length} páginas (sitemap, páginas de modelo e tópicos; ${statuses} com 200), ${differences.length} diferentes${differences.length ? `: ${differences.slice(0, 3).join(" | ")}` : ""}`,
      });
    } finally {
      fresh.kill("SIGTERM");
      if (fresh.exitCode === null) await new Promise((r) => fresh.once("exit", r));
    }
    // A new version that is not listening is this check's failure, not an exception that hides the others.
    const newHealthy = await fetch(`http://127.0.0.1:${newPort}/healthz`).then(
      (res) => res.ok,
      () => false,
    );
    checks.push({
      name: "atualização: a versão anterior parou sozinha; a nova responde pelo nginx",
      ok: oldExit === 0 && newHealthy,
      detail: `saída da anterior: ${String(oldExit)}; build nova: ${buildDir ?? "-"}; nova versão ${newHealthy ? "respondendo" : `sem resposta em /healthz; fim do seu log: ${newServerLogTail(out)}`}`,
    });
  } finally {
    if (newPid) {
      try {
        process.kill(newPid, "SIGTERM");
      } catch {
        // already gone
      }
    }
    if (old.exitCode === null) old.kill("SIGTERM");
    proxy.kill("SIGTERM");
    await new Promise((r) => proxy.once("exit", r));
    if (old.exitCode === null && old.signalCode === null) await new Promise((r) => old.once("exit", r));
    if (buildDir) fs.rmSync(path.join(ROOT, buildDir), { recursive: true, force: true });
    if (currentBefore) fs.writeFileSync(currentFile, currentBefore);
    else fs.rmSync(currentFile, { force: true });
    older.remove();
    fs.rmSync(dir, { recursive: true, force: true });
  }
  return checks;
}
