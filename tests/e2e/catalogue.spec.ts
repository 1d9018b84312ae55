import { expect, test, type Page } from "@playwright/test";
import { OWN_SERVER_FIXTURE_TIMEOUT, startOwnServer } from "./own-server";
import { signIn } from "./sign-in";

/**
 * "Catálogo de motores" (decision 0029), with and without JavaScript: the owner changes a
 * model's price, adds a model, retires another and changes a slug; the model's page, the grid,
 * the menu, sitemap.xml and the selector follow. Retiring and renaming models would change what
 * the specs running beside this one expect of the shared database (14 models, the admitted
 * sitemap), so each worker starts its own production server on a fresh database, on a port of
 * its own (own-server.ts): a worker runs one project and one repetition, so every copy of this
 * test (both projects, each `--repeat-each` copy) meets the 14 models of a first boot.
 */
const MODELS = {
  js: {
    priced: { name: "Motor PPA Home Mono", slug: "motor-ppa-home-mono" },
    retired: { name: "Motor PPA Penta", slug: "motor-ppa-penta" },
    renamed: { name: "Motor PPA Home Custom Mono", slug: "motor-ppa-home-custom-mono", to: "motor-ppa-home-custom-mono-2" },
    added: { name: "Motor PPA Teste Com JS", slug: "motor-ppa-teste-com-js" },
  },
  nojs: {
    priced: { name: "Motor PPA Home SP Mono", slug: "motor-ppa-home-sp-mono" },
    retired: { name: "Motor PPA Levante", slug: "motor-ppa-levante" },
    renamed: { name: "Motor PPA Home Custom SP Mono", slug: "motor-ppa-home-custom-sp-mono", to: "motor-ppa-home-custom-sp-mono-2" },
    added: { name: "Motor PPA Teste Sem JS", slug: "motor-ppa-teste-sem-js" },
  },
};
let base = "";
let stop: (() => Promise<void>) | null = null;
// eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures from the first argument's destructuring
test.beforeAll(async ({}, testInfo) => {
  test.setTimeout(OWN_SERVER_FIXTURE_TIMEOUT);
  const server = await startOwnServer(testInfo, 42);
  base = server.url;
  stop = server.stop;
});
test.afterAll(async () => {
  await stop?.();
});

const SELECTOR = "/qual-motor?tipo=basculante&peso=150-250&uso=casa&energia=nao&velocidade=16&orcamento=sem-limite";
const PRICE = /R\$\s1\.234/;

async function openModel(page: Page, name: string) {
  await page.goto(`${base}/admin/catalogo`);
  await page.getByRole("link", { name, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Catálogo: ${name}` })).toBeVisible();
}

const saved = (page: Page, text: string) => expect(page.getByRole("status").filter({ hasText: text }).first()).toBeVisible();

test("price, new model, retired model and new slug reach the model page, the grid, the menu, sitemap.xml and the selector", async ({
  page,
  request,
  javaScriptEnabled,
}, testInfo) => {
  test.setTimeout(120_000);
  const m = MODELS[testInfo.project.name as keyof typeof MODELS];
  await signIn(page, javaScriptEnabled, `${base}/admin/catalogo`);

  // A wrong price is refused with a message; what was typed stays in the form.
  await openModel(page, m.priced.name);
  await page.getByLabel("Preço com instalação (R$)").fill("-5");
  await page.getByLabel("Descrição").fill("Descrição nova, digitada antes do erro.");
  await page.getByRole("button", { name: "Salvar modelo" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Preço: um valor em reais" })).toBeVisible();
  await expect(page.getByLabel("Descrição")).toHaveValue("Descrição nova, digitada antes do erro.");
  await expect(page.getByLabel("Preço com instalação (R$)")).toHaveValue("-5");

  await page.getByLabel("Preço com instalação (R$)").fill("1.234,00");
  await page.getByRole("button", { name: "Salvar modelo" }).click();
  await saved(page, `${m.priced.name} salvo.`);

  await page.goto(`${base}/motores/${m.priced.slug}`);
  await expect(page.getByRole("heading", { level: 1, name: m.priced.name })).toBeVisible();
  await expect(page.locator("[data-motor-price]").first()).toHaveText(PRICE);
  await page.goto(`${base}/motores`);
  await expect(
    page
      .locator("[data-motor-card]")
      .filter({ has: page.getByRole("heading", { name: m.priced.name }) })
      .locator("[data-motor-price]"),
  ).toHaveText(PRICE);
  await page.goto(base + SELECTOR);
  await expect(
    page
      .getByRole("main")
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: m.priced.name, exact: true }) }),
  ).toContainText(PRICE);

  // A new model, and a retired one.
  await page.goto(`${base}/admin/catalogo`);
  await page.getByRole("link", { name: "Adicionar modelo" }).click();
  await page.getByLabel("Nome do modelo").fill(m.added.name);
  await page.getByLabel("Descrição").fill("Modelo novo para portão basculante residencial.");
  await page.getByLabel("Peso máximo do portão (kg)").fill("200");
  await page.getByLabel("Preço com instalação (R$)").fill("990");
  await page.getByRole("button", { name: "Adicionar modelo" }).click();
  await saved(page, `${m.added.name} adicionado ao catálogo.`);

  await openModel(page, m.retired.name);
  await page.getByLabel("Situação").selectOption("fora-de-linha");
  await page.getByRole("button", { name: "Salvar modelo" }).click();
  await saved(page, `${m.retired.name} agora está fora de linha.`);

  await page.goto(`${base}/motores`);
  const grid = page.locator("[data-motor-card]");
  await expect(grid.filter({ has: page.getByRole("heading", { name: m.added.name }) })).toHaveCount(1);
  await expect(grid.filter({ has: page.getByRole("heading", { name: m.retired.name, exact: true }) })).toHaveCount(0);
  const menu = page.locator("header");
  await expect(menu.locator(`a[href="/motores/${m.added.slug}"]`)).toHaveCount(1);
  await expect(menu.locator(`a[href="/motores/${m.retired.slug}"]`)).toHaveCount(0);
  const sitemap = await (await request.get(`${base}/sitemap.xml`)).text();
  // A new model has no text of its own yet: reachable, out of sitemap.xml, and the admin says so (decision 0037).
  expect(sitemap).not.toContain(`/motores/${m.added.slug}</loc>`);
  await page.goto(`${base}/admin/catalogo`);
  await expect(page.locator(`[data-catalogue-row="${m.added.slug}"]`)).toContainText("fora do Google");
  expect(sitemap).not.toContain(`/motores/${m.retired.slug}</loc>`);
  await page.goto(base + SELECTOR);
  await expect(page.getByRole("main")).toContainText(m.added.name);
  // "Motor PPA Penta" is also the start of "Motor PPA Penta Jetflex", which stays.
  await expect(page.getByRole("main")).not.toContainText(new RegExp(`${m.retired.name}(?! Jetflex)`));

  const retired = await request.get(`${base}/motores/${m.retired.slug}`);
  expect(retired.status()).toBe(200);
  await page.goto(`${base}/motores/${m.retired.slug}`);
  const notice = page.getByRole("complementary", { name: "Modelo fora de linha" });
  await expect(notice).toContainText(`O ${m.retired.name} não é mais vendido`);
  await expect(notice.getByRole("link").first()).toBeVisible();

  // A new slug: the old address answers 301 to the new one.
  await openModel(page, m.renamed.name);
  await page.getByLabel("Endereço (slug)").fill(m.renamed.to);
  await page.getByRole("button", { name: "Salvar modelo" }).click();
  await saved(page, `${m.renamed.name} salvo.`);
  const old = await request.get(`${base}/motores/${m.renamed.slug}`, { maxRedirects: 0 });
  expect(old.status()).toBe(301);
  expect(old.headers()["location"]).toBe(`/motores/${m.renamed.to}`);
  expect((await request.get(`${base}/motores/${m.renamed.to}`)).status()).toBe(200);
});
