import { expect, test, type Page } from "@playwright/test";
import { hydrated, signIn } from "./sign-in";
import { SIZES, fillBody, inBothModes, shoot } from "./page-text-editor";
import { whatsappText } from "./whatsapp";

/**
 * The diagnosis tree is /diagnostico's text in "Páginas do site" (decision 0043): the owner
 * rewrites a question and an outcome and the tool asks and answers with them on the next request;
 * a tree with an answer leading nowhere is refused, the message in view on a phone, the text kept.
 * One test runs both modes in two browsers, one after the other: the page has one row.
 */

// A branch tests/e2e/tools.spec.ts does not walk: the suite shares one server.
const STOP_QUESTION = "Onde e como o portão para?";
const STOP_ANSWER = "Para sempre no mesmo ponto do percurso";
const FRICTION_TITLE = "Um ponto de atrito no percurso";

/** From the tool's start to the friction outcome, answering each question as a visitor does. */
async function answer(page: Page, question: string) {
  await page.goto("/diagnostico");
  const steps: [string, string][] = [
    ["O que acontece quando você aperta o controle?", "O portão começa a andar, mas para no meio ou volta"],
    [question, STOP_ANSWER],
  ];
  for (const [legend, label] of steps) {
    await page.getByRole("group", { name: legend }).getByLabel(label).check();
    await page.getByRole("button", { name: "Continuar" }).click();
  }
}

test("the owner rewrites a question and an outcome of the diagnosis, with and without JavaScript; a tree with an answer leading nowhere is refused", async ({
  browser,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, "the JavaScript project runs both modes in two browsers");
  test.slow();
  await inBothModes(browser, SIZES[0], async (page, mode) => {
    await signIn(page, mode.js, "/admin/paginas/editar/diagnostico");
    await expect(page.getByText("Texto da página", { exact: true })).toBeVisible();
    await expect(page.locator("[data-automatic-parts]")).toContainText("## Pergunta: código");
    const tree = await page.locator("textarea#body").inputValue();
    expect(tree).toContain(`## Pergunta: para-no-meio\n\n${STOP_QUESTION}`);
    await page.locator("[data-automatic-parts]").scrollIntoViewIfNeeded();
    await shoot(page, `diagnostico-editor-${mode.js ? "js" : "nojs"}`);

    // An answer leading to a question the text does not hold: refused, named, in view on a phone, the text kept.
    await page.setViewportSize(SIZES[0]);
    const broken = tree.replace("→ Pergunta: disjuntor", "→ Pergunta: disjuntor-antigo");
    expect(broken).not.toBe(tree);
    await fillBody(page, broken, mode.js);
    await page.getByRole("button", { name: "Publicar", exact: true }).click();
    const summary = page.locator("#page-text-errors");
    await expect(summary).toContainText("da pergunta “energia” leva a “Pergunta: disjuntor-antigo”, que não existe no texto.");
    await expect(summary).toBeInViewport();
    await expect(page.locator("textarea#body")).toHaveValue(broken);
    await page.screenshot({ path: test.info().outputPath(`diagnostico-recusa-${mode.js ? "js" : "nojs"}-390.png`) });

    // One question and one outcome rewritten: the tool asks and answers with them on the next request.
    const question = `Em que ponto e de que jeito o portão para (${mode.tag})?`;
    const title = `Algo prende o portão no mesmo ponto (${mode.tag})`;
    const tip = `Passe o portão destravado na mão e marque onde ele pesa (${mode.tag}).`;
    const edited = tree
      .replace(STOP_QUESTION, question)
      .replace(`## Resultado: ponto-de-atrito\n\n${FRICTION_TITLE}`, `## Resultado: ponto-de-atrito\n\n${title}`)
      .replace("- Com o motor destravado, passe o portão na mão e veja onde ele pesa.", `- ${tip}`);
    expect(edited.split(mode.tag)).toHaveLength(4);
    await fillBody(page, edited, mode.js);
    await page.getByRole("button", { name: "Publicar", exact: true }).click();
    // A publish judges the page first (decision 0040): slow on a loaded machine.
    await expect(page.getByRole("status").filter({ hasText: "Publicado" }).first()).toBeVisible({ timeout: 60_000 });

    await answer(page, question);
    await expect(page.getByRole("heading", { name: title })).toBeVisible();
    await expect(page.getByRole("listitem").filter({ hasText: tip })).toBeVisible();
    await expect(page.getByRole("listitem").filter({ hasText: question })).toContainText(STOP_ANSWER);
    const text = await whatsappText(page, await page.getByRole("link", { name: "Enviar o diagnóstico pelo WhatsApp" }).getAttribute("href"));
    expect(text).toContain(`Resultado do diagnóstico no site: ${title}.`);
    await page.getByRole("heading", { name: title }).scrollIntoViewIfNeeded();
    await shoot(page, `diagnostico-resultado-${mode.js ? "js" : "nojs"}`);
    await page.goto("/diagnostico?sintoma=para");
    await shoot(page, `diagnostico-pergunta-${mode.js ? "js" : "nojs"}`);

    // The earlier version comes back from the history: the tool is as seeded again.
    await page.goto("/admin/paginas/editar/diagnostico");
    await hydrated(page, mode.js);
    await page.locator("[data-history] li").first().getByRole("button", { name: "Restaurar" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Versão restaurada" }).first()).toBeVisible({ timeout: 60_000 });
    await answer(page, STOP_QUESTION);
    await expect(page.getByRole("heading", { name: FRICTION_TITLE })).toBeVisible();
  });
});
