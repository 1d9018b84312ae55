import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { E2E_ADMIN } from "../../playwright.config";
import { fillContent } from "./content-field";
import { signIn } from "./sign-in";

/** docs/product.md §6.8: a page the admin saves shows in the activity log, with and without JavaScript. */
test("a saved page shows in the activity log as Página criada, found with the action filter", async ({ page, javaScriptEnabled }, testInfo) => {
  // A server's first save renders the site's pages for the judge (app/server/generated-pages/judge.server.ts).
  test.setTimeout(120_000);
  const title = `Portão do sobrado ${testInfo.project.name}-${Date.now().toString(36)}`;
  await signIn(page, javaScriptEnabled, "/admin/painel");
  await page.getByLabel("Título", { exact: true }).fill(title);
  await fillContent(page, "<p>Motor deslizante para o portão de um sobrado com rampa de garagem.</p>");
  await page.getByRole("button", { name: "Salvar Página" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Página gerada e salva com sucesso!" }).first()).toBeVisible({ timeout: 60_000 });

  await page.getByRole("navigation", { name: "Administração" }).getByRole("link", { name: "Atividade" }).click();
  await expect(page).toHaveURL(/\/admin\/atividade$/);
  await expect(page.getByRole("heading", { level: 1, name: "Registro de atividade" })).toBeVisible();
  // Other tests write to the log at the same time: the filter keeps this run's page in view.
  await page.getByLabel("Ação", { exact: true }).selectOption({ label: "Página criada" });
  await page.getByRole("button", { name: "Filtrar" }).click();
  await expect(page).toHaveURL(/\/admin\/atividade\?acao=pagina\.criar$/);
  const table = page.getByRole("table", { name: "Ações registradas, da mais recente à mais antiga" });
  const row = table.getByRole("row").filter({ hasText: title });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole("cell").nth(1)).toHaveText(E2E_ADMIN.email);
  await expect(row.getByRole("cell").nth(2)).toHaveText("Página criada");
  // The one pt-BR format of the admin (app/lib/pt-br-time.ts): "hoje, 13h05".
  await expect(row.getByRole("cell").nth(0)).toHaveText(/^(hoje|ontem), \d{1,2}h(\d{2})?$/);
  await expect(table.getByRole("row").nth(1).getByRole("cell").nth(2)).toHaveText("Página criada");

  if (testInfo.project.name === "js") {
    const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
    expect(results.violations.map((v) => v.id)).toEqual([]);
  }
});
