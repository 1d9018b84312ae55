import fs from "node:fs";
import path from "node:path";
import { isNotNull } from "drizzle-orm";
import { jobPhotos, motorMedia, testimonials } from "../../../db/schema";
import { DOCUMENT_DIR, PHOTO_DIR, PHOTO_FORMATS } from "~/lib/media/motor-media";
import { getDb } from "../data/db.server";
import { PENDING_SUFFIX } from "./media-files.server";
import { now } from "../infra/clock.server";

/**
 * Orphaned media (docs/operations.md "Faults"): an upload's files stay pending until its row is
 * saved, so an upload interrupted before (a crash, a kill -9, a full disk) leaves pending files
 * only, which the sweep (at start and on the housekeeping timer) deletes after PENDING_MIN_AGE_MS,
 * or names when a row does; files no row names and a killed write's `.tmp` go once they are older
 * than `minAgeMs` (an upload in progress is never that old). Every column naming media files is listed
 * here: a new one must be added, or its files would be swept.
 */
export const ORPHAN_MIN_AGE_MS = 60 * 60 * 1000;

function referencedKeys(): Set<string> {
  const db = getDb();
  const keys = new Set<string>();
  for (const row of db.select({ key: motorMedia.fileKey }).from(motorMedia).where(isNotNull(motorMedia.fileKey)).all()) if (row.key) keys.add(row.key);
  for (const row of db.select({ key: testimonials.photoKey }).from(testimonials).where(isNotNull(testimonials.photoKey)).all()) if (row.key) keys.add(row.key);
  for (const row of db.select({ key: jobPhotos.fileKey }).from(jobPhotos).all()) keys.add(row.key);
  return keys;
}

const PHOTO_FILE = new RegExp(`^(.+)-\\d{2,4}\\.(${PHOTO_FORMATS.join("|")})$`);
const DOCUMENT_FILE = /^(.+)\.pdf$/;

/**
 * A pending file (media-files.server.ts `pendingName`) whose upload stopped before its commit:
 * kept this long for an upload still converting in another process, then deleted. One a row
 * names (the process stopped between saving the row and the rename) gets its name at once.
 */
export const PENDING_MIN_AGE_MS = 10 * 60 * 1000;

/** Removes the orphaned files and stale temporaries of `root`; returns the files removed. */
export function sweepOrphanedMedia(root: string, at = now(), minAgeMs = ORPHAN_MIN_AGE_MS): string[] {
  const keys = referencedKeys();
  const removed: string[] = [];
  for (const [dir, pattern] of [
    [PHOTO_DIR, PHOTO_FILE],
    [DOCUMENT_DIR, DOCUMENT_FILE],
  ] as const) {
    const folder = path.join(root, dir);
    let names: string[];
    try {
      names = fs.readdirSync(folder);
    } catch {
      continue; // nothing uploaded yet
    }
    for (const name of names) {
      const file = path.join(folder, name);
      if (name.endsWith(PENDING_SUFFIX)) {
        const committed = name.slice(0, -PENDING_SUFFIX.length);
        const pendingKey = pattern.exec(committed)?.[1];
        if (pendingKey !== undefined && keys.has(pendingKey)) {
          fs.renameSync(file, path.join(folder, committed));
          continue;
        }
        if (olderThan(file, at, PENDING_MIN_AGE_MS)) {
          fs.rmSync(file, { force: true });
          removed.push(file);
        }
        continue;
      }
      const key = pattern.exec(name)?.[1];
      const orphan = name.endsWith(".tmp") || (key !== undefined && !keys.has(key));
      if (!orphan) continue;
      let stat: fs.Stats;
      try {
        stat = fs.statSync(file);
      } catch {
        continue;
      }
      if (!stat.isFile() || at - stat.mtimeMs < minAgeMs) continue;
      fs.rmSync(file, { force: true });
      removed.push(file);
    }
  }
  return removed;
}

function olderThan(file: string, at: number, ageMs: number): boolean {
  try {
    const stat = fs.statSync(file);
    return stat.isFile() && at - stat.mtimeMs >= ageMs;
  } catch {
    return false;
  }
}
