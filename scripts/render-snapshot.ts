// npx tsx scripts/render-snapshot.ts <base-url> <out.json> [path…]
// What a visitor and a search engine read of each page of a running site: the visible text of the
// body (scripts, styles and the admin's hidden markers left out, white space collapsed), the
// title, the meta description, the robots meta, the canonical and every JSON-LD block. Without
// paths, every URL of /sitemap.xml and of the noindex list the content measure reads
// (app/lib/index-candidates.ts) is read. Two snapshots, before and after an upgrade, are compared
// by scripts/render-compare.ts (docs/operations.md "Upgrades"; decision 0043).
import fs from "node:fs";
import { readSnapshotPage, type PageSnapshot } from "./render-snapshot-page";

async function sitemapPaths(base: string): Promise<string[]> {
  const xml = await (await fetch(`${base}/sitemap.xml`)).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
}

async function main() {
  const [base, out, ...given] = process.argv.slice(2);
  if (!base || !out) throw new Error("uso: render-snapshot.ts <endereço> <arquivo.json> [caminho…]");
  const paths = given.length ? given : [...new Set([...(await sitemapPaths(base)), ...(await noindexPaths())])].sort();
  const pages: Record<string, PageSnapshot> = {};
  for (const path of paths) pages[path] = readSnapshotPage(path, await fetch(`${base}${path}`).then(async (r) => ({ status: r.status, html: await r.text() })));
  fs.writeFileSync(out, JSON.stringify(pages, null, 1));
  console.log(`${paths.length} páginas lidas em ${out}`);
}

/** The site's template pages, indexed or not, as the content measure lists them, with every seeded model's page. */
async function noindexPaths(): Promise<string[]> {
  const { sitePagePaths } = await import("../app/lib/index-candidates");
  const { MOTOR_SEED } = await import("../db/seed/motors");
  return sitePagePaths(
    MOTOR_SEED.map((m) => m.slug),
    [],
  );
}

await main();
