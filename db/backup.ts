import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";

export type BackupResult = { file: string; bytes: number; tables: Record<string, number> };

function fsyncPath(p: string) {
  const fd = fs.openSync(p, "r");
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

/** Row count of every table of an open database. */
export function countRows(db: Database.Database): Record<string, number> {
  const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name").pluck().all() as string[];
  return Object.fromEntries(
    tables.map((t) => [
      t,
      db
        .prepare(`SELECT count(*) FROM "${t.replaceAll('"', '""')}"`)
        .pluck()
        .get() as number,
    ]),
  );
}

/**
 * Consistent online copy of a live SQLite database (README "Backup and restore"):
 * `VACUUM INTO` a temporary file beside the target (one read transaction, so the copy is
 * a snapshot of the last commit even while the server writes), `PRAGMA integrity_check`
 * on the copy, fsync, then an atomic rename onto the target name. On any failure the
 * temporary file is removed and the target is left as it was.
 */
export function backupDatabase(sourceFile: string, targetFile: string): BackupResult {
  const target = path.resolve(targetFile);
  if (target === path.resolve(sourceFile)) throw new Error("O arquivo de backup não pode ser o próprio banco.");
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const temp = path.join(path.dirname(target), `.${path.basename(target)}.${crypto.randomBytes(6).toString("hex")}.tmp`);
  const source = new Database(sourceFile, { fileMustExist: true });
  try {
    source.pragma("busy_timeout = 10000");
    source.prepare("VACUUM INTO ?").run(temp);
    const copy = new Database(temp, { fileMustExist: true });
    let tables: Record<string, number>;
    try {
      const check = copy.prepare("PRAGMA integrity_check").pluck().all() as string[];
      if (check.length !== 1 || check[0] !== "ok") throw new Error(`Cópia corrompida: ${check.slice(0, 5).join("; ")}`);
      tables = countRows(copy);
    } finally {
      copy.close();
    }
    fsyncPath(temp);
    fs.renameSync(temp, target);
    fsyncPath(path.dirname(target));
    return { file: target, bytes: fs.statSync(target).size, tables };
  } catch (error) {
    fs.rmSync(temp, { force: true });
    throw error;
  } finally {
    source.close();
  }
}

export type MediaBackupResult = { dir: string; files: number; copied: number; bytes: number };

function* filesUnder(dir: string, base = dir): Generator<string> {
  let entries: fs.Dirent[];
  try {
    entries = fs.readdirSync(dir, { withFileTypes: true });
  } catch {
    return; // no media folder yet: nothing uploaded
  }
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full, base);
    else if (entry.isFile() && !entry.name.endsWith(".tmp")) yield path.relative(base, full);
  }
}

/**
 * Copies the uploaded media (docs/product.md §6.3b: the `media` folder beside the database) into
 * `targetDir`, adding what is not there yet. Uploaded files are never rewritten (a new upload
 * gets a new name), so one media folder serves every database backup beside it, and a file
 * deleted since stays for the older backups that name it. Each file goes through a temporary
 * name, so an interrupted copy leaves no half file under a real name.
 */
export function backupMedia(sourceDir: string, targetDir: string): MediaBackupResult {
  let files = 0;
  let copied = 0;
  let bytes = 0;
  for (const relative of filesUnder(sourceDir)) {
    files++;
    const from = path.join(sourceDir, relative);
    const to = path.join(targetDir, relative);
    const size = fs.statSync(from).size;
    if (fs.existsSync(to) && fs.statSync(to).size === size) continue;
    fs.mkdirSync(path.dirname(to), { recursive: true });
    const temp = `${to}.${crypto.randomBytes(6).toString("hex")}.tmp`;
    fs.copyFileSync(from, temp);
    fsyncPath(temp);
    fs.renameSync(temp, to);
    copied++;
    bytes += size;
  }
  return { dir: path.resolve(targetDir), files, copied, bytes };
}

/** Name of the generated session secret, in the data folder and in a backup's folder alike (decision 0030). */
export const SECRET_FILE = ".session-secret";

/**
 * Copies the generated session secret (the key that seals the TOTP secrets and signs the
 * cookies; app/server/infra/env.server.ts) into the backup's folder, replacing an older copy
 * only through a temporary name. Returns false when there is no such file (SESSION_SECRET comes
 * from the environment, and the operator keeps it with the backups: decision 0030).
 */
export function backupSecret(sourceFile: string, targetDir: string): boolean {
  if (!fs.existsSync(sourceFile)) return false;
  fs.mkdirSync(targetDir, { recursive: true });
  const to = path.join(targetDir, SECRET_FILE);
  const temp = `${to}.${crypto.randomBytes(6).toString("hex")}.tmp`;
  fs.copyFileSync(sourceFile, temp);
  fs.chmodSync(temp, 0o600);
  fsyncPath(temp);
  fs.renameSync(temp, to);
  return true;
}

export type RestoreResult = { file: string; tables: Record<string, number>; media: number; secret: "restaurado" | "igual" | "ausente" };

/**
 * Brings a backup made by `npm run db:backup` back into place, with the server stopped
 * (decision 0030): the database (checked with `PRAGMA integrity_check` first, written under a
 * temporary name, the old `-wal`/`-shm` removed, then renamed onto `dbFile`), the media folder
 * `midia/` beside the backup into `mediaDir`, and the session secret beside the backup into
 * `secretFile` (null when SESSION_SECRET comes from the environment). An existing database or a
 * different secret is replaced only with `replace`.
 */
export function restoreBackup(
  backupFile: string,
  { dbFile, mediaDir, secretFile, replace }: { dbFile: string; mediaDir: string; secretFile: string | null; replace: boolean },
): RestoreResult {
  const source = path.resolve(backupFile);
  const target = path.resolve(dbFile);
  if (source === target) throw new Error("O backup não pode ser o próprio banco.");
  if (!fs.existsSync(source)) throw new Error(`Backup não encontrado: ${source}`);
  const check = new Database(source, { readonly: true, fileMustExist: true });
  let tables: Record<string, number>;
  try {
    const result = check.prepare("PRAGMA integrity_check").pluck().all() as string[];
    if (result.length !== 1 || result[0] !== "ok") throw new Error(`Backup corrompido: ${result.slice(0, 5).join("; ")}`);
    tables = countRows(check);
  } finally {
    check.close();
  }
  const backupDir = path.dirname(source);
  const savedSecret = path.join(backupDir, SECRET_FILE);
  let secret: RestoreResult["secret"] = "ausente";
  if (secretFile && fs.existsSync(savedSecret)) {
    const wanted = fs.readFileSync(savedSecret, "utf8").trim();
    const current = fs.existsSync(secretFile) ? fs.readFileSync(secretFile, "utf8").trim() : null;
    if (current === wanted) secret = "igual";
    else if (current !== null && !replace) {
      throw new Error(`${secretFile} já existe e é diferente do segredo do backup; use --substituir para trocá-lo.`);
    } else secret = "restaurado";
  }
  if (fs.existsSync(target) && !replace) throw new Error(`${target} já existe; pare o servidor e use --substituir para trocá-lo pelo backup.`);

  fs.mkdirSync(path.dirname(target), { recursive: true });
  const temp = path.join(path.dirname(target), `.${path.basename(target)}.${crypto.randomBytes(6).toString("hex")}.tmp`);
  try {
    fs.copyFileSync(source, temp);
    fsyncPath(temp);
    fs.rmSync(`${target}-wal`, { force: true });
    fs.rmSync(`${target}-shm`, { force: true });
    fs.renameSync(temp, target);
    fsyncPath(path.dirname(target));
  } catch (error) {
    fs.rmSync(temp, { force: true });
    throw error;
  }
  const media = backupMedia(path.join(backupDir, "midia"), mediaDir);
  if (secretFile && secret === "restaurado") backupSecret(savedSecret, path.dirname(secretFile));
  return { file: target, tables, media: media.files, secret };
}

// Backup sets (docs/operations.md "Backups"): each backup is one folder holding `site.db`,
// `midia/` and its own `.session-secret`, readable by its owner only, built under a temporary
// name and renamed into place, never written over by a later backup.

export const SET_DATABASE = "site.db";
export const SET_MEDIA = "midia";
/** Prefix of the sets the scheduled backup makes: only these are pruned to BACKUP_KEEP. */
export const SCHEDULED_PREFIX = "agendado-";

export type BackupSetResult = { dir: string; db: BackupResult; media: MediaBackupResult; secret: boolean };

/** `site-2026-03-10T03-30-00.000Z`: a set's name from its instant (UTC, sortable, safe in any file system). */
export function backupSetName(at: number, prefix = "site-"): string {
  return `${prefix}${new Date(at).toISOString().replaceAll(":", "-")}`;
}

function chmodTree(dir: string) {
  fs.chmodSync(dir, 0o700);
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) chmodTree(full);
    else fs.chmodSync(full, 0o600);
  }
}

/**
 * Writes one backup set at `setDir` (which must not exist): the database (a consistent online
 * copy, backupDatabase), the whole media folder and the generated session secret when there is
 * one (null: SESSION_SECRET comes from the environment). Folders 0700, files 0600. Built under
 * a temporary name beside it, so a failure leaves nothing under the set's name.
 */
export function createBackupSet({
  dbFile,
  mediaDir,
  secretFile,
  setDir,
}: {
  dbFile: string;
  mediaDir: string;
  secretFile: string | null;
  setDir: string;
}): BackupSetResult {
  const target = path.resolve(setDir);
  if (fs.existsSync(target)) throw new Error(`${target} já existe: um backup nunca é escrito sobre outro; escolha outro nome.`);
  const parent = path.dirname(target);
  fs.mkdirSync(parent, { recursive: true, mode: 0o700 });
  const temp = path.join(parent, `.${path.basename(target)}.${crypto.randomBytes(6).toString("hex")}.tmp`);
  fs.mkdirSync(temp, { mode: 0o700 });
  try {
    // Always there, empty when nothing was uploaded: the set has the same shape every time.
    fs.mkdirSync(path.join(temp, SET_MEDIA), { mode: 0o700 });
    // Media before and after the database: a file uploaded meanwhile is there for the rows the snapshot names.
    backupMedia(mediaDir, path.join(temp, SET_MEDIA));
    const db = backupDatabase(dbFile, path.join(temp, SET_DATABASE));
    const media = backupMedia(mediaDir, path.join(temp, SET_MEDIA));
    const secret = secretFile !== null && backupSecret(secretFile, temp);
    chmodTree(temp);
    fs.renameSync(temp, target);
    fsyncPath(parent);
    return { dir: target, db: { ...db, file: path.join(target, SET_DATABASE) }, media: { ...media, dir: path.join(target, SET_MEDIA) }, secret };
  } catch (error) {
    fs.rmSync(temp, { recursive: true, force: true });
    throw error;
  }
}

/** The set folder named by a restore argument: the folder itself, or its `site.db`. */
export function backupSetDatabase(argument: string): string {
  const resolved = path.resolve(argument);
  if (fs.existsSync(resolved) && fs.statSync(resolved).isDirectory()) return path.join(resolved, SET_DATABASE);
  return resolved;
}

/**
 * Removes the oldest scheduled sets of `parentDir` beyond `keep` (names sort by time); the
 * operator's own sets (`npm run db:backup`) are never removed. Returns the removed folders.
 */
export function pruneScheduledSets(parentDir: string, keep: number): string[] {
  let names: string[];
  try {
    names = fs.readdirSync(parentDir).filter((name) => name.startsWith(SCHEDULED_PREFIX) && fs.statSync(path.join(parentDir, name)).isDirectory());
  } catch {
    return [];
  }
  names.sort();
  const removed = names.slice(0, Math.max(0, names.length - keep)).map((name) => path.join(parentDir, name));
  for (const dir of removed) fs.rmSync(dir, { recursive: true, force: true });
  return removed;
}
