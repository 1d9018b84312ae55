import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { closeDatabase, getConnection, migrateDatabase } from "~/server/data/db.server";
import { seedDatabase } from "../../db/seed";
import { resetProcessState } from "~/server/process-state.server";

/**
 * Points the app at a fresh SQLite file in a temp folder, migrated and seeded.
 * Returns the folder and a cleanup function.
 */
export function useFreshDatabase(extraEnv: Record<string, string> = {}) {
  closeDatabase();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ppa-test-"));
  process.env.DATABASE_URL = `file:${path.join(dir, "site.db")}`;
  process.env.SESSION_SECRET = "test-secret-0123456789abcdef";
  process.env.SITE_URL = "http://localhost:3000";
  Object.assign(process.env, extraEnv);
  resetProcessState();
  const conn = getConnection();
  migrateDatabase(conn);
  seedDatabase(conn);
  return {
    dir,
    conn,
    cleanup() {
      closeDatabase();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
