import { expect, test, type BrowserContext, type Locator } from "@playwright/test";
import { PLACES } from "../../app/content/places";
import { withE2eDatabase } from "./db";
import { copyAddress, copyNumber } from "./run-tag";
import { hydrated, signIn } from "./sign-in";

/**
 * decision 0014 end to end, JavaScript on and off: a WhatsApp click on a city page reaches
 * wa.me with a reference code; the owner finds the code in /admin/leads, marks it a sale
 * with a value, and the page's row shows the click and the sale. wa.me itself is never
 * contacted: the test answers for it.
 */
/**
 * A city page of this copy's own (project and `--repeat-each` repetition), so the page's row in
 * "Por página" counts this test's click and sale alone. Moema is left out: the bottom-bar test
 * below clicks on it.
 */
function ownCity(copy: number): string {
  const cities = PLACES.filter((p) => p.ownPage && p.href === `/cidades/${p.slug}` && p.slug !== "moema").map((p) => p.slug);
  return cities[copy % cities.length];
}

/**
 * Makes this copy's browser a visitor of its own address (TEST-NET-3, 203.0.113.0/24), sent as a
 * proxy would (the e2e server believes one hop, playwright.config.ts): every click of a run
 * from 127.0.0.1 would spend one address's budget of counted clicks, and past it the clicks of
 * later copies are suspect and leave the figures (LEADS_LIMITS.maxClicksPerAddressPerDay).
 */
async function ownVisitor(context: BrowserContext, copy: number): Promise<void> {
  await context.setExtraHTTPHeaders({ "X-Forwarded-For": copyAddress("203.0.113", copy) });
}

/**
 * Clicks a counted WhatsApp link, which opens a new tab through the server's redirect, and returns
 * the wa.me address the tab was sent to. The address is read from the tab's request, not from the
 * tab: the link is `noopener`, and Chromium's headless shell sends that tab's first request before
 * the context's routes apply, so the tab itself ends on an error page there (decision 0051).
 */
async function whatsAppChat(context: BrowserContext, link: Locator): Promise<URL> {
  // WhatsApp's site is never reached from a test, where the routes do catch the new tab.
  await context.route("https://wa.me/**", (route) => route.fulfill({ status: 200, contentType: "text/html", body: "<p>WhatsApp</p>" }));
  const [chat, request] = await Promise.all([
    context.waitForEvent("page"),
    context.waitForEvent("request", (r) => r.url().startsWith("https://wa.me/")),
    link.click(),
  ]);
  await chat.close();
  return new URL(request.url());
}

test.describe("leads: from a click to a sale", () => {
  test("a WhatsApp click on a city page carries a code the owner marks as a sale", async ({ page, context, javaScriptEnabled }, testInfo) => {
    const copy = copyNumber(testInfo);
    await ownVisitor(context, copy);
    const city = ownCity(copy);
    const cityPath = `/cidades/${city}`;
    await page.goto(cityPath);
    await hydrated(page, javaScriptEnabled);
    const button = page.locator("main a[data-whatsapp]").first();
    await expect(button).toHaveAttribute("target", "_blank");
    await expect(button).toHaveAttribute("rel", /nofollow/);
    const text = (await whatsAppChat(context, button)).searchParams.get("text") ?? "";
    const code = /Código do atendimento: ([2-9A-Z]{4})$/m.exec(text)?.[1];
    expect(code, text).toBeTruthy();

    await signIn(page, javaScriptEnabled, "/admin/leads");
    const row = page
      .getByRole("region", { name: "Por página" })
      .getByRole("row")
      .filter({ has: page.getByRole("rowheader", { name: cityPath, exact: true }) });
    await page.getByLabel("Código", { exact: true }).fill(`#${code!.toLowerCase()}`);
    await page.getByRole("button", { name: "Buscar" }).click();
    await expect(page.getByText(`${cityPath} (cidade: ${city})`)).toBeVisible();
    const form = page.getByRole("form", { name: `Marcar o atendimento ${code}` });
    await form.getByLabel("Venda").check();
    await form.getByLabel("Valor em reais (opcional)").fill("1.899,90");
    await form.getByRole("button", { name: "Salvar resultado" }).click();
    await expect(page.getByText(`${code}: Venda.`)).toBeVisible();

    await expect(row.getByRole("cell").nth(1)).toHaveText(/^1 \(1 WhatsApp, 0 tel\.\)$/);
    await expect(row.getByRole("cell").nth(3)).toHaveText("1");
    await expect(row.getByRole("cell").nth(4)).toHaveText("R$ 1.899,90");
  });

  test("a wrong value is refused in pt-BR and what was typed stays", async ({ page, javaScriptEnabled }) => {
    await signIn(page, javaScriptEnabled, "/admin/leads");
    await page.getByLabel("Código", { exact: true }).fill("K0Q2");
    await page.getByRole("button", { name: "Buscar" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Código inválido" })).toBeVisible();
    await expect(page.getByLabel("Código", { exact: true })).toHaveValue("K0Q2");
  });
});

test.describe("leads: a flood is shown apart (decision 0023)", () => {
  test("suspect clicks and views stay out of the figures, each click with its code, and the notice reads well on a phone", async ({
    page,
    javaScriptEnabled,
  }, testInfo) => {
    // Stored as the server stores them past a source's budget. (A real flood from this runner's
    // address would make the other tests' clicks suspect too: they all come from 127.0.0.1.)
    const prefix = javaScriptEnabled ? "J" : "N";
    const now = Date.now();
    const day = new Date(now).toLocaleDateString("sv-SE", { timeZone: "America/Sao_Paulo" });
    // The last character tells the `--repeat-each` copies apart: each finds its own codes.
    const copy = "23456789"[testInfo.repeatEachIndex % 8];
    const codes = Array.from({ length: 25 }, (_, i) => `${prefix}S${"23456789ABCDEFGHJKMNPQRSTWXYZ"[i]}${copy}`);
    withE2eDatabase((db) =>
      db.transaction(() => {
        const insert = db.prepare(
          "INSERT OR IGNORE INTO contact_clicks (at, channel, code, page_path, template, placement, visitor_hash, suspect) VALUES (?, 'whatsapp', ?, '/', 'início', 'flutuante', ?, 1)",
        );
        codes.forEach((code, i) => insert.run(now - i * 60_000, code, `robo-${code}`));
        db.prepare(
          "INSERT INTO daily_page_views (day, path, views, visitors) VALUES (?, '(visitas suspeitas)', 40, 40) ON CONFLICT (day, path) DO UPDATE SET views = views + 40",
        ).run(day);
      })(),
    );
    await signIn(page, javaScriptEnabled, "/admin/leads");
    const notice = page.getByRole("complementary", { name: /^Fora dos números: \d+ cliques suspeitos \(\d+ WhatsApp, \d+ tel\.\) e \d+ visitas suspeitas$/ });
    await expect(notice).toContainText("Não entram nas visitas, nos cliques nem na conversão acima");
    const suspects = page.getByRole("region", { name: "Cliques suspeitos" });
    await expect(suspects.getByRole("row")).toHaveCount(21);
    await expect(page.getByRole("region", { name: "Últimos cliques" }).getByText(codes[0], { exact: true })).toHaveCount(0);
    await page.getByLabel("Código", { exact: true }).fill(codes[0]);
    await page.getByRole("button", { name: "Buscar" }).click();
    await expect(page.getByText("Clique suspeito: veio de um endereço ou rede que passou do limite do dia")).toBeVisible();
    if (javaScriptEnabled) {
      for (const width of [1366, 390]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto("/admin/leads");
        await expect(notice).toBeVisible();
        // Nothing wider than the screen but the tables' own scroll boxes.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await page.screenshot({ path: `test-results/leads-suspeitos-${width}.png`, fullPage: true });
      }
    }
  });
});

test.describe("leads: contact on phones and after hours", () => {
  test("below 1024 px a bottom bar offers Ligar and WhatsApp, both counted, and hides nothing", async ({ page, context, javaScriptEnabled }, testInfo) => {
    await ownVisitor(context, 100 + copyNumber(testInfo));
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

    const chat = await whatsAppChat(context, bar.getByRole("link", { name: /WhatsApp/ }));
    expect(chat.searchParams.get("text")).toMatch(/Código do atendimento: [2-9A-Z]{4}$/m);

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
    const bar = page.getByRole("navigation", { name: "Contato rápido" });
    await expect(bar.getByText("Resposta amanhã, 08:00")).toBeVisible();
    // The bar's WhatsApp cell, a third of the phone's width, holds its note inside the bar.
    const overflow = await bar.locator('[data-whatsapp="bar"]').evaluate((el) => el.scrollHeight - el.clientHeight);
    expect(overflow).toBeLessThanOrEqual(0);
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
    await expect(page.getByText(/Respondemos .* a partir das|Resposta .*, \d\d:\d\d/)).toHaveCount(0);
  });
});

test.describe("Registrar ligação on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("a call logged with its page gets a code, is marked and counts in that page's sales; a wrong page is refused with the form kept", async ({
    page,
    javaScriptEnabled,
  }, testInfo) => {
    // A page of this copy's own (the first test's copies take the first cities), so each finds only its own call in the page's row.
    const path = `/cidades/${ownCity(40 + copyNumber(testInfo))}`;
    await signIn(page, javaScriptEnabled, "/admin/leads");
    await hydrated(page, javaScriptEnabled);
    // The page's sales so far (a retry's call is still there): this call adds its value to them.
    const row = page
      .getByRole("region", { name: "Por página" })
      .getByRole("row")
      .filter({ has: page.getByRole("rowheader", { name: path, exact: true }) });
    const reais = async () => ((await row.count()) === 0 ? 0 : Number(((await row.getByRole("cell").nth(4).textContent()) ?? "").replace(/\D/g, "")));
    const before = await reais();
    const log = page.getByRole("region", { name: "Registrar ligação" });
    await log.getByLabel("Página que a pessoa viu").fill("/pagina-que-nao-existe");
    await log.getByRole("button", { name: "Registrar ligação" }).click();
    const refused = page.locator("[data-error-summary]");
    await expect(refused).toContainText("Nada foi registrado: Página inválida");
    await expect(refused).toBeInViewport();
    await expect(page.getByRole("region", { name: "Registrar ligação" }).getByLabel("Página que a pessoa viu")).toHaveValue("/pagina-que-nao-existe");

    await page.getByRole("region", { name: "Registrar ligação" }).getByLabel("Página que a pessoa viu").fill(path);
    await page.getByRole("region", { name: "Registrar ligação" }).getByRole("button", { name: "Registrar ligação" }).click();
    const form = page.getByRole("form", { name: /^Marcar o atendimento [2-9A-Z]{4}$/ });
    await expect(form).toBeVisible();
    const code = /([2-9A-Z]{4})$/.exec((await form.getAttribute("aria-label")) ?? "")?.[1];
    await expect(page.getByText(path).first()).toBeVisible();
    await form.getByLabel("Venda").check();
    await form.getByLabel("Valor em reais (opcional)").fill("1.349,00");
    await form.getByRole("button", { name: "Salvar resultado" }).click();
    await expect(page.getByText(`${code}: Venda.`)).toBeVisible();
    await expect(row.getByRole("cell").nth(4)).toHaveText(`R$ ${(before + 1349).toLocaleString("pt-BR")}`);
  });
});
