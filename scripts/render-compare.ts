// npx tsx scripts/render-compare.ts <before.json> <after.json>
// Compares two snapshots of scripts/render-snapshot.ts page by page and field by field; exits 1
// and names the first difference of each page that changed.
import fs from "node:fs";
import type { PageSnapshot } from "./render-snapshot-page";

const [beforeFile, afterFile] = process.argv.slice(2);
const before = JSON.parse(fs.readFileSync(beforeFile, "utf8")) as Record<string, PageSnapshot>;
const after = JSON.parse(fs.readFileSync(afterFile, "utf8")) as Record<string, PageSnapshot>;

function firstDifference(a: string, b: string): string {
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return `…${a.slice(Math.max(0, i - 60), i + 80)}…\n    depois: …${b.slice(Math.max(0, i - 60), i + 80)}…`;
}

let changed = 0;
for (const path of Object.keys(before)) {
  const a = before[path];
  const b = after[path];
  if (!b) {
    changed++;
    console.log(`${path}: ausente depois`);
    continue;
  }
  for (const key of Object.keys(a) as (keyof PageSnapshot)[]) {
    const x = typeof a[key] === "string" ? (a[key] as string) : JSON.stringify(a[key]);
    const y = typeof b[key] === "string" ? (b[key] as string) : JSON.stringify(b[key]);
    if (x === y) continue;
    changed++;
    console.log(`${path} · ${key}:\n    antes: ${firstDifference(x, y)}`);
    break;
  }
}
console.log(`${Object.keys(before).length} páginas comparadas, ${changed} diferentes`);
process.exit(changed ? 1 : 0);
