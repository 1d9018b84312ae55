import { and, eq, inArray, isNull, like, lt, ne, or, sql } from "drizzle-orm";
import type { Connection } from "../app/server/data/db.server";
import { contentVersion, motors, posts, redirects } from "./schema";
import { MOTOR_SEED, MOTOR_SEED_REVISION } from "./seed/motors";
import { changedPosts } from "./seed/posts";
import { seedVerdicts } from "./seed/verdicts";
import { mendOldKitPrice, pagesWithOldKitPrice } from "./seed/generated-kit-price";
import { PAGE_TEXT_SLICE, preparePageTexts, seedPageTexts } from "./seed/page-texts";
import { ensureClickTotals } from "../app/server/leads/click-totals.server";
import { resolveIntents } from "../app/server/verdicts/resolve-intents.server";

/**
 * Idempotent seed: inserts missing rows by their unique slug and never duplicates.
 * Motors are the admin's once saved ("Catálogo de motores", decision 0029): a seeded model
 * missing because the admin renamed it (its old address redirects) is not put back, and a
 * row is corrected to the current MOTOR_SEED_REVISION only while the admin never saved it.
 */
export function seedDatabase(conn: Connection) {
  const { db } = conn;
  // Read and converted before any write transaction: a server serving this database (an upgrade
  // beside it, docs/operations.md "Upgrades") keeps writing meanwhile, and each transaction below
  // holds SQLite's write lock for a few milliseconds only (decision 0048).
  const postChanges = changedPosts(db);
  const oldKitPrices = pagesWithOldKitPrice(db);
  db.transaction((tx) => {
    for (const m of MOTOR_SEED) {
      const renamed = tx
        .select({ p: redirects.fromPath })
        .from(redirects)
        .where(eq(redirects.fromPath, `/motores/${m.slug}`))
        .get();
      if (renamed) continue;
      const { position: _position, ...figures } = m;
      tx.insert(motors)
        .values(m)
        .onConflictDoUpdate({
          target: motors.slug,
          set: figures,
          setWhere: and(lt(motors.seedRevision, MOTOR_SEED_REVISION), isNull(motors.editedAt)),
        })
        .run();
    }
    // Only the posts missing or holding another date (db/seed/posts.ts); chunks keep each
    // statement far below SQLite's variable limit. Posts are the seed's alone (no screen edits
    // them): a database seeded with an older order takes the current dates. A post still holding
    // a title and description an earlier seed wrote ("… em Mooca", "Loja Especializada…") takes
    // the current ones; one the operator changed is left as it is.
    for (let i = 0; i < postChanges.dated.length; i += 100)
      tx.insert(posts)
        .values(postChanges.dated.slice(i, i + 100))
        .onConflictDoUpdate({ target: posts.slug, set: { createdAt: sql`excluded.created_at` } })
        .run();
    for (const { row, seeded } of postChanges.retitled) {
      tx.update(posts)
        .set({ title: row.title, description: row.description, searchText: row.searchText })
        .where(
          and(
            eq(posts.slug, row.slug),
            inArray(posts.title, seeded.titles),
            or(...seeded.descriptionEnds.map((end) => like(posts.description, `%${end}`))),
            or(ne(posts.title, row.title), ne(posts.description, row.description)),
          ),
        )
        .run();
    }
    tx.insert(contentVersion).values({ id: 1, version: 0 }).onConflictDoNothing().run();
    // A generated page stored with the kit's price beside "em até 10x" takes the price with the law's terms.
    mendOldKitPrice(tx, oldKitPrices);
  });
  // The site's starting text in "Páginas do site" (decision 0043), read and converted outside any
  // transaction once the posts it is composed from are stored, then a few pages per transaction
  // (decision 0048): a refill interrupted half-way resumes at the next start, since each page
  // records the revision it was filled from.
  const startingTexts = preparePageTexts(db);
  for (let i = 0; i < startingTexts.length; i += PAGE_TEXT_SLICE) {
    const slice = startingTexts.slice(i, i + PAGE_TEXT_SLICE);
    db.transaction((tx) => seedPageTexts(tx, slice));
  }
  db.transaction((tx) => {
    // Before the verdicts read them.
    seedVerdicts(tx);
    // One indexed page per search intent, the others canonical to it (docs/content-quality.md).
    resolveIntents(tx);
  });
  // The leads dashboard's daily totals and the triggers that keep them (built once, idempotent).
  ensureClickTotals(conn.sqlite);
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
