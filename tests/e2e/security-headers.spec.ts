import { expect, test, type APIResponse } from "@playwright/test";
import { GENERATED_PAGE, firstPostSlug, publicPages } from "../../bench/pages.mjs";
import { insertGeneratedPage, withE2eDatabase } from "./db";

/** Nonces of every executable <script> tag (JSON-LD blocks are data, not scripts). */
function scriptNonces(html: string): string[] {
  const tags = html.match(/<script\b[^>]*>/g) ?? [];
  return tags.filter((t) => !t.includes('type="application/ld+json"')).map((t) => /nonce="([^"]*)"/.exec(t)?.[1] ?? "(sem nonce)");
}

function cspNonce(res: APIResponse): string {
  const csp = res.headers()["content-security-policy"] ?? "";
  return /'nonce-([^']+)'/.exec(csp)?.[1] ?? "";
}

test.describe("security headers", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "HTTP-level checks run once");

  test("every kind of response carries the security headers and no X-Powered-By", async ({ request }) => {
    const home = await request.get("/");
    const asset = /\/assets\/[^"]+\.js/.exec(await home.text())?.[0];
    expect(asset).toBeTruthy();
    const responses = [
      home,
      await request.get("/", { headers: { Cookie: "preferencia=1" } }),
      await request.get(asset!),
      await request.get("/favicon.svg"),
      await request.get("/healthz"),
      await request.get("/caminho/que-nao-existe"),
      await request.get("/admin/login"),
    ];
    for (const res of responses) {
      const h = res.headers();
      const csp = h["content-security-policy"];
      expect(csp, res.url()).toContain("default-src 'self'");
      expect(csp).toMatch(/script-src 'nonce-[A-Za-z0-9+/]{24}' 'strict-dynamic'/);
      for (const directive of [
        "object-src 'none'",
        "base-uri 'none'",
        "frame-ancestors 'none'",
        "form-action 'self'",
        "frame-src https://",
        "img-src 'self' data: https:",
        "connect-src 'self'",
      ]) {
        expect(csp).toContain(directive);
      }
      expect(h["x-content-type-options"]).toBe("nosniff");
      expect(h["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(h["permissions-policy"]).toContain("camera=()");
      expect(h["permissions-policy"]).toContain("microphone=()");
      expect(h["permissions-policy"]).toContain("geolocation=()");
      expect(h["x-powered-by"]).toBeUndefined();
      // SITE_URL is http:// in the e2e run: HSTS would be wrong here (tests/unit/security-headers.test.ts covers https).
      expect(h["strict-transport-security"]).toBeUndefined();
    }
  });

  test("an oversized form body is refused before it is read, and the server keeps serving", async ({ request, baseURL }) => {
    const res = await request.post("/admin/login", {
      headers: { Origin: baseURL!, "Content-Type": "application/x-www-form-urlencoded" },
      data: `email=a%40b.com&password=${"x".repeat(3 * 1024 * 1024)}`,
      maxRedirects: 0,
    });
    expect(res.status()).toBe(413);
    expect(await res.text()).toContain("Conteúdo grande demais");
    expect((await request.get("/healthz")).status()).toBe(200);
  });

  test("two responses carry different nonces, each matching its own script tags", async ({ request }) => {
    const responses = [
      await request.get("/"), // filled into the HTML cache
      await request.get("/"), // served from the cache
      await request.get("/", { headers: { Cookie: "preferencia=1" } }), // rendered for this request only
      await request.get("/caminho/que-nao-existe"), // 404, never cached
    ];
    const nonces = [];
    for (const res of responses) {
      const nonce = cspNonce(res);
      const tags = scriptNonces(await res.text());
      // Public pages carry one script of their own: the enhancement module (decision 0017).
      expect(tags.length).toBeGreaterThanOrEqual(1);
      expect(new Set(tags)).toEqual(new Set([nonce]));
      nonces.push(nonce);
    }
    expect(new Set(nonces).size).toBe(nonces.length);
  });
});

test.describe("scripts under the CSP in the browser", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "needs JavaScript");

  test("every public page runs its module and the login hydrates with no CSP violation, also when served from the cache", async ({ page }) => {
    insertGeneratedPage(GENERATED_PAGE.slug, GENERATED_PAGE.title);
    const violations: string[] = [];
    page.on("console", (m) => {
      if (/Content Security Policy|Refused to/i.test(m.text())) violations.push(`${page.url()}: ${m.text()}`);
    });
    page.on("pageerror", (e) => violations.push(`${page.url()}: ${e.message}`));
    const paths = publicPages(withE2eDatabase((db) => firstPostSlug(db))).map((p) => p.path);
    for (const path of [...paths, paths[0], "/admin/login"]) {
      await page.goto(path);
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    }
    // Following a link loads the next page, and its module, under the same policy.
    await page.locator("footer").getByRole("link", { name: "Garantia" }).click();
    await expect(page).toHaveURL(/\/garantia$/);
    await expect(page.locator("h1")).toBeVisible();
    expect(violations).toEqual([]);
  });

  test("a page revalidated with a 304 still runs its module: the 304's policy names the stored page's nonce", async ({ page }) => {
    const violations: string[] = [];
    page.on("console", (m) => {
      if (/Content Security Policy|Refused to/i.test(m.text())) violations.push(m.text());
    });
    await page.goto("/garantia");
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    // A reload revalidates the stored page (If-None-Match naming its nonce, decision 0025). Chromium
    // reports the stored response merged with the 304's headers, with status 200.
    const revalidation = page.waitForResponse((r) => new URL(r.url()).pathname === "/garantia");
    await page.reload();
    const answer = await revalidation;
    const stored = /^W\/".+\.(.+)"$/.exec((await answer.request().allHeaders())["if-none-match"] ?? "")?.[1];
    expect(stored).toBeTruthy();
    expect(answer.headers()["content-security-policy"]).toContain(`'nonce-${stored}'`);
    // The page shown is the stored copy (its scripts carry that nonce), not a new render.
    expect(await page.evaluate(() => document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce)).toBe(stored);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    expect(violations).toEqual([]);
  });
});
