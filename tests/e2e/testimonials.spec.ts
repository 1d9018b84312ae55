import crypto from "node:crypto";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Browser, type Page, type TestInfo } from "@playwright/test";
import { withE2eDatabase } from "./db";
import { copyAddress, copyNumber, runTag } from "./run-tag";
import { signIn } from "./sign-in";

/**
 * Decision 0027, with and without JavaScript: the owner's testimonial is refused without the
 * customer's consent (nothing typed is lost), then published and shown on the home page; the
 * review-request flow end to end (the owner creates a link, the customer sends, the owner
 * approves, the page shows it); a used, an expired and a forged link are refused. Each copy of a
 * test (project and `--repeat-each` repetition: runTag) uses its own names; what it publishes is
 * deleted at the end, so the other copies' checks of the home page (at most three shown) are not
 * crowded out.
 */
const TEXT = "O motor foi instalado no mesmo dia e o portão ficou silencioso.";

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);
}

async function deleteTestimonial(page: Page, name: string) {
  await page.goto("/admin/depoimentos");
  const item = page.locator("[data-admin-testimonial]").filter({ hasText: name });
  page.once("dialog", (d) => void d.accept());
  await item.getByRole("button", { name: "Excluir" }).click();
  const confirm = item.getByRole("button", { name: "Confirmar" });
  // Without JavaScript the first post comes back asking.
  if (await confirm.isVisible().catch(() => false)) await confirm.click();
  await expect(page.locator("[data-admin-testimonial]").filter({ hasText: name })).toHaveCount(0);
}

/**
 * The customer's browser, a visitor of its own address: the e2e server believes one hop of
 * X-Forwarded-For (playwright.config.ts), and every copy of a run posting from 127.0.0.1 would
 * spend one address's budget of review-form posts (TESTIMONIAL_LIMITS.formPostsPerAddress) and be
 * refused past it.
 */
async function customerPage(browser: Browser, javaScriptEnabled: boolean, testInfo: TestInfo) {
  const context = await browser.newContext({
    javaScriptEnabled,
    locale: "pt-BR",
    extraHTTPHeaders: { "X-Forwarded-For": copyAddress("198.51.100", copyNumber(testInfo)) },
  });
  return { context, page: await context.newPage() };
}

test("the owner's testimonial needs the customer's consent; once published it shows on the home page", async ({ page, javaScriptEnabled }, testInfo) => {
  test.setTimeout(120_000);
  const name = `Cliente Dono ${runTag(testInfo)}`;
  await signIn(page, javaScriptEnabled, "/admin/depoimentos");
  await expect(page.getByRole("heading", { level: 1, name: "Depoimentos" })).toBeVisible();
  const form = page.getByRole("region", { name: "Cadastrar depoimento" });
  await form.getByLabel("Nome do cliente (como ele autorizou)").fill(name);
  await form.getByLabel("Local (bairro, cidade)").fill("Santana, São Paulo");
  await form.getByLabel(/^Depoimento/).fill(TEXT);
  await form.getByLabel("Serviço (opcional)").fill("Instalação");
  await form.getByLabel("De onde veio").selectOption({ label: "Pessoalmente" });
  await form.getByRole("button", { name: "Salvar depoimento" }).click();

  await expect(form.getByText("Marque “O cliente autorizou a publicação”", { exact: false }).first()).toBeVisible();
  await expect(form.getByLabel("Nome do cliente (como ele autorizou)")).toHaveValue(name);
  await expect(form.getByLabel("Local (bairro, cidade)")).toHaveValue("Santana, São Paulo");
  await expect(form.getByLabel(/^Depoimento/)).toHaveValue(TEXT);
  await expect(form.getByLabel("Serviço (opcional)")).toHaveValue("Instalação");
  await expect(form.getByLabel("De onde veio")).toHaveValue("pessoalmente");

  if (javaScriptEnabled) await expectNoAxeViolations(page);
  await form.getByLabel("O cliente autorizou a publicação").check();
  await form.getByRole("button", { name: "Salvar depoimento" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Depoimento salvo e publicado." }).first()).toBeVisible();

  await page.goto("/");
  const shown = page.locator("[data-testimonial]").filter({ hasText: name });
  await expect(shown).toContainText(TEXT);
  await expect(shown).toContainText("Santana, São Paulo");
  await expect(page.getByRole("heading", { name: "O que dizem nossos clientes" })).toBeVisible();

  await deleteTestimonial(page, name);
  await page.goto("/");
  await expect(page.locator("[data-testimonial]").filter({ hasText: name })).toHaveCount(0);
});

test("review request end to end: link, customer's form, approval, the page shows it; the used link is refused", async ({
  page,
  browser,
  javaScriptEnabled,
}, testInfo) => {
  test.setTimeout(120_000);
  const name = `Cliente Link ${runTag(testInfo)}`;
  await signIn(page, javaScriptEnabled, "/admin/depoimentos");
  const request = page.getByRole("region", { name: "Pedir depoimento a um cliente" });
  await request.getByLabel("Para quem (só você vê)").fill(`Sr. ${runTag(testInfo)}, portão basculante`);
  await request.getByRole("button", { name: "Criar link" }).click();
  const message = await page.getByLabel("Mensagem para o WhatsApp").inputValue();
  const url = /(http:\/\/\S+\/depoimento\/[0-9a-f]{64})/.exec(message)?.[1];
  expect(url, message).toBeTruthy();
  await expect(page.getByRole("link", { name: "Abrir no WhatsApp" })).toHaveAttribute("href", /^https:\/\/wa\.me\/\?text=/);

  const customer = await customerPage(browser, javaScriptEnabled, testInfo);
  const c = customer.page;
  const link = new URL(url!).pathname;
  await c.goto(link);
  await expect(c.getByRole("heading", { level: 1, name: "Conte como foi o serviço" })).toBeVisible();
  await c.getByLabel("Seu nome, como deve aparecer no site").fill(name);
  await c.getByLabel("Bairro e cidade").fill("Vila Yara, Osasco");
  await c.getByLabel("Seu depoimento").fill(TEXT);
  await c.getByRole("button", { name: "Enviar depoimento" }).click();
  // No consent: refused, everything typed kept.
  await expect(c.getByText("Para enviarmos seu depoimento, marque a autorização de publicação.")).toBeVisible();
  await expect(c.getByLabel("Seu nome, como deve aparecer no site")).toHaveValue(name);
  await expect(c.getByLabel("Seu depoimento")).toHaveValue(TEXT);
  if (javaScriptEnabled) await expectNoAxeViolations(c);
  await c.getByLabel(/Autorizo a publicação/).check();
  await c.getByRole("button", { name: "Enviar depoimento" }).click();
  await expect(c.getByRole("heading", { level: 1, name: `Obrigado, ${name}!` })).toBeVisible();

  // Used: the same link now answers a refusal page.
  const again = await c.goto(link);
  expect(again?.status()).toBe(410);
  await expect(c.getByText("Este link já foi usado para enviar um depoimento.", { exact: false })).toBeVisible();
  await customer.context.close();

  await page.goto("/");
  await expect(page.locator("[data-testimonial]").filter({ hasText: name })).toHaveCount(0);
  await page.goto("/admin/depoimentos");
  const item = page.locator("[data-admin-testimonial]").filter({ hasText: name });
  await expect(item).toContainText("Pendente");
  await item.getByRole("button", { name: "Aprovar e publicar" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Depoimento aprovado e publicado." }).first()).toBeVisible();

  await page.goto("/");
  await expect(page.locator("[data-testimonial]").filter({ hasText: name })).toContainText("Vila Yara, Osasco");
  await deleteTestimonial(page, name);
});

test("an expired and a forged link are refused with a clear page", async ({ browser, javaScriptEnabled }, testInfo) => {
  const token = crypto.randomBytes(32).toString("hex");
  withE2eDatabase((db) =>
    db
      .prepare("INSERT INTO review_requests (token_hash, customer, created_at, expires_at) VALUES (?, 'Cliente antigo', ?, ?)")
      .run(crypto.createHash("sha256").update(token).digest("hex"), Date.now() - 20 * 86_400_000, Date.now() - 6 * 86_400_000),
  );
  const { context, page } = await customerPage(browser, javaScriptEnabled, testInfo);
  const expired = await page.goto(`/depoimento/${token}`);
  expect(expired?.status()).toBe(410);
  await expect(page.getByRole("heading", { level: 1, name: "Link de depoimento indisponível" })).toBeVisible();
  await expect(page.getByText("Este link expirou (ele vale por 14 dias).", { exact: false })).toBeVisible();
  await expect(page.getByRole("button", { name: "Enviar depoimento" })).toHaveCount(0);

  const forged = await page.goto(`/depoimento/${crypto.randomBytes(32).toString("hex")}`);
  expect(forged?.status()).toBe(404);
  await expect(page.getByText("Este link de depoimento não é válido.", { exact: false })).toBeVisible();
  await context.close();
});
