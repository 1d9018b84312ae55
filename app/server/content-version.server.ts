import { sql } from "drizzle-orm";
import type { Db } from "./db.server";
import { contentVersion } from "../../db/schema";

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
