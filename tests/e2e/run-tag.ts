import type { TestInfo } from "@playwright/test";

/**
 * What makes a test's own rows unique in the shared e2e database: its project ("js", "nojs")
 * and, under `--repeat-each`, its repetition, so a repeated test never meets the page, account
 * or title its earlier run saved ("js", "js 2", "js 3"…).
 */
export function runTag(testInfo: TestInfo): string {
  return testInfo.repeatEachIndex === 0 ? testInfo.project.name : `${testInfo.project.name} ${testInfo.repeatEachIndex + 1}`;
}
