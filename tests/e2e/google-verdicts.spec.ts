import { expect, test } from "@playwright/test";
import { signIn } from "./sign-in";

/**
 * The admin's "Google" screen (docs/content-quality.md "Stored verdicts"), with and without
 * JavaScript: each page's stored place in Google and the one-line reason, filtered by a plain
 * GET form; readable at phone and desktop widths.
 */
test("the Google screen lists the pages out of Google with their stored reason, and filters by status and kind", async ({
  page,
  javaScriptEnabled,
}, testInfo) => {
  await signIn(page, javaScriptEnabled, "/admin/google");
  await expect(page.getByRole("heading", { level: 1, name: "Google" })).toBeVisible();
  const table = page.getByRole("list", { name: "Páginas e a situação de cada uma no Google" });
  // By default: the pages out of Google, each with why.
  const first = table.getByRole("listitem").first();
  await expect(first).toContainText("Fora do Google");
  const outPath = (await first.getByRole("link").first().innerText()).trim();

  await page.getByLabel("Situação", { exact: true }).selectOption("no");
  await page.getByLabel("Tipo de página", { exact: true }).selectOption("/motores/");
  await page.getByRole("button", { name: "Filtrar" }).click();
  await expect(page).toHaveURL(/situacao=no/);
  const rows = table.getByRole("listitem").filter({ hasText: "/motores/" });
  await expect(rows.first()).toContainText("No Google");
  await expect(table.getByRole("link", { name: outPath, exact: true })).toHaveCount(0);

  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `/tmp/verdicts-shots/google-${testInfo.project.name}-${width}.png`, fullPage: false });
  }
});
