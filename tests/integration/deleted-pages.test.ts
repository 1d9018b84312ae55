// "Páginas excluídas" (decision 0045): a deleted generated page is kept for
// LIMITS.deletedPages.keepDays and comes back as it was, through the route the owner uses.
import { describe, expect, it } from "vitest";
import { LIMITS } from "~/lib/limits";
import { listActivity } from "~/server/admin/activity-log.server";
import { findRedirect, saveRedirect } from "~/server/data/redirects.server";
import { listDeletedPages } from "~/server/generated-pages/deleted-store.server";
import { deleteGeneratedPage, deleteGeneratedPages, findGeneratedPage, createGeneratedPage } from "~/server/generated-pages/store.server";
import { setClockForTests } from "~/server/infra/clock.server";
import { runHousekeeping } from "~/server/startup/housekeeping.server";
import { action as restoreAction, loader as deletedLoader } from "~/routes/admin.painel_.excluidas/route";
import { loader as publicLoader } from "~/routes/links-uteis.$slug";
import { ADMIN, SITE, asResponse, freshDatabasePerTest, navigation, run, signInAdmin, toastOf } from "./auth-helpers";
import { OWN_TEXT } from "../fixtures/own-texts";

const fresh = freshDatabasePerTest();
const DAY_MS = 24 * 60 * 60 * 1000;

const PAGE = { title: "Circuito do motor", slug: "circuito-do-motor", content: OWN_TEXT.js, keywords: "disjuntor", description: "Um ramal só para o portão." };

function restore(cookie: string, id: string) {
  return run(restoreAction, navigation("/admin/painel/excluidas", { cookie, form: { id }, headers: { Referer: `${SITE}/admin/painel/excluidas` } }));
}

async function listed(cookie: string) {
  return (
    (await run(deletedLoader, navigation("/admin/painel/excluidas", { cookie }))) as {
      data: { pages: { id: number; path: string; redirectTo: string | null }[] };
    }
  ).data.pages;
}

describe("deleted pages", () => {
  it("a deleted page is listed with where its address went, and 'Restaurar' puts it back as it was: same address, text, dates, public again", async () => {
    fresh();
    const cookie = await signInAdmin();
    const created = createGeneratedPage(PAGE);
    if (!created.ok) throw new Error("setup");
    const before = findGeneratedPage(PAGE.slug)!;
    // Another address already led to this page; deleting it with a destination sends that one on too.
    saveRedirect("/links-uteis/circuito-antigo", "/links-uteis/circuito-do-motor", SITE);
    expect(deleteGeneratedPage(before.id, "/motores")).toBe(true);
    expect(findRedirect("/links-uteis/circuito-antigo")?.toPath).toBe("/motores");

    const [item] = await listed(cookie);
    expect(item).toMatchObject({ path: "/links-uteis/circuito-do-motor", redirectTo: "/motores" });

    const res = asResponse(await restore(cookie, String(item.id)));
    const page = findGeneratedPage(PAGE.slug)!;
    expect(res.headers.get("Location")).toBe(`/admin/painel/editar/${page.id}`);
    expect(await toastOf(res)).toMatchObject({
      title: "Página restaurada",
      description: "“Circuito do motor” voltou ao ar em /links-uteis/circuito-do-motor.",
    });
    expect(page).toMatchObject({
      title: before.title,
      content: before.content,
      description: before.description,
      keywords: before.keywords,
      draft: false,
      createdAt: before.createdAt,
      publishedAt: before.publishedAt,
      indexable: true,
    });
    // Its address is a page again, and the redirect sent on with it points back at it.
    expect(findRedirect("/links-uteis/circuito-do-motor")).toBeUndefined();
    expect(findRedirect("/links-uteis/circuito-antigo")?.toPath).toBe("/links-uteis/circuito-do-motor");
    const shown = (await run(publicLoader, navigation("/links-uteis/circuito-do-motor"), undefined, { slug: PAGE.slug })) as {
      data: { page: { title: string } };
    };
    expect(shown.data.page.title).toBe(PAGE.title);
    expect(listActivity({ action: "pagina.restaurar", page: 1 }).items.map((r) => [r.email, r.target])).toEqual([
      [ADMIN.email, "Circuito do motor (/links-uteis/circuito-do-motor)"],
    ]);
    // Restored once: the copy is gone, and a second post (another tab) is told so.
    expect(await listed(cookie)).toEqual([]);
    const again = (await restore(cookie, String(item.id))) as { data: { error: string }; status: number };
    expect(again.data.error).toMatch(/não está mais entre as excluídas/);
  });

  it("an address taken meanwhile is refused beside the page, and the copy stays", async () => {
    fresh();
    const cookie = await signInAdmin();
    const first = createGeneratedPage({ ...PAGE, draft: true });
    if (!first.ok) throw new Error("setup");
    deleteGeneratedPages([first.page.id]);
    createGeneratedPage({ ...PAGE, content: OWN_TEXT.nojs });
    const [item] = await listed(cookie);
    const refused = (await restore(cookie, String(item.id))) as { data: { id: number; error: string }; status: number };
    expect(refused.status).toBe(409);
    expect(refused.data).toMatchObject({ id: item.id, error: expect.stringMatching(/^O endereço \/links-uteis\/circuito-do-motor agora é de outra página/) });
    expect(findGeneratedPage(PAGE.slug)!.content).toContain("Madeira nova");
    expect((await listed(cookie)).map((p) => p.id)).toEqual([item.id]);
    expect((await restore(cookie, "abc")) as unknown).toMatchObject({ data: { error: "Escolha uma página da lista para restaurar." } });
  });

  it("a draft comes back as a draft; after the kept days the copy is gone; past the bound the oldest go", async () => {
    const { conn } = fresh();
    const cookie = await signInAdmin();
    const start = Date.now();
    setClockForTests(() => start);
    const draft = createGeneratedPage({ ...PAGE, draft: true });
    if (!draft.ok) throw new Error("setup");
    deleteGeneratedPage(draft.page.id);
    const [item] = await listed(cookie);
    const res = asResponse(await restore(cookie, String(item.id)));
    expect(await toastOf(res)).toMatchObject({ description: "“Circuito do motor” voltou como rascunho em /links-uteis/circuito-do-motor." });
    expect(findGeneratedPage(PAGE.slug)).toMatchObject({ draft: true, publishedAt: null });

    deleteGeneratedPage(findGeneratedPage(PAGE.slug)!.id);
    // (read through the store: the session itself does not last the kept days)
    setClockForTests(() => start + LIMITS.deletedPages.keepDays * DAY_MS - 1000);
    expect(listDeletedPages()).toHaveLength(1);
    setClockForTests(() => start + LIMITS.deletedPages.keepDays * DAY_MS + 1000);
    expect(listDeletedPages()).toEqual([]);
    const stored = () => (conn.sqlite.prepare("SELECT count(*) AS n FROM deleted_generated_pages").get() as { n: number }).n;
    expect(stored()).toBe(1);
    runHousekeeping();
    expect(stored()).toBe(0);
    setClockForTests(() => start);

    const ids: number[] = [];
    for (let i = 0; i < LIMITS.deletedPages.rows + 2; i++) {
      const p = createGeneratedPage({ title: `Página ${i}`, slug: `pagina-${i}`, content: "<p>Texto curto.</p>" });
      if (!p.ok) throw new Error("setup");
      ids.push(p.page.id);
    }
    deleteGeneratedPages(ids);
    const kept = listDeletedPages();
    expect(kept).toHaveLength(LIMITS.deletedPages.rows);
    expect(kept.some((p) => p.slug === "pagina-0" || p.slug === "pagina-1")).toBe(false);
  });
});
