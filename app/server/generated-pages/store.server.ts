import { and, desc, eq, ne, sql } from "drizzle-orm";
import { generatedPages, redirects } from "../../../db/schema";
import { usefulLinkPath } from "~/lib/paths";
import { bumpContentVersion } from "../data/content-version.server";
import { getDb } from "../data/db.server";
import type { QualityJudge } from "./judge.server";
import { dropGeneratedVerdict, storeGeneratedVerdict } from "../verdicts/generated-verdict.server";
import { validatePage, type PageField, type PageInput } from "./normalise.server";
import { storedQuality, type QualityFields } from "~/lib/page-quality";
import { keepDeletedPage } from "./deleted-store.server";

/**
 * Generated pages (docs/product.md §7): the public "Links Úteis" pages the admin creates. Every
 * write validates the input (normalise.server.ts), applies the slug rule, sanitises the HTML and
 * runs in one synchronous transaction through `pageWrite`, which bumps the content version
 * (decision 0002) when the write changed something. The admin's tools save through
 * `savePage()` (save.server.ts), not through these functions.
 */

type Tx = Parameters<Parameters<ReturnType<typeof getDb>["transaction"]>[0]>[0];

/**
 * The one way this store writes: one transaction that takes the lock at BEGIN (a deferred one
 * that reads first fails with SQLITE_BUSY instead of waiting) and bumps the content version
 * when the write returns something (a row, a non-empty list, true), so cached pages are built
 * again on the next request.
 */
function pageWrite<T>(write: (tx: Tx) => T): T {
  return getDb().transaction(
    (tx) => {
      const result = write(tx);
      if (Array.isArray(result) ? result.length > 0 : Boolean(result)) bumpContentVersion(tx);
      return result;
    },
    { behavior: "immediate" },
  );
}

export type GeneratedPage = typeof generatedPages.$inferSelect;
export type GeneratedPageSummary = Pick<
  GeneratedPage,
  "id" | "title" | "slug" | "createdAt" | "updatedAt" | "indexable" | "ownWords" | "similarity" | "similarTo" | "draft"
>;

/** `movedFrom`: the public address the page left (slug changed, or unpublished), for IndexNow. */
export type SaveResult = { ok: true; page: GeneratedPage; movedFrom?: string } | { ok: false; field: PageField; error: string };

/** Only published pages are public: menus, hubs, sitemaps, redirect targets (docs/product.md §6). */
export const isPublished = eq(generatedPages.draft, false);

/** Titles and slugs of the published generated pages, newest first (header "Links Úteis", sitemap). */
export function listGeneratedPageLinks(limit?: number): { title: string; slug: string }[] {
  const query = getDb()
    .select({ title: generatedPages.title, slug: generatedPages.slug })
    .from(generatedPages)
    .where(isPublished)
    .orderBy(desc(generatedPages.createdAt), desc(generatedPages.id));
  return (limit === undefined ? query : query.limit(limit)).all();
}

/** The published pages that are indexable, whole (the generators judge their lists' pages again). */
export function listIndexablePages(): GeneratedPage[] {
  return getDb()
    .select()
    .from(generatedPages)
    .where(and(isPublished, eq(generatedPages.indexable, true)))
    .all();
}

/** Links to the newest published pages that are indexable, for the header's "Links Úteis" menu. */
export function listIndexableGeneratedPageLinks(limit: number): { title: string; slug: string }[] {
  return getDb()
    .select({ title: generatedPages.title, slug: generatedPages.slug })
    .from(generatedPages)
    .where(and(isPublished, eq(generatedPages.indexable, true)))
    .orderBy(desc(generatedPages.createdAt), desc(generatedPages.id))
    .limit(limit)
    .all();
}

/** Whether any generated page is published (the "Links Úteis" menu appears once one is). */
export function hasPublishedGeneratedPages(): boolean {
  return getDb().select({ id: generatedPages.id }).from(generatedPages).where(isPublished).limit(1).get() !== undefined;
}

/** The columns the admin's lists read: everything but the body. */
export const SUMMARY_COLUMNS = {
  id: generatedPages.id,
  title: generatedPages.title,
  slug: generatedPages.slug,
  createdAt: generatedPages.createdAt,
  updatedAt: generatedPages.updatedAt,
  indexable: generatedPages.indexable,
  ownWords: generatedPages.ownWords,
  similarity: generatedPages.similarity,
  similarTo: generatedPages.similarTo,
  draft: generatedPages.draft,
};

/** Every generated page without its body, newest first. */
export function listGeneratedPages(): GeneratedPageSummary[] {
  return getDb().select(SUMMARY_COLUMNS).from(generatedPages).orderBy(desc(generatedPages.createdAt), desc(generatedPages.id)).all();
}

/** The page at `slug`, draft or published (the admin's tools and the public loader, which checks). */
export function findGeneratedPage(slug: string): GeneratedPage | undefined {
  return getDb().select().from(generatedPages).where(eq(generatedPages.slug, slug)).get();
}

/** The page at `slug` when visitors may see it. */
export function findPublishedPage(slug: string): GeneratedPage | undefined {
  return getDb()
    .select()
    .from(generatedPages)
    .where(and(eq(generatedPages.slug, slug), isPublished))
    .get();
}

export function findGeneratedPageById(id: number): GeneratedPage | undefined {
  return getDb().select().from(generatedPages).where(eq(generatedPages.id, id)).get();
}

export function slugTakenMessage(slug: string): string {
  return `Já existe uma página gerada com o endereço “${slug}”. Escolha outro título ou endereço (slug).`;
}

function isUniqueViolation(error: unknown): boolean {
  return error instanceof Error && /UNIQUE constraint failed: generated_pages\.slug/.test(error.message);
}

class SlugTaken extends Error {}

/**
 * Thrown by a judge to leave a page unwritten (a generator's page that would repeat another
 * page's text: docs/content-quality.md "The judge"); the save rolls back and answers with its
 * message on the content.
 */
export class PageNotWritten extends Error {}

/**
 * Saves a new page. With a quality judge (the admin's generators and form) the page is scored
 * against the site in the same transaction and saved indexable or not (docs/content-quality.md); without one
 * (the legacy import) it keeps the default, indexable and unmeasured. `alsoWrite` runs in the same
 * transaction after the insert and returns the page as saved (a restore puts back its dates).
 */
export function createGeneratedPage(input: PageInput, judge?: QualityJudge, alsoWrite?: (tx: Tx, page: GeneratedPage) => GeneratedPage): SaveResult {
  const valid = validatePage(input);
  if (!valid.ok) return valid;
  const values = valid.page;
  try {
    const page = pageWrite((tx) => {
      const taken = tx.select({ id: generatedPages.id }).from(generatedPages).where(eq(generatedPages.slug, values.slug)).get();
      if (taken) throw new SlugTaken();
      const quality = judge?.(values);
      // A generator's page nobody would find in Google waits as a draft for the owner.
      const draft = values.draft || (input.publishOnlyIfAdmitted === true && quality !== undefined && !quality.indexable);
      const row = tx
        .insert(generatedPages)
        .values({ ...values, draft, ...storedQuality(quality), writtenBy: input.writtenBy ?? "admin", publishedAt: draft ? null : new Date() })
        .returning()
        .get();
      storeGeneratedVerdict(tx, row, quality);
      // The address is a page again: a 410 or 301 left by an earlier page with this slug goes.
      tx.delete(redirects)
        .where(eq(redirects.fromPath, usefulLinkPath(values.slug)))
        .run();
      return alsoWrite ? alsoWrite(tx, row) : row;
    });
    return { ok: true, page };
  } catch (error) {
    if (error instanceof SlugTaken || isUniqueViolation(error)) return { ok: false, field: "slug", error: slugTakenMessage(values.slug) };
    if (error instanceof PageNotWritten) return { ok: false, field: "content", error: error.message };
    throw error;
  }
}

/**
 * Saves an edit (docs/product.md §6): all fields, draft or published, scored again. When a page that
 * was ever public changes its slug, the old address answers a 301 to the new one (stored
 * redirect; redirects that pointed at the old address follow, so no chain is left) and a
 * redirect or 410 stored for the new address goes. One transaction.
 */
export function updateGeneratedPage(id: number, input: PageInput, judge?: QualityJudge): SaveResult {
  const valid = validatePage(input);
  if (!valid.ok) return valid;
  const values = valid.page;
  try {
    const saved = pageWrite((tx) => {
      const before = tx
        .select({ slug: generatedPages.slug, draft: generatedPages.draft, publishedAt: generatedPages.publishedAt })
        .from(generatedPages)
        .where(eq(generatedPages.id, id))
        .get();
      if (!before) return undefined;
      const taken = tx
        .select({ id: generatedPages.id })
        .from(generatedPages)
        .where(and(eq(generatedPages.slug, values.slug), ne(generatedPages.id, id)))
        .get();
      if (taken) throw new SlugTaken();
      const now = new Date();
      const quality = judge?.(values, id);
      const row = tx
        .update(generatedPages)
        .set({
          ...values,
          ...storedQuality(quality),
          writtenBy: input.writtenBy ?? "admin",
          updatedAt: now,
          publishedAt: before.publishedAt ?? (values.draft ? null : now),
        })
        .where(eq(generatedPages.id, id))
        .returning()
        .get();
      storeGeneratedVerdict(tx, row, quality, before.slug);
      const oldPath = usefulLinkPath(before.slug);
      const newPath = usefulLinkPath(values.slug);
      if (oldPath !== newPath) {
        tx.delete(redirects).where(eq(redirects.fromPath, newPath)).run();
        if (before.publishedAt !== null) {
          tx.insert(redirects)
            .values({ fromPath: oldPath, toPath: newPath })
            .onConflictDoUpdate({ target: redirects.fromPath, set: { toPath: newPath, hits: 0, createdAt: now } })
            .run();
          tx.update(redirects).set({ toPath: newPath }).where(eq(redirects.toPath, oldPath)).run();
        }
      }
      const wasPublic = !before.draft;
      const movedFrom = wasPublic && (oldPath !== newPath || values.draft) ? oldPath : undefined;
      return { row, movedFrom };
    });
    if (!saved) return { ok: false, field: "title", error: "Página não encontrada. Ela pode ter sido excluída." };
    return saved.movedFrom ? { ok: true, page: saved.row, movedFrom: saved.movedFrom } : { ok: true, page: saved.row };
  } catch (error) {
    if (error instanceof SlugTaken || isUniqueViolation(error)) return { ok: false, field: "slug", error: slugTakenMessage(values.slug) };
    if (error instanceof PageNotWritten) return { ok: false, field: "content", error: error.message };
    throw error;
  }
}

/** Stores a page's figures judged again (a later page took its own text), content untouched; false when nothing changed. */
export function storeGeneratedPageQuality(id: number, quality: QualityFields): boolean {
  return pageWrite((tx) => {
    const row = tx
      .update(generatedPages)
      .set(storedQuality(quality) ?? {})
      .where(eq(generatedPages.id, id))
      .returning()
      .get();
    if (row) storeGeneratedVerdict(tx, row, quality);
    return row !== undefined;
  });
}

/** Publishes a draft (or several); the ids published. Each keeps its first publication date. */
export function publishGeneratedPages(ids: number[]): GeneratedPage[] {
  return pageWrite((tx) => {
    const now = new Date();
    const published = ids.flatMap((id) =>
      tx
        .update(generatedPages)
        .set({ draft: false, updatedAt: now, publishedAt: sql`coalesce(${generatedPages.publishedAt}, ${now.getTime()})` })
        .where(and(eq(generatedPages.id, id), eq(generatedPages.draft, true)))
        .returning()
        .all(),
    );
    for (const row of published) storeGeneratedVerdict(tx, row);
    return published;
  });
}

/**
 * Deletes one page inside `tx`, keeping it in "Páginas excluídas" (decision 0045); its title and
 * slug, or null when no page has that id.
 */
function removePage(tx: Tx, id: number, redirectTo: string | null): { title: string; slug: string } | null {
  const deleted = tx.delete(generatedPages).where(eq(generatedPages.id, id)).returning().get();
  if (!deleted) return null;
  const path = usefulLinkPath(deleted.slug);
  dropGeneratedVerdict(tx, deleted.slug);
  tx.insert(redirects)
    .values({ fromPath: path, toPath: redirectTo })
    .onConflictDoUpdate({ target: redirects.fromPath, set: { toPath: redirectTo, hits: 0, createdAt: new Date() } })
    .run();
  const rerouted = tx.update(redirects).set({ toPath: redirectTo }).where(eq(redirects.toPath, path)).returning({ from: redirects.fromPath }).all();
  keepDeletedPage(
    tx,
    deleted,
    redirectTo,
    rerouted.map((r) => r.from),
  );
  return { title: deleted.title, slug: deleted.slug };
}

/**
 * Deletes a page; false when no page has that id. Its address then answers a 301 to
 * `redirectTo` (a path the caller checked) or, when null, 410 Gone (docs/product.md §6); redirects that
 * pointed at it follow to the same answer, so no chain or dead end is left. All in one
 * transaction: a database failure throws and nothing changes.
 */
export function deleteGeneratedPage(id: number, redirectTo: string | null = null): boolean {
  return pageWrite((tx) => {
    return removePage(tx, id, redirectTo) !== null;
  });
}

/** Deletes several pages at once (their addresses answer 410); all or none. The pages deleted. */
export function deleteGeneratedPages(ids: number[]): { title: string; slug: string }[] {
  return pageWrite((tx) => {
    const pages = ids.flatMap((id) => removePage(tx, id, null) ?? []);
    return pages;
  });
}
