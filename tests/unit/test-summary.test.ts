import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";

const SCRIPT = path.resolve("scripts/test-summary.mjs");
let dir = "";

/** Runs the summary in a folder holding only the given reports, as CI's last step does. */
function summarize(reports: Record<string, unknown>): string[] {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "summary-"));
  fs.mkdirSync(path.join(dir, "test-results"));
  for (const [name, body] of Object.entries(reports)) fs.writeFileSync(path.join(dir, "test-results", name), JSON.stringify(body));
  const r = spawnSync(process.execPath, [SCRIPT], { cwd: dir, encoding: "utf8" });
  return r.stdout.trim().split("\n");
}

afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("the test summary", () => {
  it("ends with the counts over every report and names each failed test just above them", () => {
    const lines = summarize({
      "vitest.json": {
        numPassedTests: 3,
        numFailedTests: 1,
        numRuntimeErrorTestSuites: 1,
        testResults: [
          {
            name: path.join("DIR", "tests/unit/a.test.ts"),
            status: "failed",
            assertionResults: [
              { status: "failed", fullName: "a rule holds" },
              { status: "passed", fullName: "another" },
            ],
          },
          { name: "tests/unit/b.test.ts", status: "failed", message: "\nSyntaxError: unexpected token\n    at x", assertionResults: [] },
        ],
      },
      "e2e-3210.json": {
        stats: { expected: 4, flaky: 1, unexpected: 1 },
        suites: [
          {
            title: "a.spec.ts",
            specs: [
              {
                file: "a.spec.ts",
                line: 12,
                title: "the form keeps what was typed",
                tests: [
                  { projectName: "js", status: "unexpected" },
                  { projectName: "nojs", status: "expected" },
                ],
              },
            ],
            suites: [{ title: "admin", specs: [{ file: "a.spec.ts", line: 30, title: "saves", tests: [{ projectName: "nojs", status: "flaky" }] }] }],
          },
        ],
      },
      "faults.json": {
        numPassedTests: 1,
        numFailedTests: 1,
        checks: [
          { name: "load: p99", ok: false },
          { name: "crash", ok: true },
        ],
      },
      "steps.json": { numPassedTests: 0, numFailedTests: 1, steps: { lint: { status: "failed" }, build: { status: "passed" } } },
    });
    expect(lines.at(-1)).toBe("9 passed, 5 failed");
    expect(lines.slice(0, -1)).toEqual([
      expect.stringMatching(/^failed: .*tests\/unit\/a\.test\.ts › a rule holds$/),
      "failed: tests/unit/b.test.ts › SyntaxError: unexpected token",
      "failed: [js] a.spec.ts:12 › the form keeps what was typed",
      "failed: faults.json › load: p99",
      "failed: npm test › lint",
    ]);
  });

  it("prints only the counts when nothing failed, and zero when there are no reports", () => {
    expect(summarize({ "faults.json": { numPassedTests: 2, numFailedTests: 0, checks: [{ name: "x", ok: true }] } })).toEqual(["2 passed, 0 failed"]);
    fs.rmSync(dir, { recursive: true, force: true });
    expect(summarize({})).toEqual(["0 passed, 0 failed"]);
  });
});
