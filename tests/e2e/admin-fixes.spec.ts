import { expect, test } from "@playwright/test";
import { signIn } from "./sign-in";

/** Defects an admin saw after a working session (issue #17 point 8), with JavaScript and without. */

type Box = { x: number; y: number; width: number; height: number };

const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test.describe("toast at 1366 × 768", () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test("the toast after a save stays clear of the admin navigation and Sair, inside the window", async ({ page, javaScriptEnabled }, testInfo) => {
    await signIn(page, javaScriptEnabled);
    // A short page: its toast carries the out-of-index reason, the tallest toast of the panel.
    await page.getByLabel("Título", { exact: true }).fill(`Aviso sem cobrir o menu ${testInfo.project.name}`);
    await page.getByLabel("Conteúdo").fill("<p>Texto curto.</p>");
    await page.getByRole("button", { name: "Salvar Página" }).click();
    await expect(page).toHaveURL(/\/admin\/painel$/);

    const toast = page.getByRole("status").filter({ hasText: "Página gerada e salva com sucesso!" });
    await expect(toast).toBeVisible();
    const box = (await toast.boundingBox())!;
    const nav = (await page.getByRole("navigation", { name: "Administração" }).boundingBox())!;
    const signOut = (await page.getByRole("button", { name: "Sair" }).boundingBox())!;
    expect(overlaps(box, nav), `toast ${JSON.stringify(box)}, navigation ${JSON.stringify(nav)}`).toBe(false);
    expect(overlaps(box, signOut)).toBe(false);
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(768);
    expect(box.x + box.width).toBeLessThanOrEqual(1366);

    if (javaScriptEnabled) {
      // Still closable where it now sits.
      await toast.getByRole("button", { name: "Fechar aviso" }).click();
      await expect(toast).toBeHidden();
    }
  });
});
