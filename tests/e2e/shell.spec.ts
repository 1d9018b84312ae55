import { expect, test, type Page } from "@playwright/test";
import { slugify } from "../../app/lib/slug";
import { insertGeneratedPage } from "./db";
import { runTag } from "./run-tag";
import { SERVER_ONLY_REASON, serverOnly } from "./server-only";

test.describe("site shell", () => {
  test("home shows header, footer, phone and floating WhatsApp button", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "pt-BR");
    const header = page.locator("header");
    await expect(header.getByRole("link", { name: /\(11\)/ }).first()).toHaveAttribute("href", /^\/contato\/telefone\?/);
    const floating = page.getByRole("link", { name: "Chamar no WhatsApp", exact: true }).last();
    await expect(floating).toHaveAttribute("href", /^\/contato\/whatsapp\?de=%2F&local=flutuante&msg=geral$/);
    await expect(floating).toHaveAttribute("target", "_blank");
    await expect(floating).toHaveAttribute("rel", /noopener/);
    const footer = page.locator("footer");
    for (const name of ["Termos de Uso", "Política de Privacidade", "Garantia"]) {
      await expect(footer.getByRole("link", { name })).toBeVisible();
    }
    await expect(footer).toContainText("Segunda a sexta: 08h às 18h");
    await expect(footer).toContainText("Sábado: 08h às 14h");
    // No rating until the owner enters one in "Dados do negócio" (decision 0028).
    await expect(footer).not.toContainText("★");
  });

  test("every desktop menu opens by click and its links navigate", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Menu principal", exact: true });
    const menus: [string, string, RegExp][] = [
      ["Modelos de Motor", "Motor PPA Home Jetflex", /\/motores\/motor-ppa-home-jetflex$/],
      ["São Paulo (Capital)", "Santana", /\/cidades\/santana$/],
      ["Cidades ABCD", "Mauá", /\/cidades\/maua$/],
      ["Outras Cidades", "Taboão da Serra", /\/cidades\/taboao-da-serra$/],
    ];
    for (const [menu, link, href] of menus) {
      await nav.locator("summary", { hasText: menu }).click();
      const target = nav.getByRole("link", { name: link, exact: true });
      await expect(target).toBeVisible();
      await expect(target).toHaveAttribute("href", href);
      await nav.locator("summary", { hasText: menu }).click();
    }
    await nav.locator("summary", { hasText: "Modelos de Motor" }).click();
    await nav.getByRole("link", { name: "Ver todos os modelos" }).click();
    await expect(page).toHaveURL(/\/motores$/);
  });

  test("services menu lists seven groups with topic submenus", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Menu principal", exact: true });
    await nav.locator("summary", { hasText: "Serviços" }).first().click();
    await expect(nav.getByText("Categorias de Serviços")).toBeVisible();
    for (const group of ["Instalação", "Manutenção e Reparo", "Tipos de Motores", "Marcas", "Acessórios", "Problemas e Soluções"]) {
      await expect(nav.locator("summary", { hasText: new RegExp(`^${group}$`) })).toBeVisible();
    }
    await nav.locator("summary", { hasText: /^Acessórios$/ }).click();
    await expect(nav.getByRole("link", { name: "Controle Remoto para Portão" })).toHaveAttribute("href", "/topicos/controle-remoto-para-portao");
    await expect(nav.getByRole("link", { name: "Ver todos os serviços" })).toHaveAttribute("href", "/topicos");
    await expect(nav.locator("a", { hasText: "Ver todas as regiões" })).toHaveCount(3);
    await expect(nav.locator("a", { hasText: "Ver todas as regiões" }).first()).toHaveAttribute("href", "/cidades");
  });

  test("mobile menu opens and its sections work", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto("/");
    await expect(page.getByRole("navigation", { name: "Menu principal", exact: true })).toBeHidden();
    await page.getByText("Menu", { exact: true }).click();
    const mobile = page.getByRole("navigation", { name: "Menu principal", exact: true });
    await expect(mobile).toBeVisible();
    await mobile.locator("summary", { hasText: "Cidades ABCD" }).click();
    await expect(mobile.getByRole("link", { name: "Diadema" })).toHaveAttribute("href", "/cidades/diadema");
    await mobile
      .locator("summary", { hasText: /^Serviços$/ })
      .first()
      .click();
    await mobile.locator("summary", { hasText: /^Marcas$/ }).click();
    await expect(mobile.getByRole("link", { name: "Motor de Portão PPA" })).toBeVisible();
  });

  test("in the phone menu only the open groups show an open chevron", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto("/");
    await page.getByText("Menu", { exact: true }).click();
    const nav = page.getByRole("navigation", { name: "Menu principal", exact: true });
    await nav
      .locator("summary", { hasText: /^Serviços$/ })
      .first()
      .click();
    const chevron = (name: string) =>
      nav
        .locator("summary", { hasText: new RegExp(`^${name}$`) })
        .first()
        .evaluate((s) => getComputedStyle(s, "::after").rotate);
    // The chevron turns with a CSS transition: read each one once it has come to rest.
    const closed = await chevron("Modelos de Motor");
    await expect.poll(() => chevron("Serviços")).not.toBe(closed);
    for (const group of ["Instalação", "Marcas", "Acessórios", "Problemas e Soluções"])
      await expect.poll(() => chevron(group), { message: group }).toBe(closed);
  });

  test("the page does not animate scrolling, and the posts search lands on its results", async ({ page }) => {
    await page.goto("/");
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe("auto");
    await expect(page.getByRole("search", { name: "Buscar postagens" })).toHaveAttribute("action", "/#postagens");
  });

  test("Links Úteis ends with Ver todas, to the hub of every generated page", async ({ page }, testInfo) => {
    const title = `Página do hub ${runTag(testInfo)}`;
    const slug = slugify(title);
    insertGeneratedPage(slug, title);
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Menu principal", exact: true });
    await nav.locator("summary", { hasText: "Links Úteis" }).click();
    await nav.getByRole("link", { name: "Ver todas" }).click();
    await expect(page).toHaveURL(/\/links-uteis$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Links Úteis");
    await expect(page.getByRole("main").getByRole("link", { name: title })).toHaveAttribute("href", `/links-uteis/${slug}`);
  });

  test("on a 360 px phone the pages fit the screen and the icons are drawn", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    for (const path of ["/", "/motores", "/motores/motor-ppa-home", "/cidades/moema", "/portao-nao-abre", "/duvidas-frequentes"]) {
      await page.goto(path);
      const { overflow, brokenIcons } = await page.evaluate(() => ({
        overflow: document.documentElement.scrollWidth - window.innerWidth,
        // Every <use> must point at a symbol of the page's sprite.
        brokenIcons: [...document.querySelectorAll("use")].filter((u) => !document.querySelector(u.getAttribute("href") ?? "#")).length,
      }));
      expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
      expect(brokenIcons, path).toBe(0);
      // On phones the contact bar is the one contact surface (decision 0026).
      const bar = page.locator('[data-whatsapp="bar"] svg');
      expect((await bar.boundingBox())?.width, path).toBeGreaterThan(15);
      await expect(page.locator('[data-whatsapp="floating"]'), path).toBeHidden();
    }
  });

  test("Links Úteis appears once a generated page exists", async ({ page }, testInfo) => {
    const title = `Página de teste do menu ${runTag(testInfo)}`;
    const slug = slugify(title);
    insertGeneratedPage(slug, title);
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Menu principal", exact: true });
    await nav.locator("summary", { hasText: "Links Úteis" }).click();
    await nav.getByRole("link", { name: title, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/links-uteis/${slug}$`));
  });

  test("health check answers after a database query", async ({ request, javaScriptEnabled }) => {
    test.skip(serverOnly({ javaScriptEnabled }), SERVER_ONLY_REASON);
    const res = await request.get("/healthz");
    expect(res.status()).toBe(200);
    expect(await res.json()).toMatchObject({ status: "ok", motors: 14 });
  });

  test("unknown path answers 404 with the not-found page", async ({ page }) => {
    const res = await page.goto("/caminho/que-nao-existe");
    expect(res?.status()).toBe(404);
    await expect(page.locator("header")).toBeVisible();
  });
});

/** The home page with its clock installed and stopped after hydration; its "Cidades ABCD" menu. */
async function cidadesMenuOnAStoppedClock(page: Page) {
  await page.clock.install({ time: new Date("2026-01-05T10:00:00") });
  await page.goto("/");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.clock.pauseAt(new Date("2026-01-05T10:05:00"));
  const nav = page.getByRole("navigation", { name: "Menu principal", exact: true });
  return nav.locator("details", { has: page.locator("summary", { hasText: "Cidades ABCD" }) });
}

test.describe("menus with JavaScript", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "hover intent and keyboard need JavaScript");

  test("hover opens after the intent delay and closes after the grace period", async ({ page }) => {
    // A fake clock makes the 100 ms intent and 300 ms grace checkable without timing races.
    const menu = await cidadesMenuOnAStoppedClock(page);
    const isOpen = () => menu.evaluate((d) => (d as HTMLDetailsElement).open);
    await menu.locator("summary").hover();
    await page.clock.runFor(60);
    expect(await isOpen()).toBe(false);
    await page.clock.runFor(60);
    expect(await isOpen()).toBe(true);
    await page.mouse.move(5, 600);
    await page.clock.runFor(250);
    expect(await isOpen()).toBe(true);
    await page.clock.runFor(100);
    expect(await isOpen()).toBe(false);
  });

  test("a click before the hover's delay ends decides: the menu the visitor closed stays closed", async ({ page }) => {
    // The clock stands still, so both clicks land inside the 100 ms intent, as on a slow page.
    const menu = await cidadesMenuOnAStoppedClock(page);
    await menu.locator("summary").click();
    await expect(menu).toHaveAttribute("open", "");
    await menu.locator("summary").click();
    await expect(menu).not.toHaveAttribute("open");
    await page.clock.runFor(500);
    await expect(menu).not.toHaveAttribute("open");
  });

  test("keyboard opens a menu and Escape closes it", async ({ page }) => {
    await page.goto("/");
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    const nav = page.getByRole("navigation", { name: "Menu principal", exact: true });
    const summary = nav.locator("summary", { hasText: "Outras Cidades" });
    await summary.focus();
    await page.keyboard.press("Enter");
    const menu = nav.locator("details", { has: page.locator("summary", { hasText: "Outras Cidades" }) });
    await expect(menu).toHaveAttribute("open", "");
    await page.keyboard.press("Tab");
    await expect(nav.getByRole("link", { name: "Guarulhos", exact: true })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(menu).not.toHaveAttribute("open", "");
    await expect(summary).toBeFocused();
  });
});
