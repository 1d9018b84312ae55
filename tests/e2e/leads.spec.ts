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
