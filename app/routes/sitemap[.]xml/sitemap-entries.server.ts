import { and, asc, desc, eq } from "drizzle-orm";
import { generatedPages, motors, posts } from "../../../db/schema";
import { CONTENT_DATE } from "~/content/site-pages";
import { latestLastmod, w3cDateTime, type SitemapUrl } from "~/lib/sitemap-xml";
import { absoluteUrl } from "~/lib/seo";
import { indexCandidates } from "~/lib/index-candidates";
import { getDb } from "../../server/data/db.server";
import { isPathIndexable } from "../../server/verdicts/page-verdicts.server";
import { isMotorPageIndexed } from "../../server/data/motors.server";
import { isPublished } from "../../server/generated-pages/store.server";
import { INDEXED_MAIN_PAGE_PATHS, VERDICT_MAIN_PAGE_PATHS } from "~/lib/page-registry";
import { motorPath, usefulLinkPath } from "~/lib/paths";
import { unservedPlacePaths } from "../../server/places/served-places.server";

type Dated = { slug: string; at: Date };

function readTables() {
  const db = getDb();
  return {
    // A retired model's page still answers but leaves the sitemap (decision 0029).
    motorSlugs: db.select({ slug: motors.slug }).from(motors).where(eq(motors.status, "ativo")).orderBy(asc(motors.position)).all(),
    /** Only the newest post: it dates the home page, and posts themselves are never indexed. */
    newestPost: db
      .select({ slug: posts.slug, at: posts.createdAt })
      .from(posts)
      .orderBy(desc(posts.createdAt), desc(posts.id))
      .limit(1)
      .all() satisfies Dated[],
    pages: db
      .select({ slug: generatedPages.slug, at: generatedPages.updatedAt })
      .from(generatedPages)
      // Pages the quality gate kept out of the index are reachable but not listed (docs/content-quality.md);
      // drafts are not public at all (docs/product.md §6).
      .where(and(eq(generatedPages.indexable, true), isPublished))
      .orderBy(desc(generatedPages.updatedAt), desc(generatedPages.id))
      .all() satisfies Dated[],
  };
}

/**
 * Every indexable URL of the site, absolute on SITE_URL, with its lastmod from real data:
 * a generated page's updated_at, CONTENT_DATE for built-in pages. The
 * home (recent posts) changes with its table, so it takes the newest of CONTENT_DATE and that
 * row. The HTML site map is not listed (INDEXED_MAIN_PAGE_PATHS); a city landing is while its verdict
 * is in (VERDICT_MAIN_PAGE_PATHS). Never the request time.
 */
export function listSitemapUrls(siteUrl: string): SitemapUrl[] {
  const { motorSlugs, newestPost, pages } = readTables();
  const motorPaths = new Map(motorSlugs.map((m) => [motorPath(m.slug), isMotorPageIndexed({ slug: m.slug, status: "ativo" })]));
  // A place outside the owner's list of served cities keeps its page, out of Google (app/lib/places/served.ts).
  const unserved = unservedPlacePaths();
  const newest = (rows: Dated[]) => latestLastmod([CONTENT_DATE, rows[0] ? w3cDateTime(rows[0].at) : undefined]);
  const paths: [string, string | undefined][] = [
    ["/", newest(newestPost)],
    ...INDEXED_MAIN_PAGE_PATHS.map((p): [string, string] => [p, CONTENT_DATE]),
    // A city landing only while the intent map keeps it as its search's answer (docs/content-quality.md "One page per search intent").
    ...VERDICT_MAIN_PAGE_PATHS.filter((p) => isPathIndexable(p)).map((p): [string, string] => [p, CONTENT_DATE]),
    // Template pages only when their stored verdict lets them in (docs/content-quality.md "Stored verdicts"); an
    // active model also under a slug it had before a rename (decision 0037).
    ...indexCandidates(motorSlugs.map((m) => m.slug))
      .filter((p) => !unserved.has(p) && (motorPaths.get(p) ?? isPathIndexable(p)))
      .map((p): [string, string] => [p, CONTENT_DATE]),
    ...pages.map((p): [string, string] => [usefulLinkPath(p.slug), w3cDateTime(p.at)]),
  ];
  const seen = new Set<string>();
  const urls: SitemapUrl[] = [];
  for (const [path, lastmod] of paths) {
    const loc = absoluteUrl(siteUrl, path);
    if (seen.has(loc)) continue;
    seen.add(loc);
    urls.push({ loc, lastmod });
  }
  return urls;
}
