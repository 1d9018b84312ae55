// Prints "N passed, N failed" summed over the Vitest, Playwright and fault-script JSON reports,
// plus steps.json: the steps of `npm test` (scripts/test.mjs) that failed without reporting tests.
import fs from "node:fs";
import path from "node:path";

const dir = "test-results";
let passed = 0;
let failed = 0;
const read = (f) => {
  try {
    return JSON.parse(fs.readFileSync(path.join(dir, f), "utf8"));
  } catch {
    return null;
  }
};
const files = fs.existsSync(dir) ? fs.readdirSync(dir) : [];
for (const f of files.filter((f) => f.startsWith("vitest") && f.endsWith(".json"))) {
  const r = read(f);
  if (!r) continue;
  passed += r.numPassedTests ?? 0;
  failed += (r.numFailedTests ?? 0) + (r.numRuntimeErrorTestSuites ?? 0);
}
for (const f of files.filter((f) => f.startsWith("e2e") && f.endsWith(".json"))) {
  const r = read(f);
  if (!r?.stats) continue;
  passed += (r.stats.expected ?? 0) + (r.stats.flaky ?? 0);
  failed += r.stats.unexpected ?? 0;
}
for (const f of files.filter((f) => (f.startsWith("faults") && f.endsWith(".json")) || f === "steps.json")) {
  const r = read(f);
  if (!r) continue;
  passed += r.numPassedTests ?? 0;
  failed += r.numFailedTests ?? 0;
}
console.log(`${passed} passed, ${failed} failed`);
