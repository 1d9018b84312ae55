import path from "node:path";
import Database from "better-sqlite3";
import { drizzle, type BetterSQLite3Database } from "drizzle-orm/better-sqlite3";
import { migrate } from "drizzle-orm/better-sqlite3/migrator";
import * as schema from "../../../db/schema";
import { ensureDataFolder } from "../infra/data-folder.server";
import { databasePath, getEnv } from "../infra/env.server";

export type Db = BetterSQLite3Database<typeof schema>;
export type Connection = { sqlite: Database.Database; db: Db };

let current: Connection | undefined;

/**
 * Opens a SQLite file with the pragmas of docs/product.md §7; the folder is created when missing
 * (a folder that cannot be created or written throws a DataFolderError, decision 0030).
 */
export function openDatabase(file: string): Connection {
  if (file !== ":memory:") ensureDataFolder(path.dirname(file), file);
  const sqlite = new Database(file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = FULL");
  sqlite.pragma("busy_timeout = 5000");
  sqlite.pragma("foreign_keys = ON");
  return { sqlite, db: drizzle(sqlite, { schema }) };
}

/** Applies the committed drizzle-kit migrations (db/migrations). */
export function migrateDatabase(conn: Connection) {
  migrate(conn.db, { migrationsFolder: path.resolve(process.cwd(), "db/migrations") });
}

export function getConnection(): Connection {
  if (!current) current = openDatabase(databasePath(getEnv().DATABASE_URL));
  return current;
}

export function getDb(): Db {
  return getConnection().db;
}

/**
 * On a clean stop (http/main.ts): moves the whole WAL into the database file and empties it
 * (`wal_checkpoint(TRUNCATE)`), then closes, so `site.db` alone is complete (decision 0030).
 * Returns false when a reader kept the checkpoint from finishing (the WAL then stays, safe).
 */
export function checkpointAndClose(): boolean {
  if (!current) return true;
  let complete = true;
  try {
    const [result] = current.sqlite.pragma("wal_checkpoint(TRUNCATE)") as { busy: number }[];
    complete = !result || result.busy === 0;
  } finally {
    closeDatabase();
  }
  return complete;
}

/** Closes the shared connection (tests and graceful shutdown). */
export function closeDatabase() {
  current?.sqlite.close();
  current = undefined;
}
