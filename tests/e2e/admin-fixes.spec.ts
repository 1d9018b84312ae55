import { expect, test } from "@playwright/test";
import { slugify } from "../../app/lib/slug";
import { findInPanel } from "./panel";
import { runTag } from "./run-tag";
import { hydrated, signIn } from "./sign-in";
import { fillContent } from "./content-field";

/** Defects an admin saw after a working session (docs/product.md §6), with JavaScript and without. */

type Box = { x: number; y: number; width: number; height: number };

const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test.describe("toast at 1366 × 768", () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test("the toast after a save stays clear of the admin navigation and Sair, inside the window", async ({ page, javaScriptEnabled }, testInfo) => {
    await signIn(page, javaScriptEnabled);
    // A short page: its toast carries the out-of-index reason, the tallest toast of the panel.
    await page.getByLabel("Título", { exact: true }).fill(`Aviso sem cobrir o menu ${runTag(testInfo)}`);
    await fillContent(page, "<p>Texto curto.</p>");
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

test.describe("legacy import", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "the old site's pages live in localStorage, read by JavaScript");

  test("posts the browser's pages once per visit, even when the panel mounts again while the post is on its way", async ({ page }, testInfo) => {
    const title = `Página antiga importada uma vez ${runTag(testInfo)}`;
    await signIn(page, true);
    const posts: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === "/admin/painel/importar") posts.push(request.method());
    });
    const migrations: string[] = [];
    page.on("console", (message) => {
      if (message.text().startsWith("Migração")) migrations.push(message.text());
    });
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/admin/painel/importar", async (route) => {
      await held;
      await route.continue();
    });
    await page.evaluate((pages) => localStorage.setItem("generatedPages", JSON.stringify(pages)), [{ title, slug: slugify(title), content: "<p>Antiga.</p>" }]);

    const sent = page.waitForRequest("**/admin/painel/importar");
    await page.reload();
    await hydrated(page, true);
    await sent;
    // The admin leaves the panel and comes back before the server answered: the panel mounts again.
    await page.getByRole("link", { name: "Criador de Páginas em Lote" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Criador de Páginas em Lote" })).toBeVisible();
    await page.getByRole("link", { name: "Voltar ao Painel" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Painel de Administração" })).toBeVisible();
    release();

    await expect.poll(() => migrations).toEqual([expect.stringMatching(/^Migração concluída com sucesso/)]);
    await expect(await findInPanel(page, title)).toBeVisible();
    expect(posts).toEqual(["POST"]);
    expect(await page.evaluate(() => localStorage.getItem("generatedPages"))).toBeNull();

    // The next visit has nothing left to send.
    await page.reload();
    await hydrated(page, true);
    await expect(page.getByRole("heading", { level: 1, name: "Painel de Administração" })).toBeVisible();
    expect(posts).toEqual(["POST"]);
    expect(migrations).toHaveLength(1);
  });
});
