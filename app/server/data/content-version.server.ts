import Database from "better-sqlite3";
import { sql } from "drizzle-orm";
import type { Db } from "./db.server";
import { contentVersion } from "../../../db/schema";
import { databasePath, getEnv } from "../infra/env.server";

/**
 * Every content write calls this inside its transaction. Caches of rendered pages
 * compare the number with the one they were built from, so a write made by any
 * process is visible on the next request.
 */
export function bumpContentVersion(tx: Pick<Db, "update">) {
  tx.update(contentVersion)
    .set({ version: sql`${contentVersion.version} + 1` })
    .where(sql`${contentVersion.id} = 1`)
    .run();
}

export function readContentVersion(db: Db): number {
  return db.select({ v: contentVersion.version }).from(contentVersion).get()?.v ?? 0;
}

/**
 * Cheap per-request probe for the HTML cache (http/html-cache.ts). A dedicated
 * connection asks SQLite for `PRAGMA data_version`, which changes whenever any other
 * connection (in this process or another) commits; only then is the version row read
 * again. A content write is therefore seen by the very next request of every process.
 */
export function watchContentVersion(file = databasePath(getEnv().DATABASE_URL)): () => number {
  const sqlite = new Database(file, { fileMustExist: true });
  sqlite.pragma("busy_timeout = 5000");
  const dataVersion = sqlite.prepare("PRAGMA data_version").pluck();
  const versionRow = sqlite.prepare("SELECT version FROM content_version WHERE id = 1").pluck();
  let seen = -1;
  let version = 0;
  return () => {
    const current = dataVersion.get() as number;
    if (current !== seen) {
      seen = current;
      version = (versionRow.get() as number | undefined) ?? 0;
    }
    return version;
  };
}
