import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { BATCH_TITLES } from "~/content/batch-titles";
import { INTERNAL_PAGE_KEYWORDS, INTERNAL_PAGE_TEMPLATES, INTERNAL_PAGE_TITLES } from "~/content/internal-pages";
import { readContentVersion } from "~/server/data/content-version.server";
import {
  createGeneratedPage,
  deleteGeneratedPage,
  findGeneratedPage,
  listGeneratedPageLinks,
  listGeneratedPages,
  updateGeneratedPage,
} from "~/server/generated-pages/store.server";
import { pageSlug } from "~/server/generated-pages/normalise.server";
import { importLegacyPages } from "~/server/generated-pages/legacy-import.server";
import { createAllBatchPages, createBatchPage, generateInternalPages } from "~/server/generated-pages/batches.server";
import { qualityJudge } from "~/server/generated-pages/judge.server";
import { reservedSlugReason } from "~/server/data/reserved-slugs.server";
import { useFreshDatabase } from "./helpers";

let fresh: ReturnType<typeof useFreshDatabase>;
beforeEach(() => {
  fresh = useFreshDatabase();
});
afterEach(() => fresh.cleanup());

const rows = () => fresh.conn.sqlite.prepare("SELECT id, title, slug, content, description FROM generated_pages ORDER BY id").all();
const version = () => readContentVersion(fresh.conn.db);
const PAGE = { title: "Motor para portão de garagem em Cotia", content: "<h2>Motor</h2><p>Texto sobre o motor.</p>" };

describe("create", () => {
  it("derives the slug from the title, fills the default description and bumps the content version", () => {
    const before = version();
    const saved = createGeneratedPage(PAGE);
    expect(saved.ok).toBe(true);
    const page = findGeneratedPage("motor-para-portao-de-garagem-em-cotia")!;
    expect(page.title).toBe(PAGE.title);
    expect(page.description).toBe(
      "Informações sobre Motor para portão de garagem em Cotia. Atendimento especializado, produtos de qualidade e suporte técnico.",
    );
    expect(version()).toBe(before + 1);
  });

  it("describes a page saved without a description from its first paragraph, not with the template", () => {
    const content = "<h2>Motor</h2><p>O motor basculante fica acima da folha e empurra o braço até o fim do curso. A visita leva uma manhã.</p>";
    const saved = createGeneratedPage({ ...PAGE, title: "Motor basculante em Cotia", content });
    expect(saved.ok && saved.page.description).toBe("O motor basculante fica acima da folha e empurra o braço até o fim do curso. A visita leva uma manhã.");
  });

  it("applies the slug rule to a typed slug and keeps a given description and keywords", () => {
    const saved = createGeneratedPage({ ...PAGE, slug: "  Página Especial — Cotia!! ", description: "Minha descrição", keywords: "motor, cotia" });
    expect(saved.ok && saved.page.slug).toBe("pagina-especial-cotia");
    expect(saved.ok && saved.page.description).toBe("Minha descrição");
    expect(saved.ok && saved.page.keywords).toBe("motor, cotia");
  });

  it("sanitises the content on save", () => {
    const saved = createGeneratedPage({ ...PAGE, content: `<p onclick="x()">Oi</p><script>alert(1)</script><a href="javascript:x">y</a>` });
    expect(saved.ok && saved.page.content).toBe("<p>Oi</p><a>y</a>");
  });

  it("refuses a slug another generated page has, writing nothing", () => {
    createGeneratedPage(PAGE);
    const before = { rows: rows(), version: version() };
    const again = createGeneratedPage({ title: "Outro título", slug: "motor-para-portao-de-garagem-em-cotia", content: "<p>Outro</p>" });
    expect(again).toEqual({
      ok: false,
      field: "slug",
      error: "Já existe uma página gerada com o endereço “motor-para-portao-de-garagem-em-cotia”. Escolha outro título ou endereço (slug).",
    });
    expect(rows()).toEqual(before.rows);
    expect(version()).toBe(before.version);
  });

  it.each([
    ["motores", "página do próprio site"],
    ["Links Úteis", "página do próprio site"],
    ["robots.txt", "página do próprio site"],
    ["admin", "página do próprio site"],
    ["instalacao-de-motor-para-portao-basculante", "tópico “Instalação de Motor para Portão Basculante”"],
    ["portão não abre", "problema “portão não abre”"],
    ["vila-mariana", "página de Vila Mariana"],
    ["motor-ppa-home-jetflex", "página do Motor PPA Home Jetflex"],
  ])("refuses the reserved slug %s", (slug, reason) => {
    const before = { rows: rows(), version: version() };
    const saved = createGeneratedPage({ ...PAGE, slug });
    expect(saved.ok).toBe(false);
    expect(!saved.ok && saved.field).toBe("slug");
    expect(!saved.ok && saved.error).toContain(reason);
    expect(rows()).toEqual(before.rows);
    expect(version()).toBe(before.version);
  });

  it("refuses content over 200 KB with a clear message", () => {
    const big = `<p>${"a".repeat(200 * 1024)}</p>`;
    const saved = createGeneratedPage({ ...PAGE, content: big });
    expect(saved).toMatchObject({ ok: false, field: "content", error: expect.stringContaining("200 KB") });
    expect(rows()).toEqual([]);
    const justUnder = `<p>${"a".repeat(200 * 1024 - 7)}</p>`;
    expect(createGeneratedPage({ ...PAGE, content: justUnder }).ok).toBe(true);
  });

  it("refuses an empty title and content that is empty once sanitised", () => {
    expect(createGeneratedPage({ title: "   ", content: "<p>x</p>" })).toMatchObject({ ok: false, field: "title", error: "Informe o título da página." });
    expect(createGeneratedPage({ title: "Título", content: "<script>alert(1)</script>" })).toMatchObject({ ok: false, field: "content" });
    expect(createGeneratedPage({ title: "!!!", content: "<p>x</p>" })).toMatchObject({ ok: false, field: "title" });
    expect(rows()).toEqual([]);
  });

  it("writes nothing when any statement of the transaction fails", () => {
    fresh.conn.sqlite.exec("ALTER TABLE content_version RENAME TO content_version_away");
    expect(() => createGeneratedPage(PAGE)).toThrow();
    fresh.conn.sqlite.exec("ALTER TABLE content_version_away RENAME TO content_version");
    expect(rows()).toEqual([]);
  });

  it("keeps long slugs within 120 characters, cut at a hyphen", () => {
    const slug = pageSlug("motor ".repeat(40));
    expect(slug.length).toBeLessThanOrEqual(120);
    expect(slug.endsWith("motor")).toBe(true);
  });
});

describe("list, update and delete", () => {
  it("lists newest first", () => {
    createGeneratedPage({ ...PAGE, title: "Primeira página" });
    createGeneratedPage({ ...PAGE, title: "Segunda página" });
    fresh.conn.sqlite.prepare("UPDATE generated_pages SET created_at = 1000 WHERE slug = 'primeira-pagina'").run();
    expect(listGeneratedPages().map((p) => p.slug)).toEqual(["segunda-pagina", "primeira-pagina"]);
    expect(listGeneratedPageLinks()).toEqual([
      { title: "Segunda página", slug: "segunda-pagina" },
      { title: "Primeira página", slug: "primeira-pagina" },
    ]);
  });

  it("updates a page with the same rules", () => {
    const a = createGeneratedPage({ ...PAGE, title: "Página A" });
    createGeneratedPage({ ...PAGE, title: "Página B" });
    if (!a.ok) throw new Error("setup");
    const before = version();
    const updated = updateGeneratedPage(a.page.id, { title: "Página A revisada", content: "<p>Novo <b>texto</b></p><img src=x onerror=y>" });
    expect(updated).toMatchObject({ ok: true, page: { slug: "pagina-a-revisada", content: "<p>Novo <b>texto</b></p>" } });
    expect(version()).toBe(before + 1);
    const snapshot = rows();
    expect(updateGeneratedPage(a.page.id, { title: "Página B", content: "<p>x</p>" })).toMatchObject({ ok: false, field: "slug" });
    expect(updateGeneratedPage(9999, { title: "Nada", content: "<p>x</p>" })).toMatchObject({ ok: false });
    expect(rows()).toEqual(snapshot);
  });

  it("deletes by id and says whether a page was deleted", () => {
    const saved = createGeneratedPage(PAGE);
    if (!saved.ok) throw new Error("setup");
    const before = version();
    expect(deleteGeneratedPage(saved.page.id)).toBe(true);
    expect(version()).toBe(before + 1);
    expect(findGeneratedPage(saved.page.slug)).toBeUndefined();
    expect(deleteGeneratedPage(saved.page.id)).toBe(false);
  });
});

describe("fixed lists (docs/product.md §6.3, §6.5)", () => {
  it("has 50 keyword phrases, 5 templates and 50 distinct titles, none reserved", () => {
    expect(INTERNAL_PAGE_KEYWORDS).toHaveLength(50);
    expect(INTERNAL_PAGE_TEMPLATES).toHaveLength(5);
    expect(new Set(INTERNAL_PAGE_TITLES.map(pageSlug)).size).toBe(50);
    expect(BATCH_TITLES).toHaveLength(50);
    expect(new Set(BATCH_TITLES.map(pageSlug)).size).toBe(50);
    const all = [...INTERNAL_PAGE_TITLES, ...BATCH_TITLES].map(pageSlug);
    expect(new Set(all).size).toBe(100);
    expect(all.filter((slug) => reservedSlugReason(slug) !== null)).toEqual([]);
  });
});

describe("50 internal pages", () => {
  it("creates the 50 pages once and skips them afterwards", async () => {
    createGeneratedPage({ title: INTERNAL_PAGE_TITLES[3], content: "<p>Já existia.</p>" });
    const judge = await qualityJudge({});
    const run = await generateInternalPages(judge);
    expect(run).toMatchObject({ skipped: 1, failed: 0, notWritten: 0 });
    expect(run.published + Object.values(run.drafts).reduce((a, b) => a + b, 0)).toBe(49);
    expect(rows()).toHaveLength(50);
    expect(await generateInternalPages(judge)).toEqual({ published: 0, drafts: {}, skipped: 50, failed: 0, notWritten: 0 });
    expect(rows()).toHaveLength(50);
    const page = findGeneratedPage(pageSlug(INTERNAL_PAGE_TITLES[0]))!;
    expect(page.content).toContain("<h2>");
    expect(page.keywords).not.toBe("");
  });
});

describe("batch creator", () => {
  it("creates every page; a failure does not stop the others and leaves no partial row", async () => {
    createGeneratedPage({ title: BATCH_TITLES[10], content: "<p>Já existia.</p>" });
    const results = await createAllBatchPages(await qualityJudge({}));
    expect(results).toHaveLength(50);
    expect(results.filter((r) => r.success)).toHaveLength(49);
    expect(results[10]).toEqual({ success: false, existed: true, title: BATCH_TITLES[10], error: expect.stringContaining("Já existe uma página gerada") });
    expect(rows()).toHaveLength(50);
    expect(findGeneratedPage(pageSlug(BATCH_TITLES[10]))!.content).toBe("<p>Já existia.</p>");
  });

  it("reports an index outside the list as a failure", async () => {
    const judge = await qualityJudge({});
    expect(createBatchPage(50, judge)).toMatchObject({ success: false });
    expect(createBatchPage(-1, judge)).toMatchObject({ success: false });
  });
});

describe("legacy import", () => {
  it("imports valid pages, skips duplicates, reports invalid ones and sanitises", () => {
    createGeneratedPage({ title: "Página antiga duplicada", content: "<p>x</p>" });
    const result = importLegacyPages([
      { title: "Página antiga 1", slug: "pagina-antiga-1", content: "<p>Olá</p><script>alert(1)</script>", description: "Desc", created_at: "2024-01-01" },
      { title: "Página antiga duplicada", slug: "pagina-antiga-duplicada", content: "<p>y</p>" },
      { title: "Sem conteúdo" },
      { title: "Slug reservado", slug: "motores", content: "<p>z</p>" },
      "lixo",
    ]);
    expect(result).toMatchObject({ imported: 1, skipped: 1, failed: 3, failedIndexes: [2, 3, 4] });
    expect(findGeneratedPage("pagina-antiga-1")!.content).toBe("<p>Olá</p>");
    expect(importLegacyPages({ not: "a list" })).toBeNull();
  });
});
