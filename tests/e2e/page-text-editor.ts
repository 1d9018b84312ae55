import { expect, test, type Browser, type Locator, type Page } from "@playwright/test";

/** The editor of "Páginas do site" (decision 0040) as the e2e specs drive it, on a phone and a desktop. */
export const SIZES = [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
] as const;

/** A screenshot at each size, in the test's output folder; `at`: what the shot shows, brought into view at each width. */
export async function shoot(page: Page, name: string, at?: Locator) {
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await at?.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(`${name}-${size.width}.png`), fullPage: false });
  }
}

/** The own text: the textarea without JavaScript; with it the rich editor writes into the same field. */
export async function fillBody(page: Page, text: string, javaScriptEnabled: boolean) {
  const field = page.locator("textarea#body");
  if (!javaScriptEnabled) return field.fill(text);
  await page.locator("[data-rich-editor]").first().waitFor({ state: "visible" });
  await field.evaluate((el: HTMLTextAreaElement, value) => {
    el.value = value;
    el.dispatchEvent(new Event("input", { bubbles: true }));
  }, text);
}

/** Publishes and waits for the editor's confirmation. */
export async function publish(page: Page) {
  await page.getByRole("button", { name: "Publicar", exact: true }).click();
  // The first publish of a server waits for the judge's warm-up (decision 0040): up to a minute on a loaded machine.
  await expect(page.getByRole("status").filter({ hasText: "Publicado" }).first()).toBeVisible({ timeout: 60_000 });
}

export type Mode = { js: boolean; tag: string };

/**
 * The same steps with JavaScript, then without, each in a browser of its own at `viewport`: for a
 * page with one row, which the two projects editing it at the same time would contend for.
 */
export async function inBothModes(browser: Browser, viewport: (typeof SIZES)[number], steps: (page: Page, mode: Mode) => Promise<void>) {
  const baseURL = test.info().project.use.baseURL;
  for (const mode of [
    { js: true, tag: "com JavaScript" },
    { js: false, tag: "sem JavaScript" },
  ]) {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: mode.js, viewport, locale: "pt-BR" });
    await steps(await context.newPage(), mode);
    await context.close();
  }
}
