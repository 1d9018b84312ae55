import path from "node:path";
import { describe, expect, it } from "vitest";
import { ensureBuild, startServer, tempDataDir } from "../../bench/server-process.mjs";
import { DESCRIPTION_MAX, TITLE_MAX } from "~/lib/snippet-length";
import { readHead } from "../e2e/seo-html";
import { freePort } from "./raw-http";

/**
 * What a search result shows and how a crawler reaches each page (docs/content-quality.md):
 * every URL of sitemap.xml, rendered by the production build on a fresh database, has a title
 * of at most 60 characters and a description of at most 160 written to fit (never cut with
 * "…"), and is linked from at least one other indexable page besides the HTML sitemap.
 * Port: SNIPPET_LINKS_PORT (default: a free one).
 */

export type SiteCrawl = { paths: string[]; heads: Map<string, ReturnType<typeof readHead>>; linksTo: Map<string, Set<string>> };

/** Internal link targets of a page's HTML, as paths without query or fragment. */
function internalLinks(html: string, base: string): string[] {
  return [...html.matchAll(/<a\b[^>]*\bhref="([^"]*)"/g)]
    .map((m) => m[1].replace(/&amp;/g, "&"))
    .filter((href) => href.startsWith("/") || href.startsWith(base))
    .map((href) => href.replace(base, "").replace(/[?#].*$/, "") || "/");
}

export async function crawlSitemap(base: string): Promise<SiteCrawl> {
  const xml = await (await fetch(`${base}/sitemap.xml`)).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  const heads = new Map<string, ReturnType<typeof readHead>>();
  const linksTo = new Map<string, Set<string>>();
  for (const p of paths) {
    const html = await (await fetch(base + p)).text();
    heads.set(p, readHead(html));
    for (const target of internalLinks(html, base)) {
      if (!linksTo.has(target)) linksTo.set(target, new Set());
      linksTo.get(target)!.add(p);
    }
  }
  return { paths, heads, linksTo };
}

/** Titles and descriptions too long or cut with "…", and sitemap URLs no other indexable page links to. */
export function snippetAndLinkProblems(crawl: SiteCrawl): { snippets: string[]; orphans: string[] } {
  const snippets: string[] = [];
  for (const p of crawl.paths) {
    const head = crawl.heads.get(p)!;
    const title = head.title ?? "";
    const description = head.meta("description") ?? "";
    if ([...title].length > TITLE_MAX) snippets.push(`${p}: título com ${[...title].length} caracteres`);
    if (title.trimEnd().endsWith("…")) snippets.push(`${p}: título cortado com "…"`);
    if (!description) snippets.push(`${p}: sem descrição`);
    if ([...description].length > DESCRIPTION_MAX) snippets.push(`${p}: descrição com ${[...description].length} caracteres`);
    if (description.trimEnd().endsWith("…")) snippets.push(`${p}: descrição cortada com "…"`);
  }
  const indexable = new Set(crawl.paths);
  const orphans = crawl.paths.filter((p) => {
    if (p === "/") return false;
    const from = [...(crawl.linksTo.get(p) ?? [])].filter((source) => source !== p && source !== "/sitemap" && indexable.has(source));
    return from.length === 0;
  });
  return { snippets, orphans };
}

describe("sitemap snippets and links", () => {
  it(`every sitemap URL: title ≤ ${TITLE_MAX}, description ≤ ${DESCRIPTION_MAX} without "…", linked from another indexable page than /sitemap`, async () => {
    ensureBuild();
    const port = Number(process.env.SNIPPET_LINKS_PORT) || (await freePort());
    const server = await startServer({ port, dbFile: path.join(tempDataDir("snippets-links"), "site.db") });
    try {
      const crawl = await crawlSitemap(server.url);
      expect(crawl.paths.length).toBeGreaterThan(50);
      const { snippets, orphans } = snippetAndLinkProblems(crawl);
      expect(snippets).toEqual([]);
      expect(orphans).toEqual([]);
    } finally {
      await server.stop();
    }
  }, 600_000);
});
