import { expect } from "@playwright/test";
import { hydrated, signIn } from "./sign-in";
import { SIZES, publish, shoot } from "./page-text-editor";
import { testWithOwnServer } from "./own-server";

/**
 * What an address without a page of its own answers is a stored template of "Páginas do site"
 * (decision 0043, `/_modelos/…`): the owner finds the templates under their kind in the list,
 * rewrites the unknown place's opening with the name slot, and any unknown place shows it on the
 * next request with its own name, still out of Google; with and without JavaScript, on a phone.
 * The test publishes over a template every copy starts from, so each copy (project and
 * `--repeat-each` repetition) has a server of its own (tests/e2e/own-server.ts).
 */
const test = testWithOwnServer(50);

test("the owner rewrites the unknown place's template and every unknown place says it with its own name, with and without JavaScript", async ({
  browser,
  request,
  javaScriptEnabled,
  ownServer,
}) => {
  test.skip(!javaScriptEnabled, "the JavaScript project runs both modes in two browsers");
  test.slow();
  for (const mode of [
    { js: true, tag: "com JavaScript" },
    { js: false, tag: "sem JavaScript" },
  ]) {
    const context = await browser.newContext({ baseURL: ownServer.url, javaScriptEnabled: mode.js, viewport: SIZES[0], locale: "pt-BR" });
    const page = await context.newPage();
    const suffix = mode.js ? "js" : "nojs";

    await signIn(page, mode.js, "/admin/paginas");
    await page.goto("/admin/paginas?tipo=modelo-de-pagina");
    const row = page.getByRole("link", { name: "Modelo: lugar não atendido ou desconhecido" });
    await expect(row).toBeVisible();
    await shoot(page, `modelos-lista-${suffix}`);
    await row.click();
    await hydrated(page, mode.js);

    // The template's fields hold the name slot; the editor says the template is never judged.
    await expect(page.getByLabel("Título da página")).toHaveValue("Motor para Portão PPA: {nome}");
    // The search-result preview shows the title as its example address fills it.
    await expect(page.getByLabel("Título no Google")).toHaveValue(/^\{nome\}: /);
    await expect(page.locator("[data-snippet-preview]")).toContainText("Lugar de Exemplo: Motor para Portão PPA");
    const lead = `Mora em {nome}? Conte o endereço (${mode.tag}) e dizemos se chegamos até você.`;
    await page.getByLabel("Texto de abertura").fill(lead);
    await shoot(page, `modelo-lugar-editor-${suffix}`, page.getByLabel("Texto de abertura"));
    await publish(page);

    // Two unknown places, each with its own name in the opening, out of Google.
    for (const [slug, name] of [
      [`lugar-inventado-${suffix}`, `Lugar Inventado ${suffix === "js" ? "Js" : "Nojs"}`],
      ["vila-que-nao-existe", "Vila Que Nao Existe"],
    ]) {
      const html = await (await request.get(`/cidades/${slug}`)).text();
      expect(html).toContain(`Mora em ${name}? Conte o endereço (${mode.tag}) e dizemos se chegamos até você.`);
      expect(html).toMatch(/<meta name="robots" content="noindex/);
      expect(html).not.toContain("{nome}");
    }
    await page.goto(`/cidades/lugar-inventado-${suffix}`);
    await expect(page.locator("[data-page-lead]")).toContainText("Mora em Lugar Inventado");
    await shoot(page, `modelo-lugar-publico-${suffix}`);
    await context.close();
  }
});
