import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { getConnection } from "../data/db.server";
import { now } from "./clock.server";
import { databasePath, getEnv } from "./env.server";

/**
 * /healthz's write probe (docs/operations.md "Faults"): the site is healthy only if it can
 * write. Two real writes, both small: 64 KB written, synced and removed in the data folder (a full
 * disk refuses it), then one committed database transaction (`PRAGMA user_version` set to its own
 * value: one page to the WAL, no row touched), waiting at most 250 ms for another writer. The
 * result is kept for `PROBE_EVERY_MS`, so a flood of health checks writes at most that often.
 */
export const PROBE_EVERY_MS = 5_000;
const PROBE_BYTES = 64 * 1024;
const PROBE_BUSY_MS = 250;

export type ProbeResult = { ok: true } | { ok: false; reason: string };

let last: { at: number; result: ProbeResult } | undefined;
let failures = 0;

/** Failed probes since start (the metrics' database write errors count them). */
export function probeFailures(): number {
  return failures;
}

function codeOf(error: unknown): string {
  return (error as { code?: string } | null)?.code ?? (error instanceof Error ? error.message : String(error));
}

function probeFile(dir: string) {
  const file = path.join(dir, `.healthz-${process.pid}-${crypto.randomBytes(4).toString("hex")}.tmp`);
  try {
    const fd = fs.openSync(file, "w", 0o600);
    try {
      fs.writeSync(fd, Buffer.alloc(PROBE_BYTES));
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
  } finally {
    fs.rmSync(file, { force: true });
  }
}

function probeDatabase() {
  const sqlite = getConnection().sqlite;
  const busy = sqlite.pragma("busy_timeout", { simple: true }) as number;
  sqlite.pragma(`busy_timeout = ${PROBE_BUSY_MS}`);
  try {
    const version = sqlite.pragma("user_version", { simple: true }) as number;
    sqlite.pragma(`user_version = ${Number(version) | 0}`);
  } finally {
    sqlite.pragma(`busy_timeout = ${busy}`);
  }
}

export function writeProbe(at = now()): ProbeResult {
  if (last && at - last.at < PROBE_EVERY_MS && at >= last.at) return last.result;
  let result: ProbeResult = { ok: true };
  const dbFile = databasePath(getEnv().DATABASE_URL);
  try {
    if (dbFile !== ":memory:") probeFile(path.dirname(dbFile));
  } catch (error) {
    const code = codeOf(error);
    result = {
      ok: false,
      reason: code === "ENOSPC" || code === "EDQUOT" || code === "EFBIG" ? `disco cheio (${code})` : `pasta de dados sem escrita (${code})`,
    };
  }
  if (result.ok) {
    try {
      probeDatabase();
    } catch (error) {
      const code = codeOf(error);
      result = {
        ok: false,
        reason: error instanceof Database.SqliteError && code === "SQLITE_FULL" ? "disco cheio (SQLITE_FULL)" : `banco sem escrita (${code})`,
      };
    }
  }
  if (!result.ok) failures++;
  last = { at, result };
  return result;
}

/** Forgets the kept result (tests; app/server/process-state.server.ts). */
export function forgetWriteProbe() {
  last = undefined;
}
