// npx tsx scripts/render-snapshot.ts <base-url> <out.json> [path…]
// What a visitor and a search engine read of each page of a running site: the visible text of the
// body (scripts, styles and hidden elements left out, white space collapsed), the title, the meta
// description, the robots meta, the canonical and every JSON-LD block. Without paths, every URL
// of /sitemap.xml, every template page the content measure lists (app/lib/index-candidates.ts)
// and every seeded model's page. Two snapshots, before and after an upgrade, are compared by
// scripts/render-compare.ts; `npm run test:faults -- upgrade` does both (decision 0043).
import fs from "node:fs";
import { siteSnapshotPaths, snapshotSite } from "./render-snapshot-page";

const [base, out, ...given] = process.argv.slice(2);
if (!base || !out) throw new Error("uso: render-snapshot.ts <endereço> <arquivo.json> [caminho…]");
const paths = given.length ? given : await siteSnapshotPaths(base);
fs.writeFileSync(out, JSON.stringify(await snapshotSite(base, paths), null, 1));
console.log(`${paths.length} páginas lidas em ${out}`);
