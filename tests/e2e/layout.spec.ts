import { expect, test, type Page } from "@playwright/test";
import { GENERATED_PAGE, firstPostSlug } from "../../bench/pages.mjs";
import { insertGeneratedPage, withE2eDatabase } from "./db";
import { SCREENS, coveredText, headerBudget, headerHeight, sidewaysScroll } from "./layout-check";

/**
 * Public pages on real screens (decision 0026): one page of every public template at four
 * sizes, JavaScript on and off. Nothing readable is covered (fixed bars included), the header
 * keeps its height and nothing scrolls sideways; the home and a city page keep their look.
 */
const PAGES = [
  "/",
  "/motores",
  "/motores/motor-ppa-home",
  "/cidades",
  "/cidades/moema",
  "/portao-automatico-guarulhos",
  "/topicos",
  "/topicos/controle-remoto-para-portao",
  "/portao-nao-abre",
  "/links-uteis",
  `/links-uteis/${GENERATED_PAGE.slug}`,
  "POST",
  "/instalacao-manutencao",
  "/duvidas-frequentes",
  "/tutoriais/configurar-motor-deslizante-com-placa-de-freio",
  "/qual-motor",
  "/diagnostico",
  "/buscar?q=portao+fazendo+barulho",
  "/sitemap",
  "/garantia",
  "/pedir-visita?de=%2Fportao-nao-abre",
  "/pagina-que-nao-existe",
];

// The "Links Úteis" menu is in the bar whichever test runs first, so the header is the same in every run.
test.beforeAll(() => {
  insertGeneratedPage(GENERATED_PAGE.slug, GENERATED_PAGE.title);
});

async function checkScreen(page: Page, label: string) {
  expect(await sidewaysScroll(page), `${label}: rola para o lado`).toBeLessThanOrEqual(0);
  expect(await headerHeight(page), `${label}: altura do cabeçalho`).toBeLessThanOrEqual(headerBudget(page.viewportSize()!.width));
  expect(await coveredText(page), `${label}: texto coberto no topo`).toEqual([]);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  expect(await coveredText(page), `${label}: texto coberto no fim da página`).toEqual([]);
}

test.describe("layout on four screens", () => {
  test.describe.configure({ timeout: 120_000 });

  for (const template of PAGES) {
    test(`${template} fits every screen with nothing covered`, async ({ page }) => {
      const path = template === "POST" ? `/postagens/${withE2eDatabase((db) => firstPostSlug(db))}` : template;
      for (const screen of SCREENS) {
        await page.setViewportSize(screen);
        await page.goto(path);
        await checkScreen(page, `${path} em ${screen.width}×${screen.height}`);
      }
    });
  }

  test("on a phone the open menu ends above the contact bar and nothing in it is covered", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    // One contact surface: the bar, without the floating button nor the header's buttons.
    await expect(page.locator("header").getByRole("link", { name: "Chamar no WhatsApp" })).toBeHidden();
    await expect(page.locator('[data-whatsapp="floating"]')).toBeHidden();
    await expect(page.locator('[data-whatsapp="bar"]')).toBeVisible();
    await page.getByText("Menu", { exact: true }).click();
    const nav = page.getByRole("navigation", { name: "Menu principal", exact: true });
    await nav.locator("summary", { hasText: "Cidades ABCD" }).click();
    const bar = page.getByRole("navigation", { name: "Contato rápido" });
    const navBox = (await nav.boundingBox())!;
    const barBox = (await bar.boundingBox())!;
    expect(navBox.y + navBox.height).toBeLessThanOrEqual(barBox.y + 1);
    // The panel scrolls: its last link comes into view above the bar.
    await nav.getByRole("link", { name: "Admin" }).scrollIntoViewIfNeeded();
    expect(await coveredText(page, "header")).toEqual([]);
    await expect(nav.getByRole("link", { name: "Admin" })).toBeInViewport();
  });

  test("the contact bar below 1024 px, the header's buttons from 1024 px and the floating one from 1280 px", async ({ page }) => {
    const floating = page.locator('[data-whatsapp="floating"]');
    const bar = page.getByRole("navigation", { name: "Contato rápido" });
    const header = page.locator("header");
    for (const width of [768, 1024]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/cidades/moema");
      await expect(floating).toBeHidden();
      await expect(width < 1024 ? bar : header.getByRole("link", { name: "Chamar no WhatsApp" })).toBeVisible();
      await expect(width < 1024 ? header.getByRole("link", { name: "Chamar no WhatsApp" }) : bar).toBeHidden();
    }
    for (const width of [1366]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/cidades/moema");
      await expect(floating).toBeVisible();
      await expect(floating).toHaveAttribute("aria-label", "Chamar no WhatsApp");
      const box = (await floating.boundingBox())!;
      expect(Math.round(box.width), "redondo").toBe(Math.round(box.height));
      await expect(floating.locator("span.bg-red-600")).toBeVisible();
      await expect(page.getByRole("navigation", { name: "Contato rápido" })).toBeHidden();
    }
  });

  test("without JavaScript too, opening a menu closes the open one and each closes by its own toggle", async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Menu principal", exact: true });
    // A menu of the bar, or (sub) a group of the Serviços menu.
    const menu = (name: string, sub = false) =>
      nav.locator(sub ? "details.sub" : ":scope > ul > li > details", { has: page.locator(":scope > summary", { hasText: new RegExp(`^${name}$`) }) });
    await menu("Serviços").locator(":scope > summary").click();
    await menu("Marcas", true).locator(":scope > summary").click();
    await menu("Acessórios", true).locator(":scope > summary").click();
    await expect(menu("Marcas", true)).not.toHaveAttribute("open");
    await expect(menu("Acessórios", true)).toHaveAttribute("open", "");
    await menu("Cidades ABCD").locator(":scope > summary").click();
    await expect(menu("Serviços")).not.toHaveAttribute("open");
    await expect(nav.getByRole("link", { name: "Diadema" })).toBeVisible();
    expect(await coveredText(page, "header")).toEqual([]);
    await menu("Cidades ABCD").locator(":scope > summary").click();
    await expect(menu("Cidades ABCD")).not.toHaveAttribute("open");
    await expect(nav.getByRole("link", { name: "Diadema" })).toBeHidden();
  });
});

test.describe("reference screenshots", () => {
  for (const { name, path } of [
    { name: "home", path: "/" },
    { name: "cidade", path: "/cidades/moema" },
  ]) {
    for (const width of [390, 1366]) {
      test(`${name} at ${width} px looks as committed`, async ({ page }) => {
        // A weekday morning: the after-hours note of the WhatsApp buttons stays hidden.
        await page.clock.setFixedTime(new Date("2026-01-05T10:00:00-03:00"));
        await page.setViewportSize({ width, height: width === 390 ? 844 : 768 });
        await page.goto(path);
        await expect(page).toHaveScreenshot(`${name}-${width}.png`, {
          // Font hinting moves a few edge pixels between runs; a layout change moves thousands.
          maxDiffPixelRatio: 0.01,
          threshold: 0.2,
          mask: [page.locator("[data-reply-note]"), page.locator("footer")],
        });
      });
    }
  }
});
