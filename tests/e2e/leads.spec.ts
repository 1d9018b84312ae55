import { expect, test } from "@playwright/test";
import { hydrated, signIn } from "./sign-in";

/**
 * Issue #15 end to end, JavaScript on and off: a WhatsApp click on a city page reaches
 * wa.me with a reference code; the owner finds the code in /admin/leads, marks it a sale
 * with a value, and the page's row shows the click and the sale. wa.me itself is never
 * contacted: the test answers for it.
 */
test.describe("leads: from a click to a sale", () => {
  test("a WhatsApp click on a city page carries a code the owner marks as a sale", async ({ page, context, javaScriptEnabled }) => {
    const city = javaScriptEnabled ? "pinheiros" : "tatuape";
    const cityPath = `/cidades/${city}`;
    await context.route("https://wa.me/**", (route) => route.fulfill({ status: 200, contentType: "text/html", body: "<p>WhatsApp</p>" }));
    await page.goto(cityPath);
    await hydrated(page, javaScriptEnabled);
    const button = page.locator("main a[data-whatsapp]").first();
    await expect(button).toHaveAttribute("target", "_blank");
    await expect(button).toHaveAttribute("rel", /nofollow/);
    const [chat] = await Promise.all([context.waitForEvent("page"), button.click()]);
    await chat.waitForURL(/^https:\/\/wa\.me\//);
    const text = new URL(chat.url()).searchParams.get("text") ?? "";
    const code = /Código do atendimento: ([2-9A-Z]{4})$/m.exec(text)?.[1];
    expect(code, text).toBeTruthy();
    await chat.close();

    await signIn(page, javaScriptEnabled, "/admin/leads");
    await page.getByLabel("Código", { exact: true }).fill(`#${code!.toLowerCase()}`);
    await page.getByRole("button", { name: "Buscar" }).click();
    await expect(page.getByText(`${cityPath} (cidade: ${city})`)).toBeVisible();
    const form = page.getByRole("form", { name: `Marcar o atendimento ${code}` });
    await form.getByLabel("Venda").check();
    await form.getByLabel("Valor em reais (opcional)").fill("1.899,90");
    await form.getByRole("button", { name: "Salvar resultado" }).click();
    await expect(page.getByText(`${code}: Venda.`)).toBeVisible();

    const row = page
      .getByRole("region", { name: "Por página" })
      .getByRole("row")
      .filter({ has: page.getByRole("rowheader", { name: cityPath, exact: true }) });
    await expect(row.getByRole("cell").nth(1)).toHaveText(/^1 \(1 WhatsApp, 0 tel\.\)$/);
    await expect(row.getByRole("cell").nth(3)).toHaveText("1");
    await expect(row.getByRole("cell").nth(4)).toHaveText("R$ 1.899,90");
  });

  test("a wrong value is refused in pt-BR and what was typed stays", async ({ page, javaScriptEnabled }) => {
    await signIn(page, javaScriptEnabled, "/admin/leads");
    // The e2e server runs without BUSINESS_PHONE: every admin page says so.
    await expect(page.getByRole("alert").filter({ hasText: "Telefone da empresa não configurado: os contatos vão para um número de exemplo" })).toBeVisible();
    await page.getByLabel("Código", { exact: true }).fill("K0Q2");
    await page.getByRole("button", { name: "Buscar" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Código inválido" })).toBeVisible();
    await expect(page.getByLabel("Código", { exact: true })).toHaveValue("K0Q2");
  });
});

test.describe("leads: contact on phones and after hours", () => {
  test("below 1024 px a bottom bar offers Ligar and WhatsApp, both counted, and hides nothing", async ({ page, context, javaScriptEnabled }) => {
    await context.route("https://wa.me/**", (route) => route.fulfill({ status: 200, contentType: "text/html", body: "<p>WhatsApp</p>" }));
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto("/cidades/moema");
    await hydrated(page, javaScriptEnabled);
    const bar = page.getByRole("navigation", { name: "Contato rápido" });
    await expect(bar).toBeVisible();
    const call = bar.getByRole("link", { name: "Ligar" });
    await expect(call).toHaveAttribute("href", /^\/contato\/telefone\?de=%2Fcidades%2Fmoema&local=barra-inferior$/);
    const redirect = await page.request.get((await call.getAttribute("href"))!, { maxRedirects: 0 });
    expect(redirect.status()).toBe(302);
    expect(redirect.headers()["location"]).toMatch(/^tel:\+55\d{10,11}$/);

    // Scrolled to the end, the footer's last line sits above the bar; the bar is the one contact
    // surface on phones, without the floating button (decision 0026).
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const barBox = (await bar.boundingBox())!;
    const footerText = (await page.locator("footer").locator("p, li").last().boundingBox())!;
    expect(footerText.y + footerText.height).toBeLessThanOrEqual(barBox.y);
    await expect(page.locator('a[data-whatsapp="floating"]')).toBeHidden();

    const [chat] = await Promise.all([context.waitForEvent("page"), bar.getByRole("link", { name: /WhatsApp/ }).click()]);
    await chat.waitForURL(/^https:\/\/wa\.me\//);
    expect(new URL(chat.url()).searchParams.get("text")).toMatch(/Código do atendimento: [2-9A-Z]{4}$/m);
    await chat.close();

    await page.setViewportSize({ width: 1280, height: 720 });
    await expect(bar).toBeHidden();
  });

  test("outside the opening hours the WhatsApp buttons say when the reply will come", async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "the subtitle is computed in the browser; without JavaScript the message carries it at click time");
    // Sunday 23:00 in São Paulo: closed until Monday 08:00.
    await page.clock.setFixedTime(new Date("2026-11-22T23:00:00-03:00"));
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto("/");
    await hydrated(page, javaScriptEnabled);
    await expect(page.getByRole("navigation", { name: "Contato rápido" }).getByText("Respondemos amanhã a partir das 08:00.")).toBeVisible();
    await expect(
      page
        .locator("main")
        .getByRole("link", { name: /Chamar no WhatsApp Respondemos amanhã a partir das 08:00\./ })
        .first(),
    ).toBeVisible();
  });

  test("inside the opening hours the buttons carry no subtitle", async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "the subtitle is computed in the browser");
    // Tuesday 10:00 in São Paulo.
    await page.clock.setFixedTime(new Date("2026-11-24T10:00:00-03:00"));
    await page.goto("/");
    await hydrated(page, javaScriptEnabled);
    await expect(page.locator("main").getByRole("link", { name: "Chamar no WhatsApp", exact: true }).first()).toBeVisible();
    await expect(page.getByText(/Respondemos .* a partir das/)).toHaveCount(0);
  });
});
