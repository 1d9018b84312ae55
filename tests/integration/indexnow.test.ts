// docs/product.md §6: publishing, changing or deleting a generated page notifies IndexNow when
// INDEXNOW_KEY is set; failures never reach the admin. The network edge (fetch) is mocked.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { OWN_TEXT } from "../fixtures/own-texts";
import { action as panelAction } from "~/routes/admin.painel/route";
import { action as deleteAction } from "~/routes/admin.painel_.excluir.$id/route";
import { action as editAction } from "~/routes/admin.painel_.editar.$id/route";
import { setAdminPassword } from "~/server/auth/admin-accounts.server";
import { findGeneratedPage } from "~/server/generated-pages/store.server";
import { INDEXNOW_ENDPOINT, announcePaths, flushAnnouncements } from "~/server/infra/indexnow.server";
import { ADMIN, SITE, asResponse, cookieFrom, freshDatabasePerTest, navigation, run, toastOf } from "./auth-helpers";
import { action as loginAction } from "~/routes/admin.login/route";
import { resetProcessState } from "~/server/process-state.server";

const fresh = freshDatabasePerTest();
const KEY = "chave-indexnow-0123456789";
let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  process.env.INDEXNOW_KEY = KEY;
  resetProcessState();
  fetchMock = vi.fn(async () => new Response(null, { status: 202 }));
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(async () => {
  await flushAnnouncements();
  vi.unstubAllGlobals();
  delete process.env.INDEXNOW_KEY;
  resetProcessState();
});

async function signIn(): Promise<string> {
  await setAdminPassword(ADMIN.email, ADMIN.password);
  const res = asResponse(await run(loginAction, navigation("/admin/login", { form: { email: ADMIN.email, password: ADMIN.password } })));
  return cookieFrom(res, "admin_session=")!;
}
const post = (path: string, cookie: string, form: Record<string, string>) => navigation(path, { cookie, form, headers: { Referer: `${SITE}${path}` } });
const sentBodies = () => fetchMock.mock.calls.map(([, init]) => JSON.parse(String((init as RequestInit).body)));

describe("IndexNow", () => {
  it("announces an indexable page when saved and its address when deleted, in one request per batch, from SITE_URL", async () => {
    fresh();
    const cookie = await signIn();
    await run(panelAction, post("/admin/painel", cookie, { intent: "save", title: "Circuito do motor", slug: "", content: OWN_TEXT.js }));
    // A thin page is saved out of the index: not announced.
    await run(panelAction, post("/admin/painel", cookie, { intent: "save", title: "Página curta", slug: "", content: "<p>Pouco.</p>" }));
    await flushAnnouncements();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0][0]).toBe(INDEXNOW_ENDPOINT);
    const site = new URL(SITE);
    expect(sentBodies()[0]).toEqual({
      host: site.host,
      key: KEY,
      keyLocation: `${site.origin}/${KEY}.txt`,
      urlList: [`${site.origin}/links-uteis/circuito-do-motor`],
    });

    const id = String(findGeneratedPage("circuito-do-motor")!.id);
    await run(deleteAction, post(`/admin/painel/excluir/${id}`, cookie, {}), undefined, { id });
    await flushAnnouncements();
    expect(sentBodies()[1].urlList).toEqual([`${site.origin}/links-uteis/circuito-do-motor`]);
  });

  it("announces a draft only when published, and both addresses when a public page changes its slug", async () => {
    fresh();
    const cookie = await signIn();
    await run(panelAction, post("/admin/painel", cookie, { intent: "save", status: "rascunho", title: "Circuito do motor", slug: "", content: OWN_TEXT.js }));
    await flushAnnouncements();
    expect(fetchMock).not.toHaveBeenCalled();
    const id = findGeneratedPage("circuito-do-motor")!.id;
    await run(panelAction, post("/admin/painel", cookie, { intent: "publish", ids: String(id) }));
    await flushAnnouncements();
    const origin = new URL(SITE).origin;
    expect(sentBodies()[0].urlList).toEqual([`${origin}/links-uteis/circuito-do-motor`]);

    const editPath = `/admin/painel/editar/${id}`;
    const edited = {
      intent: "save",
      status: "publicada",
      title: "Circuito do motor",
      slug: "circuito-exclusivo",
      description: "",
      keywords: "",
      content: OWN_TEXT.js,
    };
    await run(editAction, post(editPath, cookie, edited), undefined, { id: String(id) });
    await flushAnnouncements();
    expect(sentBodies()[1].urlList).toEqual([`${origin}/links-uteis/circuito-do-motor`, `${origin}/links-uteis/circuito-exclusivo`]);
  });

  it("gathers many addresses into one request", async () => {
    fresh();
    announcePaths(["/links-uteis/a", "/links-uteis/b"]);
    announcePaths(["/links-uteis/b", "/links-uteis/c"]);
    await flushAnnouncements();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(sentBodies()[0].urlList).toEqual([`${SITE}/links-uteis/a`, `${SITE}/links-uteis/b`, `${SITE}/links-uteis/c`]);
  });

  it("a refusing or unreachable IndexNow is logged and never blocks the admin's save", async () => {
    fresh();
    const warnings = vi.spyOn(console, "warn").mockImplementation(() => {});
    try {
      fetchMock.mockImplementationOnce(async () => {
        throw new TypeError("fetch failed");
      });
      const cookie = await signIn();
      const res = asResponse(
        await run(panelAction, post("/admin/painel", cookie, { intent: "save", title: "Circuito do motor", slug: "", content: OWN_TEXT.js })),
      );
      expect(await toastOf(res)).toMatchObject({ description: "Página gerada e salva com sucesso!" });
      await flushAnnouncements();
      expect(warnings).toHaveBeenCalledWith(expect.stringContaining("IndexNow indisponível"));
      fetchMock.mockImplementationOnce(async () => new Response("chave inválida", { status: 403 }));
      announcePaths(["/links-uteis/circuito-do-motor"]);
      await flushAnnouncements();
      expect(warnings).toHaveBeenCalledWith(expect.stringContaining("HTTP 403"));
    } finally {
      warnings.mockRestore();
    }
  });

  it("sends nothing without INDEXNOW_KEY", async () => {
    fresh();
    delete process.env.INDEXNOW_KEY;
    resetProcessState();
    announcePaths(["/links-uteis/a"]);
    await flushAnnouncements();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
