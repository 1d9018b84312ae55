import fs from "node:fs";
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

/** The journal's migrations newer than the last one recorded in the database (drizzle's own rule). */
function pendingMigrations(conn: Connection, folder: string): string[] {
  const journal = JSON.parse(fs.readFileSync(path.join(folder, "meta/_journal.json"), "utf8")) as { entries: { when: number; tag: string }[] };
  const table = conn.sqlite.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name = '__drizzle_migrations'").get();
  const last = table ? ((conn.sqlite.prepare("SELECT max(created_at) FROM __drizzle_migrations").pluck().get() as number | null) ?? 0) : 0;
  return journal.entries.filter((entry) => entry.when > last).map((entry) => entry.tag);
}

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

/**
 * Applies the committed drizzle-kit migrations (db/migrations) and returns the names of those it
 * applied, each also logged as it is applied (docs/operations.md "Upgrades").
 */
export function migrateDatabase(conn: Connection, report: (line: string) => void = () => {}): string[] {
  const folder = path.resolve(process.cwd(), "db/migrations");
  const pending = pendingMigrations(conn, folder);
  for (const name of pending) report(`[db] aplicando a migração ${name}`);
  migrate(conn.db, { migrationsFolder: folder });
  if (pending.length > 0) report(`[db] ${pending.length} migração(ões) aplicada(s): ${pending.join(", ")}`);
  return pending;
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
