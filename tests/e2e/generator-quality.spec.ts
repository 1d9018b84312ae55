import { expect, test, type Page } from "@playwright/test";
import { slugify } from "../../app/lib/slug";
import { OWN_TEXT } from "../fixtures/own-texts";
import { readHead } from "./seo-html";
import { deletePage, findInPanel } from "./panel";
import { runTag } from "./run-tag";
import { signIn } from "./sign-in";
import { fillContent } from "./content-field";

/**
 * The generators guard quality (docs/content-quality.md): a page is scored against the site when saved; a
 * thin one is saved out of the index with a pt-BR message saying why and what to add, and the
 * panel list shows each page's status. JavaScript on and off. Titles carry the run's tag (runTag);
 * a page whose text is the same in every copy of its test (the owner's text, a copied page) is
 * deleted at the end, so the next `--repeat-each` copy is not judged a copy of it.
 */

async function savePanelPage(page: Page, values: { title: string; keywords: string; content: string }) {
  await page.getByLabel("Título", { exact: true }).fill(values.title);
  await page.getByLabel("Palavras-chave").fill(values.keywords);
  await fillContent(page, values.content);
  await page.getByRole("button", { name: "Salvar Página" }).click();
  await expect(page).toHaveURL(/\/admin\/painel$/);
  // The first save of a server process waits for the judge to render the site once.
  await expect(page.getByRole("status").filter({ hasText: "Página gerada e salva com sucesso!" }).first()).toBeVisible({ timeout: 90_000 });
}

/** The page's row in the panel's list, found by searching its title. */
const listItem = (page: Page, title: string) => findInPanel(page, title);

test.describe("content-quality check of the generators", () => {
  test("a thin page is saved out of the index with the reason; a page with its own text enters it", async ({ page, request, javaScriptEnabled }, testInfo) => {
    const p = runTag(testInfo);
    await signIn(page, javaScriptEnabled);

    const thin = `Página curta de teste ${p}`;
    await savePanelPage(page, { title: thin, keywords: "portão automático, teste", content: "<p>Texto curto sobre o portão.</p>" });
    const warning = page.getByRole("status").filter({ hasText: "Página gerada e salva com sucesso!" }).first();
    await expect(warning).toContainText("Ela ficou fora do índice do Google (noindex)");
    await expect(warning).toContainText(/Tem \d+ palavras próprias; o mínimo é 150\./);
    await expect(warning).toContainText("acrescente texto próprio sobre o assunto do título");
    await expect(await listItem(page, thin)).toContainText("Fora do índice");
    await expect(await listItem(page, thin)).toContainText(/o mínimo é 150/);

    const thinHtml = await (await request.get(`/links-uteis/${slugify(thin)}`)).text();
    const thinHead = readHead(thinHtml);
    expect(thinHead.robots).toBe("noindex, follow");
    expect(thinHead.canonical).toBeUndefined();
    expect(thinHead.meta("keywords")).toBe("portão automático, teste");

    const rich = `Guia de teste com texto próprio ${p}`;
    await savePanelPage(page, { title: rich, keywords: "", content: OWN_TEXT[testInfo.project.name] });
    await expect(await listItem(page, rich)).toContainText("No índice");
    await expect(await listItem(page, rich)).not.toContainText("Fora do índice");
    const richHead = readHead(await (await request.get(`/links-uteis/${slugify(rich)}`)).text());
    expect(richHead.robots).toBe("index, follow");
    expect(richHead.canonical).toMatch(new RegExp(`/links-uteis/${slugify(rich)}$`));

    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect(sitemap).toContain(`/links-uteis/${slugify(rich)}</loc>`);
    expect(sitemap).not.toContain(`/links-uteis/${slugify(thin)}</loc>`);
    await deletePage(page, javaScriptEnabled, slugify(rich));
  });

  test("a page copying an indexable page of the site is told which one", async ({ page, request, javaScriptEnabled }, testInfo) => {
    // The site's own pages count, not only the generated ones: copy a problem page's text.
    // Each project copies its own page: two identical copies would share the most with each other.
    const sourcePath = javaScriptEnabled ? "/portao-nao-abre" : "/portao-nao-fecha";
    const source = await (await request.get(sourcePath)).text();
    const copied = source.slice(source.indexOf("<main"), source.indexOf("</main>"));
    await signIn(page, javaScriptEnabled);
    const title = `Cópia de página do site ${runTag(testInfo)}`;
    await savePanelPage(page, { title, keywords: "", content: copied });
    await expect(await listItem(page, title)).toContainText("Fora do índice");
    await expect(await listItem(page, title)).toContainText(
      new RegExp(`\\d+% do texto também está em outras páginas do site \\(mais em ${sourcePath}\\); o máximo é 20%\\.`),
    );
    await deletePage(page, javaScriptEnabled, slugify(title));
  });

  test("the editor shows the page it most resembles and the sentences they share", async ({ page, request, javaScriptEnabled }, testInfo) => {
    // A place page's text with the name swapped: the judge reads through the swap.
    const source = await (await request.get("/cidades/moema")).text();
    const place = javaScriptEnabled ? "Cotia" : "Embu das Artes";
    const copied = source.slice(source.indexOf("<main"), source.indexOf("</main>")).replaceAll("Moema", place);
    await signIn(page, javaScriptEnabled);
    const title = `Portão automático em ${place} ${runTag(testInfo)}`;
    await savePanelPage(page, { title, keywords: "", content: copied });
    await (await listItem(page, title)).getByRole("link", { name: `Editar ${title}`, exact: true }).click();
    const shared = page.getByRole("list", { name: /^Trechos em comum com \// });
    await expect(shared).toBeVisible();
    expect(await shared.getByRole("listitem").count()).toBeGreaterThan(0);
    await expect(page.getByText(/trechos? também em \//)).toBeVisible();
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await shared.scrollIntoViewIfNeeded();
      await page.screenshot({ path: testInfo.outputPath(`editor-quality-${width}.png`) });
    }
  });

  test("the local generator's preview shows the score before saving", async ({ page, javaScriptEnabled }, testInfo) => {
    await signIn(page, javaScriptEnabled, "/admin/local-generator");
    await page.getByLabel("Títulos (um por linha)").fill(`Instalação de motor de portão em Carapicuíba ${runTag(testInfo)}`);
    await page.getByRole("button", { name: "Gerar Conteúdo" }).click();
    const preview = page.getByRole("region", { name: "Pré-visualização" });
    await expect(preview).toContainText(/Avaliação de conteúdo: (entra no índice do Google|ficará fora do índice do Google \(noindex\))/);
    await expect(preview).toContainText(/\d+ palavras? próprias? · \d+% do texto em outras páginas/);
  });
});
