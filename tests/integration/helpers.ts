import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll } from "vitest";
import { closeDatabase, getConnection, migrateDatabase } from "~/server/data/db.server";
import { seedDatabase } from "../../db/seed";
import { resetProcessState } from "~/server/process-state.server";
import { now } from "~/server/infra/clock.server";

/**
 * This test file's migrated and seeded database (VACUUM INTO a file), per environment and
 * clock: a later useFreshDatabase with the same ones starts from a copy of it instead of
 * migrating and seeding again (about 0.4 s each; a file with a fresh database per test ran the
 * seed once per test). Vitest runs each integration file in a process of its own, so a copy
 * is never shared between files.
 */
const templates = new Map<string, string>();
afterAll(() => {
  for (const template of templates.values()) fs.rmSync(path.dirname(template), { recursive: true, force: true });
  templates.clear();
});

/** What the seed may read besides the code: the environment and the project's clock (verdicts' decidedAt). */
function seedInputs(): string {
  const { DATABASE_URL: _url, ...env } = process.env;
  const clock = Math.abs(now() - Date.now()) > 1000 ? String(now()) : "real";
  return JSON.stringify([clock, Object.entries(env).sort(([a], [b]) => a.localeCompare(b))]);
}

/**
 * Points the app at a fresh SQLite file in a temp folder, migrated and seeded.
 * Returns the folder and a cleanup function.
 */
export function useFreshDatabase(extraEnv: Record<string, string> = {}) {
  closeDatabase();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ppa-test-"));
  const file = path.join(dir, "site.db");
  process.env.DATABASE_URL = `file:${file}`;
  process.env.SESSION_SECRET = "test-secret-0123456789abcdef";
  process.env.SITE_URL = "http://localhost:3000";
  Object.assign(process.env, extraEnv);
  resetProcessState();
  // A caller that names its own DATABASE_URL (a restored backup, a server's file) gets that file migrated and seeded.
  const key = process.env.DATABASE_URL === `file:${file}` ? seedInputs() : null;
  const template = key === null ? undefined : templates.get(key);
  if (template) fs.copyFileSync(template, file);
  const conn = getConnection();
  migrateDatabase(conn);
  if (!template) {
    seedDatabase(conn);
    if (key !== null) {
      const copy = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "ppa-template-")), "site.db");
      conn.sqlite.prepare("VACUUM INTO ?").run(copy);
      templates.set(key, copy);
    }
  }
  return {
    dir,
    conn,
    cleanup() {
      closeDatabase();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
