import Database from "better-sqlite3";
import { expect, test as base, type Page } from "@playwright/test";
import sharp from "sharp";
import { E2E_BUSINESS_EMAIL } from "../../playwright.config";
import { startTestSmtp } from "../integration/smtp";
import { OWN_SERVER_FIXTURE_TIMEOUT, ownServerPort, startOwnServer } from "./own-server";
import { hydrated, signIn } from "./sign-in";

/**
 * "Pedir visita técnica / orçamento" end to end (docs/product.md), JavaScript on and off, at 390
 * and 1366 px: from /portao-nao-abre a visitor sends a request with two photos and gets a code;
 * a refused post keeps what was typed and shows its summary in view; the owner finds it in
 * "Pedidos", marks it "venda R$ 1.200" and the leads dashboard shows the sale under the page.
 * The e-mail reaches a real SMTP server started here. The requests a day from one address are
 * limited (LIMITS.visitRequests.perAddressPerDay) and every test's browser is 127.0.0.1, so each
 * worker (one project, one `--repeat-each` repetition) starts its own production server on a
 * fresh database with its own SMTP server, on ports of its own (own-server.ts): every copy sends
 * its two requests, gets both e-mails and finds its sale alone in the page's row.
 */
const test = base.extend<object, { ownServer: { url: string; dbFile: string; smtp: Awaited<ReturnType<typeof startTestSmtp>> } }>({
  ownServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures from the first argument's destructuring
    async ({}, use, workerInfo) => {
      const smtp = await startTestSmtp({ port: ownServerPort(workerInfo, 30) });
      try {
        const server = await startOwnServer(workerInfo, 26, { BUSINESS_EMAIL: E2E_BUSINESS_EMAIL, ...smtp.env });
        await use({ ...server, smtp });
        await server.stop();
      } finally {
        await smtp.close();
      }
    },
    { scope: "worker", timeout: OWN_SERVER_FIXTURE_TIMEOUT },
  ],
  baseURL: async ({ ownServer }, use) => use(ownServer.url),
});

const SCREENS = [
  { width: 390, height: 844 },
  { width: 1366, height: 768 },
];

async function photo(color: string) {
  return sharp({ create: { width: 320, height: 240, channels: 3, background: color } })
    .jpeg()
    .toBuffer();
}

async function fillRequest(page: Page, name: string) {
  await page.getByLabel("Seu nome").fill(name);
  await page.getByLabel("WhatsApp ou telefone, com DDD").fill("(11) 97777-6666");
  await page.getByLabel("Bairro e cidade, ou CEP").fill("Tucuruvi, São Paulo");
  await page.getByLabel("Deslizante (corre para o lado)").check();
  await page.getByLabel("Dia preferido (opcional)").fill("25/12");
  await page.getByLabel("Tarde").check();
  await page.getByLabel("Fotos do portão e do motor (opcional, até 3)").setInputFiles([
    { name: "portao.jpg", mimeType: "image/jpeg", buffer: await photo("#845") },
    { name: "motor.jpg", mimeType: "image/jpeg", buffer: await photo("#458") },
  ]);
}

test.describe("visit request", () => {
  test("from a problem page with two photos: code shown, e-mail sent, listed, marked as a sale", async ({ page, javaScriptEnabled, ownServer }, info) => {
    test.setTimeout(120_000);
    const { smtp } = ownServer;
    const codes: string[] = [];
    for (const screen of SCREENS) {
      await page.setViewportSize(screen);
      await page.goto("/portao-nao-abre");
      await hydrated(page, javaScriptEnabled);
      const link = page.locator("main a[data-visit-request-link]").first();
      await expect(link).toHaveAttribute("href", "/pedir-visita?de=%2Fportao-nao-abre");
      await page.goto((await link.getAttribute("href"))!);
      await expect(page.getByText("Sobre: Portão não abre")).toBeVisible();
      await expect(page.getByLabel("O que está acontecendo, ou o que você quer")).toHaveValue(/^Portão não abre\./);

      // A refusal first: no consent. The summary is in view, and nothing typed is lost.
      const name = `Cliente ${info.project.name} ${screen.width}`;
      await fillRequest(page, name);
      await page.getByRole("button", { name: "Enviar pedido" }).click();
      const summary = page.locator("#resultado[role=alert]");
      await expect(summary).toContainText("Autorização: Marque a autorização");
      await expect(summary).toBeInViewport();
      await page.screenshot({ path: `/tmp/requests-shots/recusa-${info.project.name}-${screen.width}.png` });
      await expect(page.getByLabel("Seu nome")).toHaveValue(name);
      await expect(page.getByLabel("Bairro e cidade, ou CEP")).toHaveValue("Tucuruvi, São Paulo");
      await expect(page.getByLabel("Tarde")).toBeChecked();

      // Sent: photos chosen again (a browser never keeps files across a post), consent given.
      await fillRequest(page, name);
      await page.getByRole("checkbox", { name: /Autorizo o contato/ }).check();
      await page.getByRole("button", { name: "Enviar pedido" }).click();
      const code = (await page.locator("[data-request-code]").textContent()) ?? "";
      expect(code).toMatch(/^[2-9A-Z]{4}$/);
      await expect(page.locator("#resultado")).toBeInViewport();
      await page.screenshot({ path: `/tmp/requests-shots/enviado-${info.project.name}-${screen.width}.png` });
      codes.push(code);
      const db = new Database(ownServer.dbFile, { readonly: true });
      const row = db.prepare("SELECT page_path, photos, mail_state FROM visit_requests WHERE code = ?").get(code) as {
        page_path: string;
        photos: string;
        mail_state: string;
      };
      db.close();
      expect(row.page_path).toBe("/portao-nao-abre");
      expect(JSON.parse(row.photos)).toHaveLength(2);
      expect(["pendente", "enviado"]).toContain(row.mail_state);
    }

    for (const code of codes) {
      const mail = await smtp.waitFor((m) => m.text.includes(`Código: ${code}`));
      expect(mail.to).toEqual([E2E_BUSINESS_EMAIL]);
      expect(mail.text).toMatch(/Página: http:\/\/127\.0\.0\.1:\d+\/portao-nao-abre/);
    }

    await page.setViewportSize(SCREENS[1]);
    await signIn(page, javaScriptEnabled, "/admin/pedidos");
    const item = page.locator(`[data-request="${codes[0]}"]`);
    await expect(item).toContainText("/portao-nao-abre");
    await expect(item.getByRole("img", { name: `Foto 2 do pedido ${codes[0]}` })).toBeVisible();
    await page.setViewportSize(SCREENS[0]);
    await page.screenshot({ path: `/tmp/requests-shots/admin-pedidos-${info.project.name}-390.png`, fullPage: false });
    await page.setViewportSize(SCREENS[1]);
    await page.screenshot({ path: `/tmp/requests-shots/admin-pedidos-${info.project.name}-1366.png`, fullPage: false });
    await item.getByRole("link", { name: "Marcar resultado" }).click();
    await hydrated(page, javaScriptEnabled);
    const form = page.getByRole("form", { name: `Marcar o atendimento ${codes[0]}` });
    await form.getByLabel("Venda").check();
    await form.getByLabel("Valor em reais (opcional)").fill("1.200");
    await form.getByRole("button", { name: "Salvar resultado" }).click();
    await expect(page.getByText(`${codes[0]}: Venda.`)).toBeVisible();
    const pageRow = page
      .getByRole("region", { name: "Por página" })
      .getByRole("row")
      .filter({ has: page.getByRole("rowheader", { name: "/portao-nao-abre", exact: true }) });
    // This copy's database: its one sale is the page's.
    await expect(pageRow.getByRole("cell").nth(3)).toHaveText("1");
    await expect(pageRow.getByRole("cell").nth(4)).toHaveText(/^R\$\s1\.200$/);
  });
});
