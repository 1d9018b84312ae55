// The older version that `npm run test:faults -- upgrade` serves before upgrading (docs/operations.md
// "Upgrades"): the CODE of the commit just before the newest migration arrived, built on its own in
// a temporary folder, so the upgrade has a real migration to apply while a real older server runs.
//
// Why a commit and not this checkout with a migration fewer: the current code's boot seed reads the
// newest tables, so it cannot stand for a version that predates them; only the older code can.
// Why it needs git history: the older code is nowhere else. A committed fixture (the older
// migration list, an older build) would either not be the older code or not stay in step with it,
// so when the history lacks that commit (a shallow clone, a source archive) this module throws
// with the reason and the remedy, and the check fails: it never passes without the older server.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { ROOT } from "../../bench/server-process.mjs";

export type OlderBuild = {
  /** The commit whose code is built and served. */
  commit: string;
  /** Its subject line, for the report. */
  subject: string;
  /** The temporary folder holding its files, its node_modules and its build/. */
  dir: string;
  /** The migrations of the older commit, in order. */
  olderMigrations: string[];
  /** The migrations the current checkout adds on top: what the upgrade must apply. */
  pending: string[];
  /** How its node_modules was provided. */
  modules: string;
  /** Node's flags of the older `npm start` (its package.json). */
  startFlags: string[];
  remove(): void;
};

function git(args: string[]): string {
  return execFileSync("git", args, { cwd: ROOT, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] }).trim();
}

function journalTags(text: string): string[] {
  return (JSON.parse(text) as { entries: { tag: string }[] }).entries.map((e) => e.tag);
}

/** The commit to serve: the first parent of the commit that added the newest migration, on the first-parent line. */
function olderCommit(newest: string): string {
  try {
    git(["rev-parse", "--git-dir"]);
  } catch {
    throw new Error(
      `sem histórico git em ${ROOT}: a versão anterior (código antes de ${newest}) não pode ser construída; rode o teste num clone com histórico`,
    );
  }
  const file = `db/migrations/${newest}.sql`;
  const added = git(["log", "--first-parent", "-m", "--diff-filter=A", "--format=%H", "-1", "--", file]);
  if (!added) {
    // Not committed yet (a migration just generated): the current commit is the older code.
    try {
      git(["cat-file", "-e", `HEAD:${file}`]);
    } catch {
      return git(["rev-parse", "HEAD"]);
    }
    throw new Error(`nenhum commit adicionou ${file} na linha principal do histórico`);
  }
  // In a shallow clone the oldest commit present looks like it added every file: its parent is missing.
  const shallow = git(["rev-parse", "--is-shallow-repository"]) === "true";
  const boundary = shallow ? fs.readFileSync(path.resolve(ROOT, git(["rev-parse", "--git-path", "shallow"])), "utf8").split("\n") : [];
  if (boundary.includes(added)) {
    throw new Error(
      `clone raso: o histórico termina em ${added.slice(0, 12)}, que trouxe ${newest}; o commit anterior (a versão a atualizar) não está aqui. ` +
        "Rode `git fetch --unshallow` (ou clone com histórico completo) e repita",
    );
  }
  try {
    return git(["rev-parse", "--verify", `${added}^1^{commit}`]);
  } catch {
    throw new Error(`o commit ${added.slice(0, 12)}, que trouxe ${newest}, não tem commit anterior neste histórico`);
  }
}

/** Extracts the older commit into a temporary folder and builds it there (`npm run build`, about 10 s). */
export function buildOlderVersion(): OlderBuild {
  const current = journalTags(fs.readFileSync(path.join(ROOT, "db/migrations/meta/_journal.json"), "utf8"));
  const newest = current.at(-1);
  if (!newest) throw new Error("db/migrations/meta/_journal.json sem migrações");
  const commit = olderCommit(newest);
  const olderMigrations = journalTags(git(["show", `${commit}:db/migrations/meta/_journal.json`]));
  const pending = current.filter((tag) => !olderMigrations.includes(tag));
  if (pending.length === 0) throw new Error(`o commit ${commit.slice(0, 12)} já tem todas as migrações: nada a atualizar`);
  const subject = git(["log", "-1", "--format=%s", commit]);

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ppa-upgrade-older-"));
  const remove = () => fs.rmSync(dir, { recursive: true, force: true });
  try {
    // `git archive`: the commit's files only, nothing written to the repository (no worktree entry).
    execFileSync("sh", ["-c", 'git archive --format=tar "$1" | tar -x -C "$2"', "sh", commit, dir], { cwd: ROOT, stdio: ["ignore", "ignore", "pipe"] });
    const sameLock = fs.readFileSync(path.join(dir, "package-lock.json"), "utf8") === fs.readFileSync(path.join(ROOT, "package-lock.json"), "utf8");
    let modules: string;
    if (sameLock) {
      // The same lockfile: the installed packages are the ones the older commit was built with.
      // Hard links (`cp -al`, under a second): the older server keeps its files even if the
      // upgrade reinstalls this checkout's node_modules (`npm ci` when package-lock.json is newer).
      try {
        execFileSync("cp", ["-al", path.join(ROOT, "node_modules"), path.join(dir, "node_modules")], { stdio: ["ignore", "ignore", "pipe"] });
        modules = "node_modules deste checkout em hard links (mesmo package-lock.json)";
      } catch {
        // Another file system: a link to the folder.
        fs.rmSync(path.join(dir, "node_modules"), { recursive: true, force: true });
        fs.symlinkSync(path.join(ROOT, "node_modules"), path.join(dir, "node_modules"), "dir");
        modules = "link para o node_modules deste checkout (mesmo package-lock.json)";
      }
    } else {
      // Its own dependencies, as its lockfile pins them.
      execFileSync("npm", ["ci", "--include=dev", "--no-audit", "--no-fund", "--prefer-offline"], { cwd: dir, stdio: "inherit" });
      modules = "npm ci próprio (package-lock.json diferente do atual)";
    }
    // Vitest sets VITEST, and vite.config.ts then leaves the Remix plugin out (bench/server-process.mjs).
    const env: NodeJS.ProcessEnv = { ...process.env };
    for (const name of Object.keys(env)) if (name.startsWith("VITEST") || name === "BUILD_DIR") delete env[name];
    execFileSync("npm", ["run", "build"], { cwd: dir, stdio: ["ignore", "ignore", "inherit"], env });
    const start = (JSON.parse(fs.readFileSync(path.join(dir, "package.json"), "utf8")) as { scripts: { start: string } }).scripts.start;
    const startFlags = start
      .replace(/^exec\s+/, "")
      .split(/\s+/)
      .slice(1, -1);
    return { commit, subject, dir, olderMigrations, pending, modules, startFlags, remove };
  } catch (error) {
    remove();
    throw error;
  }
}
