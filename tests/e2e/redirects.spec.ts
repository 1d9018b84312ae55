import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { slugify } from "../../app/lib/slug";
import { runTag } from "./run-tag";
import { signIn } from "./sign-in";

/** docs/product.md §6: the 404 monitor turns a missing address into a 301, with and without JavaScript. */
test("a missing address shows in the 404 monitor and becomes a 301 to a page; the redirect can be deleted", async ({
  page,
  request,
  javaScriptEnabled,
}, testInfo) => {
  const missing = `/catalogo-antigo-${slugify(runTag(testInfo))}.html`;
  expect((await request.get(missing)).status()).toBe(404);
  await signIn(page, javaScriptEnabled, "/admin/redirecionamentos");
  await expect(page.getByRole("heading", { level: 1, name: "Redirecionamentos e 404" })).toBeVisible();
  const row = page.getByRole("listitem").filter({ hasText: missing });
  await expect(row).toContainText("1 acesso");
  await row.getByLabel("Enviar para").fill("https://outro-site.example/");
  await row.getByRole("button", { name: "Criar redirecionamento 301" }).click();
  await expect(page.getByRole("listitem").filter({ hasText: missing }).getByRole("alert")).toContainText("O destino precisa ser uma página deste site");
  await page.getByRole("listitem").filter({ hasText: missing }).getByLabel("Enviar para").fill("/motores");
  await page.getByRole("listitem").filter({ hasText: missing }).getByRole("button", { name: "Criar redirecionamento 301" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Redirecionamento salvo" }).first()).toBeVisible();
  const table = page.getByRole("table", { name: "Redirecionamentos salvos" });
  const target = table.getByLabel(`Destino de ${missing}`);
  await expect(target).toHaveValue("/motores");

  const moved = await request.get(missing, { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(moved.headers()["location"]).toBe("/motores");

  // Edited: the address now leads to the service page.
  await target.fill("/instalacao-manutencao");
  await table.getByRole("row").filter({ hasText: missing }).getByRole("button", { name: "Salvar" }).click();
  await expect(page.getByRole("status").filter({ hasText: "agora leva a /instalacao-manutencao" }).first()).toBeVisible();
  expect((await request.get(missing, { maxRedirects: 0 })).headers()["location"]).toBe("/instalacao-manutencao");

  if (testInfo.project.name === "js") {
    const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
    expect(results.violations.map((v) => v.id)).toEqual([]);
    page.once("dialog", (dialog) => dialog.accept());
    await table.getByRole("button", { name: `Excluir o redirecionamento de ${missing}` }).click();
  } else {
    await table.getByRole("button", { name: `Excluir o redirecionamento de ${missing}` }).click();
    await table.getByRole("button", { name: "Confirmar exclusão" }).click();
  }
  await expect(page.getByRole("status").filter({ hasText: "Redirecionamento excluído" }).first()).toBeVisible();
  expect((await request.get(missing, { maxRedirects: 0 })).status()).toBe(404);
});
