import { desc, eq, gte, lt, notInArray } from "drizzle-orm";
import { deletedGeneratedPages, type generatedPages } from "../../../db/schema";
import { LIMITS } from "~/lib/limits";
import { now } from "../infra/clock.server";
import { getDb } from "../data/db.server";

/**
 * "Páginas excluídas" (decision 0045): a generated page the owner deletes is kept as it was, with
 * where its address was sent, for LIMITS.deletedPages.keepDays. Written inside the delete's own
 * transaction, so a page is never gone without its copy.
 */

type Tx = Parameters<Parameters<ReturnType<typeof getDb>["transaction"]>[0]>[0];
type PageRow = typeof generatedPages.$inferSelect;

/** The fields a restore puts back. */
export type KeptPage = Pick<PageRow, "title" | "slug" | "content" | "description" | "keywords" | "draft" | "writtenBy"> & {
  createdAt: number;
  publishedAt: number | null;
};

export type DeletedPage = {
  id: number;
  slug: string;
  title: string;
  page: KeptPage;
  /** Stored redirects that pointed at the page and were sent on with its address. */
  rerouted: string[];
  /** Where the address was sent; null: 410 Gone. */
  redirectTo: string | null;
  deletedAt: Date;
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** The instant before which a deleted page is no longer kept. */
export function keptSince(at = now()): Date {
  return new Date(at - LIMITS.deletedPages.keepDays * DAY_MS);
}

/** The last instant a page deleted at `deletedAt` can be restored. */
export function keptUntil(deletedAt: Date): Date {
  return new Date(deletedAt.getTime() + LIMITS.deletedPages.keepDays * DAY_MS);
}

/** Drops the copies kept longer than LIMITS.deletedPages.keepDays (the delete and housekeeping call it). */
export function pruneDeletedPages(tx: Pick<Tx, "delete"> = getDb(), at = now()): number {
  return tx
    .delete(deletedGeneratedPages)
    .where(lt(deletedGeneratedPages.deletedAt, keptSince(at)))
    .run().changes;
}

/** Keeps `row` (just deleted in `tx`) and drops copies past the bounds. */
export function keepDeletedPage(tx: Tx, row: PageRow, redirectTo: string | null, rerouted: string[]): void {
  const page: KeptPage = {
    title: row.title,
    slug: row.slug,
    content: row.content,
    description: row.description,
    keywords: row.keywords,
    draft: row.draft,
    writtenBy: row.writtenBy,
    createdAt: row.createdAt.getTime(),
    publishedAt: row.publishedAt?.getTime() ?? null,
  };
  const at = now();
  tx.insert(deletedGeneratedPages)
    .values({ slug: row.slug, title: row.title, page: JSON.stringify(page), rerouted: JSON.stringify(rerouted), redirectTo, deletedAt: new Date(at) })
    .run();
  pruneDeletedPages(tx, at);
  const newest = tx
    .select({ id: deletedGeneratedPages.id })
    .from(deletedGeneratedPages)
    .orderBy(desc(deletedGeneratedPages.deletedAt), desc(deletedGeneratedPages.id))
    .limit(LIMITS.deletedPages.rows)
    .all()
    .map((r) => r.id);
  tx.delete(deletedGeneratedPages).where(notInArray(deletedGeneratedPages.id, newest)).run();
}

function parse(row: typeof deletedGeneratedPages.$inferSelect): DeletedPage {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    page: JSON.parse(row.page) as KeptPage,
    rerouted: JSON.parse(row.rerouted) as string[],
    redirectTo: row.redirectTo,
    deletedAt: row.deletedAt,
  };
}

/** The pages still restorable, the latest deleted first. */
export function listDeletedPages(): DeletedPage[] {
  return (
    getDb()
      .select()
      .from(deletedGeneratedPages)
      // Copies past the bound stay until the next delete or housekeeping drops them; never listed.
      .where(gte(deletedGeneratedPages.deletedAt, keptSince()))
      .orderBy(desc(deletedGeneratedPages.deletedAt), desc(deletedGeneratedPages.id))
      .limit(LIMITS.deletedPages.rows)
      .all()
      .map(parse)
  );
}

/** One restorable page, or undefined (never kept, restored already, or past the bound). */
export function findDeletedPage(id: number, db: Pick<Tx, "select"> = getDb()): DeletedPage | undefined {
  const row = db.select().from(deletedGeneratedPages).where(eq(deletedGeneratedPages.id, id)).get();
  return row && row.deletedAt >= keptSince() ? parse(row) : undefined;
}

/** Drops a kept copy inside `tx` (its page was restored). */
export function forgetDeletedPage(tx: Tx, id: number): void {
  tx.delete(deletedGeneratedPages).where(eq(deletedGeneratedPages.id, id)).run();
}
