import { expect, test, type Page } from "@playwright/test";
import { slugify } from "../../app/lib/slug";
import { runTag } from "./run-tag";
import { signIn } from "./sign-in";

/**
 * A refused save seen on a phone (docs/product.md §6): at 390 px, JavaScript on and off, the
 * summary of what to fix is in the viewport with the focus on it, whichever form the owner
 * pressed "Salvar" on (Dados do negócio, the catalogue, the page form, the jobs, the testimonials,
 * the redirects, the page texts, the password): one component, ErrorSummary, for all of them.
 */
const SHOTS = "/tmp/law2-shots";
async function expectSummaryInView(page: Page, text: string | RegExp, shot: string, timeout?: number) {
  const summary = page.locator("[data-error-summary]");
  await expect(summary).toContainText(text, { timeout });
  await expect(summary).toBeFocused();
  await expect(summary).toBeInViewport();
  await page.screenshot({ path: `${SHOTS}/${shot}.png` });
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
    // The panel's save, refused too, first waits for the judge's pages, rendered once per server
    // process (app/server/generated-pages/judge.server.ts): on a loaded machine, longer than 15 s.
    await expectSummaryInView(page, "Erro ao salvar a página gerada", `erro-pagina-${info.project.name}-390`, 60_000);
  });

  test("jobs, testimonials, redirects, page texts and the password show their error in view, focused", async ({ page, request, javaScriptEnabled }, info) => {
    test.setTimeout(120_000);
    const project = info.project.name;
    await signIn(page, javaScriptEnabled, "/admin/servicos");
    const job = page.locator('[data-job-form="novo"]');
    await job.getByLabel("Bairro ou cidade").selectOption("mooca");
    await job.getByLabel("Serviço", { exact: true }).selectOption("instalacao");
    await job.getByLabel("Tipo de portão").selectOption("basculante");
    await job.getByLabel("Imóvel").selectOption("casa");
    await job.getByLabel("Observação (aparece no site)").fill("a".repeat(600));
    const saveJob = job.getByRole("button", { name: "Salvar e enviar fotos" });
    await saveJob.scrollIntoViewIfNeeded();
    await saveJob.click();
    await expectSummaryInView(page, /Nada foi|Confira|observação/i, `erro-servico-${project}-390`);
    await expect(page.locator('[data-job-form="novo"]').getByLabel("Bairro ou cidade")).toHaveValue("mooca");

    await page.goto("/admin/depoimentos");
    const saveTestimonial = page.getByRole("button", { name: "Salvar depoimento" });
    await saveTestimonial.scrollIntoViewIfNeeded();
    await saveTestimonial.click();
    await expectSummaryInView(page, "Confira os campos marcados.", `erro-depoimento-${project}-390`);

    const missing = `/endereco-sumido-${slugify(runTag(info))}.html`;
    expect((await request.get(missing)).status()).toBe(404);
    await page.goto("/admin/redirecionamentos");
    const row = page.getByRole("listitem").filter({ hasText: missing });
    await row.getByLabel("Enviar para").fill("https://outro-site.example/");
    await row.getByRole("button", { name: "Criar redirecionamento 301" }).click();
    await expectSummaryInView(page, "O destino precisa ser uma página deste site", `erro-redirecionamento-${project}-390`);

    await page.goto("/admin/paginas/editar/termos");
    await page.getByLabel("Título no Google").fill("Termos ".repeat(40));
    const publish = page.getByRole("button", { name: "Publicar", exact: true });
    await publish.scrollIntoViewIfNeeded();
    await publish.click();
    await expectSummaryInView(page, "Título no Google: use no máximo", `erro-textos-${project}-390`);

    await page.goto("/admin/senha");
    await page.getByLabel("Senha atual").fill("nao-e-a-senha-atual");
    await page.getByLabel("Nova senha", { exact: true }).fill("uma-senha-nova-longa-1");
    await page.getByLabel("Repita a nova senha").fill("outra-senha-nova-longa-2");
    await page.getByRole("button", { name: "Trocar a senha" }).click();
    await expectSummaryInView(page, /./, `erro-senha-${project}-390`);
  });
});

test.describe("refused saves on a laptop", () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test("the summary is in view and focused; with JavaScript a toast says the save was refused, leaves once a field is corrected or after a few seconds", async ({
    page,
    javaScriptEnabled,
  }, info) => {
    // The page's timers wait for the test: the toast's few seconds pass only when the test says so.
    await page.clock.install();
    await signIn(page, javaScriptEnabled, "/admin/dados-do-negocio");
    const refuse = async () => {
      await page.locator("#f-phone").fill("liga pra mim");
      const save = page.getByRole("button", { name: "Salvar dados do negócio" });
      await save.scrollIntoViewIfNeeded();
      await save.click();
    };
    await refuse();
    await expectSummaryInView(page, "Nada foi salvo", `erro-negocio-${info.project.name}-1366`);
    const refused = page.locator("[data-toast]").filter({ hasText: "Não salvo" });
    if (!javaScriptEnabled) {
      // Without JavaScript the page itself is the answer: the summary, no toast.
      await expect(refused).toHaveCount(0);
      return;
    }
    await expect(refused).toHaveAttribute("role", "alert");
    await expect(refused).toContainText("1 campo para corrigir: veja no topo do formulário.");
    await expect(refused).toBeInViewport();
    // The toast does not take the focus from the summary.
    await expect(page.locator("[data-error-summary]")).toBeFocused();
    await page.locator("#f-phone").fill("(11) 4002-8922");
    await expect(refused).toHaveCount(0);
    // Refused again and left alone: the toast goes after its few seconds, the summary stays.
    await refuse();
    await expect(refused).toBeVisible();
    await page.clock.fastForward(6_000);
    await expect(refused).toHaveCount(0);
    await expect(page.locator("[data-error-summary]")).toBeVisible();
  });
});
