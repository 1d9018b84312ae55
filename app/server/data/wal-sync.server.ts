import fs from "node:fs/promises";
import type Database from "better-sqlite3";
import { log } from "../infra/log.server";

/**
 * A write whose commit does not wait for the disk on the event loop (docs/decisions/0022-click-commit-synced-off-the-loop.md).
 *
 * The connection commits with `synchronous = NORMAL` for this one write: in WAL mode that
 * never corrupts the database, and a process crash loses nothing committed. What it leaves
 * out is the fsync of the WAL, which is then done on libuv's thread pool, so only a power
 * loss before that fsync ends (a few milliseconds) can lose the write. The connection is set
 * back to `synchronous = FULL` (db.server.ts) before anything else runs on it.
 */
export function writeSyncedOffLoop<T>(sqlite: Database.Database, write: () => T): T {
  if (sqlite.memory) return write();
  sqlite.pragma("synchronous = NORMAL");
  try {
    return write();
  } finally {
    sqlite.pragma("synchronous = FULL");
    syncWal(`${sqlite.name}-wal`);
  }
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
        const handle = await fs.open(file, "r");
        try {
          await handle.sync();
        } finally {
          await handle.close();
        }
      } catch (error) {
        // The WAL is gone only when the last connection closed after a checkpoint (everything is in the database file).
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
