import { expect, type Page } from "@playwright/test";
import { withE2eDatabase } from "./db";
import { hydrated } from "./sign-in";

/**
 * The panel's list searched for `title` (docs/product.md §6: 25 a page, newest first). Tests beside this
 * one create pages too, so a page is found the way an admin with a long list finds it.
 */
export async function findInPanel(page: Page, title: string) {
  await page.goto(`/admin/painel?busca=${encodeURIComponent(title)}`);
  return panelListItem(page, title);
}

export function panelListItem(page: Page, title: string) {
  return page
    .getByRole("region", { name: /Páginas geradas/ })
    .getByRole("listitem")
    .filter({ has: page.getByRole("link", { name: title, exact: true }) });
}

/**
 * Deletes the generated page at `slug` as the admin does (the confirmation page, "Deletar"). A test
 * that saves an owner's text (one per project) deletes its page at the end: the judge scores a
 * page against every public page, so the next `--repeat-each` copy saving the same text would
 * otherwise meet its own copy (docs/content-quality.md "The judge").
 */
export async function deletePage(page: Page, javaScriptEnabled: boolean, slug: string) {
  const id = withE2eDatabase((db) => db.prepare("SELECT id FROM generated_pages WHERE slug = ?").pluck().get(slug)) as number | undefined;
  expect(id, slug).toBeDefined();
  await page.goto(`/admin/painel/excluir/${id}`);
  await hydrated(page, javaScriptEnabled);
  await page.getByRole("button", { name: "Deletar", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/painel$/);
  expect(withE2eDatabase((db) => db.prepare("SELECT count(*) FROM generated_pages WHERE slug = ?").pluck().get(slug))).toBe(0);
}
