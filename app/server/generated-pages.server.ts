import { desc, eq } from "drizzle-orm";
import { generatedPages } from "../../db/schema";
import { getDb } from "./db.server";

export type GeneratedPage = typeof generatedPages.$inferSelect;

/** Titles and slugs of the generated pages, newest first (header "Links Úteis", sitemap). */
export function listGeneratedPageLinks(): { title: string; slug: string }[] {
  return getDb()
    .select({ title: generatedPages.title, slug: generatedPages.slug })
    .from(generatedPages)
    .orderBy(desc(generatedPages.createdAt), desc(generatedPages.id))
    .all();
}

export function findGeneratedPage(slug: string): GeneratedPage | undefined {
  return getDb().select().from(generatedPages).where(eq(generatedPages.slug, slug)).get();
}
