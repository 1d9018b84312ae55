// docs/product.md §6.3a: a generated page can be edited with a preview; a slug change of a public
// page leaves a 301 from the old address; drafts stay off the site until published; updated_at
// is the sitemap's lastmod.
import { describe, expect, it } from "vitest";
import { action as editAction, loader as editLoader } from "~/routes/admin.painel_.editar.$id/route";
import { action as panelAction, loader as panelLoader } from "~/routes/admin.painel/route";
import { loader as publicLoader } from "~/routes/links-uteis.$slug";
import { listSitemapUrls } from "~/routes/sitemap[.]xml/sitemap-entries.server";
import { w3cDateTime } from "~/lib/sitemap-xml";
import { findGeneratedPage, findGeneratedPageById, listGeneratedPageLinks } from "~/server/generated-pages/store.server";
import { findRedirect } from "~/server/data/redirects.server";
import { usefulLinksPage } from "~/server/data/useful-links.server";
import { OWN_TEXT } from "../fixtures/own-texts";
import { SITE, asResponse, freshDatabasePerTest, navigation, run, signInAdmin, toastOf } from "./auth-helpers";

const fresh = freshDatabasePerTest();
type Result = { status: number; data: Record<string, unknown> };

const signIn = signInAdmin;
const editPath = (id: number) => `/admin/painel/editar/${id}`;
const edit = (cookie: string, id: number, form: Record<string, string>) =>
  run(editAction, navigation(editPath(id), { cookie, form }), undefined, { id: String(id) });
const createPage = (cookie: string, form: Record<string, string>) =>
  run(panelAction, navigation("/admin/painel", { cookie, form: { intent: "save", ...form } }));
const visit = (slug: string, cookie?: string) => run(publicLoader, navigation(`/links-uteis/${slug}`, { cookie }), undefined, { slug });
const fields = { title: "Portão de madeira automatizado", slug: "", description: "", keywords: "", content: OWN_TEXT.nojs, status: "publicada" };

describe("edit a generated page", () => {
  it("changing the slug keeps the old address as a 301 to the new one, which shows the new title", async () => {
    fresh();
    const cookie = await signIn();
    await createPage(cookie, { title: fields.title, content: fields.content });
    const page = findGeneratedPage("portao-de-madeira-automatizado")!;
    // An older redirect to the page follows it to the new address (no chain).
    const saved = asResponse(
      await edit(cookie, page.id, { ...fields, intent: "save", title: "Automatizar portão de madeira", slug: "automatizar-portao-de-madeira" }),
    );
    expect(saved.headers.get("Location")).toBe(editPath(page.id));
    expect(await toastOf(saved)).toMatchObject({
      title: "Página atualizada",
      description: expect.stringContaining("/links-uteis/portao-de-madeira-automatizado"),
    });

    const old = asResponse(await visit("portao-de-madeira-automatizado"));
    expect(old.status).toBe(301);
    expect(old.headers.get("Location")).toBe("/links-uteis/automatizar-portao-de-madeira");
    expect(findRedirect("/links-uteis/portao-de-madeira-automatizado")?.toPath).toBe("/links-uteis/automatizar-portao-de-madeira");
    const now = (await visit("automatizar-portao-de-madeira")) as Result;
    expect(now.status).toBe(200);
    expect((now.data.page as { title: string }).title).toBe("Automatizar portão de madeira");

    // Back to the first slug: the address is a page again (its 301 goes) and the other one now redirects.
    await edit(cookie, page.id, { ...fields, intent: "save", slug: "portao-de-madeira-automatizado" });
    expect(findRedirect("/links-uteis/portao-de-madeira-automatizado")).toBeUndefined();
    expect(findRedirect("/links-uteis/automatizar-portao-de-madeira")?.toPath).toBe("/links-uteis/portao-de-madeira-automatizado");
    expect(((await visit("portao-de-madeira-automatizado")) as Result).status).toBe(200);
  });

  it("updated_at moves forward and is the sitemap's lastmod", async () => {
    const { conn } = fresh();
    const cookie = await signIn();
    await createPage(cookie, { title: fields.title, content: fields.content });
    const before = findGeneratedPage("portao-de-madeira-automatizado")!;
    conn.sqlite.prepare("UPDATE generated_pages SET updated_at = ?, created_at = ? WHERE id = ?").run(Date.UTC(2026, 0, 1), Date.UTC(2026, 0, 1), before.id);
    await edit(cookie, before.id, { ...fields, intent: "save", description: "Tudo sobre automatizar um portão de madeira maciça." });
    const after = findGeneratedPageById(before.id)!;
    expect(after.updatedAt.getTime()).toBeGreaterThan(Date.UTC(2026, 0, 1));
    expect(after.description).toBe("Tudo sobre automatizar um portão de madeira maciça.");
    const entry = listSitemapUrls(SITE).find((u) => u.loc.endsWith("/links-uteis/portao-de-madeira-automatizado"));
    expect(entry?.lastmod).toBe(w3cDateTime(after.updatedAt));
  });

  it("Pré-visualizar writes nothing and shows the content sanitised as on save, with its quality figures", async () => {
    fresh();
    const cookie = await signIn();
    await createPage(cookie, { title: fields.title, content: fields.content });
    const page = findGeneratedPage("portao-de-madeira-automatizado")!;
    const typed = { ...fields, intent: "preview", title: "Título novo", content: `<p onclick="x()">Olá</p><script>alert(1)</script>` };
    const shown = (await edit(cookie, page.id, typed)) as Result;
    expect(shown.status).toBe(200);
    expect(shown.data.values).toMatchObject({ title: "Título novo", content: typed.content });
    expect(shown.data.preview).toMatchObject({ title: "Título novo", content: "<p>Olá</p>", slug: "titulo-novo" });
    expect((shown.data.preview as { quality: { indexable: boolean } }).quality.indexable).toBe(false);
    expect(findGeneratedPageById(page.id)!.title).toBe(fields.title);
  });

  it("Pré-visualizar past the 200 KB save limit converts nothing and says the save's limit, keeping what was typed", async () => {
    fresh();
    const cookie = await signIn();
    await createPage(cookie, { title: fields.title, content: fields.content });
    const page = findGeneratedPage("portao-de-madeira-automatizado")!;
    const typed = { ...fields, intent: "preview", content: "[".repeat(200 * 1024 + 1) };
    const shown = (await edit(cookie, page.id, typed)) as Result;
    expect(shown.status).toBe(200);
    expect(shown.data.values).toMatchObject({ content: typed.content });
    expect(shown.data.preview).toMatchObject({ content: "" });
    expect(shown.data.error).toEqual({ field: "content", message: expect.stringContaining("passa do limite de 200 KB"), preview: true });
    expect(findGeneratedPageById(page.id)!.content).toBe(findGeneratedPage("portao-de-madeira-automatizado")!.content);
  });

  it("refuses a slug another page has, keeping everything typed, and writes nothing", async () => {
    fresh();
    const cookie = await signIn();
    await createPage(cookie, { title: "Primeira página", content: OWN_TEXT.js });
    await createPage(cookie, { title: fields.title, content: fields.content });
    const page = findGeneratedPage("portao-de-madeira-automatizado")!;
    const typed = { ...fields, intent: "save", title: "Outro título", slug: "primeira-pagina", keywords: "portão, madeira" };
    const refused = (await edit(cookie, page.id, typed)) as Result;
    expect(refused.status).toBe(400);
    expect(refused.data.error).toMatchObject({ field: "slug", message: expect.stringContaining("primeira-pagina") });
    expect(refused.data.values).toMatchObject({ title: "Outro título", slug: "primeira-pagina", keywords: "portão, madeira" });
    expect(findGeneratedPageById(page.id)!.title).toBe(fields.title);
  });

  it("hostile or stale ids go back to the panel; a visitor without a session is sent to sign in", async () => {
    fresh();
    const cookie = await signIn();
    for (const id of ["abc", "0", "-1", "1e3", "99999999999999999999", "1 OR 1=1", "%00"]) {
      const res = asResponse(await run(editLoader, navigation(`/admin/painel/editar/${encodeURIComponent(id)}`, { cookie }), undefined, { id }));
      expect(res.headers.get("Location"), id).toBe("/admin/painel");
      expect(await toastOf(res)).toMatchObject({ description: "Página não encontrada. Ela pode ter sido excluída." });
    }
    const anonymous = asResponse(await run(editLoader, navigation("/admin/painel/editar/1"), undefined, { id: "1" }));
    expect(anonymous.headers.get("Location")).toMatch(/^\/admin\/login/);
    const forged = await run(editAction, navigation("/admin/painel/editar/1", { form: { ...fields, intent: "save" } }), undefined, { id: "1" });
    expect(asResponse(forged).headers.get("Location")).toMatch(/^\/admin\/login/);
  });
});

describe("drafts", () => {
  it("a draft is off the site (menus, hub, sitemap, public address) until published, and only the admin sees it", async () => {
    const { conn } = fresh();
    const cookie = await signIn();
    const saved = asResponse(await createPage(cookie, { title: fields.title, content: fields.content, status: "rascunho" }));
    expect(await toastOf(saved)).toMatchObject({ title: "Rascunho salvo" });
    const page = findGeneratedPage("portao-de-madeira-automatizado")!;
    expect(page).toMatchObject({ draft: true, publishedAt: null });

    expect(listGeneratedPageLinks()).toEqual([]);
    expect(usefulLinksPage(1).items).toEqual([]);
    expect(listSitemapUrls(SITE).some((u) => u.loc.includes("portao-de-madeira"))).toBe(false);
    const anonymous = asResponse(await visit(page.slug));
    expect(anonymous.headers.get("Location")).toBe("/not-found");
    // Not a missing address: the 404 monitor does not list it.
    expect(conn.sqlite.prepare("SELECT count(*) AS n FROM not_found_log").get()).toEqual({ n: 0 });
    const asAdmin = (await visit(page.slug, cookie)) as Result;
    expect(asAdmin.data.page).toMatchObject({ draft: true, title: fields.title });

    // A draft's slug may change freely: nobody knew the old address.
    await edit(cookie, page.id, { ...fields, intent: "save", slug: "madeira-automatizada", status: "rascunho" });
    expect(findRedirect("/links-uteis/portao-de-madeira-automatizado")).toBeUndefined();

    const listed = (await run(panelLoader, navigation("/admin/painel?situacao=rascunho", { cookie }))) as Result;
    expect((listed.data.items as { id: number; draft: boolean }[]).map((i) => [i.id, i.draft])).toEqual([[page.id, true]]);

    const published = asResponse(await run(panelAction, navigation("/admin/painel", { cookie, form: { intent: "publish", ids: String(page.id) } })));
    expect(await toastOf(published)).toMatchObject({ description: "1 página publicada com sucesso!" });
    expect(findGeneratedPageById(page.id)).toMatchObject({ draft: false, publishedAt: expect.any(Date) });
    expect(listGeneratedPageLinks().map((l) => l.slug)).toEqual(["madeira-automatizada"]);
    expect(listSitemapUrls(SITE).some((u) => u.loc.endsWith("/links-uteis/madeira-automatizada"))).toBe(true);
    expect(((await visit("madeira-automatizada")) as Result).status).toBe(200);
    // Publishing again, or a junk id, publishes nothing.
    const again = asResponse(await run(panelAction, navigation("/admin/painel", { cookie, form: { intent: "publish", ids: `${page.id}` } })));
    expect(await toastOf(again)).toMatchObject({ description: expect.stringContaining("Nenhum rascunho foi publicado") });
    const junk = asResponse(
      await run(panelAction, navigation("/admin/painel", { cookie, form: { intent: "publish", ids: "'; DROP TABLE generated_pages; --" } })),
    );
    expect(await toastOf(junk)).toMatchObject({ description: expect.stringContaining("Nenhum rascunho foi publicado") });
  });

  it("unpublishing a public page takes it off the site; its address answers as missing to visitors", async () => {
    fresh();
    const cookie = await signIn();
    await createPage(cookie, { title: fields.title, content: fields.content });
    const page = findGeneratedPage("portao-de-madeira-automatizado")!;
    const saved = asResponse(await edit(cookie, page.id, { ...fields, intent: "save", status: "rascunho" }));
    expect(await toastOf(saved)).toMatchObject({ title: "Rascunho salvo" });
    expect(asResponse(await visit(page.slug)).headers.get("Location")).toBe("/not-found");
    expect(listGeneratedPageLinks()).toEqual([]);
    // It keeps its first publication date.
    expect(findGeneratedPageById(page.id)!.publishedAt).toEqual(page.publishedAt);
  });
});
