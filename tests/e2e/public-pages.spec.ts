import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { E2E_DEMO_VIDEO_URL } from "../../playwright.config";
import { FAQ_CATEGORIES } from "../../db/seed/prose/faq";
import { HOME_PROSE } from "../../db/seed/prose/home";
import { GUARULHOS_LANDING, OSASCO_LANDING, landingCityPage } from "../../app/lib/city-landing";
import { GUARULHOS_LANDING as GUARULHOS_TEXT } from "../../db/seed/prose/landings/guarulhos";
import { OSASCO_LANDING as OSASCO_TEXT } from "../../db/seed/prose/landings/osasco";
import { SERVICE_PROSE } from "../../db/seed/prose/service";
import { TUTORIAL } from "../../app/lib/tutorial";
import { TUTORIAL_PROSE } from "../../db/seed/prose/tutorial-brake-board";
import { promoPeriod } from "../../app/lib/promo";
import { withE2eDatabase } from "./db";
import { whatsappText } from "./whatsapp";
import { SERVER_ONLY_REASON, serverOnly } from "./server-only";
import { runTag } from "./run-tag";
import { slugify } from "../../app/lib/slug";

/**
 * Public pages, run with JavaScript on ("js") and off ("nojs"): what a visitor does (search,
 * filter, open, play) in both; what only reads the server's HTML once, without JavaScript
 * (./server-only.ts). Database checks read the e2e server's SQLite file (tests/e2e/db.ts).
 */

const NO_CITY = "Nenhuma cidade encontrada com este termo. Entre em contato para verificar disponibilidade.";

async function floatingWhatsAppText(page: Page) {
  return whatsappText(page, await page.locator('a[data-whatsapp="floating"]').getAttribute("href"));
}

async function hydrated(page: Page, javaScriptEnabled: boolean) {
  if (javaScriptEnabled) await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

test.describe("problem search (Buscar Solução)", () => {
  async function search(page: Page, javaScriptEnabled: boolean, text: string) {
    await page.goto("/");
    await hydrated(page, javaScriptEnabled);
    const box = page.getByRole("searchbox", { name: "Descreva o problema do portão" });
    await expect(box).toHaveAttribute("required", "");
    await expect(box).toHaveAttribute("placeholder", "Ex.: motor queimado");
    await box.fill(text);
    await page.getByRole("button", { name: "Buscar Solução" }).click();
  }

  test("text whose slug is a keyword goes to that page", async ({ page, javaScriptEnabled }) => {
    await search(page, javaScriptEnabled, "Portão não abre");
    await expect(page).toHaveURL(/\/portao-nao-abre$/);
  });

  test("text close to a keyword goes to the closest page", async ({ page, javaScriptEnabled }) => {
    await search(page, javaScriptEnabled, "motor queimado");
    await expect(page).toHaveURL(/\/motor-de-portao-queimado$/);
  });

  test("a buyer's text goes to the model or the catalogue, never to a fault page", async ({ page, javaScriptEnabled }) => {
    await search(page, javaScriptEnabled, "preço motor ppa");
    await expect(page).toHaveURL(/\/motores$/);
    await search(page, javaScriptEnabled, "ppa home jetflex");
    await expect(page).toHaveURL(/\/motores\/motor-ppa-home-jetflex$/);
  });

  test("ambiguous text lists the nearest problems and a WhatsApp message with the text", async ({ page, javaScriptEnabled }) => {
    await search(page, javaScriptEnabled, "controle do portão");
    await expect(page).toHaveURL(/\/buscar\?q=controle/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText('Resultados para "controle do portão"');
    const results = page.locator("[data-search-results]");
    await expect(results.getByRole("link", { name: "clonar controle de portão" })).toHaveAttribute("href", "/clonar-controle-de-portao");
    await expect(results.getByRole("link", { name: "programar controle de portão" })).toHaveAttribute("href", "/programar-controle-de-portao");
    // The typed text never goes into the message (decision 0023): the site's own search message does.
    const message = await whatsappText(page, await page.locator("main").getByRole("link", { name: "Chamar no WhatsApp" }).first().getAttribute("href"));
    expect(message).toContain("Procurei no site uma solução");
    expect(message).not.toContain("controle do portão");
    expect(await floatingWhatsAppText(page)).toBe(message);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(page.getByRole("searchbox", { name: "Descreva o problema do portão" })).toHaveAttribute("placeholder", "Ex.: portão não abre");
  });

  test("unrelated text shows common problems", async ({ page, javaScriptEnabled }) => {
    await search(page, javaScriptEnabled, "bolo de chocolate");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText('Resultados para "bolo de chocolate"');
    await expect(page.getByText("Não encontramos nenhum problema parecido")).toBeVisible();
    await expect(page.locator("[data-search-results] a")).not.toHaveCount(0);
  });

  test("blank text does nothing", async ({ page, javaScriptEnabled }) => {
    const searches: string[] = [];
    page.on("request", (r) => {
      if (new URL(r.url()).pathname.startsWith("/buscar")) searches.push(r.url());
    });
    await search(page, javaScriptEnabled, "    ");
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(HOME_PROSE.heading);
    // With JavaScript the form is not even sent; without it the server sends the visitor back.
    expect(searches).toHaveLength(javaScriptEnabled ? 0 : 1);
  });
});

test.describe("free-shipping regions", () => {
  async function searchCity(page: Page, javaScriptEnabled: boolean, term: string) {
    const region = page.locator("#regioes");
    await region.getByRole("searchbox", { name: "Buscar cidade" }).fill(term);
    // With JavaScript the list filters while typing; without it the GET form filters on the server.
    if (!javaScriptEnabled) await region.getByRole("button", { name: "Buscar" }).click();
    return region;
  }

  test("lists the 27 cities and filters by a case-insensitive substring", async ({ page, javaScriptEnabled }) => {
    await page.goto("/");
    await hydrated(page, javaScriptEnabled);
    await expect(page.locator("[data-region-list] li")).toHaveCount(27);
    const region = await searchCity(page, javaScriptEnabled, "SÃO");
    await expect(region.locator("[data-region-list] li")).toHaveText(["São Paulo (Capital)", "São Caetano do Sul", "São Bernardo do Campo"]);
    if (!javaScriptEnabled) await expect(page).toHaveURL(/[?&]cidade=S%C3%83O/);
  });

  test("shows the exact text when nothing matches", async ({ page, javaScriptEnabled }) => {
    await page.goto("/");
    await hydrated(page, javaScriptEnabled);
    const region = await searchCity(page, javaScriptEnabled, "Curitiba");
    await expect(region.locator("[data-region-empty]")).toHaveText(NO_CITY);
    await expect(region.locator("[data-region-list]")).toBeHidden();
  });

  test("a shared ?cidade= link is filtered in the server's HTML", async ({ request, javaScriptEnabled }) => {
    test.skip(serverOnly({ javaScriptEnabled }), SERVER_ONLY_REASON);
    const html = await (await request.get("/?cidade=guaru")).text();
    expect(html).toContain(">Guarulhos</li>");
    expect(html).not.toContain(">Osasco</li>");
  });
});

test.describe("recent posts", () => {
  function postsInDb() {
    return withE2eDatabase((db) => {
      const total = (db.prepare("SELECT count(*) AS n FROM posts").get() as { n: number }).n;
      const newest = db.prepare("SELECT title FROM posts ORDER BY created_at DESC, id DESC LIMIT 1").get() as { title: string } | undefined;
      return { total, newest: newest?.title };
    });
  }

  test("search with no match shows the exact empty text", async ({ page, javaScriptEnabled }) => {
    await page.goto("/");
    await hydrated(page, javaScriptEnabled);
    const card = page.locator("#postagens");
    await card.getByRole("searchbox", { name: "Buscar postagens" }).fill("zzqxy inexistente");
    await card.getByRole("button", { name: "Buscar" }).click();
    await expect(page).toHaveURL(/busca=zzqxy/);
    await expect(card.locator("[data-posts-empty]")).toHaveText('Nenhuma página encontrada para "zzqxy inexistente"');
  });

  test("counter, page buttons and previous/next follow the URL", async ({ page, javaScriptEnabled }) => {
    const { total } = postsInDb();
    const card = page.locator("#postagens");
    await page.goto("/");
    await hydrated(page, javaScriptEnabled);
    if (total === 0) {
      await expect(card.locator("[data-posts-empty]")).toContainText("Ainda não há postagens publicadas");
      return;
    }
    const pages = Math.ceil(total / 20);
    await expect(card.locator("[data-posts-counter]")).toHaveText(`Mostrando 1 - ${Math.min(20, total)} de ${total} páginas`);
    await expect(card.locator("[data-posts-list] li")).toHaveCount(Math.min(20, total));
    const nav = card.getByRole("navigation", { name: "Paginação das postagens" });
    await expect(nav.getByRole("link", { name: "Anterior" })).toHaveAttribute("aria-disabled", "true");
    test.skip(total < 21, `only ${total} posts: a single page has no next page to test`);

    await expect(nav.getByRole("link", { name: /^Página \d+$/ }).or(nav.locator("[aria-current=page]"))).toHaveCount(Math.min(5, pages));
    await nav.getByRole("link", { name: "Próxima" }).click();
    await expect(page).toHaveURL(/pagina=2/);
    await expect(card.locator("[data-posts-counter]")).toHaveText(`Mostrando 21 - ${Math.min(40, total)} de ${total} páginas`);
    await expect(nav.getByRole("link", { name: "Anterior" })).not.toHaveAttribute("aria-disabled", "true");
    await expect(nav.locator("[aria-current=page]")).toHaveText("Página 2");

    await page.goto(`/?pagina=${pages}`);
    await expect(nav.locator("[aria-current=page]")).toHaveText(`Página ${pages}`);
    await expect(nav.getByRole("link", { name: "Próxima" })).toHaveAttribute("aria-disabled", "true");
    await expect(nav.getByRole("link", { name: /^Página \d+$/ }).or(nav.locator("[aria-current=page]"))).toHaveCount(Math.min(5, pages));
    await expect(card.locator("[data-posts-counter]")).toHaveText(`Mostrando ${(pages - 1) * 20 + 1} - ${total} de ${total} páginas`);
  });

  test("a new search starts again at page 1", async ({ page, javaScriptEnabled }) => {
    const { total, newest } = postsInDb();
    test.skip(total < 21 || !newest, `only ${total} posts: there is no second page to leave`);
    await page.goto("/?pagina=2");
    await hydrated(page, javaScriptEnabled);
    const card = page.locator("#postagens");
    const word = (newest as string).split(/[^\p{L}\p{N}]+/u).sort((a, b) => b.length - a.length)[0];
    await card.getByRole("searchbox", { name: "Buscar postagens" }).fill(word);
    await card.getByRole("button", { name: "Buscar" }).click();
    await expect(page).toHaveURL(new RegExp(`busca=${encodeURIComponent(word).replace(/%20/g, "\\+")}`));
    await expect(page).not.toHaveURL(/pagina=/);
    await expect(card.locator("[data-posts-counter]")).toHaveText(/^Mostrando 1 - \d+ de \d+ páginas$/);
    await expect(card.locator("[data-posts-list]")).toContainText(newest as string);
  });
});

test.describe("FAQ", () => {
  test("every item of /duvidas-frequentes opens, and several stay open", async ({ page, javaScriptEnabled }) => {
    test.slow();
    await page.goto("/duvidas-frequentes");
    await hydrated(page, javaScriptEnabled);
    const items = page.locator("details[data-faq-item]");
    // A fresh install shows the FAQ's seeded questions (db/seed/prose/faq.ts).
    const seeded = FAQ_CATEGORIES.flatMap((c) => c.items).length;
    await expect(items).toHaveCount(seeded);
    expect(seeded).toBeGreaterThanOrEqual(45);
    const count = await items.count();
    await expect(page.locator("details[data-faq-item][open]")).toHaveCount(0);
    for (let i = 0; i < count; i++) await items.nth(i).locator("summary").click();
    // Every item opened, and opening one never closed another.
    await expect(page.locator("details[data-faq-item][open]")).toHaveCount(count);
    const visibleAnswers = await items.locator("p").evaluateAll((ps) => ps.filter((p) => (p as HTMLElement).offsetHeight > 0).length);
    expect(visibleAnswers).toBe(count);
    expect(await floatingWhatsAppText(page)).toContain("dúvidas frequentes");
  });

  test("landing pages show their own FAQs as expandable items, marked up", async ({ page }) => {
    // A fresh database: each landing's questions are its starting text's (decision 0043).
    for (const landing of [GUARULHOS_TEXT, OSASCO_TEXT]) {
      await page.goto(landing.path);
      const items = page.locator("details[data-faq-item]");
      await expect(items).toHaveCount(landing.faq.length);
      await items.last().locator("summary").click();
      await expect(items.last()).toHaveAttribute("open", "");
      const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
      const faq = ld.map((t) => JSON.parse(t)).find((d) => d["@type"] === "FAQPage");
      expect(faq?.mainEntity ?? []).toHaveLength(landing.faq.length);
    }
  });

  test("the service page links its six questions to their one answer on /duvidas-frequentes", async ({ page }) => {
    await page.goto("/instalacao-manutencao");
    const section = page.locator("section[aria-labelledby=faq-servico-titulo]");
    await expect(section.locator("details")).toHaveCount(0);
    const links = section.locator("li a");
    await expect(links).toHaveCount(6);
    const first = links.first();
    const question = (await first.textContent())?.trim() ?? "";
    await first.click();
    await expect(page).toHaveURL(/\/duvidas-frequentes#/);
    const target = page.locator(`details[id="${new URL(page.url()).hash.slice(1)}"]`);
    await expect(target.locator("summary")).toHaveText(question);
  });
});

test.describe("pages render with contact actions", () => {
  // A city's landing answers the same search as the city's place page, which keeps the index on a
  // fresh site: the landing's canonical names it (docs/content-quality.md "One page per search intent").
  const pages: { path: string; h1: string | RegExp; subject: string; canonical?: string }[] = [
    { path: "/", h1: HOME_PROSE.heading, subject: "motores PPA" },
    { path: "/motores", h1: "Modelos de Motor PPA", subject: "catálogo de motores" },
    { path: "/instalacao-manutencao", h1: SERVICE_PROSE.heading, subject: "instalação ou manutenção" },
    { path: "/duvidas-frequentes", h1: "Dúvidas Frequentes", subject: "dúvidas frequentes" },
    { path: GUARULHOS_LANDING.path, h1: "Portão Automático em Guarulhos", subject: "em Guarulhos", canonical: landingCityPage(GUARULHOS_LANDING) },
    { path: OSASCO_LANDING.path, h1: "Portão Automático em Osasco", subject: "em Osasco", canonical: landingCityPage(OSASCO_LANDING) },
    { path: TUTORIAL.path, h1: TUTORIAL_PROSE.title, subject: "central com freio" },
    { path: "/termos", h1: "Termos de Uso", subject: "Termos de Uso" },
    { path: "/privacidade", h1: "Política de Privacidade", subject: "Política de Privacidade" },
    { path: "/garantia", h1: "Termos de Garantia", subject: "Termos de Garantia" },
  ];

  test("each page has its heading, breadcrumbs, call link, WhatsApp naming its subject and a unique title", async ({ page, baseURL, javaScriptEnabled }) => {
    test.skip(serverOnly({ javaScriptEnabled }), SERVER_ONLY_REASON);
    test.slow();
    const titles = new Set<string>();
    for (const p of pages) {
      const res = await page.goto(p.path);
      expect(res?.status(), p.path).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(p.h1);
      await expect(page.locator("main a[href^='/contato/telefone?']").first()).toBeVisible();
      expect(await floatingWhatsAppText(page)).toContain(p.subject);
      await expect(page.locator("main a[href^='/contato/whatsapp?']").first()).toBeVisible();
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}${p.canonical ?? p.path}`);
      const trail = page.getByRole("navigation", { name: "Trilha de navegação" });
      if (p.path === "/") await expect(trail).toHaveCount(0);
      else await expect(trail.locator("[aria-current=page]")).toBeVisible();
      titles.add(await page.title());
    }
    expect(titles.size).toBe(pages.length);
  });

  test("service page lists three services, four guides and as many served cities as it counts", async ({ page, javaScriptEnabled }) => {
    test.skip(serverOnly({ javaScriptEnabled }), SERVER_ONLY_REASON);
    await page.goto("/instalacao-manutencao");
    await expect(page.locator("section[aria-labelledby=servicos-titulo] article")).toHaveCount(3);
    await expect(page.locator("section[aria-labelledby=guias-titulo] article")).toHaveCount(4);
    const said = await page
      .locator("section[aria-labelledby=regioes-atendidas-titulo]")
      .getByText(/nas \d+ cidades atendidas/)
      .textContent();
    await expect(page.locator("[data-served-regions] li")).toHaveCount(Number(/(\d+) cidades/.exec(said ?? "")?.[1]));
  });

  // Testimonials are the owner's only (decision 0027): tests/e2e/testimonials.spec.ts covers them.
  test("city landings show the express offer with its validity and neighbourhoods", async ({ page, javaScriptEnabled }) => {
    test.skip(serverOnly({ javaScriptEnabled }), SERVER_ONLY_REASON);
    const promo = promoPeriod(undefined, 1);
    for (const [landing, min] of [
      [GUARULHOS_LANDING, 90],
      [OSASCO_LANDING, 45],
    ] as const) {
      await page.goto(landing.path);
      const offer = page.locator("[data-express-offer]");
      await expect(offer).toContainText(`Manutenção Express em ${landing.city} por R$ 350`);
      await expect(offer.locator("[data-promo-validity]")).toHaveText(`Válida de ${promo.startLabel} até ${promo.endLabel}.`);
      expect(await page.locator("[data-neighbourhoods] li").count()).toBeGreaterThanOrEqual(min);
      await expect(page.locator("main a[href^='/contato/telefone?']").first()).toBeVisible();
    }
  });

  test("the tutorial is linked from the home and the service page", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("link", { name: TUTORIAL.shortTitle }).click();
    await expect(page).toHaveURL(new RegExp(`${TUTORIAL.path}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(TUTORIAL_PROSE.title);
    await expect(page.getByRole("heading", { name: "7. Ajuste o freio" })).toBeVisible();
    await page.goto("/instalacao-manutencao");
    await expect(page.getByRole("link", { name: "Veja o passo a passo para motor deslizante" })).toHaveAttribute("href", TUTORIAL.path);
  });

  test("privacy and warranty pages state what is stored and the warranty terms", async ({ page, javaScriptEnabled }) => {
    test.skip(serverOnly({ javaScriptEnabled }), SERVER_ONLY_REASON);
    await page.goto("/privacidade");
    await expect(page.locator("main")).toContainText("Registro de páginas não encontradas");
    await expect(page.locator("main")).toContainText("Cookie de sessão da área administrativa");
    await expect(page.locator("main")).toContainText("Depoimentos de clientes: só quando o cliente autoriza.");
    await expect(page.locator("main")).toContainText("o IP nunca é gravado");
    await expect(page.locator("main")).toContainText("guardados por 13 meses e depois apagados automaticamente");
    await expect(page.locator("main")).toContainText("LGPD");
    await page.goto("/garantia");
    await expect(page.locator("main")).toContainText("18 meses");
    await expect(page.locator("main")).toContainText("Peças trocadas em manutenção ou conserto: 6 meses");
  });
});

test.describe("motor catalogue", () => {
  function motorsInDb() {
    return withE2eDatabase(
      (db) =>
        db.prepare("SELECT name, slug, specs, opening_seconds AS seconds FROM motors ORDER BY position").all() as {
          name: string;
          slug: string;
          specs: string;
          seconds: number;
        }[],
    );
  }

  test("/motores shows the 14 models with details links and a WhatsApp naming each", async ({ page, javaScriptEnabled }) => {
    test.skip(serverOnly({ javaScriptEnabled }), SERVER_ONLY_REASON);
    await page.goto("/motores");
    const cards = page.locator("[data-motor-card]");
    await expect(cards).toHaveCount(14);
    for (const m of motorsInDb()) {
      const card = cards.filter({ has: page.getByRole("heading", { name: m.name, exact: true }) });
      await expect(card.getByRole("link", { name: `Ver detalhes do ${m.name}` })).toHaveAttribute("href", `/motores/${m.slug}`);
      expect(await whatsappText(page, await card.locator('a[data-whatsapp="compact"]').getAttribute("href"))).toContain(m.name);
      const img = card.locator("img");
      // The drawing (800 × 600), or a photo the admin uploaded (tests/e2e/motor-media.spec.ts runs beside this one): sized either way.
      await expect(img).toHaveAttribute("width", /^[1-9]\d{2,3}$/);
      await expect(img).toHaveAttribute("height", /^[1-9]\d{2,3}$/);
    }
  });

  test("all 14 detail pages answer 200 with name and specifications", async ({ page, javaScriptEnabled }) => {
    test.skip(serverOnly({ javaScriptEnabled }), SERVER_ONLY_REASON);
    test.slow();
    const motors = motorsInDb();
    expect(motors).toHaveLength(14);
    for (const m of motors) {
      const res = await page.goto(`/motores/${m.slug}`);
      expect(res?.status(), m.slug).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(m.name);
      const rows = page.getByRole("table", { name: "Especificações técnicas" }).locator("tr");
      // The catalogue's columns first (decision 0029), then the extra rows stored with the model;
      // a row every model shares (the remote, the mains frequency) is on the catalogue, not here.
      const extra = (JSON.parse(m.specs) as [string, string][]).map(([label, value]) => `${label}\t${value}`);
      const shown = await rows.allInnerTexts();
      expect(shown).toContain(`Tempo de abertura\t${m.seconds} segundos`);
      expect(shown.at(-1)).toBe(extra.find((row) => row.startsWith("Indicação de uso")));
      expect(shown.join("\n")).not.toContain("433 MHz");
      await expect(page.getByRole("link", { name: "O que todos os modelos têm em comum" })).toBeVisible();
      // Its own text: how it differs from its siblings, and the gate checks every model needs, said once and linked.
      await expect(page.getByRole("heading", { level: 2, name: "Modelos mais próximos" })).toBeVisible();
      await expect(page.getByRole("link", { name: "O que conferir no portão antes de instalar qualquer modelo" })).toHaveAttribute(
        "href",
        "/topicos/instalacao-de-motor-para-portao-basculante",
      );
      expect(await floatingWhatsAppText(page)).toContain(m.name);
      await expect(page.locator("main a[href^='/contato/telefone?']").first()).toBeVisible();
      const product = (await page.locator('script[type="application/ld+json"]').allTextContents())
        .map((t) => JSON.parse(t))
        .find((d) => d["@type"] === "Product");
      expect(product?.name).toBe(m.name);
    }
  });

  test("an unknown model answers 404", async ({ page, javaScriptEnabled }) => {
    test.skip(serverOnly({ javaScriptEnabled }), SERVER_ONLY_REASON);
    const res = await page.goto("/motores/motor-que-nao-existe");
    expect(res?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Página não encontrada" })).toBeVisible();
  });

  test("download links appear only for documents that exist", async ({ page }, testInfo) => {
    // Each project edits its own model, so the two runs never see each other's change.
    const slug = testInfo.project.name === "js" ? "motor-ppa-penta" : "motor-ppa-levante";
    await page.goto(`/motores/${slug}`);
    await expect(page.getByRole("heading", { name: "Downloads" })).toHaveCount(0);
    const manual = `https://arquivos.example.com/${slug}/manual.pdf`;
    // A document as the admin's form stores it (docs/product.md §6: /admin/motores/{slug}), with the content-version bump.
    const setManual = (url: string | null) =>
      withE2eDatabase((db) =>
        db.transaction(() => {
          db.prepare("DELETE FROM motor_media WHERE motor_slug = ? AND kind = 'manual'").run(slug);
          if (url) db.prepare("INSERT INTO motor_media (motor_slug, kind, external_url) VALUES (?, 'manual', ?)").run(slug, url);
          db.prepare("UPDATE content_version SET version = version + 1 WHERE id = 1").run();
        })(),
      );
    setManual(manual);
    try {
      // A new URL: the browser may reuse its copy of the page for max-age=60 (Cache-Control).
      await page.goto(`/motores/${slug}?depois-da-edicao=1`);
      await expect(page.getByRole("link", { name: "Manual de instalação (PDF, link externo)" })).toHaveAttribute("href", manual);
      await expect(page.getByRole("link", { name: /Ficha técnica/ })).toHaveCount(0);
    } finally {
      setManual(null);
    }
  });

  test("a broken product image falls back to the placeholder and is logged", async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "the fallback is a script");
    const errors: string[] = [];
    page.on("console", (m) => {
      if (m.type() === "error") errors.push(m.text());
    });
    await page.route("**/images/motores/motor-ppa-home-jetflex.svg", (route) => route.fulfill({ status: 404, body: "" }));
    await page.goto("/motores/motor-ppa-home-jetflex");
    await hydrated(page, true);
    const img = page.locator("main img[data-motor-image]");
    await expect(img).toHaveAttribute("src", "/placeholder.svg");
    await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    expect(errors.some((e) => e.includes("motor-ppa-home-jetflex.svg"))).toBe(true);
  });
});

test.describe("not found", () => {
  test("an unknown path answers 404 with the home content and is logged", async ({ page }, testInfo) => {
    // Its own path per project and repetition: the log counts it once (./run-tag.ts).
    const path = `/qualquer-coisa-inexistente-${slugify(runTag(testInfo))}`;
    const res = await page.goto(path);
    expect(res?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Página não encontrada");
    await expect(page.getByRole("heading", { name: HOME_PROSE.heading })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Por que escolher a gente" })).toBeVisible();
    await expect(page.getByRole("heading", { name: /Escolha a velocidade/ })).toBeVisible();
    await expect(page.locator("[data-region-list] li")).toHaveCount(27);
    await expect(page.locator('meta[name="robots"][content*="noindex"]').first()).toBeAttached();
    const row = withE2eDatabase((db) => db.prepare("SELECT path, count FROM not_found_log WHERE path = ?").get(path)) as { count: number } | undefined;
    expect(row?.count).toBe(1);
  });

  test("/qualquer-coisa-inexistente and /not-found answer 404", async ({ request, javaScriptEnabled }) => {
    test.skip(serverOnly({ javaScriptEnabled }), SERVER_ONLY_REASON);
    for (const path of ["/qualquer-coisa-inexistente", "/not-found"]) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(404);
      expect(await res.text()).toContain("Página não encontrada");
    }
    // /not-found is where unknown generated pages are sent; the path asked for is what gets logged.
    const rows = withE2eDatabase((db) => db.prepare("SELECT path FROM not_found_log WHERE path IN ('/qualquer-coisa-inexistente', '/not-found')").all());
    expect(rows).toEqual([{ path: "/qualquer-coisa-inexistente" }]);
  });
});

test.describe("demo video facade", () => {
  test("the player loads only after a click", async ({ page, javaScriptEnabled }) => {
    const videoHost = new URL(E2E_DEMO_VIDEO_URL).host;
    const videoRequests: string[] = [];
    await page.route(`https://${videoHost}/**`, (route) => {
      videoRequests.push(route.request().url());
      return route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>vídeo</title><p>vídeo</p>" });
    });
    await page.goto("/");
    await hydrated(page, javaScriptEnabled);
    const facade = page.locator("[data-video-facade]");
    const play = facade.getByRole("link", { name: "Assistir ao vídeo de demonstração" });
    await expect(play).toHaveAttribute("href", E2E_DEMO_VIDEO_URL);
    await expect(facade.locator("img")).toHaveAttribute("width", "1280");
    await expect(facade.locator("iframe")).toHaveCount(0);
    expect(videoRequests).toHaveLength(0);
    if (!javaScriptEnabled) {
      // Without JavaScript the play control opens the video itself.
      await expect(play).toHaveAttribute("target", "_blank");
      return;
    }
    await play.click();
    const iframe = facade.locator("iframe");
    await expect(iframe).toHaveAttribute("src", E2E_DEMO_VIDEO_URL);
    await expect.poll(() => videoRequests.length).toBeGreaterThan(0);
    expect(page.context().pages()).toHaveLength(1);
  });
});

test.describe("accessibility", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "axe runs as a script in the page");

  const paths = [
    "/",
    "/motores",
    "/motores/motor-ppa-home",
    "/instalacao-manutencao",
    "/duvidas-frequentes",
    OSASCO_LANDING.path,
    TUTORIAL.path,
    "/privacidade",
    "/buscar?q=controle+do+port%C3%A3o",
    "/pagina-inexistente-axe",
  ];
  for (const path of paths) {
    test(`${path} has no serious or critical axe violations`, async ({ page }) => {
      test.slow();
      await page.goto(path);
      const { violations } = await new AxeBuilder({ page }).analyze();
      const found = violations
        .filter((v) => v.impact === "serious" || v.impact === "critical")
        .map(
          (v) =>
            `${v.id} (${v.nodes
              .map((n) => n.target.join(" "))
              .slice(0, 3)
              .join(" | ")})`,
        );
      expect(found).toEqual([]);
    });
  }
});
