import { expect, type Page } from "@playwright/test";
import { E2E_ADMIN } from "../../playwright.config";

export async function hydrated(page: Page, javaScriptEnabled: boolean) {
  if (javaScriptEnabled) await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/** Opens an admin `path`, signs in on the login page it leads to, and lands back on `path`. */
export async function signIn(page: Page, javaScriptEnabled: boolean, path = "/admin/painel") {
  await page.goto(path);
  await expect(page).toHaveURL(/\/admin\/login\?redirectTo=/);
  await hydrated(page, javaScriptEnabled);
  await page.getByLabel("Email", { exact: true }).fill(E2E_ADMIN.email);
  await page.getByLabel("Senha", { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Entrar", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${path.replace(/\//g, "\\/")}$`));
  await hydrated(page, javaScriptEnabled);
}
