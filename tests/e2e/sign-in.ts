import crypto from "node:crypto";
import { expect, type Cookie, type Page } from "@playwright/test";
import { E2E_ADMIN } from "../../playwright.config";
import { withE2eDatabase } from "./db";

export async function hydrated(page: Page, javaScriptEnabled: boolean) {
  if (javaScriptEnabled) await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/**
 * The session cookies this worker signed in with, per project (Playwright keeps a worker's
 * modules between its tests). The first signIn of a worker goes through the sign-in page; the
 * next ones start signed in with the same cookies, as the Epic Stack's tests reuse one stored
 * session per worker: the sign-in form itself is tested in admin-auth.spec.ts and
 * second-factor.spec.ts, and its scrypt check (decision 0018) need not run before every admin test.
 */
const workerSessions = new Map<boolean, Cookie[]>();

/** Opens an admin `path` signed in (the sign-in page leads back to it when needed) and lands on `path`. */
export async function signIn(page: Page, javaScriptEnabled: boolean, path = "/admin/painel") {
  const cookies = workerSessions.get(javaScriptEnabled);
  if (cookies) await page.context().addCookies(cookies);
  await page.goto(path);
  if (cookies && !page.url().includes("/admin/login")) {
    await expect(page).toHaveURL(pathPattern(path));
    await hydrated(page, javaScriptEnabled);
    return;
  }
  // No session yet in this worker, or it ended (a test signed out, expired it, or newer sign-ins
  // pushed it out: LIMITS.sessionsPerAdmin): the sign-in page, as a visitor meets it.
  await expect(page).toHaveURL(/\/admin\/login\?redirectTo=/);
  await signInHere(page, javaScriptEnabled, path);
}

const pathPattern = (path: string) => new RegExp(`${path.replace(/\//g, "\\/")}$`);

/** On the sign-in page: the admin's e-mail and password, then back on `path`; the worker keeps the session. */
async function signInHere(page: Page, javaScriptEnabled: boolean, path: string) {
  await hydrated(page, javaScriptEnabled);
  await page.getByLabel("Email", { exact: true }).fill(E2E_ADMIN.email);
  await page.getByLabel("Senha", { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Entrar", exact: true }).click();
  await expect(page).toHaveURL(pathPattern(path));
  await hydrated(page, javaScriptEnabled);
  workerSessions.set(javaScriptEnabled, await page.context().cookies());
}

/** Ends this browser's session as the 4-hour rule would: its row is deleted (the other project's stays; this worker's next signIn signs in again). */
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
