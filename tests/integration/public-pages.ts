import { getConnection } from "~/server/data/db.server";
import { motors } from "../../db/schema";
import { sitePagePaths } from "~/lib/index-candidates";

/**
 * Every public page a whole-site check reads: each URL of `sitemap.xml` and every template page,
 * admitted to the index or not (places, problems, models, topics), with `extra` ones. `html` fetches
 * a page of the running server; the test's process must have the server's database open.
 */
export async function publicPagePaths(html: (path: string) => Promise<string>, extra: string[]): Promise<string[]> {
  const sitemap = [...(await html("/sitemap.xml")).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  const motorSlugs = getConnection()
    .db.select({ slug: motors.slug })
    .from(motors)
    .all()
    .map((m) => m.slug);
  return [...new Set([...sitemap, ...sitePagePaths(motorSlugs, []), ...extra])];
}

/** Every page of `paths`, four requests at a time (the server renders one while the next is on its way). */
export async function fetchPages(paths: string[], html: (path: string) => Promise<string>): Promise<Map<string, string>> {
  const bodies = new Array<string>(paths.length);
  let next = 0;
  const worker = async () => {
    while (next < paths.length) {
      const i = next++;
      bodies[i] = await html(paths[i]);
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
  return new Map(paths.map((p, i) => [p, bodies[i]]));
}
