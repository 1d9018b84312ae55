import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { insertGeneratedPage } from "./db";
import { slugify } from "../../app/lib/slug";
import { runTag } from "./run-tag";
import { whatsappText } from "./whatsapp";
import { INITIALLY_ADMITTED_PATHS as ADMITTED_PATHS } from "../../db/seed/initial-verdicts";
import { DEFAULT_WHATSAPP_MESSAGE } from "../../app/content/business";
import { PLACE_LOCAL } from "../../db/seed/prose/places";

/** The prefilled messages of the WhatsApp links on the page, as the server writes them. */
async function whatsappMessages(page: Page, scope = "body"): Promise<string[]> {
  const hrefs = await page.locator(`${scope} a[href^="/contato/whatsapp?"]`).evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
  return Promise.all([...new Set(hrefs)].map((h) => whatsappText(page, h)));
}

async function expectSubjectInWhatsApp(page: Page, subject: string) {
  const inMain = await whatsappMessages(page, "main");
  expect(inMain.length).toBeGreaterThan(0);
  for (const m of inMain) expect(m).toContain(subject);
  expect(await whatsappText(page, await page.locator('a[data-whatsapp="floating"]').getAttribute("href"))).toContain(subject);
}

test.describe("programmatic pages (JavaScript on and off)", () => {
  test("city page: heading, the place's own text, no FAQ, and WhatsApp naming the place", async ({ page }) => {
    const res = await page.goto("/cidades/moema");
    expect(res?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Motor para Portão PPA em Moema");
    await expect(page).toHaveTitle(/Moema/);
    // Moema's text is still mostly the template's: reachable, out of the index (docs/content-quality.md).
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute(
      "content",
      ADMITTED_PATHS.includes("/cidades/moema") ? "index, follow" : "noindex, follow",
    );
    await expect(page.getByText(PLACE_LOCAL.moema.access)).toBeVisible();
    await expect(page.getByText("Aqui a entrega e a instalação são grátis.")).toBeVisible();
    // The questions every place page used to share with another name slotted in are gone.
    await expect(page.getByRole("heading", { name: /Perguntas frequentes/ })).toHaveCount(0);
    await expectSubjectInWhatsApp(page, "Moema");
    await expect(page.getByRole("navigation", { name: "Mais bairros atendidos na Zona Sul" }).getByRole("link", { name: "Vila Mariana" })).toHaveAttribute(
      "href",
      "/cidades/vila-mariana",
    );
  });

  test("a neighbourhood of Osasco lives on the city's page: its old address redirects to its section", async ({ page }) => {
    const res = await page.request.get("/cidades/vila-yara-osasco", { maxRedirects: 0 });
    expect(res.status()).toBe(301);
    expect(res.headers()["location"]).toBe("/cidades/osasco#vila-yara-osasco");
    await page.goto("/cidades/vila-yara-osasco");
    await expect(page).toHaveURL(/\/cidades\/osasco#vila-yara-osasco$/);
    const section = page.locator("#vila-yara-osasco");
    await expect(section.getByRole("heading", { level: 3 })).toHaveText("Vila Yara");
    await expect(section).toContainText("Cidade de Deus");
    await expect(page.getByRole("navigation", { name: "Bairros desta página" }).getByRole("link", { name: "Vila Yara" })).toHaveAttribute(
      "href",
      "#vila-yara-osasco",
    );
  });

  test("unknown city slug: title-cased generic page answered 404 and kept out of the index", async ({ page }) => {
    const res = await page.goto("/cidades/jardim-das-acacias");
    expect(res?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Motor para Portão PPA: Jardim das Acacias");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, follow");
    // A name read from the address is the visitor's, not the site's: the default message (decision 0023).
    for (const m of await whatsappMessages(page, "main")) expect(m).toBe(DEFAULT_WHATSAPP_MESSAGE);
  });

  test("topic page: server-rendered content, keywords meta and no loading text", async ({ page }) => {
    await page.goto("/topicos/controle-remoto-para-portao");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Controle Remoto para Portão");
    await expect(page.locator('meta[name="keywords"]')).toHaveAttribute("content", /controle remoto portão/);
    await expect(page.getByText("código rolante").first()).toBeVisible();
    await expect(page.locator("body")).not.toContainText("Carregando");
    await expectSubjectInWhatsApp(page, "Controle Remoto para Portão");
  });

  test("a generated page's slug under /topicos leads to its one address under /links-uteis", async ({ page }, testInfo) => {
    const title = `Tópico gerado ${runTag(testInfo)}`;
    const slug = slugify(title);
    insertGeneratedPage(slug, title);
    await page.goto(`/topicos/${slug}`);
    await expect(page).toHaveURL(new RegExp(`/links-uteis/${slug}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(page.getByText("Conteúdo de teste.")).toBeVisible();
  });

  test("post page: title, description, hero with phone and WhatsApp", async ({ page }) => {
    const title = "Motores Basculantes para Portão na Vila Mariana";
    const res = await page.goto("/postagens/motores-basculantes-para-portao-em-vila-mariana");
    expect(res?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(page.locator("main header")).toContainText("Motores basculantes PPA para a garagem de casa e de condomínio, com instalação na Vila Mariana.");
    await expect(page.locator("main a[data-phone-link]").first()).toHaveAttribute("href", /^\/contato\/telefone\?/);
    await expectSubjectInWhatsApp(page, title);
  });

  test("keyword page: heading, causes, safe checks, 3 FAQs with FAQPage data, quote button", async ({ page }) => {
    await page.goto("/portao-nao-abre");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Portão não abre");
    await expect(page.getByRole("heading", { name: "Causas mais comuns" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "O que você pode verificar com segurança" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Solicitar orçamento" })).toHaveAttribute("href", /^\/contato\/whatsapp\?/);
    await expectSubjectInWhatsApp(page, "portão não abre");
    const questions = await page.locator("main details summary").allTextContents();
    expect(questions).toHaveLength(3);
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const faq = blocks.map((b) => JSON.parse(b)).find((d) => d["@type"] === "FAQPage");
    expect(faq.mainEntity.map((q: { name: string }) => q.name)).toEqual(questions.map((q) => q.trim()));
  });

  test("another wording of a guide's problem: its own answer, a link to the guide, noindex with its canonical on the guide that answers the search", async ({
    page,
  }) => {
    const res = await page.goto("/portao-eletronico-nao-abre");
    expect(res?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Portão eletrônico não abre");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex, follow/);
    // The search "portão não abre" is answered by the guide (app/lib/search-intents.ts).
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/portao-nao-abre$/);
    await expect(page.locator("main details summary")).toHaveCount(0);
    await page.getByRole("link", { name: /guia completo “Portão não abre”/ }).click();
    await expect(page).toHaveURL(/\/portao-nao-abre$/);
    // The guide leads to the next question, never back to a wording that only points to it
    // (app/content/problem-next.ts).
    await expect(page.locator("main").getByRole("link", { name: "Controle remoto do portão não funciona" })).toBeVisible();
    await expect(page.locator("main").getByRole("link", { name: "Portão eletrônico não abre" })).toHaveCount(0);
  });

  test("keyword typed with spaces and accents lands on the canonical address", async ({ page }) => {
    await page.goto("/Portão Não Abre");
    await expect(page).toHaveURL(/\/portao-nao-abre$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Portão não abre");
  });

  test("unknown keyword and unknown post answer the 404 page", async ({ page }) => {
    for (const path of ["/portao-que-canta", "/postagens/postagem-que-nao-existe"]) {
      const res = await page.goto(path);
      expect(res?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Página não encontrada");
    }
  });

  test("HTML sitemap groups topics and cities in a responsive grid", async ({ page }) => {
    await page.goto("/sitemap");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Mapa do Site");
    for (const heading of [
      "Instalação",
      "Manutenção e Reparo",
      "Tipos de Motores",
      "Marcas e Acessórios",
      "Serviços e Profissionais",
      "São Paulo (Capital)",
      "ABCD",
      "Guarulhos",
      "Osasco",
      "Outras Cidades",
    ]) {
      await expect(page.getByRole("heading", { level: 3, name: heading, exact: true })).toBeVisible();
    }
    await expect(page.locator("#links-uteis")).toContainText(/Páginas geradas \(\d+\)/);
    const grid = page.locator("#sao-paulo-capital").locator("..");
    await expect(grid).toHaveClass(/grid-cols-1/);
    await expect(grid).toHaveClass(/md:grid-cols-2/);
    await expect(grid).toHaveClass(/lg:grid-cols-3/);
    await expect(page.locator("#sp-sul").getByRole("link", { name: "Moema" })).toHaveAttribute("href", "/cidades/moema");
  });
});

test.describe("with JavaScript", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "client navigation needs JavaScript");

  test("client navigation to another place starts at the top of the page", async ({ page }) => {
    await page.goto("/cidades/moema");
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    const link = page.getByRole("navigation", { name: "Mais bairros atendidos na Zona Sul" }).getByRole("link", { name: "Vila Mariana" });
    await link.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await link.click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Motor para Portão PPA na Vila Mariana");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expectSubjectInWhatsApp(page, "Vila Mariana");
  });
});

/** Visible text of <main> without navigation lists, scripts and tags. */
function bodyText(html: string): string {
  const main = html.match(/<main[^>]*>([\s\S]*)<\/main>/)?.[1] ?? "";
  return main
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<nav[\s\S]*?<\/nav>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/\s+/g, " ")
    .trim();
}

function heading(html: string): string {
  return bodyText(`<main>${html.match(/<h1[^>]*>([\s\S]*?)<\/h1>/)?.[1] ?? ""}</main>`);
}

/** Links of one section of /sitemap (by its id). */
async function sitemapLinks(request: APIRequestContext, sectionId: string): Promise<string[]> {
  const html = await (await request.get("/sitemap")).text();
  const start = html.indexOf(`id="${sectionId}"`);
  const section = html.slice(start, html.indexOf("</section>", start));
  return [...new Set([...section.matchAll(/href="([^"]+)"/g)].map((m) => m[1]))];
}

test.describe("crawl and uniqueness (run once)", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "HTTP-level checks; the nojs project would repeat them");

  test("every internal link of the header, footer and /sitemap answers without 404 or 5xx", async ({ page, request }) => {
    test.setTimeout(300_000);
    const found = new Set<string>();
    await page.goto("/");
    for (const href of await page.locator("header a[href], footer a[href]").evaluateAll((as) => as.map((a) => a.getAttribute("href") ?? ""))) found.add(href);
    await page.goto("/sitemap");
    for (const href of await page.locator("main a[href]").evaluateAll((as) => as.map((a) => a.getAttribute("href") ?? ""))) found.add(href);
    // Counted contact links (/contato/…) leave the site for wa.me or tel: (tests/e2e/leads.spec.ts covers them).
    const internal = [...found].filter((h) => h.startsWith("/") && !h.startsWith("//") && !h.startsWith("/contato/")).map((h) => h.split("#")[0] || "/");
    const paths = [...new Set(internal)];
    expect(paths.length).toBeGreaterThan(250);

    const failures: string[] = [];
    for (let i = 0; i < paths.length; i += 8) {
      await Promise.all(
        paths.slice(i, i + 8).map(async (path) => {
          const res = await request.get(path);
          if (res.status() >= 400) failures.push(`${path} -> ${res.status()}`);
        }),
      );
    }
    expect(failures).toEqual([]);
  });

  test("no two city pages and no two keyword pages have the same body once the name is removed", async ({ request }) => {
    test.setTimeout(300_000);
    // A neighbourhood of Osasco or Guarulhos is a section (#anchor) of its city's page: one page.
    const cityLinks = (await Promise.all(["sao-paulo-capital", "abcd", "guarulhos", "osasco", "outras-cidades"].map((id) => sitemapLinks(request, id)))).flat();
    const cityPaths = [...new Set(cityLinks.map((l) => l.split("#")[0]))];
    const keywordPaths = await sitemapLinks(request, "problemas");
    // Every served place (the site map lists only the cities of "Dados do negócio"): the groups were read.
    expect(cityPaths.length).toBeGreaterThan(80);
    expect(keywordPaths.length).toBe(85);

    async function bodies(paths: string[], nameOf: (h1: string) => string[]) {
      const seen = new Map<string, string>();
      const repeats: string[] = [];
      for (const path of paths) {
        const html = await (await request.get(path)).text();
        const names = nameOf(heading(html));
        let body = bodyText(html).toLowerCase();
        for (const name of names) body = body.split(name.toLowerCase()).join("{nome}");
        const twin = seen.get(body);
        if (twin) repeats.push(`${path} = ${twin}`);
        seen.set(body, path);
      }
      return { count: seen.size, repeats };
    }

    const cities = await bodies(cityPaths, (h1) => {
      const name = h1.replace(/^Motor para Portão PPA (em|no|na|nos|nas) /, "");
      return [name, name.split(",")[0]];
    });
    expect(cities.repeats).toEqual([]);
    expect(cities.count).toBe(cityPaths.length);

    const keywords = await bodies(keywordPaths, (h1) => [h1]);
    expect(keywords.repeats).toEqual([]);
    expect(keywords.count).toBe(85);
  });
});
