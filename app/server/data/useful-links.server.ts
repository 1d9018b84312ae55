import { and, count, desc, eq } from "drizzle-orm";
import { generatedPages } from "../../../db/schema";
import { paginate, type Pagination } from "~/lib/pagination";
import { getDb } from "./db.server";
import { isPublished } from "../generated-pages/store.server";

/** Generated pages per page of the /links-uteis hub. */
export const USEFUL_LINKS_PER_PAGE = 30;

/**
 * Below this many pages in Google, the hub is a short list of titles with nothing of its own to
 * say: it stays `noindex, follow` (docs/content-quality.md "What the generators write").
 */
export const USEFUL_LINKS_MIN_INDEXED = 5;

/** The hub lists the pages a visitor may find in Google: published and admitted. */
const listed = and(isPublished, eq(generatedPages.indexable, true));

export type UsefulLinksPage = {
  items: { title: string; slug: string; description: string }[];
  pagination: Pagination;
  /** Whether the hub itself may be indexed (at least USEFUL_LINKS_MIN_INDEXED pages listed). */
  indexable: boolean;
};

/** One page of the published generated pages in Google, newest first (the header menu shows the first few). */
export function usefulLinksPage(requestedPage: number): UsefulLinksPage {
  const db = getDb();
  const total = db.select({ n: count() }).from(generatedPages).where(listed).get()?.n ?? 0;
  const pagination = paginate(total, requestedPage, USEFUL_LINKS_PER_PAGE);
  const items = db
    .select({ title: generatedPages.title, slug: generatedPages.slug, description: generatedPages.description })
    .from(generatedPages)
    .where(listed)
    .orderBy(desc(generatedPages.createdAt), desc(generatedPages.id))
    .limit(USEFUL_LINKS_PER_PAGE)
    .offset(pagination.offset)
    .all();
  return { items, pagination, indexable: total >= USEFUL_LINKS_MIN_INDEXED };
}
