import { count, desc, eq, sql } from "drizzle-orm";
import { posts } from "../../../db/schema";
import { foldText } from "~/lib/slug";
import type { Pagination } from "~/lib/pagination";
import { getDb } from "./db.server";

export type Post = typeof posts.$inferSelect;
export type PostListItem = Pick<Post, "title" | "slug" | "description">;
/** One page of the home's recent-posts card: the search typed, its posts and where the page stands. */
export type RecentPostsPage = { term: string; items: PostListItem[]; pagination: Pagination };

/** Escapes LIKE wildcards so a search for "50%" means the text "50%". */
function likePattern(term: string) {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Posts whose title contains `term` (case- and accent-insensitive substring,
 * docs/product.md §5), newest first, with the total for pagination.
 */
export function searchPosts(term: string, offset: number, limit: number): { items: PostListItem[]; total: number } {
  const db = getDb();
  const folded = foldText(term.trim());
  const where = folded ? sql`${posts.searchText} LIKE ${likePattern(folded)} ESCAPE '\\'` : undefined;
  const total = db.select({ n: count() }).from(posts).where(where).get()?.n ?? 0;
  const items = db
    .select({ title: posts.title, slug: posts.slug, description: posts.description })
    .from(posts)
    .where(where)
    .orderBy(desc(posts.createdAt), desc(posts.id))
    .limit(limit)
    .offset(offset)
    .all();
  return { items, total };
}

export function findPost(slug: string): Post | undefined {
  return getDb().select().from(posts).where(eq(posts.slug, slug)).get();
}
