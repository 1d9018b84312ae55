import { expect, test, type Page } from "@playwright/test";
import { insertGeneratedPage, withE2eDatabase } from "./db";
import { slugify } from "../../app/lib/slug";
import { runTag } from "./run-tag";
import { sitemapSchemaErrors } from "../xml-schema";
import { eachLimited, jsonLdNodes, jsonLdOfType, readHead, sitemapLocs } from "./seo-html";
import { INITIALLY_ADMITTED_PATHS as ADMITTED_PATHS } from "../../db/seed/initial-verdicts";
import { PAGE_PLACES } from "../../app/content/places";
import { isServedPlace } from "../../app/lib/places/served";
import { cityPath } from "../../app/lib/paths";
import { SERVER_ONLY_REASON, serverOnly } from "./server-only";

/**
 * The search-engine layer as a crawler sees it: server responses only, so the checks on
 * raw responses run once (in the project without JavaScript); the generated-page escape
 * test also runs with JavaScript. SEO_SITEMAP_FILTER (a RegExp on the path) limits the
 * sitemap walk, e.g. to the pages a branch has before everything is merged.
 */

const ATTACK = "</script><script>alert(1)</script>";

test.describe("sitemap.xml and robots.txt", () => {
  test.skip(serverOnly, SERVER_ONLY_REASON);

  test("sitemap.xml is valid sitemaps.org XML, served as cacheable application/xml", async ({ request, baseURL }) => {
    const res = await request.get("/sitemap.xml");
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toBe("application/xml; charset=utf-8");
    expect(res.headers()["cache-control"]).toMatch(/^public, max-age=\d+$/);
    const xml = await res.text();
    expect(await sitemapSchemaErrors(xml, "sitemap.xsd")).toBeNull();
    const locs = await sitemapLocs(request);
    expect(locs).toContain(`${baseURL}/`);
    expect(locs.every((l) => l.startsWith(`${baseURL}/`))).toBe(true);
    expect(new Set(locs).size).toBe(locs.length);
    // lastmod comes from the data, never from the request time.
    const again = await (await request.get("/sitemap.xml")).text();
    expect(again).toBe(xml);
  });

  test("sitemap.xml holds the main pages and the template pages whose stored verdict lets them in, no post", async ({ request }) => {
    const paths = (await sitemapLocs(request)).map((l) => new URL(l).pathname);
    // Read right after the sitemap: other tests' saves move verdicts on this shared server (decision 0039).
    const [verdicts, settings] = withE2eDatabase(
      (db) =>
        [
          db.prepare("SELECT path FROM page_verdicts WHERE indexable = 1").pluck().all() as string[],
          JSON.parse(db.prepare("SELECT data FROM business_settings WHERE id = 1").pluck().get() as string) as { cities: string[] },
        ] as const,
    );
    // A place outside the owner's list of served cities stays out whatever its verdict (app/lib/places/served.ts).
    const unserved = new Set(PAGE_PLACES.filter((p) => !isServedPlace(p, settings.cities)).map(cityPath));
    const indexed = verdicts.filter((p) => /^\/(cidades|topicos|motores)\//.test(p) && !unserved.has(p));
    for (const path of ["/", "/motores", "/duvidas-frequentes", "/cidades/guarulhos"]) expect(paths).toContain(path);
    // A city landing is out while the city's place page answers its search (docs/content-quality.md "One page per search intent").
    expect(paths).not.toContain("/portao-automatico-guarulhos");
    expect(paths.filter((p) => p.startsWith("/postagens/"))).toEqual([]);
    // Places, topics and models by their stored verdicts (docs/content-quality.md, decision 0037).
    const templates = paths.filter((p) => /^\/(cidades|topicos|motores)\//.test(p));
    expect(new Set(templates)).toEqual(new Set(indexed));
    expect(templates.some((p) => p.startsWith("/motores/"))).toBe(true);
    // A page left out stays reachable, marked noindex without a canonical.
    const head = readHead(await (await request.get("/postagens/motores-de-portao-automatico-em-ponte-grande-guarulhos")).text());
    expect(head.robots).toBe("noindex, follow");
    expect(head.canonical).toBeUndefined();
    // So does an active model whose text is not yet its own (decision 0037).
    for (const model of ["/motores/motor-ppa-home-mono", "/motores/motor-ppa-penta"].filter((p) => !ADMITTED_PATHS.includes(p))) {
      expect(paths).not.toContain(model);
      const modelHead = readHead(await (await request.get(model)).text());
      expect(modelHead.robots).toBe("noindex, follow");
      expect(modelHead.canonical).toBeUndefined();
    }
  });

  test("every URL in sitemap.xml answers 200 with a complete, indexable head", async ({ request }) => {
    test.setTimeout(600_000);
    const filter = process.env.SEO_SITEMAP_FILTER ? new RegExp(process.env.SEO_SITEMAP_FILTER) : null;
    const locs = (await sitemapLocs(request)).filter((l) => !filter || filter.test(new URL(l).pathname));
    expect(locs.length).toBeGreaterThan(0);
    const problems = new Map<string, string[]>();
    const titles = new Map<string, string[]>();
    await eachLimited(locs, 4, async (loc) => {
      const found: string[] = [];
      const res = await request.get(loc, { maxRedirects: 0 });
      if (res.status() !== 200) found.push(`status ${res.status()}`);
      const body = await res.text();
      // React 18's stream can pad chunks with NUL bytes (app/server/infra/html-stream.server.ts).
      if (body.includes("\0")) found.push("NUL byte in the HTML");
      const head = readHead(body);
      if (!head.title?.trim()) found.push("no <title>");
      else titles.set(head.title, [...(titles.get(head.title) ?? []), loc]);
      if (!head.meta("description")?.trim()) found.push("no meta description");
      if (head.canonical !== loc) found.push(`canonical ${head.canonical}`);
      if (!head.meta("og:title")?.trim()) found.push("no og:title");
      if (!/^https?:\/\//.test(head.meta("og:image") ?? "")) found.push(`og:image ${head.meta("og:image")}`);
      if (head.jsonLd.length === 0) found.push("no JSON-LD");
      for (const block of head.jsonLd) {
        try {
          JSON.parse(block);
        } catch {
          found.push(`JSON-LD does not parse: ${block.slice(0, 80)}`);
        }
      }
      if (/noindex/i.test(head.robots ?? "") || /noindex/i.test(res.headers()["x-robots-tag"] ?? "")) found.push("noindex");
      if (found.length) problems.set(loc, found);
    });
    // A generated page another test deleted meanwhile is no longer listed: not a defect.
    if (problems.size) {
      const listed = new Set(await sitemapLocs(request));
      for (const loc of problems.keys()) if (!listed.has(loc)) problems.delete(loc);
    }
    expect([...problems].map(([loc, p]) => `${loc}: ${p.join("; ")}`)).toEqual([]);
    const shared = [...titles].filter(([, l]) => l.length > 1).map(([t, l]) => `"${t}": ${l.join(", ")}`);
    expect.soft(shared, "every page has its own <title>").toEqual([]);
  });

  test("robots.txt keeps crawlers out of the admin area and points to the sitemap", async ({ request, baseURL }) => {
    const res = await request.get("/robots.txt");
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toBe("text/plain; charset=utf-8");
    const text = await res.text();
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toMatch(/^Disallow: \/admin$/m);
    expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
    expect(text).not.toMatch(/^Disallow: \/\s*$/m);
  });
});

test.describe("one URL per page", () => {
  test.describe("document requests", () => {
    test.skip(serverOnly, SERVER_ONLY_REASON);

    const cases: [string, string][] = [
      ["/motores/", "/motores"],
      ["/cidades/moema/", "/cidades/moema"],
      ["/Motores/Motor-PPA-Home?utm_source=WhatsApp", "/motores/motor-ppa-home?utm_source=WhatsApp"],
      ["/MOTOR-DE-PORTAO-QUEIMADO/", "/motor-de-portao-queimado"],
    ];
    for (const [from, to] of cases) {
      test(`${from} answers 301 to ${to}`, async ({ request }) => {
        const res = await request.get(from, { maxRedirects: 0 });
        expect(res.status()).toBe(301);
        expect(res.headers()["location"]).toBe(to);
      });
    }

    test("a redirect never leaves the site", async ({ request, baseURL }) => {
      const res = await request.get(`${baseURL}//exemplo.com/caminho/`, { maxRedirects: 0 });
      expect(res.status()).toBe(301);
      expect(res.headers()["location"]).toBe("/exemplo.com/caminho");
    });

    test("the home and canonical URLs answer without a redirect", async ({ request }) => {
      for (const path of ["/", "/?pagina=2", "/sitemap.xml", "/robots.txt", "/og-image.png", "/logo.png"]) {
        const res = await request.get(path, { maxRedirects: 0 });
        expect(res.status(), path).toBe(200);
      }
    });
  });

  test("client-side navigation to a non-canonical path lands on the canonical one", async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "client-side navigation needs JavaScript");
    // Only admin pages run Remix's router (decision 0017); its navigations take the same redirect.
    await page.goto("/admin/login");
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await page.evaluate(() => (window as unknown as { __remixRouter: { navigate: (to: string) => Promise<void> } }).__remixRouter.navigate("/Motores/"));
    await expect(page).toHaveURL(/\/motores$/);
  });
});

test.describe("robots meta", () => {
  test.skip(serverOnly, SERVER_ONLY_REASON);

  test("the home is indexable with its canonical; tracking parameters do not change that", async ({ request, baseURL }) => {
    for (const path of ["/", "/?utm_source=whatsapp", "/?pagina=1"]) {
      const head = readHead(await (await request.get(path)).text());
      expect(head.robots, path).toBe("index, follow");
      expect(head.canonical, path).toBe(`${baseURL}/`);
    }
  });

  test("paginated and search-result variants are noindex, follow without a canonical elsewhere", async ({ request, baseURL }) => {
    for (const path of ["/?pagina=2", "/?busca=motor", "/?cidade=osasco"]) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(200);
      const head = readHead(await res.text());
      expect(head.robots, path).toBe("noindex, follow");
      expect(head.canonical, path).toBeUndefined();
      expect(head.meta("og:url"), path).toBe(`${baseURL}/`);
    }
  });

  test("404 responses, /not-found and admin pages are noindex", async ({ request }) => {
    for (const path of ["/caminho-que-nao-existe-seo", "/not-found"]) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(404);
      const head = readHead(await res.text());
      expect(head.robots, path).toMatch(/noindex/);
      expect(head.title, path).toBe("Página não encontrada | Motores PPA");
    }
    const login = readHead(await (await request.get("/admin/login")).text());
    expect(login.robots).toMatch(/noindex/);
  });
});

/** JSON-LD blocks of the server HTML (JavaScript off, so the DOM is the server's). */
async function pageJsonLd(page: Page, path: string): Promise<string[]> {
  const res = await page.goto(path);
  expect(res?.status(), path).toBe(200);
  return page.locator('script[type="application/ld+json"]').allTextContents();
}

function expectBusiness(blocks: string[]) {
  const [business, ...more] = jsonLdOfType(blocks, "HomeAndConstructionBusiness");
  expect(more).toHaveLength(0);
  expect(business).toMatchObject({ name: "Motores PPA São Paulo", priceRange: expect.stringMatching(/^R\$/) });
  expect(business.telephone).toMatch(/^\+55 \d{2} \d{4,5}-\d{4}$/);
  expect(business.url).toMatch(/^https?:\/\/.+\/$/);
  expect(business.logo).toMatch(/\/logo\.png$/);
  expect(business.openingHoursSpecification).toHaveLength(2);
  expect(business.areaServed).toHaveLength(27);
  expect(jsonLdNodes(blocks).some((n) => "aggregateRating" in n || "review" in n)).toBe(false);
}

/** The BreadcrumbList names match the visible trail. */
async function expectBreadcrumbs(page: Page, blocks: string[]) {
  const [list] = jsonLdOfType(blocks, "BreadcrumbList");
  expect(list, "BreadcrumbList").toBeDefined();
  const visible = (await page.getByRole("navigation", { name: "Trilha de navegação" }).getByRole("listitem").allTextContents()).map((t) =>
    t.replace(/^\s*\/\s*/, "").trim(),
  );
  expect(list.itemListElement.map((i: { name: string }) => i.name)).toEqual(visible);
  expect(list.itemListElement[0].name).toBe("Início");
}

/** Every FAQPage question is shown on the page. */
async function expectVisibleFaq(page: Page, blocks: string[], min: number) {
  const [faq] = jsonLdOfType(blocks, "FAQPage");
  expect(faq, "FAQPage").toBeDefined();
  expect(faq.mainEntity.length).toBeGreaterThanOrEqual(min);
  const main = page.locator("main");
  for (const q of faq.mainEntity) {
    expect(q["@type"]).toBe("Question");
    expect(q.acceptedAnswer.text.length).toBeGreaterThan(10);
    await expect(main).toContainText(q.name);
  }
  return faq.mainEntity.length as number;
}

test.describe("structured data in the server HTML", () => {
  test.skip(serverOnly, SERVER_ONLY_REASON);

  test("motor page: Product with a BRL offer valid in the future, business and breadcrumbs", async ({ page }) => {
    const blocks = await pageJsonLd(page, "/motores/motor-ppa-home-jetflex");
    const [product] = jsonLdOfType(blocks, "Product");
    expect(product).toMatchObject({ name: "Motor PPA Home Jetflex", brand: { "@type": "Brand", name: "PPA" }, sku: "motor-ppa-home-jetflex" });
    expect(product.description.length).toBeGreaterThan(20);
    expect(product.image).toMatch(/^https?:\/\//);
    expect(product.model).toBeTruthy();
    expect(product.offers).toMatchObject({ "@type": "Offer", priceCurrency: "BRL", availability: "https://schema.org/InStock" });
    expect(Number(product.offers.price)).toBeGreaterThan(0);
    expect(Date.parse(product.offers.priceValidUntil)).toBeGreaterThan(Date.now());
    await expect(page.locator("h1")).toContainText(product.name);
    expectBusiness(blocks);
    await expectBreadcrumbs(page, blocks);
  });

  test("FAQ page: FAQPage with exactly the questions shown", async ({ page }) => {
    const blocks = await pageJsonLd(page, "/duvidas-frequentes");
    await expectVisibleFaq(page, blocks, 40);
    // ...and no question shown on the page is missing from it.
    const names = new Set(jsonLdOfType(blocks, "FAQPage")[0].mainEntity.map((q: { name: string }) => q.name));
    const shown = (await page.locator("main summary").allTextContents()).map((t) => t.trim()).filter((t) => t.endsWith("?"));
    expect(shown.length).toBeGreaterThanOrEqual(40);
    expect(shown.filter((q) => !names.has(q))).toEqual([]);
    expectBusiness(blocks);
    await expectBreadcrumbs(page, blocks);
  });

  test("service page: Service with provider and area served, the install kit as a product, its FAQ shown but marked up only on /duvidas-frequentes", async ({
    page,
  }) => {
    const blocks = await pageJsonLd(page, "/instalacao-manutencao");
    const [kit] = jsonLdOfType(blocks, "Product");
    expect(kit.offers).toMatchObject({ "@type": "AggregateOffer", lowPrice: "899.00", highPrice: "1349.00", priceCurrency: "BRL" });
    // The same range, the catalogue's cheapest to dearest priced model, is printed on the page.
    await expect(page.getByText("Kit com instalação de R$ 899 a R$ 1.349")).toBeVisible();
    expect(new Date(kit.offers.priceValidUntil).getTime()).toBeGreaterThan(Date.now());
    const [service] = jsonLdOfType(blocks, "Service");
    expect(service.provider).toMatchObject({ "@id": expect.stringMatching(/#business$/) });
    expect(service.areaServed.length).toBeGreaterThan(0);
    // One FAQPage per question on the site (docs/content-quality.md): these six are marked up on /duvidas-frequentes.
    expect(jsonLdOfType(blocks, "FAQPage")).toEqual([]);
    await expect(page.getByRole("heading", { name: "Perguntas frequentes sobre instalação e manutenção" })).toBeVisible();
    expectBusiness(blocks);
    await expectBreadcrumbs(page, blocks);
  });

  test("city landing page: FAQPage with the questions shown", async ({ page }) => {
    const blocks = await pageJsonLd(page, "/portao-automatico-guarulhos");
    // The landing's own two questions; free installation and the express offer are answered once elsewhere.
    await expectVisibleFaq(page, blocks, 2);
    expectBusiness(blocks);
    await expectBreadcrumbs(page, blocks);
  });

  test("city page: business and breadcrumbs naming the place", async ({ page }) => {
    const blocks = await pageJsonLd(page, "/cidades/moema");
    expectBusiness(blocks);
    await expectBreadcrumbs(page, blocks);
    const [list] = jsonLdOfType(blocks, "BreadcrumbList");
    expect(list.itemListElement.at(-1).name).toContain("Moema");
    expect(list.itemListElement.at(-1).item).toMatch(/\/cidades\/moema$/);
    // No FAQPage: a place page carries no question of its own.
    expect(jsonLdOfType(blocks, "FAQPage")).toEqual([]);
  });

  test("keyword page: FAQPage with its 3 questions, business and breadcrumbs", async ({ page }) => {
    const blocks = await pageJsonLd(page, "/motor-de-portao-queimado");
    expect(await expectVisibleFaq(page, blocks, 3)).toBe(3);
    expectBusiness(blocks);
    await expectBreadcrumbs(page, blocks);
  });

  test("topic page: Service with provider and area served", async ({ page }) => {
    const blocks = await pageJsonLd(page, "/topicos/instalacao-de-motor-de-portao");
    const [service] = jsonLdOfType(blocks, "Service");
    expect(service).toBeDefined();
    expect(service.provider["@id"]).toMatch(/#business$/);
    expect(service.areaServed.length).toBeGreaterThan(0);
    expectBusiness(blocks);
    await expectBreadcrumbs(page, blocks);
  });
});

test.describe("generated page with markup in its title", () => {
  test("the title stays data: Service JSON-LD parses and no script runs", async ({ page, request, javaScriptEnabled }, testInfo) => {
    const slug = slugify(`pagina-seo-escape-${runTag(testInfo)}`);
    insertGeneratedPage(slug, `Portão em Moema ${ATTACK}`);
    try {
      const dialogs: string[] = [];
      page.on("dialog", (d) => {
        dialogs.push(d.message());
        void d.dismiss();
      });
      const html = await (await request.get(`/links-uteis/${slug}`)).text();
      expect(html).not.toContain("<script>alert(1)");
      const blocks = await pageJsonLd(page, `/links-uteis/${slug}`);
      const [service] = jsonLdOfType(blocks, "Service");
      expect(service.name).toBe(`Portão em Moema ${ATTACK}`);
      expect(service.provider["@id"]).toMatch(/#business$/);
      expect(service.areaServed.length).toBeGreaterThan(0);
      expectBusiness(blocks);
      const injected = await page.evaluate(() => [...document.scripts].filter((s) => s.textContent?.trim() === "alert(1)").length);
      expect(injected).toBe(0);
      if (javaScriptEnabled) await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      expect(dialogs).toEqual([]);
    } finally {
      withE2eDatabase((db) => {
        db.transaction(() => {
          db.prepare("DELETE FROM generated_pages WHERE slug = ?").run(slug);
          db.prepare("UPDATE content_version SET version = version + 1 WHERE id = 1").run();
        })();
      });
    }
  });
});
