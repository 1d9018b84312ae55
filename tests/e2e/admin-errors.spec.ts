import { expect, test, type Page } from "@playwright/test";
import { signIn } from "./sign-in";

/**
 * A refused save seen on a phone (docs/product.md §6): at 390 px, JavaScript on and off, the
 * summary of what to fix is in the viewport with the focus on it, whichever form the owner
 * pressed "Salvar" on (Dados do negócio, the catalogue, the page form).
 */
async function expectSummaryInView(page: Page, text: string | RegExp, shot: string) {
  const summary = page.locator("[data-error-summary]");
  await expect(summary).toContainText(text);
  await expect(summary).toBeFocused();
  await expect(summary).toBeInViewport();
  await page.screenshot({ path: `/tmp/requests-shots/${shot}.png` });
}

test.describe("refused saves on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("Dados do negócio, the catalogue and the page form show their error in view, focused", async ({ page, javaScriptEnabled }, info) => {
    await signIn(page, javaScriptEnabled, "/admin/dados-do-negocio");
    await page.locator("#f-phone").fill("liga pra mim");
    const save = page.getByRole("button", { name: "Salvar dados do negócio" });
    await save.scrollIntoViewIfNeeded();
    await save.click();
    await expectSummaryInView(page, "Nada foi salvo", `erro-negocio-${info.project.name}-390`);
    await expect(page.locator("#f-phone")).toHaveValue("liga pra mim");

    await page.goto("/admin/catalogo");
    await page.getByRole("link", { name: "Adicionar modelo" }).click();
    await page.getByLabel("Descrição").fill("Sem nome de modelo.");
    const add = page.getByRole("button", { name: "Adicionar modelo" });
    await add.scrollIntoViewIfNeeded();
    await add.click();
    await expectSummaryInView(page, "Nada foi gravado", `erro-catalogo-${info.project.name}-390`);

    await page.goto("/admin/painel");
    // The e2e server's phone is set: the first-run checklist never claims it is missing.
    await expect(page.getByRole("complementary").filter({ hasText: "Dados do negócio incompletos" })).not.toContainText("telefone");
    await page.getByLabel("Título", { exact: true }).fill("Admin");
    const savePage = page.getByRole("button", { name: "Salvar Página" });
    await savePage.scrollIntoViewIfNeeded();
    await savePage.click();
    await expectSummaryInView(page, "Erro ao salvar a página gerada", `erro-pagina-${info.project.name}-390`);
  });
});
