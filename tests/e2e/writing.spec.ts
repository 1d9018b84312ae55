import { expect, test } from "@playwright/test";
import { slugify } from "../../app/lib/slug";
import { insertGeneratedPage, withE2eDatabase } from "./db";
import { expireSession, hydrated, signIn, signInAgain } from "./sign-in";
import { contentField, fillContent } from "./content-field";
import { deletePage, panelListItem } from "./panel";
import { readHead } from "./seo-html";
import { runTag } from "./run-tag";
import { SUBSTANCE_TEXT } from "./writing-texts";

/**
 * Writing a page as a person does (decisions 0031 and 0032), with JavaScript and without: plain
 * text with blank lines and "- " lines becomes paragraphs and a list; a save that finds the
 * session over comes back filled after the sign-in, and saving it publishes the page.
 */

/** The toast of a page saved from the panel, in or out of Google (app/lib/admin-toasts.ts). */
const SAVED = "Página gerada e salva com sucesso!";

const TYPED = "Parágrafo um do texto.\n\nParágrafo dois do texto.\n- primeiro item\n- segundo item\n\n[clique](javascript:alert(1))";

test("text with blank lines and '- ' lines shows as paragraphs and a list on the public page", async ({ page, javaScriptEnabled }, testInfo) => {
  const dialogs: string[] = [];
  page.on("dialog", async (d) => {
    dialogs.push(d.message());
    await d.dismiss();
  });
  const title = `Texto simples ${runTag(testInfo)}`;
  // A page that goes while the form is open (another admin, another tab): the save adds one and
  // this takes one away, so the panel holds as many pages as before the save.
  const gone = insertGeneratedPage(slugify(`Apagada durante a escrita ${runTag(testInfo)}`), `Apagada durante a escrita ${runTag(testInfo)}`);
  await signIn(page, javaScriptEnabled);
  await page.getByLabel("Título", { exact: true }).fill(title);
  await fillContent(page, TYPED);
  withE2eDatabase((db) =>
    db.transaction(() => {
      db.prepare("DELETE FROM generated_pages WHERE id = ?").run(gone);
      db.prepare("UPDATE content_version SET version = version + 1 WHERE id = 1").run();
    })(),
  );
  await page.getByRole("button", { name: "Salvar Página" }).click();
  await expect(page).toHaveURL(/\/admin\/painel$/);
  // Saved (the judge's first reading of the site can take a while): the form is empty again for the next page.
  await expect(page.getByText(SAVED).first()).toBeVisible({ timeout: 45_000 });
  await expect(page.getByLabel("Título", { exact: true })).toHaveValue("");

  await page.goto(`/links-uteis/${slugify(title)}`);
  const body = page.locator("article .prose-content");
  await expect(body.locator("p").first()).toHaveText("Parágrafo um do texto.");
  await expect(body.locator("p").nth(1)).toHaveText("Parágrafo dois do texto.");
  await expect(body.locator("ul > li")).toHaveText(["primeiro item", "segundo item"]);
  // The javascript: link keeps its words and loses its target.
  await expect(body.getByText("clique")).toBeVisible();
  expect(await body.locator("a[href^='javascript']").count()).toBe(0);
  expect(await body.innerHTML()).not.toContain("Parágrafo dois do texto.\n- primeiro");
  expect(dialogs).toEqual([]);
});

test("a save after the session ended comes back filled after signing in, and saving it publishes the page", async ({ page, javaScriptEnabled }, testInfo) => {
  const title = `Sessão expirada ${runTag(testInfo)}`;
  await signIn(page, javaScriptEnabled);
  await page.getByLabel("Título", { exact: true }).fill(title);
  await fillContent(page, TYPED);
  await expireSession(page);
  await page.getByRole("button", { name: "Salvar Página" }).click();

  await signInAgain(page, javaScriptEnabled, "/admin/painel");

  await expect(page.getByRole("alert").filter({ hasText: "Sua sessão expirou. Confira e salve de novo." })).toBeVisible();
  await expect(page.getByLabel("Título", { exact: true })).toHaveValue(title);
  await expect(contentField(page)).toHaveValue(TYPED);
  await page.getByRole("button", { name: "Salvar Página" }).click();
  await expect(page).toHaveURL(/\/admin\/painel$/);
  // Saved (the judge's first reading of the site can take a while): the form is empty again for the next page.
  await expect(page.getByText(SAVED).first()).toBeVisible({ timeout: 45_000 });
  await expect(page.getByLabel("Título", { exact: true })).toHaveValue("");

  await page.goto(`/links-uteis/${slugify(title)}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(page.locator("article .prose-content ul > li")).toHaveText(["primeiro item", "segundo item"]);
});

test("a page below the bar shows in 'Precisa de conteúdo' with its hints; the text they ask for makes it indexable", async ({
  page,
  request,
  javaScriptEnabled,
}, testInfo) => {
  const p = runTag(testInfo);
  const title = `Portão que precisa de texto ${p}`;
  const slug = slugify(title);
  await signIn(page, javaScriptEnabled);
  await page.getByLabel("Título", { exact: true }).fill(title);
  await fillContent(page, "Texto curto sobre o portão da garagem.");
  await page.getByRole("button", { name: "Salvar Página" }).click();
  await expect(page.getByLabel("Título", { exact: true })).toHaveValue("");

  await page.goto(`/admin/painel?situacao=precisa&busca=${encodeURIComponent(title)}`);
  const item = panelListItem(page, title);
  await expect(item).toContainText("Fora do índice");
  await expect(item).toContainText(/o mínimo é 150/);
  await expect(item).toContainText("Para entrar no índice, acrescente com suas palavras:");
  await expect(item).toContainText("Uma faixa de preço");
  await expect(item).toContainText("Uma pergunta que os clientes fazem");
  await item.getByRole("link", { name: `Editar e publicar ${title}` }).click();
  await expect(page).toHaveURL(/\/admin\/painel\/editar\/\d+$/);
  await hydrated(page, javaScriptEnabled);
  const checklist = page.getByRole("list", { name: "O que daria substância à página" });
  await expect(checklist.getByRole("listitem")).toHaveCount(4);
  await expect(checklist).toContainText("Falta: Uma faixa de preço");

  await fillContent(page, SUBSTANCE_TEXT[testInfo.project.name]);
  await page.getByRole("button", { name: "Salvar alterações" }).click();
  await expect(page.getByText("No índice", { exact: true }).first()).toBeVisible();

  const head = readHead(await (await request.get(`/links-uteis/${slug}`)).text());
  expect(head.robots).toBe("index, follow");
  expect(head.canonical).toMatch(new RegExp(`/links-uteis/${slug}$`));
  expect(await (await request.get("/sitemap.xml")).text()).toContain(`/links-uteis/${slug}</loc>`);
  // The owner's text is the same in every copy of this test: the next copy must not meet it.
  await deletePage(page, javaScriptEnabled, slug);
});

test("'Selecionar todas' opens the same confirmation as a single delete, and nothing goes before it", async ({
  page,
  request,
  javaScriptEnabled,
}, testInfo) => {
  const prefix = `Todas para excluir ${runTag(testInfo)}`;
  const titles = [`${prefix} A`, `${prefix} B`];
  for (const t of titles) insertGeneratedPage(slugify(t), t);
  await signIn(page, javaScriptEnabled);
  await page.goto(`/admin/painel?busca=${encodeURIComponent(prefix)}`);
  await hydrated(page, javaScriptEnabled);
  await page.getByRole("link", { name: "Selecionar todas (2) e excluir" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Excluir 2 páginas" })).toBeVisible();
  for (const t of titles) expect((await request.get(`/links-uteis/${slugify(t)}`)).status()).toBe(200);
  await hydrated(page, javaScriptEnabled);
  await page.getByRole("button", { name: "Excluir 2 páginas" }).click();
  await expect(page).toHaveURL(/\/admin\/painel$/);
  for (const t of titles) expect((await request.get(`/links-uteis/${slugify(t)}`)).status()).toBe(410);
});

test("with JavaScript, a closed tab loses nothing: the form offers the copy kept in this browser", async ({ page, javaScriptEnabled }, testInfo) => {
  test.skip(!javaScriptEnabled, "the browser's own copy needs JavaScript; without it the server keeps what is sent");
  const title = `Cópia local ${runTag(testInfo)}`;
  await signIn(page, javaScriptEnabled);
  await page.getByLabel("Título", { exact: true }).fill(title);
  await fillContent(page, TYPED);
  // The copy is written a moment after the last keystroke: wait for the one that holds the text too,
  // not an earlier one written between the title and the text (a slow machine leaves that gap).
  const kept = () => page.evaluate(() => window.localStorage.getItem("ppa-admin-copia:painel-nova-pagina") ?? "");
  await expect.poll(async () => JSON.parse((await kept()) || "{}") as Record<string, string>).toMatchObject({ title, content: TYPED });
  await page.reload();
  await hydrated(page, javaScriptEnabled);
  await expect(page.getByLabel("Título", { exact: true })).toHaveValue("");
  await expect(page.getByText("Há um texto deste formulário guardado neste navegador que não foi salvo.")).toBeVisible();
  await page.getByRole("button", { name: "Restaurar", exact: true }).click();
  await expect(page.getByLabel("Título", { exact: true })).toHaveValue(title);
  await expect(contentField(page)).toHaveValue(TYPED);
  await page.getByRole("button", { name: "Salvar Página" }).click();
  await expect(page.getByText(SAVED).first()).toBeVisible({ timeout: 45_000 });
  await expect(page.getByLabel("Título", { exact: true })).toHaveValue("");
  await page.reload();
  await hydrated(page, javaScriptEnabled);
  await expect(page.getByRole("button", { name: "Restaurar" })).toHaveCount(0);
});
