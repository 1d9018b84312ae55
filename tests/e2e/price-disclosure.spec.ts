import path from "node:path";
import { expect, test as base, type Page } from "@playwright/test";
import { E2E_ADMIN, E2E_BUSINESS_PHONE } from "../../playwright.config";
import { startServer, tempDataDir } from "../../bench/server-process.mjs";
import { freePort } from "../integration/raw-http";
import { signIn } from "./sign-in";

/**
 * The price disclosure the law asks for (app/lib/instalments.ts; Decreto 5.903/2006 art. 3), with
 * and without JavaScript: the owner's instalments, interest and Pix discount in "Dados do negócio"
 * show beside the model's price on the next request, a change leaves no old figure, and without
 * the interest said there is no instalment offer. The settings row changes every page, so each
 * project runs against its own production server on a fresh database, on a free port.
 */

const test = base.extend<object, { ownServer: { url: string } }>({
  ownServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures from the first argument's destructuring
    async ({}, use, workerInfo) => {
      const port = await freePort();
      const server = await startServer({
        port,
        dbFile: path.join(tempDataDir(`e2e-prices-${workerInfo.project.name}`), "site.db"),
        env: { ADMIN_EMAIL: E2E_ADMIN.email, ADMIN_PASSWORD: E2E_ADMIN.password, BUSINESS_PHONE: E2E_BUSINESS_PHONE },
      });
      await use({ url: server.url });
      await server.stop();
    },
    { scope: "worker", timeout: 90_000 },
  ],
  baseURL: async ({ ownServer }, use) => use(ownServer.url),
});
test.describe.configure({ mode: "serial" });

const SCREEN = "/admin/dados-do-negocio";
const MODEL = "/motores/motor-ppa-home";

async function setTerms(page: Page, terms: { instalments: string; rate: string; pix: string }) {
  await page.goto(SCREEN);
  await page.locator("#f-instalments").fill(terms.instalments);
  await page.locator("#f-instalmentRate").fill(terms.rate);
  await page.locator("#f-pixDiscount").fill(terms.pix);
  await page.getByRole("button", { name: "Salvar dados do negócio" }).click();
  await expect(page.getByText("Dados do negócio salvos")).toBeVisible();
}

test("the model page shows cash, Pix, instalments, interest and total as the owner sets them, and no old figure", async ({ page, javaScriptEnabled }) => {
  test.setTimeout(120_000);
  // A fresh install has not said the interest: the price alone, no "em até".
  await page.goto(MODEL);
  const disclosure = page.locator("[data-price-disclosure]").first();
  await expect(disclosure).toHaveText("À vista: R$ 899");
  await expect(page.locator("main")).not.toContainText(/em até \d+x|\d+x de R\$/);

  await signIn(page, javaScriptEnabled, SCREEN);
  await setTerms(page, { instalments: "10", rate: "0", pix: "5" });
  await page.goto(MODEL);
  await expect(disclosure.locator("li")).toHaveText(["À vista: R$ 899", "No Pix: R$ 854,05 (5% de desconto)", "Ou 10x de R$ 89,90 sem juros, total de R$ 899"]);

  await setTerms(page, { instalments: "12", rate: "1,99", pix: "" });
  await page.goto(MODEL);
  await expect(disclosure.locator("li")).toHaveText(["À vista: R$ 899", "Ou 12x de R$ 84,96 com juros de 1,99% ao mês (26,68% ao ano), total de R$ 1.019,52"]);
  const body = await page.locator("body").innerText();
  expect(body).not.toMatch(/\b10x\b|sem juros|No Pix/);
  // The catalogue's cards say the same beside each price.
  await page.goto("/motores");
  await expect(page.locator("[data-motor-card] [data-price-disclosure]").first()).toContainText("12x de");

  // The interest emptied: no instalment offer beside any price.
  await setTerms(page, { instalments: "12", rate: "", pix: "" });
  await page.goto(MODEL);
  await expect(disclosure).toHaveText("À vista: R$ 899");
});

test("a rate the law cannot show is refused in pt-BR and what was typed is kept", async ({ page, javaScriptEnabled }) => {
  await signIn(page, javaScriptEnabled, SCREEN);
  await page.locator("#f-instalmentRate").fill("30");
  await page.getByRole("button", { name: "Salvar dados do negócio" }).click();
  await expect(page.locator("#e-instalmentRate")).toContainText("Use os juros ao mês, de 0 a 15");
  await expect(page.locator("#f-instalmentRate")).toHaveValue("30");
});
