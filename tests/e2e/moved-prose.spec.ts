import { expect, type Locator } from "@playwright/test";
import { SIZES, fillBody, publish, shoot } from "./page-text-editor";
import { hydrated, signIn } from "./sign-in";
import { testWithOwnServer } from "./own-server";

/**
 * Text that moved out of the code into "Páginas do site" (decision 0043), edited by the owner
 * with and without JavaScript and read on the next request: a card of the service page's guide
 * of common problems (its link must lead to a problem page) and a place page's title, whose
 * ending was the housing profile's. One test runs both modes one after the other, since both
 * edit the same service page. The test publishes over pages every copy starts from (the service
 * page, two place titles), so each copy (project and `--repeat-each` repetition) has a server of
 * its own on a fresh database (tests/e2e/own-server.ts).
 */
const test = testWithOwnServer(38);

/** The guide card whose heading is `title`, as the public page's HTML has it. */
function guideCard(html: string, title: string): string {
  const section = /aria-labelledby="guias-titulo"[\s\S]*?id="outros-guias"/.exec(html)?.[0] ?? "";
  const escaped = title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`<article[^>]*>\\s*<h3[^>]*>${escaped}</h3>([\\s\\S]*?)</article>`).exec(section)?.[1] ?? "";
}

test("the owner rewrites a problem card of the service page and a place page's title, with and without JavaScript, and reads them on the next request", async ({
  browser,
  request,
  javaScriptEnabled,
  ownServer,
}) => {
  test.skip(!javaScriptEnabled, "the JavaScript project runs both modes in two browsers");
  // Four publishes, each judged with the pages sharing text with it (decision 0040).
  test.setTimeout(300_000);
  const baseURL = ownServer.url;
  for (const mode of [
    { js: true, tag: "com JavaScript", place: { path: "/cidades/mooca", name: "Mooca" } },
    { js: false, tag: "sem JavaScript", place: { path: "/cidades/santo-andre", name: "Santo André" } },
  ]) {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: mode.js, viewport: SIZES[1], locale: "pt-BR" });
    const page = await context.newPage();
    const shot = (name: string, at?: Locator) => shoot(page, `${name}-${mode.js ? "js" : "nojs"}`, at);

    // The guide is a section of the page's text: "### " cards, their labels, lists and link.
    await signIn(page, mode.js, "/admin/paginas/editar/instalacao-manutencao");
    await expect(page.locator("[data-automatic-parts]")).toContainText("página de problema do site");
    const text = await page.locator("textarea#body").inputValue();
    expect(text).toContain("## Guia dos problemas mais comuns\n\n### Portão não abre\n\nCausas mais comuns\n\n- Bateria do controle fraca");
    expect(text).toContain("[Saiba mais: portão não abre](/portao-nao-abre)");

    // A new cause, a new card title and the link written with the problem's words.
    const cause = `Pilha do controle no fim (${mode.tag})`;
    const edited = text
      .replace("### Controle remoto não funciona", `### O controle parou (${mode.tag})`)
      .replace("- Bateria gasta", `- ${cause}`)
      .replace("](/controle-remoto-do-portao-nao-funciona)", "](/Controle-Remoto-do-Portao-Nao-Funciona)");
    await fillBody(page, edited, mode.js);
    await shot("servico-guia-editor");
    await publish(page);
    const html = await (await request.get("/instalacao-manutencao")).text();
    const card = guideCard(html, `O controle parou (${mode.tag})`);
    expect(card).toContain(`<li>${cause}</li>`);
    expect(card).toContain('href="/controle-remoto-do-portao-nao-funciona"');
    expect(guideCard(html, "Portão não abre")).toContain('href="/portao-nao-abre"');
    await page.goto("/instalacao-manutencao");
    await shot("servico-guia", page.getByText(cause));
    await page.getByRole("link", { name: "Saiba mais: controle remoto do portão não funciona" }).click();
    await expect(page).toHaveURL(/\/controle-remoto-do-portao-nao-funciona$/);
    await page.goto("/admin/paginas/editar/instalacao-manutencao");
    await hydrated(page, mode.js);
    await page.locator("[data-history] li").first().getByRole("button", { name: "Restaurar" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Versão restaurada" }).first()).toBeVisible();
    expect(await (await request.get("/instalacao-manutencao")).text()).not.toContain(cause);

    // After the restore: a card whose link leads to no problem page is refused, with what was typed kept.
    const broken = (await page.locator("textarea#body").inputValue()).replace("](/portao-nao-abre)", "](/portao-que-nao-existe)");
    await fillBody(page, broken, mode.js);
    await page.getByRole("button", { name: "Publicar", exact: true }).click();
    await expect(page.locator("#page-text-errors")).toContainText("“Portão não abre” leva a /portao-que-nao-existe");
    await expect(page.locator("textarea#body")).toHaveValue(broken);
    await shot("servico-guia-recusado", page.locator("#page-text-errors"));

    // A place page's title: its ending was the housing profile's, now the page's own field.
    await page.goto(`/admin/paginas/editar${mode.place.path}`);
    await hydrated(page, mode.js);
    const title = page.getByLabel("Título no Google");
    const before = await title.inputValue();
    expect(before).toContain(`Motor para Portão PPA`);
    const newTitle = `Motor de portão ${mode.place.name} | Garagens (${mode.js ? "js" : "nojs"})`;
    await title.fill(newTitle);
    await shot("lugar-editor");
    await publish(page);
    const placeHtml = await (await request.get(mode.place.path)).text();
    expect(placeHtml).toContain(`<title>${newTitle}</title>`);
    await page.goto(mode.place.path);
    await expect(page).toHaveTitle(newTitle);
    await shot("lugar");
    await context.close();
  }
});
