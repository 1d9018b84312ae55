import { test, type Page } from "@playwright/test";

/**
 * "Conteúdo" as the form posts it: the textarea. Without JavaScript it is the field; with it the
 * rich-text editor (decision 0031) hides it, writes into it and follows what is written into it
 * (as "Restaurar" does), so these helpers work in both projects. Typing into the editor itself
 * is covered by writing-editor.spec.ts.
 */
export const contentField = (page: Page) => page.locator("textarea#page-content");

export async function fillContent(page: Page, text: string) {
  const field = contentField(page);
  if (test.info().project.use.javaScriptEnabled === false) return field.fill(text);
  // With JavaScript the editor's code arrives after hydration and then hides the textarea: filling
  // the textarea while it is still on screen raced that, and the fill waited for a field that had
  // just been hidden. Wait for the editor to take its place, then write into the field it posts.
  await page.locator("[data-rich-editor]").first().waitFor({ state: "visible" });
  await field.evaluate((el: HTMLTextAreaElement, value) => {
    el.value = value;
    el.dispatchEvent(new Event("input", { bubbles: true }));
  }, text);
}
