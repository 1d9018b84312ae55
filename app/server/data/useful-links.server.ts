import { count, desc } from "drizzle-orm";
import { generatedPages } from "../../../db/schema";
import { paginate, type Pagination } from "~/lib/pagination";
import { getDb } from "./db.server";
import { isPublished } from "../generated-pages/store.server";

/** Generated pages per page of the /links-uteis hub. */
export const USEFUL_LINKS_PER_PAGE = 30;

export type UsefulLinksPage = {
  items: { title: string; slug: string; description: string }[];
  pagination: Pagination;
};

/** One page of the published generated pages, newest first (the header menu shows the first few). */
export function usefulLinksPage(requestedPage: number): UsefulLinksPage {
  const db = getDb();
  const total = db.select({ n: count() }).from(generatedPages).where(isPublished).get()?.n ?? 0;
  const pagination = paginate(total, requestedPage, USEFUL_LINKS_PER_PAGE);
  const items = db
    .select({ title: generatedPages.title, slug: generatedPages.slug, description: generatedPages.description })
    .from(generatedPages)
    .where(isPublished)
    .orderBy(desc(generatedPages.createdAt), desc(generatedPages.id))
    .limit(USEFUL_LINKS_PER_PAGE)
    .offset(pagination.offset)
    .all();
  return { items, pagination };
}
