// Prints "N passed, N failed" summed over the Vitest, Playwright and fault-script JSON reports,
// plus steps.json: the steps of `npm test` (scripts/test.mjs) that failed without reporting tests.
// Above that line it names every failed test, so the tail of a long CI log says what failed.
import fs from "node:fs";
import path from "node:path";

const dir = "test-results";
let passed = 0;
let failed = 0;
/** "where › name" of each failed test, printed just above the summary line. */
const failures = [];
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
  for (const file of r.testResults ?? []) {
    const where = path.relative(process.cwd(), file.name ?? "");
    const failedHere = (file.assertionResults ?? []).filter((a) => a.status === "failed");
    for (const a of failedHere) failures.push(`${where} › ${a.fullName ?? a.title}`);
    if (file.status === "failed" && failedHere.length === 0) failures.push(`${where} › ${firstLine(file.message) || "the file did not run"}`);
  }
}
for (const f of files.filter((f) => f.startsWith("e2e") && f.endsWith(".json"))) {
  const r = read(f);
  if (!r?.stats) continue;
  passed += (r.stats.expected ?? 0) + (r.stats.flaky ?? 0);
  failed += r.stats.unexpected ?? 0;
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        if (t.status === "unexpected") failures.push(`[${t.projectName}] ${spec.file}:${spec.line} › ${[...titles, spec.title].join(" › ")}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of r.suites ?? []) walk(suite, []);
}
for (const f of files.filter((f) => (f.startsWith("faults") && f.endsWith(".json")) || f === "steps.json")) {
  const r = read(f);
  if (!r) continue;
  passed += r.numPassedTests ?? 0;
  failed += r.numFailedTests ?? 0;
  for (const c of r.checks ?? []) if (!c.ok) failures.push(`${f} › ${c.name}`);
  for (const [name, step] of Object.entries(r.steps ?? {})) if (step.status === "failed") failures.push(`npm test › ${name}`);
}
function firstLine(text) {
  return (
    String(text ?? "")
      .split("\n")
      .find((l) => l.trim()) ?? ""
  );
}
for (const name of failures) console.log(`failed: ${name}`);
console.log(`${passed} passed, ${failed} failed`);
