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
