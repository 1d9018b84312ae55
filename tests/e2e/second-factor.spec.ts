import AxeBuilder from "@axe-core/playwright";
import { generateTOTP } from "@epic-web/totp";
import { createHmac } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { hashPassword } from "../../app/server/auth/password.server";
import { withE2eDatabase } from "./db";
import { hydrated } from "./sign-in";
import { runTag } from "./run-tag";
import { slugify } from "../../app/lib/slug";

/*
 * Second factor (docs/product.md §6.6), with and without JavaScript. The shared admin of
 * sign-in.ts must keep signing in with a password alone (other specs run beside this one),
 * so each project gets an admin account of its own, written straight into the e2e database.
 */

const PASSWORD = "senha-da-conta-com-2fa";
const STEP_MS = 30_000;
const INVALID_CODE = "Código inválido. Confira o horário do celular e tente de novo.";
const USED_RECOVERY_CODE = "Código de recuperação inválido ou já usado.";

async function createAdmin(email: string) {
  const hash = await hashPassword(PASSWORD);
  withE2eDatabase((db) =>
    db
      .prepare("INSERT INTO admin_users (email, password_hash) VALUES (?, ?) ON CONFLICT (email) DO UPDATE SET password_hash = excluded.password_hash")
      .run(email, hash),
  );
}

const stepNow = () => Math.floor(Date.now() / STEP_MS);

/** RFC 4226 HOTP (SHA-1, 6 digits) of a base32 secret: the code an authenticator app shows for a 30-second step. */
function codeForStep(secret: string, step: number): string {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
  let bits = "";
  for (const c of secret) bits += alphabet.indexOf(c).toString(2).padStart(5, "0");
  const key = Buffer.from(bits.match(/.{8}/g)!.map((b) => parseInt(b, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const mac = createHmac("sha1", key).update(counter).digest();
  const offset = mac[mac.length - 1] & 0xf;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, "0");
}

/** The authenticator app: the current code and the 30-second step it belongs to. */
async function authenticator(secret: string) {
  const step = stepNow();
  const { otp } = await generateTOTP({ secret, period: 30, digits: 6, algorithm: "SHA-1" });
  // The library and this test's HOTP agree, so codeForStep is the app's code for any step.
  expect(codeForStep(secret, step)).toBe(otp);
  return { otp, step };
}

/**
 * A code that was used cannot be used again (the server keeps the last step). The code of the
 * next step is what the app shows a moment later, or now on a phone whose clock runs a little
 * ahead: the server accepts one step either side, so it signs in without waiting 30 seconds.
 */
function nextStepCode(secret: string, used: number) {
  const step = Math.max(stepNow(), used + 1);
  return { otp: codeForStep(secret, step), step };
}

async function noAxeViolations(page: Page) {
  const axe = await new AxeBuilder({ page }).include("main").withTags(["wcag2a", "wcag2aa"]).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual([]);
}

async function enterPassword(page: Page, javaScriptEnabled: boolean, email: string) {
  await page.goto("/admin/login");
  await hydrated(page, javaScriptEnabled);
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Senha", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Entrar", exact: true }).click();
}

async function enterCode(page: Page, javaScriptEnabled: boolean, code: string) {
  await expect(page).toHaveURL(/\/admin\/login\/codigo$/);
  await expect(page.getByRole("heading", { name: "Verificação em duas etapas" })).toBeVisible();
  await hydrated(page, javaScriptEnabled);
  await page.getByLabel("Código de verificação").fill(code);
  await page.getByRole("button", { name: "Verificar" }).click();
}

async function expectPanel(page: Page, javaScriptEnabled: boolean) {
  await expect(page).toHaveURL(/\/admin\/painel$/);
  await expect(page.getByRole("heading", { name: "Painel de Administração" })).toBeVisible();
  await hydrated(page, javaScriptEnabled);
}

async function signOut(page: Page) {
  await page.getByRole("button", { name: "Sair" }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
}

test("turn TOTP on from the panel; sign in with password and code; a wrong code is refused; a recovery code works once", async ({
  page,
  javaScriptEnabled,
}, testInfo) => {
  test.setTimeout(150_000);
  const email = `dois-fatores-${slugify(runTag(testInfo))}@exemplo.com.br`;
  await createAdmin(email);

  // Password only, then the panel's link to the security screen.
  await enterPassword(page, javaScriptEnabled, email);
  await expectPanel(page, javaScriptEnabled);
  await page.getByRole("link", { name: "Verificação em duas etapas" }).click();
  await expect(page).toHaveURL(/\/admin\/seguranca$/);
  await expect(page.getByRole("heading", { name: "Desativada" })).toBeVisible();
  await hydrated(page, javaScriptEnabled);
  await page.getByRole("button", { name: "Ativar verificação em duas etapas" }).click();

  // The QR code (server-drawn SVG) and the key to type by hand.
  await expect(page.getByRole("img", { name: "Código QR para cadastrar a conta no aplicativo autenticador" }).locator("svg")).toBeVisible();
  const secret = (await page.locator("[data-totp-secret]").textContent())!.replace(/\s/g, "");
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  if (javaScriptEnabled) await noAxeViolations(page);
  const setup = await authenticator(secret);
  await page.getByLabel("Código de verificação").fill(setup.otp);
  await page.getByRole("button", { name: "Confirmar e ativar" }).click();
  await expect(page.getByRole("heading", { name: "Verificação em duas etapas ativada" })).toBeVisible();
  const recoveryCodes = await page.getByRole("list", { name: "Códigos de recuperação" }).getByRole("listitem").allTextContents();
  expect(recoveryCodes).toHaveLength(10);
  await signOut(page);

  // Password, then the code: a wrong one is refused in Portuguese, the right one opens the panel.
  await enterPassword(page, javaScriptEnabled, email);
  if (javaScriptEnabled) {
    await expect(page).toHaveURL(/\/admin\/login\/codigo$/);
    await hydrated(page, true);
    await noAxeViolations(page);
  }
  const current = nextStepCode(secret, setup.step);
  const wrong = String((Number(current.otp) + 500_000) % 1_000_000).padStart(6, "0");
  await enterCode(page, javaScriptEnabled, wrong);
  await expect(page.getByRole("alert").filter({ hasText: INVALID_CODE })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Painel de Administração" })).toHaveCount(0);
  await enterCode(page, javaScriptEnabled, current.otp);
  await expectPanel(page, javaScriptEnabled);
  await expect(page.getByRole("status").filter({ hasText: "Login bem-sucedido" })).toBeVisible();
  await signOut(page);

  // A recovery code instead of the phone: once.
  await enterPassword(page, javaScriptEnabled, email);
  await enterCode(page, javaScriptEnabled, recoveryCodes[0]);
  await expectPanel(page, javaScriptEnabled);
  await signOut(page);
  await enterPassword(page, javaScriptEnabled, email);
  await enterCode(page, javaScriptEnabled, recoveryCodes[0]);
  await expect(page.getByRole("alert").filter({ hasText: USED_RECOVERY_CODE })).toBeVisible();
  await enterCode(page, javaScriptEnabled, recoveryCodes[1]);
  await expectPanel(page, javaScriptEnabled);

  await page.getByRole("link", { name: "Verificação em duas etapas" }).click();
  await expect(page.getByText("Códigos de recuperação restantes: 8 de 10.")).toBeVisible();
});
