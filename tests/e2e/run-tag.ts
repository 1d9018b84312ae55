import type { TestInfo } from "@playwright/test";

/**
 * What makes a test's own rows unique in the shared e2e database: its project ("js", "nojs")
 * and its repetition under `--repeat-each` ("js 01", "js 02"…, "nojs 01"…), so a repeated test
 * never meets the page, account or title an earlier or concurrent copy saved. The number has a
 * fixed width, so no tag is the start of another ("js 1" would be the start of "js 10"), and a
 * name found by the text it contains ("Cliente js 01") finds only its own row.
 */
export function runTag(testInfo: TestInfo): string {
  return `${testInfo.project.name} ${String(testInfo.repeatEachIndex + 1).padStart(2, "0")}`;
}

/**
 * The same copy as a number, 0, 1, 2…: repetition × 2, plus 1 without JavaScript. Tests add it to
 * a base to pick a row or an address no other copy uses.
 */
export function copyNumber(testInfo: TestInfo): number {
  return testInfo.repeatEachIndex * 2 + (testInfo.project.use.javaScriptEnabled === false ? 1 : 0);
}

/**
 * An address of a documentation network (RFC 5737: "203.0.113", "198.51.100") for copy `n`, sent
 * as X-Forwarded-For so each copy is a visitor of its own and never spends another's per-address
 * budget (the e2e server believes one hop, playwright.config.ts).
 */
export function copyAddress(network: "203.0.113" | "198.51.100", n: number): string {
  return `${network}.${1 + (n % 250)}`;
}
