import { expect, test } from "@playwright/test";

/**
 * "Ligar" with its reference code (app/server/leads/call-code.server.ts): with JavaScript the code
 * shows above the phone's contact bar before dialling; without it, the footer's link opens a page
 * with the code and the call link. The owner then finds the code in "Contatos e vendas".
 */
test("a call shows its reference code, with and without JavaScript", async ({ page, javaScriptEnabled }) => {
  if (javaScriptEnabled) {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/motores");
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await page.getByRole("navigation", { name: "Contato rápido" }).getByRole("link", { name: "Ligar" }).click();
    const box = page.locator("[data-call-code-box]");
    await expect(box).toBeVisible();
    await expect(box).toHaveText(/^Código do atendimento: [2-9A-Z]{4}\. Diga este código na ligação\.$/);
    await expect(box).toHaveAttribute("role", "status");
  } else {
    await page.goto("/motores");
    await page.getByRole("link", { name: "Código do atendimento para informar na ligação" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Código do atendimento: [2-9A-Z]{4}$/);
    await expect(page.getByRole("link", { name: /^Ligar para \(11\) 98765-4321$/ })).toHaveAttribute("href", "tel:+5511987654321");
    await page.getByRole("link", { name: "Voltar à página" }).click();
    await expect(page).toHaveURL(/\/motores$/);
  }
});
