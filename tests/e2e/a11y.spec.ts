import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { GENERATED_PAGE, firstPostSlug, notMergedYet, publicPages } from "../../bench/pages.mjs";
import { E2E_ADMIN } from "../../playwright.config";
import { insertGeneratedPage, withE2eDatabase } from "./db";

/**
 * Admin screens built by the admin issues; like bench/pages.mjs NOT_MERGED_YET, this list
 * names the ones not merged on this branch yet, and is emptied once they exist.
 */
const ADMIN_NOT_MERGED_YET = ["/admin/login", "/admin/painel", "/admin/local-generator", "/admin/batch-creator"];

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze();
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(" | ")}`);
}

test.describe("accessibility (axe)", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "axe runs in the page; the markup is the same without JavaScript");

  test.beforeAll(() => insertGeneratedPage(GENERATED_PAGE.slug, GENERATED_PAGE.title));

  for (const [i, { name }] of publicPages(undefined).entries()) {
    test(`public page ${name} has no serious or critical violation`, async ({ page }) => {
      const path = publicPages(withE2eDatabase((db) => firstPostSlug(db)))[i].path;
      test.skip(!path || notMergedYet(path), "route not merged on this branch yet (bench/pages.mjs)");
      const res = await page.goto(path!);
      expect(res?.status()).toBe(200);
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test("the admin login screen has no serious or critical violation", async ({ page }) => {
    test.skip(ADMIN_NOT_MERGED_YET.includes("/admin/login"), "admin login not merged on this branch yet");
    await page.goto("/admin/login");
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    expect(await seriousViolations(page)).toEqual([]);
  });

  for (const path of ["/admin/painel", "/admin/local-generator", "/admin/batch-creator"]) {
    test(`the admin screen ${path} has no serious or critical violation`, async ({ page }) => {
      test.skip(ADMIN_NOT_MERGED_YET.includes(path), "admin screen not merged on this branch yet");
      await page.goto("/admin/login");
      await page.getByLabel(/e-?mail/i).fill(E2E_ADMIN.email);
      await page.getByLabel(/senha/i).fill(E2E_ADMIN.password);
      await page.getByRole("button", { name: "Entrar", exact: true }).click();
      await expect(page).toHaveURL(/\/admin\/painel/);
      await page.goto(path);
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});
