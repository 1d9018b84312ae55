import crypto from "node:crypto";
import { expect, type Page } from "@playwright/test";
import { E2E_ADMIN } from "../../playwright.config";
import { withE2eDatabase } from "./db";

export async function hydrated(page: Page, javaScriptEnabled: boolean) {
  if (javaScriptEnabled) await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/** Opens an admin `path`, signs in on the login page it leads to, and lands back on `path`. */
export async function signIn(page: Page, javaScriptEnabled: boolean, path = "/admin/painel") {
  await page.goto(path);
  await expect(page).toHaveURL(/\/admin\/login\?redirectTo=/);
  await signInHere(page, javaScriptEnabled, path);
}

/** On the sign-in page: the admin's e-mail and password, then back on `path`. */
async function signInHere(page: Page, javaScriptEnabled: boolean, path: string) {
  await hydrated(page, javaScriptEnabled);
  await page.getByLabel("Email", { exact: true }).fill(E2E_ADMIN.email);
  await page.getByLabel("Senha", { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Entrar", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${path.replace(/\//g, "\\/")}$`));
  await hydrated(page, javaScriptEnabled);
}

/** Ends this browser's session as the 4-hour rule would: its row is deleted (the other project's stays). */
export async function expireSession(page: Page) {
  const cookie = (await page.context().cookies()).find((c) => c.name === "admin_session");
  expect(cookie).toBeDefined();
  // The cookie is Remix's signed value: base64 JSON of the token, a dot, the signature.
  const signed = decodeURIComponent(cookie!.value);
  const token = JSON.parse(Buffer.from(signed.slice(0, signed.lastIndexOf(".")), "base64").toString("utf8")) as string;
  const id = crypto.createHash("sha256").update(token).digest("base64url");
  const deleted = withE2eDatabase((db) => db.prepare("DELETE FROM sessions WHERE id = ?").run(id).changes);
  expect(deleted).toBe(1);
}

/** After a post that found the session over: the sign-in page, then back on `path` (decision 0032). */
export async function signInAgain(page: Page, javaScriptEnabled: boolean, path: string) {
  await expect(page).toHaveURL(new RegExp(`/admin/login\\?redirectTo=${encodeURIComponent(path)}$`));
  await signInHere(page, javaScriptEnabled, path);
}
