import { describe, expect, it } from "vitest";
import { LIMITS } from "../../app/lib/limits";
import { findGeneratedPage } from "~/server/generated-pages/store.server";
import { action as panelAction, loader as panelLoader } from "~/routes/admin.painel/route";
import { action as editAction, loader as editLoader } from "~/routes/admin.painel_.editar.$id/route";
import { action as redirectsAction } from "~/routes/admin.redirecionamentos/route";
import { action as generatorAction, loader as generatorLoader } from "~/routes/admin.local-generator/route";
import { action as batchAction, loader as batchLoader } from "~/routes/admin.batch-creator/route";
import { PARKED_FORM_MESSAGE } from "~/server/admin/parked-forms.server";
import { knownDeviceCookie } from "~/server/auth/known-device.server";
import { setClockForTests } from "~/server/infra/clock.server";
import { SITE, asResponse, cookieFrom, freshDatabasePerTest, navigation, run, signInAdmin } from "./auth-helpers";
import { OWN_TEXT } from "../fixtures/own-texts";

/* Typed work survives the end of the session (decision 0032). */

const fresh = freshDatabasePerTest();

type Result = { status: number; data: Record<string, unknown>; headers: Headers };

const post = (path: string, cookie: string, form: Record<string, string>) => navigation(path, { cookie, form, headers: { Referer: `${SITE}${path}` } });
const typed = { intent: "save", title: "Portão na Vila Mariana", slug: "", keywords: "portão", content: OWN_TEXT.js };

/** Signs in, then ends the session as the 4-hour rule would (its row is gone). */
async function expiredSession(conn: { sqlite: { prepare(sql: string): { run(): unknown } } }) {
  const session = await signInAdmin();
  conn.sqlite.prepare("DELETE FROM sessions").run();
  return session;
}

const parkedRows = (conn: { sqlite: { prepare(sql: string): { get(): unknown } } }) =>
  (conn.sqlite.prepare("SELECT count(*) AS n FROM parked_forms").get() as { n: number }).n;

describe("a form posted after the session ended", () => {
  it("is kept for this browser, fills the same form after signing in again, and saving it publishes the page", async () => {
    const { conn } = fresh();
    const stale = await expiredSession(conn);
    const res = asResponse(await run(panelAction, post("/admin/painel", stale, typed)));
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe("/admin/login?redirectTo=%2Fadmin%2Fpainel");
    const parked = cookieFrom(res, "admin_parked=");
    expect(parked).toMatch(/^admin_parked=/);
    expect(findGeneratedPage("portao-na-vila-mariana")).toBeUndefined();

    const session = await signInAdmin();
    const page = (await run(panelLoader, navigation("/admin/painel", { cookie: `${session}; ${parked}` }))) as Result;
    expect(page.data.restored).toEqual({ values: { title: typed.title, slug: "", keywords: "portão", content: OWN_TEXT.js }, message: PARKED_FORM_MESSAGE });
    expect(page.headers.get("Set-Cookie")).toMatch(/^admin_parked=; .*Max-Age=0/);
    // Taken once: a reload shows an empty form.
    const again = (await run(panelLoader, navigation("/admin/painel", { cookie: `${session}; ${parked}` }))) as Result;
    expect(again.data.restored).toBeNull();
    expect(parkedRows(conn)).toBe(0);

    asResponse(await run(panelAction, post("/admin/painel", session, typed)));
    expect(findGeneratedPage("portao-na-vila-mariana")).toMatchObject({ title: typed.title, draft: false });
  });

  it("brings back the page editor's fields instead of the stored ones", async () => {
    const { conn } = fresh();
    let session = await signInAdmin();
    asResponse(await run(panelAction, post("/admin/painel", session, typed)));
    const id = String(findGeneratedPage("portao-na-vila-mariana")!.id);
    conn.sqlite.prepare("DELETE FROM sessions").run();
    const edit = {
      intent: "save",
      title: "Portão na Vila Mariana",
      slug: "portao-na-vila-mariana",
      description: "",
      keywords: "",
      content: "Texto novo.\n\n- um\n- dois",
      status: "publicada",
    };
    const res = asResponse(await run(editAction, post(`/admin/painel/editar/${id}`, session, edit), undefined, { id }));
    const parked = cookieFrom(res, "admin_parked=")!;
    session = await signInAdmin();
    const page = (await run(editLoader, navigation(`/admin/painel/editar/${id}`, { cookie: `${session}; ${parked}` }), undefined, { id })) as Result;
    expect(page.data).toMatchObject({ restored: PARKED_FORM_MESSAGE, values: { content: "Texto novo.\n\n- um\n- dois" } });
    expect((page.data.preview as { content: string }).content).toBe("<p>Texto novo.</p>\n<ul>\n<li>um</li>\n<li>dois</li>\n</ul>");
  });

  it("hostile: another browser, a forged or foreign cookie, or another form never sees it", async () => {
    const { conn } = fresh();
    const stale = await expiredSession(conn);
    const parked = cookieFrom(asResponse(await run(panelAction, post("/admin/painel", stale, typed))), "admin_parked=")!;
    const session = await signInAdmin();
    const restoredWith = async (cookie: string, path = "/admin/painel") =>
      ((await run(panelLoader, navigation(path, { cookie: `${session}; ${cookie}` }))) as Result).data.restored;
    expect(await restoredWith("")).toBeNull();
    // The cookie is signed: a token typed by hand, or this token re-signed wrongly, is nothing.
    expect(await restoredWith(`admin_parked=${parked.split("=")[1].slice(0, -4)}abcd`)).toBeNull();
    expect(await restoredWith("admin_parked=x")).toBeNull();
    // Without a session the parked form is not read at all: the guard answers first.
    const anonymous = asResponse(await run(panelLoader, navigation("/admin/painel", { cookie: parked })));
    expect(anonymous.status).toBe(302);
    expect(parkedRows(conn)).toBe(1);
    // A page editor with the same cookie does not take the panel's form.
    const editor = asResponse(await run(editLoader, navigation("/admin/painel/editar/999", { cookie: `${session}; ${parked}` }), undefined, { id: "999" }));
    expect(editor.status).toBe(302);
    expect(parkedRows(conn)).toBe(1);
  });

  it("hostile: only the admin page forms are kept, cross-site posts are refused, and the table stays bounded", async () => {
    const { conn } = fresh();
    const stale = await expiredSession(conn);
    // Another admin form (redirects) is not parked.
    const other = asResponse(await run(redirectsAction, post("/admin/redirecionamentos", stale, { from: "/a", to: "/b" })));
    expect(cookieFrom(other, "admin_parked=")).toBeNull();
    // A cross-site post is refused before anything is kept.
    const cross = await run(panelAction, navigation("/admin/painel", { form: typed, origin: "https://outro.example" }));
    expect(asResponse(cross).status).toBe(403);
    expect(parkedRows(conn)).toBe(0);
    // A flood of anonymous posts keeps at most parkedFormsMax rows, the newest.
    for (let i = 0; i < LIMITS.parkedFormsMax + 5; i++) await run(panelAction, post("/admin/painel", "", { ...typed, title: `T${i}` }));
    expect(parkedRows(conn)).toBe(LIMITS.parkedFormsMax);
    const oldest = conn.sqlite.prepare("SELECT fields FROM parked_forms ORDER BY created_at, rowid LIMIT 1").get() as { fields: string };
    expect(oldest.fields).toContain('"T5"');
    // Past its lifetime a parked form is gone.
    const parked = cookieFrom(asResponse(await run(panelAction, post("/admin/painel", "", typed))), "admin_parked=")!;
    const later = Date.now() + LIMITS.parkedFormMs + 1000;
    setClockForTests(() => later);
    const session = await signInAdmin();
    const late = (await run(panelLoader, navigation("/admin/painel", { cookie: `${session}; ${parked}` }))) as Result;
    expect(late.data.restored).toBeNull();
  });

  it("300 anonymous posts leave the owner's parked form in place; the owner's own forms have their own bound", async () => {
    const { conn } = fresh();
    // The owner's browser: the known-device cookie of a completed sign-in, then the session ends.
    const stale = await expiredSession(conn);
    const device = await knownDeviceCookie("admin@exemplo.com.br");
    const ownerCookie = `${stale}; ${device.split(";")[0]}`;
    const parked = cookieFrom(asResponse(await run(panelAction, post("/admin/painel", ownerCookie, typed))), "admin_parked=")!;
    expect(parked).toMatch(/^admin_parked=/);

    for (let i = 0; i < 300; i++) await run(panelAction, post("/admin/painel", "", { ...typed, title: `Anônimo ${i}` }));
    expect(parkedRows(conn)).toBe(LIMITS.parkedFormsMax + 1);

    const session = await signInAdmin();
    const page = (await run(panelLoader, navigation("/admin/painel", { cookie: `${session}; ${parked}` }))) as Result;
    expect(page.data.restored).toMatchObject({ values: { title: typed.title }, message: PARKED_FORM_MESSAGE });

    // The owner's browsers keep at most parkedFormsOwnerMax forms; the oldest of them goes first.
    conn.sqlite.prepare("DELETE FROM sessions").run();
    for (let i = 0; i < LIMITS.parkedFormsOwnerMax + 2; i++) {
      const browser = `${stale}; ${(await knownDeviceCookie("admin@exemplo.com.br")).split(";")[0]}`;
      await run(panelAction, post("/admin/painel", browser, { ...typed, title: `Dono ${i}` }));
    }
    const owners = conn.sqlite.prepare("SELECT fields FROM parked_forms WHERE owner = 1 ORDER BY created_at, rowid").all() as { fields: string }[];
    expect(owners).toHaveLength(LIMITS.parkedFormsOwnerMax);
    expect(owners[0].fields).toContain('"Dono 2"');
    expect(parkedRows(conn)).toBe(LIMITS.parkedFormsMax + LIMITS.parkedFormsOwnerMax);
  });

  it("fills the local generator back: the titles, and a preview being saved as it was edited, without saving it", async () => {
    const { conn } = fresh();
    const stale = await expiredSession(conn);
    const save = {
      intent: "save",
      title: "Portão no Butantã",
      content: "<p>Texto gerado.</p><p>Acrescentado pelo dono.</p><script>alert(1)</script>",
      keywords: "portão",
      titles: "Portão no Butantã\nPortão na Lapa",
      creativity: "60",
    };
    const parked = cookieFrom(asResponse(await run(generatorAction, post("/admin/local-generator", stale, save))), "admin_parked=")!;
    const session = await signInAdmin();
    const page = (await run(generatorLoader, navigation("/admin/local-generator", { cookie: `${session}; ${parked}` }))) as Result;
    expect(page.data.restored).toMatchObject({
      titlesText: save.titles,
      creativity: 60,
      restored: PARKED_FORM_MESSAGE,
      preview: { title: "Portão no Butantã", keywords: "portão", content: "<p>Texto gerado.</p><p>Acrescentado pelo dono.</p>" },
    });
    expect(page.headers.get("Set-Cookie")).toMatch(/^admin_parked=; .*Max-Age=0/);
    expect(findGeneratedPage("portao-no-butanta")).toBeUndefined();
    // Taken once.
    const again = (await run(generatorLoader, navigation("/admin/local-generator", { cookie: `${session}; ${parked}` }))) as Result;
    expect(again.data.restored).toBeNull();

    // A generate brings back the titles only: nothing is generated on the admin's behalf.
    conn.sqlite.prepare("DELETE FROM sessions").run();
    const generate = { intent: "generate", titles: "Portão na Lapa", creativity: "75" };
    const parked2 = cookieFrom(asResponse(await run(generatorAction, post("/admin/local-generator", session, generate))), "admin_parked=")!;
    const session2 = await signInAdmin();
    const page2 = (await run(generatorLoader, navigation("/admin/local-generator", { cookie: `${session2}; ${parked2}` }))) as Result;
    expect(page2.data.restored).toEqual({ titlesText: "Portão na Lapa", creativity: 75, restored: PARKED_FORM_MESSAGE });
    // The batch creator's form is not the generator's.
    const batch = (await run(batchLoader, navigation("/admin/batch-creator", { cookie: `${session2}; ${parked2}` }))) as Result;
    expect(batch.data.restored).toBeNull();
  });

  it("tells the batch creator's admin that nothing was created while the session was over", async () => {
    const { conn } = fresh();
    const stale = await expiredSession(conn);
    const res = asResponse(await run(batchAction, post("/admin/batch-creator", stale, { intent: "criar" })));
    expect(res.headers.get("Location")).toBe("/admin/login?redirectTo=%2Fadmin%2Fbatch-creator");
    const parked = cookieFrom(res, "admin_parked=")!;
    expect((conn.sqlite.prepare("SELECT count(*) AS n FROM generated_pages").get() as { n: number }).n).toBe(0);
    const session = await signInAdmin();
    const page = (await run(batchLoader, navigation("/admin/batch-creator", { cookie: `${session}; ${parked}` }))) as Result;
    expect(page.data.restored).toBe(PARKED_FORM_MESSAGE);
  });
});
