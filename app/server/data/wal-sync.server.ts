import fs from "node:fs/promises";
import type Database from "better-sqlite3";
import { log } from "../infra/log.server";

/**
 * A write whose commit does not wait for the disk on the event loop (docs/decisions/0022-click-commit-synced-off-the-loop.md).
 *
 * The connection commits with `synchronous = NORMAL` for this one write: in WAL mode that
 * never corrupts the database, and a process crash loses nothing committed. What it leaves
 * out is the fsync of the WAL, which is then done on libuv's thread pool; until that fsync
 * ends, a power loss can lose the write. The connection's own setting (`FULL`, db.server.ts)
 * is restored before anything else runs on it. Inside a transaction already open, the write
 * simply joins it (the setting cannot change there, and the outer commit decides).
 */
export function writeSyncedOffLoop<T>(sqlite: Database.Database, write: () => T): T {
  if (sqlite.memory || sqlite.inTransaction) return write();
  const before = sqlite.pragma("synchronous", { simple: true }) as number;
  sqlite.pragma("synchronous = NORMAL");
  try {
    return write();
  } finally {
    sqlite.pragma(`synchronous = ${before}`);
    syncWal(walFileOf(sqlite));
  }
}

const walFiles = new WeakMap<Database.Database, string>();

/** The WAL beside the database file SQLite opened (a symbolic link resolved, as SQLite does). */
function walFileOf(sqlite: Database.Database): string {
  let file = walFiles.get(sqlite);
  if (!file) {
    const [main] = sqlite.pragma("database_list") as { file: string }[];
    file = `${main.file}-wal`;
    walFiles.set(sqlite, file);
  }
  return file;
}

/** One fsync at a time per file; asked again while one runs, one more follows it (the running one may miss the newest frames). */
const syncs = new Map<string, { again: boolean; done: Promise<void> }>();

function syncWal(file: string): void {
  const running = syncs.get(file);
  if (running) {
    running.again = true;
    return;
  }
  const state = { again: true, done: Promise.resolve() };
  syncs.set(file, state);
  state.done = (async () => {
    while (state.again) {
      state.again = false;
      try {
        const handle = await fs.open(file, "r+");
        try {
          await handle.sync();
        } finally {
          await handle.close();
        }
      } catch (error) {
        // No WAL: the last connection closed after a checkpoint, and everything is in the database
        // file. Any other failure leaves the commit in place but maybe not on the disk: logged.
        if ((error as NodeJS.ErrnoException).code !== "ENOENT") log.error("Falha ao sincronizar o WAL com o disco", error);
      }
    }
    syncs.delete(file);
  })();
}

/** Resolves when every fsync asked so far has ended (graceful shutdown and tests). */
export async function walSynced(): Promise<void> {
  while (syncs.size > 0) await Promise.all([...syncs.values()].map((s) => s.done));
}
