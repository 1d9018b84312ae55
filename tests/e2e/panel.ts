import type { Page } from "@playwright/test";

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
