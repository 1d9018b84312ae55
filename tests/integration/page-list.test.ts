// docs/product.md §6: the panel's list of generated pages is paginated, searchable, sortable and
// filterable by status, all from the URL; bulk delete asks once and deletes all or nothing.
import { describe, expect, it } from "vitest";
import { action as bulkAction, loader as bulkLoader } from "~/routes/admin.painel_.excluir-lote/route";
import { loader as panelLoader } from "~/routes/admin.painel/route";
import { action as loginAction } from "~/routes/admin.login/route";
import { PAGES_PER_LIST_PAGE, listPagesForPanel, parseListQuery } from "~/server/generated-pages/list.server";
import { setAdminPassword } from "~/server/auth/admin-accounts.server";
import { findRedirect } from "~/server/data/redirects.server";
import { listGeneratedPages } from "~/server/generated-pages/store.server";
import { ADMIN, SITE, asResponse, cookieFrom, freshDatabasePerTest, navigation, run, toastOf } from "./auth-helpers";

const fresh = freshDatabasePerTest();
type Result = { status: number; data: Record<string, unknown> };

/** Inserts `n` pages "Página 001"… with increasing dates; every third one out of the index. */
function seedPages(n: number) {
  const { conn } = fresh();
  const insert = conn.sqlite.prepare(
    "INSERT INTO generated_pages (title, slug, content, description, created_at, indexable) VALUES (?, ?, '<p>x</p>', 'd', ?, ?)",
  );
  conn.sqlite.transaction(() => {
    for (let i = 1; i <= n; i++) {
      const label = String(i).padStart(3, "0");
      insert.run(`Página ${label}${i === 7 ? " 100% garantida_" : ""}`, `pagina-${label}`, Date.UTC(2026, 0, 1) + i * 60_000, i % 3 === 0 ? 0 : 1);
    }
  })();
}
const query = (search: string) => parseListQuery(new URLSearchParams(search));

async function signIn(): Promise<string> {
  await setAdminPassword(ADMIN.email, ADMIN.password);
  const res = asResponse(await run(loginAction, navigation("/admin/login", { form: { email: ADMIN.email, password: ADMIN.password } })));
  return cookieFrom(res, "admin_session=")!;
}

describe("panel list", () => {
  it("shows 25 a page, newest first, and counts them", () => {
    seedPages(60);
    const first = listPagesForPanel(query(""));
    expect(first.items).toHaveLength(PAGES_PER_LIST_PAGE);
    expect(first.items[0].title).toBe("Página 060");
    expect(first.pagination).toMatchObject({ page: 1, totalPages: 3, total: 60, from: 1, to: 25 });
    const last = listPagesForPanel(query("pagina=3"));
    expect(last.items.map((p) => p.slug)).toEqual(Array.from({ length: 10 }, (_, i) => `pagina-${String(10 - i).padStart(3, "0")}`));
    // A page past the end shows the last one.
    expect(listPagesForPanel(query("pagina=999")).pagination.page).toBe(3);
  });

  it("searches title or slug (the search's % and _ are plain text), sorts and filters by status", () => {
    seedPages(60);
    expect(listPagesForPanel(query("busca=05")).items.map((p) => p.title)).toEqual([
      "Página 059",
      "Página 058",
      "Página 057",
      "Página 056",
      "Página 055",
      "Página 054",
      "Página 053",
      "Página 052",
      "Página 051",
      "Página 050",
      "Página 005",
    ]);
    expect(listPagesForPanel(query("busca=pagina-042")).items.map((p) => p.slug)).toEqual(["pagina-042"]);
    expect(listPagesForPanel(query("busca=100%25")).items.map((p) => p.slug)).toEqual(["pagina-007"]);
    expect(listPagesForPanel(query("busca=a_")).items.map((p) => p.slug)).toEqual(["pagina-007"]);
    expect(listPagesForPanel(query("ordem=antigas")).items[0].title).toBe("Página 001");
    expect(listPagesForPanel(query("ordem=titulo")).items[0].title).toBe("Página 001");
    const out = listPagesForPanel(query("situacao=fora"));
    expect(out.pagination.total).toBe(20);
    expect(out.all).toBe(60);
    expect(out.items.every((p) => !p.indexable)).toBe(true);
  });

  it("ignores hostile query values: unknown order or status, control characters, a huge search", () => {
    seedPages(5);
    expect(query("ordem=DROP%20TABLE&situacao=x&pagina=-1")).toEqual({ q: "", order: "recentes", status: "todas", page: 1 });
    expect(query(`busca=${"a".repeat(5000)}`).q).toHaveLength(100);
    expect(query("busca=%00p%C3%A1gina%0A").q).toBe("página");
    expect(listPagesForPanel(query("busca=%27%20OR%201%3D1%20--")).items).toEqual([]);
  });

  it("the panel's loader answers the list with its query", async () => {
    seedPages(30);
    const cookie = await signIn();
    const result = (await run(panelLoader, navigation("/admin/painel?busca=P%C3%A1gina%2001&ordem=titulo", { cookie }))) as Result;
    expect(result.data).toMatchObject({ all: 30, query: { q: "Página 01", order: "titulo", status: "todas" } });
    expect((result.data.items as { title: string }[]).map((p) => p.title)).toEqual(
      Array.from({ length: 9 }, (_, i) => `Página 01${i + 1}`)
        .concat(["Página 010"])
        .sort(),
    );
  });
});

describe("bulk delete", () => {
  const post = (cookie: string, ids: string[]) => {
    const body = new URLSearchParams();
    for (const id of ids) body.append("ids", id);
    return new Request(`${SITE}/admin/painel/excluir-lote`, {
      method: "POST",
      headers: { Cookie: cookie, Origin: SITE, "Content-Type": "application/x-www-form-urlencoded", Referer: `${SITE}/admin/painel` },
      body: body.toString(),
    });
  };

  it("asks once listing the pages, then deletes them all; their addresses answer 410", async () => {
    seedPages(5);
    const cookie = await signIn();
    const ids = listGeneratedPages()
      .slice(0, 3)
      .map((p) => String(p.id));
    const confirm = (await run(
      bulkLoader,
      navigation(`/admin/painel/excluir-lote?${ids.map((id) => `ids=${id}`).join("&")}&ids=abc&ids=-4`, { cookie }),
    )) as Result;
    expect((confirm.data.pages as unknown[]).length).toBe(3);
    const res = asResponse(await run(bulkAction, post(cookie, [...ids, "999999", "x"])));
    expect(await toastOf(res)).toMatchObject({ title: "Páginas excluídas", description: "As 3 páginas foram excluídas com sucesso" });
    expect(listGeneratedPages()).toHaveLength(2);
    expect(findRedirect("/links-uteis/pagina-005")).toMatchObject({ toPath: null });
  });

  it("with nothing selected, nothing happens and the admin is told", async () => {
    seedPages(2);
    const cookie = await signIn();
    const fromLoader = asResponse(await run(bulkLoader, navigation("/admin/painel/excluir-lote", { cookie })));
    expect(await toastOf(fromLoader)).toMatchObject({ title: "Nenhuma página selecionada" });
    const fromAction = asResponse(await run(bulkAction, post(cookie, [])));
    expect(await toastOf(fromAction)).toMatchObject({ title: "Nenhuma página selecionada" });
    expect(listGeneratedPages()).toHaveLength(2);
  });
});
