// `npm test`: typecheck, lint, build and finding a browser at once → Vitest (unit, integration)
// → Playwright. The first four read the sources and write nothing another of them reads, so they
// share the machine instead of waiting for each other (docs/operations.md "Test"); their output is
// printed whole, one step after another, as each ends. Vitest waits for the build (its global setup
// would otherwise start a second one) and Playwright for Vitest, each taking the whole machine.
// Every step runs and reports even when an earlier one failed; only Playwright is skipped
// when there is no build or no browser. A step that fails without reporting tests counts as
// one failed test (test-results/steps.json, read by scripts/test-summary.mjs). The last line
// is "N passed, N failed"; the exit status is non-zero when any step failed.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const RESULTS = "test-results";
const port = process.env.E2E_PORT || "3210";
const e2eReport = `e2e-${port}.json`;

/** Reports of an earlier run would be counted again: only this run's are kept. */
fs.mkdirSync(RESULTS, { recursive: true });
for (const f of fs.readdirSync(RESULTS)) {
  if (/^(vitest|e2e|faults|steps|browser).*\.json$/.test(f)) fs.rmSync(path.join(RESULTS, f), { force: true });
}

/** Failures a report counted, or null when the report is missing or unreadable. */
function reportedFailures(file, count) {
  try {
    return count(JSON.parse(fs.readFileSync(path.join(RESULTS, file), "utf8")));
  } catch {
    return null;
  }
}

/** Steps of one group run at the same time; the groups run one after another. */
const groups = [
  [
    { name: "typecheck", script: "typecheck" },
    { name: "lint", script: "lint" },
    { name: "build", script: "build" },
    { name: "browser", script: "test:browser" },
  ],
  [
    {
      name: "vitest",
      script: "test:unit",
      failures: () => reportedFailures("vitest.json", (r) => (r.numFailedTests ?? 0) + (r.numRuntimeErrorTestSuites ?? 0)),
    },
  ],
  [
    {
      name: "e2e",
      script: "test:e2e",
      needs: ["build", "browser"],
      failures: () => reportedFailures(e2eReport, (r) => r.stats?.unexpected ?? 0),
    },
  ],
];

/** Every step's outcome, in the order above (a step that never ran stays "skipped"). */
const results = new Map(groups.flat().map((step) => [step.name, { status: "skipped", seconds: 0 }]));
let unreported = 0;
const started = Date.now();

/**
 * Runs `npm run <script>`: alone, its output goes straight to the terminal; beside other steps,
 * it is kept and printed whole when the step ends, so the steps' lines do not interleave.
 */
function runStep(step, alone) {
  const t0 = Date.now();
  const header = `\n[test] ${step.name} (npm run ${step.script})`;
  if (alone) console.log(header);
  const child = spawn("npm", ["run", "-s", step.script], { stdio: alone ? "inherit" : ["ignore", "pipe", "pipe"] });
  const output = [];
  child.stdout?.on("data", (chunk) => output.push(chunk));
  child.stderr?.on("data", (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on("error", () => {});
    child.on("close", (code) => {
      const seconds = Math.round((Date.now() - t0) / 1000);
      if (!alone) {
        console.log(`${header}, ${seconds}s`);
        process.stdout.write(Buffer.concat(output));
      }
      const ok = code === 0;
      results.set(step.name, { status: ok ? "passed" : "failed", seconds });
      // A failure the step's own report does not count (crash, server that never started...) is one failure.
      if (!ok && !((step.failures?.() ?? 0) > 0)) unreported++;
      resolve();
    });
  });
}

for (const group of groups) {
  const runnable = [];
  for (const step of group) {
    const missing = (step.needs ?? []).filter((n) => results.get(n)?.status !== "passed");
    if (missing.length > 0) {
      console.log(`\n[test] ${step.name}: skipped (${missing.join(" and ")} failed)`);
    } else runnable.push(step);
  }
  await Promise.all(runnable.map((step) => runStep(step, runnable.length === 1)));
}

fs.writeFileSync(
  path.join(RESULTS, "steps.json"),
  `${JSON.stringify({ numPassedTests: 0, numFailedTests: unreported, steps: Object.fromEntries(results) }, null, 2)}\n`,
);
console.log(
  `\n[test] ${[...results].map(([name, r]) => `${name} ${r.status}${r.status === "skipped" ? "" : ` ${r.seconds}s`}`).join(", ")}; ${Math.round((Date.now() - started) / 1000)}s in all`,
);
const summary = spawnSync(process.execPath, ["scripts/test-summary.mjs"], { stdio: "inherit" });
const failed = [...results.values()].some((r) => r.status !== "passed") || summary.status !== 0;
process.exit(failed ? 1 : 0);
