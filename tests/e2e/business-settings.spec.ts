import { expect, type Page } from "@playwright/test";
import { E2E_BUSINESS_PHONE } from "../../playwright.config";
import { testWithOwnServer } from "./own-server";
import { signIn } from "./sign-in";

/**
 * "Dados do negócio" (decision 0028), with and without JavaScript: a new phone and Saturday's
 * hours show on the next request in the header, footer, call and chat targets, JSON-LD and the
 * after-hours data; hostile input gets pt-BR messages and keeps what was typed. The settings row
 * changes what every page shows, so each worker (one project, one repetition) runs this file
 * serially against its own production server on a fresh database, on a port of its own
 * (own-server.ts), never the shared one.
 */
const test = testWithOwnServer(46);
test.describe.configure({ mode: "serial" });

const SCREEN = "/admin/dados-do-negocio";

async function save(page: Page) {
  await page.getByRole("button", { name: "Salvar dados do negócio" }).click();
}

test("a new phone and Saturday hours show on the next request; bad input is refused and kept", async ({ page, javaScriptEnabled, request }, testInfo) => {
  test.setTimeout(120_000);
  const phone = testInfo.project.name === "js" ? "(11) 93333-1111" : "(11) 93333-2222";
  const digits = `55${phone.replace(/\D/g, "")}`;
  await signIn(page, javaScriptEnabled, SCREEN);

  await page.locator("#f-phone").fill(phone);
  await page.locator("#f-day6Closes").fill("12:00");
  await save(page);
  await expect(page.getByText("Dados do negócio salvos")).toBeVisible();
  await expect(page.locator("#f-phone")).toHaveValue(phone);

  await page.goto("/");
  await expect(page.locator("header [data-phone-link]").first()).toHaveText(phone);
  await expect(page.locator("footer [data-phone-link]")).toHaveText(phone);
  await expect(page.locator("footer")).toContainText("Sábado: 08h às 12h");
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(jsonLd.join("")).toContain(`"telephone":"+55 11 ${phone.slice(5)}"`);
  expect(jsonLd.join("")).toContain('"dayOfWeek":["https://schema.org/Saturday"],"opens":"08:00","closes":"12:00"');
  // The after-hours note is computed from these hours (the redirect at click time, the script on the page).
  expect(await page.locator("[data-reply-note]").first().getAttribute("data-hours")).toContain('{"opens":"08:00","closes":"12:00"}]');
  const tel = await request.get(
    await page
      .locator("footer [data-phone-link]")
      .getAttribute("href")
      .then((h) => h ?? ""),
    { maxRedirects: 0 },
  );
  expect(tel.headers().location).toBe(`tel:+${digits}`);
  const chat = await request.get((await page.locator("[data-whatsapp]").first().getAttribute("href")) ?? "", { maxRedirects: 0 });
  expect(chat.headers().location).toMatch(new RegExp(`^https://wa\\.me/${digits}\\?text=`));

  // Hostile input: every field says what is wrong, in pt-BR, and keeps what was typed.
  await page.goto(SCREEN);
  const long = "R".repeat(10_000);
  await page.locator("#f-phone").fill("liga pra mim");
  await page.locator("#f-address").fill(long);
  await page.locator("#f-name").fill("Motores\u0007PPA");
  await page.locator("#f-tier0Name").fill("<script>alert(1)</script>");
  await page.locator("#f-promoStart").fill("2026-12-10");
  await page.locator("#f-promoEnd").fill("2026-12-01");
  await save(page);
  await expect(page.getByRole("alert").filter({ hasText: "Nada foi salvo" })).toBeVisible();
  await expect(page.locator('[data-field-error="phone"]')).toHaveText("Use um telefone com DDD, como (11) 98765-4321.");
  await expect(page.locator('[data-field-error="address"]')).toHaveText("Use no máximo 200 caracteres (tem 10.000).");
  await expect(page.locator('[data-field-error="name"]')).toHaveText("Remova os caracteres de controle (invisíveis) deste campo.");
  await expect(page.locator('[data-field-error="tier0Name"]')).toHaveText("Não use os sinais < e > (marcação HTML não é aceita aqui).");
  await expect(page.locator('[data-field-error="promoEnd"]')).toHaveText("A data final da promoção deve ser igual ou depois da inicial.");
  await expect(page.locator("#f-phone")).toHaveValue("liga pra mim");
  await expect(page.locator("#f-address")).toHaveValue(long);
  await expect(page.locator("#f-tier0Name")).toHaveValue("<script>alert(1)</script>");
  await expect(page.locator("#f-promoEnd")).toHaveValue("2026-12-01");
  await expect(page.locator("#f-day6Closes")).toHaveValue("12:00");

  // Back to the first-boot values for the next test of this file.
  await page.goto(SCREEN);
  await page.locator("#f-phone").fill(E2E_BUSINESS_PHONE);
  await page.locator("#f-day6Closes").fill("14:00");
  await save(page);
  await expect(page.getByText("Dados do negócio salvos")).toBeVisible();
});

test("the panel links each missing fact to its field", async ({ page, javaScriptEnabled }) => {
  await signIn(page, javaScriptEnabled);
  const checklist = page.locator("[data-business-checklist]");
  await expect(checklist).toContainText("Falta:");
  await checklist.getByRole("link", { name: "endereço" }).click();
  await expect(page).toHaveURL(/\/admin\/dados-do-negocio#f-address$/);
  await expect(page.locator("#f-address")).toBeVisible();
});

test("the factory-direct price and the visit's fee are said as the owner sets them, and only then (decision 0050)", async ({ page, javaScriptEnabled }) => {
  test.setTimeout(120_000);
  await signIn(page, javaScriptEnabled, SCREEN);
  // A fresh install makes the specification's claim and says nothing of the visit's fee.
  await expect(page.locator("#f-factoryPrice")).toBeChecked();
  await expect(page.locator("#f-visitFee")).toHaveValue("");
  await page.goto("/");
  await expect(page.locator("main")).toContainText("Preço direto de fábrica");
  await page.goto("/duvidas-frequentes");
  await expect(page.locator("main")).toContainText("pergunte antes de marcar");

  await page.goto(SCREEN);
  await page.locator("#f-factoryPrice").uncheck();
  await page.locator("#f-visitFee").selectOption("charged");
  await save(page);
  await expect(page.locator('[data-field-error="visitFeePrice"]')).toHaveText("Preencha este campo.");
  await expect(page.locator("#f-factoryPrice")).not.toBeChecked();
  await page.locator("#f-visitFeePrice").fill("80");
  await save(page);
  await expect(page.getByText("Dados do negócio salvos")).toBeVisible();

  for (const path of ["/", "/duvidas-frequentes"]) {
    await page.goto(path);
    await expect(page.locator("main")).not.toContainText(/preço (direto )?de fábrica|sem intermediários/i);
  }
  // The hero keeps its other ticks; the FAQ answers with the owner's fee.
  await page.goto("/");
  await expect(page.getByRole("list", { name: "Vantagens no topo da página" })).toContainText("Frete e instalação grátis nas cidades atendidas");
  await page.goto("/quanto-custa-consertar-motor-de-portao");
  await expect(page.locator("main")).toContainText("A visita técnica custa R$ 80.");

  // Back to the first-boot values for the next test of this file.
  await page.goto(SCREEN);
  await page.locator("#f-factoryPrice").check();
  await page.locator("#f-visitFee").selectOption("");
  await page.locator("#f-visitFeePrice").fill("");
  await save(page);
  await expect(page.getByText("Dados do negócio salvos")).toBeVisible();
});
