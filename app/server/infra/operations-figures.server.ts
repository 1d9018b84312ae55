import fs from "node:fs";
import path from "node:path";
import { getConnection } from "../data/db.server";
import { parseEnv } from "./env.server";
import { probeFailures } from "./write-probe.server";

/**
 * What /metrics reads from the app at each scrape (http/metrics.ts, docs/operations.md
 * "Metrics"): failed write probes, the contact clicks kept (counted and suspect; clicks still
 * held in memory appear after their next flush) and the time of the newest backup set in
 * BACKUP_DIR (its `site.db`'s modification time), or null when there is none.
 */
export function operationsFigures(): { dbWriteErrors: number; clicks: { counted: number; suspect: number }; lastBackupSeconds: number | null } {
  const row = getConnection()
    .sqlite.prepare("SELECT coalesce(sum(suspect = 0), 0) AS counted, coalesce(sum(suspect <> 0), 0) AS suspect FROM contact_clicks")
    .get() as { counted: number; suspect: number };
  return { dbWriteErrors: probeFailures(), clicks: row, lastBackupSeconds: newestBackup(path.resolve(parseEnv().BACKUP_DIR)) };
}

function newestBackup(dir: string): number | null {
  let newest: number | null = null;
  let names: string[];
  try {
    names = fs.readdirSync(dir);
  } catch {
    return null;
  }
  for (const name of names) {
    if (name.startsWith(".")) continue; // a set still being written
    try {
      const mtime = fs.statSync(path.join(dir, name, "site.db")).mtimeMs / 1000;
      if (newest === null || mtime > newest) newest = mtime;
    } catch {
      // not a backup set
    }
  }
  return newest;
}
