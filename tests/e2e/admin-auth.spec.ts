import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { E2E_ADMIN } from "../../playwright.config";

/** Admin pages an anonymous visitor must not see. */
const ADMIN_PAGES = ["/admin", "/admin/painel", "/admin/local-generator", "/admin/batch-creator", "/admin/painel/excluir/1", "/admin/batch-creator/criar"];
/** Admin write actions, including "Excluir página" on a public generated page. */
const ADMIN_ACTIONS = [
  "/admin/logout",
  "/admin/painel",
  "/admin/painel/excluir/1",
  "/admin/painel/importar",
  "/admin/local-generator",
  "/admin/local-generator/processar",
  "/admin/batch-creator",
  "/admin/batch-creator/criar",
  "/links-uteis/pagina-de-exemplo",
];

async function fillLogin(page: Page, password: string) {
  await page.getByLabel("Email", { exact: true }).fill(E2E_ADMIN.email);
  await page.getByLabel("Senha", { exact: true }).fill(password);
}

async function openLogin(page: Page, javaScriptEnabled: boolean, path = "/admin/login") {
  await page.goto(path);
  if (javaScriptEnabled) await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

test.describe("admin sign-in", () => {
  test("log in, reach the panel, log out, and the panel asks to sign in again", async ({ page, javaScriptEnabled }) => {
    await openLogin(page, javaScriptEnabled, "/admin/painel");
    await expect(page).toHaveURL(/\/admin\/login\?redirectTo=%2Fadmin%2Fpainel$/);
    await expect(page.getByRole("heading", { name: "Login Administrativo" })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);

    await fillLogin(page, E2E_ADMIN.password);
    await page.getByRole("button", { name: "Entrar", exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/painel$/);
    await expect(page.getByRole("heading", { name: "Painel de Administração" })).toBeVisible();
    await expect(page.getByText(E2E_ADMIN.email)).toBeVisible();
    const welcome = page.getByRole("status").filter({ hasText: "Login bem-sucedido" });
    await expect(welcome).toContainText("Você está agora no painel administrativo");

    await page.getByRole("button", { name: "Sair" }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByRole("heading", { name: "Login Administrativo" })).toBeVisible();

    await page.goto("/admin/painel");
    await expect(page).toHaveURL(/\/admin\/login\?redirectTo=%2Fadmin%2Fpainel$/);
    await expect(page.getByRole("heading", { name: "Painel de Administração" })).toHaveCount(0);
  });

  test("wrong password shows the exact toast and keeps the e-mail", async ({ page, javaScriptEnabled }) => {
    await openLogin(page, javaScriptEnabled);
    await fillLogin(page, "senha-errada-000");
    await page.getByRole("button", { name: "Entrar", exact: true }).click();
    const alert = page.getByRole("alert");
    await expect(alert.locator("p").nth(0)).toHaveText("Erro de autenticação");
    await expect(alert.locator("p").nth(1)).toHaveText("Email ou senha incorretos");
    await expect(page.getByLabel("Email", { exact: true })).toHaveValue(E2E_ADMIN.email);
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test("the page has the spec's parts and explains that Google sign-in is not configured", async ({ page, javaScriptEnabled }) => {
    await openLogin(page, javaScriptEnabled);
    await expect(page.getByLabel("Email", { exact: true })).toHaveAttribute("type", "email");
    await expect(page.getByLabel("Email", { exact: true })).toHaveAttribute("required", "");
    await expect(page.getByLabel("Senha", { exact: true })).toHaveAttribute("required", "");
    await expect(page.getByText("ou", { exact: true })).toBeVisible();
    const google = page.getByRole("button", { name: "Entrar com Google" });
    await expect(google).toBeDisabled();
    await expect(page.getByText("Login com Google não configurado")).toBeVisible();
    await expect(page.getByText("Área restrita a administradores. Apenas e-mails autorizados podem acessar o painel.")).toBeVisible();
  });
});

test.describe("admin sign-in with JavaScript", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "the busy label and axe need JavaScript");

  test("the sign-in page has no WCAG A/AA violations (axe)", async ({ page }) => {
    await openLogin(page, true);
    const axe = await new AxeBuilder({ page }).include("main").withTags(["wcag2a", "wcag2aa"]).analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual([]);
  });

  test('"Entrar" reads "Verificando..." while the server checks', async ({ page }) => {
    await openLogin(page, true);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/admin\/login\.data/, async (route) => {
      await held;
      await route.continue();
    });
    await fillLogin(page, E2E_ADMIN.password);
    await page.getByRole("button", { name: "Entrar", exact: true }).click();
    await expect(page.getByRole("button", { name: "Verificando..." })).toBeDisabled();
    release();
    await expect(page).toHaveURL(/\/admin\/painel$/);
  });
});

test.describe("expired session with JavaScript", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "client-side data requests need JavaScript");

  test("a JavaScript form post without a valid session lands on the sign-in page, not an error page", async ({ page, context }) => {
    await openLogin(page, true);
    await fillLogin(page, E2E_ADMIN.password);
    await page.getByRole("button", { name: "Entrar", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Painel de Administração" })).toBeVisible();
    await context.clearCookies();
    await page.getByRole("button", { name: "Sair" }).click();
    await expect(page).toHaveURL(/\/admin\/login\?redirectTo=%2Fadmin%2Fpainel$/);
    await expect(page.getByRole("heading", { name: "Login Administrativo" })).toBeVisible();
  });
});

test.describe("admin over HTTP", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "no browser involved: runs once");

  test("anonymous: pages redirect to login, fetches get 401, cross-site writes 403", async ({ request, baseURL }) => {
    for (const path of ADMIN_PAGES) {
      const page = await request.get(path, { headers: { Accept: "text/html", "Sec-Fetch-Mode": "navigate" }, maxRedirects: 0 });
      expect(page.status(), path).toBe(302);
      expect(page.headers().location, path).toMatch(/^\/admin\/login\?redirectTo=/);
      const api = await request.get(path, { headers: { Accept: "application/json" }, maxRedirects: 0 });
      expect(api.status(), path).toBe(401);
      expect(await api.json()).toMatchObject({ login: expect.stringMatching(/^\/admin\/login/) });
    }
    for (const path of ADMIN_ACTIONS) {
      const form = await request.post(path, { headers: { Origin: baseURL!, Accept: "text/html", "Sec-Fetch-Mode": "navigate" }, form: {}, maxRedirects: 0 });
      expect(form.status(), path).toBe(303);
      expect(form.headers().location, path).toMatch(/^\/admin\/login/);
      const api = await request.post(path, { headers: { Origin: baseURL!, Accept: "application/json" }, form: {}, maxRedirects: 0 });
      expect(api.status(), path).toBe(401);
      const crossSite = await request.post(path, { headers: { Origin: "https://evil.example" }, form: {}, maxRedirects: 0 });
      expect(crossSite.status(), path).toBe(403);
    }
  });

  test("a cross-site POST changes nothing: the session survives a forged logout", async ({ request, baseURL }) => {
    const login = await request.post("/admin/login", {
      headers: { Origin: baseURL!, Accept: "text/html" },
      form: { email: E2E_ADMIN.email, password: E2E_ADMIN.password, redirectTo: "/admin/painel" },
      maxRedirects: 0,
    });
    expect(login.status()).toBe(303);
    const forged = await request.post("/admin/logout", { headers: { Origin: "https://evil.example" }, maxRedirects: 0 });
    expect(forged.status()).toBe(403);
    expect(await forged.text()).toBe("Requisição recusada: ela não veio deste site.");
    const bare = await request.post("/admin/logout", { maxRedirects: 0 });
    expect(bare.status()).toBe(403);
    const panel = await request.get("/admin/painel", { headers: { Accept: "text/html" }, maxRedirects: 0 });
    expect(panel.status()).toBe(200);
    expect(await panel.text()).toContain(E2E_ADMIN.email);
  });
});
