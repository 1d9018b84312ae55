import { eq, sql } from "drizzle-orm";
import type { Connection } from "../app/server/data/db.server";
import { contentVersion, motors, posts } from "./schema";
import { MOTOR_SEED } from "./seed/motors";
import { buildPostSeed } from "./seed/posts";

/**
 * Idempotent seed: inserts missing rows by their unique slug and never duplicates.
 * Rows the operator edited (e.g. a manual URL) are left as they are.
 */
export function seedDatabase(conn: Connection) {
  const { db } = conn;
  db.transaction((tx) => {
    for (const m of MOTOR_SEED) {
      // A database seeded before the selector facts existed (issue #16) gets them once; a row
      // whose facts were already filled in (or edited) keeps them.
      const facts = { gateTypes: m.gateTypes, maxWeightKg: m.maxWeightKg, maxWidthCm: m.maxWidthCm, cyclesPerDay: m.cyclesPerDay };
      tx.insert(motors)
        .values(m)
        .onConflictDoUpdate({ target: motors.slug, set: facts, setWhere: eq(motors.maxWeightKg, 0) })
        .run();
    }
    // One multi-row statement: about 500 rows of 7 values stay far below SQLite's variable limit.
    // Posts are the seed's alone (no screen edits them): a database seeded with an older order
    // takes the current dates (db/seed/posts.ts).
    tx.insert(posts)
      .values(buildPostSeed())
      .onConflictDoUpdate({ target: posts.slug, set: { createdAt: sql`excluded.created_at` } })
      .run();
    tx.insert(contentVersion).values({ id: 1, version: 0 }).onConflictDoNothing().run();
  });
  const motorCount = db
    .select({ n: sql<number>`count(*)` })
    .from(motors)
    .get();
  const postCount = db
    .select({ n: sql<number>`count(*)` })
    .from(posts)
    .get();
  return { motors: motorCount?.n ?? 0, posts: postCount?.n ?? 0 };
}
