import path from "node:path";
import Database from "better-sqlite3";
import { afterEach, describe, expect, it, vi } from "vitest";
import * as generator from "~/lib/generator";
import { slugify } from "~/lib/slug";
import { findGeneratedPage, listGeneratedPages } from "~/server/generated-pages/store.server";
import { action as generatorAction } from "~/routes/admin.local-generator/route";
import { action as panelAction } from "~/routes/admin.painel/route";
import { action as deleteAction } from "~/routes/admin.painel_.excluir.$id/route";
import { action as bulkDeleteAction } from "~/routes/admin.painel_.excluir-lote/route";
import { action as publicAction } from "~/routes/links-uteis.$slug";
import { SITE, asResponse, freshDatabasePerTest, navigation, run, signInAdmin, toastOf } from "./auth-helpers";

/**
 * The spec's error toasts "Erro ao gerar conteúdo" and "Ocorreu um erro ao excluir a página"
 * on the failures they name (docs/product.md §6, docs/product.md §8), forced at the edge: the
 * generator throws, or another process holds the database's write lock.
 */

const fresh = freshDatabasePerTest();

const post = (path: string, cookie: string, form: Record<string, string> | URLSearchParams) =>
  navigation(path, { cookie, form, headers: { Referer: `${SITE}${path}` } });

type Result = { status: number; data: Record<string, unknown> };

async function savePage(cookie: string, title: string) {
  await run(panelAction, post("/admin/painel", cookie, { intent: "save", title, slug: "", content: "<p>Texto.</p>" }));
  return findGeneratedPage(slugify(title))!;
}

/**
 * Runs `fn` while another connection holds the write lock. The app's connection gives up at
 * once instead of after busy_timeout (5 s), so the test does not wait: the error is the same.
 */
async function whileLocked<T>(dir: string, appConnection: Database.Database, fn: () => Promise<T>): Promise<T> {
  const other = new Database(path.join(dir, "site.db"));
  other.exec("BEGIN IMMEDIATE");
  const timeout = appConnection.pragma("busy_timeout", { simple: true });
  appConnection.pragma("busy_timeout = 0");
  try {
    return await fn();
  } finally {
    appConnection.pragma(`busy_timeout = ${timeout}`);
    other.exec("ROLLBACK");
    other.close();
  }
}

describe("Erro ao gerar conteúdo", () => {
  it("a generator failure is logged and answers the toast with the titles and creativity typed", async () => {
    fresh();
    const cookie = await signInAdmin();
    const failure = new Error("gerador indisponível");
    const generate = vi.spyOn(generator, "generateContent").mockImplementation(() => {
      throw failure;
    });
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const titles = "Motor basculante em Osasco\nConserto de portão na Mooca";
    try {
      const result = (await run(generatorAction, post("/admin/local-generator", cookie, { intent: "generate-first", titles, creativity: "65" }))) as Result;
      expect(generate).toHaveBeenCalled();
      expect(result.status).toBe(500);
      expect(result.data).toEqual({
        titlesText: titles,
        creativity: 65,
        toast: expect.objectContaining({
          title: "Erro ao gerar conteúdo",
          description: "Não foi possível gerar o conteúdo. Os títulos foram mantidos; tente de novo em instantes.",
          variant: "destructive",
        }),
      });
      expect(errors).toHaveBeenCalledWith("[erro] POST /admin/local-generator", failure);
    } finally {
      generate.mockRestore();
    }
    // Working again, the same request generates.
    const again = (await run(generatorAction, post("/admin/local-generator", cookie, { intent: "generate-first", titles, creativity: "65" }))) as Result;
    expect(again.data.toast).toMatchObject({ title: "Conteúdo gerado" });
  });
});

describe("Ocorreu um erro ao excluir a página", () => {
  afterEach(() => vi.restoreAllMocks());
  const failed = { title: "Erro", description: "Ocorreu um erro ao excluir a página. Nada foi excluído; tente de novo em instantes.", variant: "destructive" };

  it("the panel's Deletar: the database refuses, the page stays", async () => {
    const { dir, conn } = fresh();
    const cookie = await signInAdmin();
    const page = await savePage(cookie, "Página que fica");
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const id = String(page.id);
    const res = await whileLocked(dir, conn.sqlite, async () =>
      asResponse(await run(deleteAction, post(`/admin/painel/excluir/${id}`, cookie, {}), undefined, { id })),
    );
    expect(res.headers.get("Location")).toBe("/admin/painel");
    expect(await toastOf(res)).toMatchObject(failed);
    expect(errors).toHaveBeenCalledWith(`[erro] POST /admin/painel/excluir/${id}`, expect.objectContaining({ code: "SQLITE_BUSY" }));
    expect(findGeneratedPage("pagina-que-fica")).toBeDefined();
  });

  it("Excluir página on the public page: the same toast, not the not-found one", async () => {
    const { dir, conn } = fresh();
    const cookie = await signInAdmin();
    await savePage(cookie, "Página pública que fica");
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const slug = "pagina-publica-que-fica";
    const res = await whileLocked(dir, conn.sqlite, async () =>
      asResponse(await run(publicAction, post(`/links-uteis/${slug}`, cookie, {}), undefined, { slug })),
    );
    expect(await toastOf(res)).toMatchObject(failed);
    expect(errors).toHaveBeenCalledWith(`[erro] POST /links-uteis/${slug}`, expect.anything());
    expect(findGeneratedPage(slug)).toBeDefined();
  });

  it("Excluir selecionadas: one transaction, nothing deleted, the toast names the pages", async () => {
    const { dir, conn } = fresh();
    const cookie = await signInAdmin();
    const ids = [await savePage(cookie, "Primeira que fica"), await savePage(cookie, "Segunda que fica")].map((p) => String(p.id));
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const form = new URLSearchParams(ids.map((id) => ["ids", id]));
    const res = await whileLocked(dir, conn.sqlite, async () => asResponse(await run(bulkDeleteAction, post("/admin/painel/excluir-lote", cookie, form))));
    expect(await toastOf(res)).toMatchObject({
      ...failed,
      description: "Ocorreu um erro ao excluir as páginas. Nenhuma foi excluída; tente de novo em instantes.",
    });
    expect(errors).toHaveBeenCalledWith("[erro] POST /admin/painel/excluir-lote", expect.anything());
    expect(listGeneratedPages()).toHaveLength(2);
  });
});
