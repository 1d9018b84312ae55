// npx tsx scripts/render-compare.ts <before.json> <after.json>
// Compares two snapshots of scripts/render-snapshot.ts page by page and field by field; exits 1
// and names the first difference of each page that changed.
import fs from "node:fs";
import { compareSnapshots, type PageSnapshot } from "./render-snapshot-page";

const [beforeFile, afterFile] = process.argv.slice(2);
const read = (file: string) => JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, PageSnapshot>;
const before = read(beforeFile);
const differences = compareSnapshots(before, read(afterFile));
for (const line of differences) console.log(line);
console.log(`${Object.keys(before).length} páginas comparadas, ${differences.length} diferentes`);
process.exit(differences.length ? 1 : 0);
