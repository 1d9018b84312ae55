import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { GENERATED_PAGE, PUBLIC_PAGE_NAMES, TOOL_PAGES, firstPostSlug, publicPages } from "../../bench/pages.mjs";
import { insertGeneratedPage, withE2eDatabase } from "./db";
import { signIn } from "./sign-in";

/** The seven pages of the benchmark and audits (bench/pages.mjs) and every admin screen. */

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze();
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes
          .map((n) => n.target.join(" "))
          .slice(0, 3)
          .join(" | ")}`,
    );
}

test.describe("accessibility (axe)", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "axe runs in the page; the markup is the same without JavaScript");
  // axe walks every node of pages with large menus: give it time on a busy machine.
  test.describe.configure({ timeout: 90_000 });

  test.beforeAll(() => insertGeneratedPage(GENERATED_PAGE.slug, GENERATED_PAGE.title));

  for (const [i, name] of PUBLIC_PAGE_NAMES.entries()) {
    test(`public page ${name} has no serious or critical violation`, async ({ page }) => {
      const { path } = publicPages(withE2eDatabase((db) => firstPostSlug(db)))[i];
      const res = await page.goto(path);
      expect(res?.status()).toBe(200);
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  for (const { name, path } of TOOL_PAGES) {
    test(`tool page ${name} has no serious or critical violation`, async ({ page }) => {
      const res = await page.goto(path);
      expect(res?.status()).toBe(200);
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test("the selector's second question, shown by JavaScript, has no serious or critical violation", async ({ page }) => {
    await page.goto("/qual-motor");
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await page.getByRole("group", { name: "Que tipo de portão é?" }).getByLabel("Basculante (sobe e desce)").check();
    await page.getByRole("button", { name: "Próxima" }).click();
    await expect(page.getByRole("group", { name: "Quanto pesa a folha do portão?" })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("the admin login screen has no serious or critical violation", async ({ page }) => {
    await page.goto("/admin/login");
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    expect(await seriousViolations(page)).toEqual([]);
  });

  for (const path of ["/admin/painel", "/admin/local-generator", "/admin/batch-creator"]) {
    test(`the admin screen ${path} has no serious or critical violation`, async ({ page }) => {
      await signIn(page, true, path);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});
