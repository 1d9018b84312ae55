import path from "node:path";
import Database from "better-sqlite3";
import { describe, expect, it, vi } from "vitest";
import { BATCH_TITLES } from "~/content/batch-titles";
import { setAdminPassword } from "~/server/auth/admin-accounts.server";
import { findGeneratedPage, listGeneratedPages } from "~/server/generated-pages/store.server";
import { action as batchAction } from "~/routes/admin.batch-creator/route";
import { action as batchPageAction } from "~/routes/admin.batch-creator_.criar/route";
import { action as generatorAction } from "~/routes/admin.local-generator/route";
import { action as processTitleAction } from "~/routes/admin.local-generator_.processar/route";
import { action as loginAction } from "~/routes/admin.login/route";
import { action as panelAction } from "~/routes/admin.painel/route";
import { action as deleteAction, loader as confirmLoader } from "~/routes/admin.painel_.excluir.$id/route";
import { action as importAction } from "~/routes/admin.painel_.importar/route";
import { action as publicAction, loader as publicLoader } from "~/routes/links-uteis.$slug";
import { ADMIN, SITE, asResponse, cookieFrom, freshDatabasePerTest, navigation, ranTool, run, toastOf } from "./auth-helpers";
import { PROCESS_TEST_TIMEOUT_MS } from "../limits";
import { slugify } from "~/lib/slug";
import { findRedirect } from "~/server/data/redirects.server";
import { OWN_TEXT } from "../fixtures/own-texts";
import { messageText } from "~/lib/leads/message-text";
import type { WhatsAppMessage } from "~/lib/leads/message-keys";
import { storedNames } from "~/server/leads/site-pages.server";

const fresh = freshDatabasePerTest();

async function signIn(): Promise<string> {
  await setAdminPassword(ADMIN.email, ADMIN.password);
  const res = asResponse(await run(loginAction, navigation("/admin/login", { form: { email: ADMIN.email, password: ADMIN.password } })));
  return cookieFrom(res, "admin_session=")!;
}

const post = (path: string, cookie: string, form: Record<string, string>) => navigation(path, { cookie, form, headers: { Referer: `${SITE}${path}` } });
const pageCount = () => listGeneratedPages().length;

async function json(path: string, cookie: string, form: Record<string, string>) {
  const headers = new Headers({ Cookie: cookie, Origin: SITE, Accept: "application/json", "Content-Type": "application/x-www-form-urlencoded" });
  return new Request(`${SITE}${path}`, { method: "POST", headers, body: new URLSearchParams(form).toString() });
}

type Result = { status: number; data: Record<string, unknown> };

describe("/admin/painel", () => {
  it("saves a page with text of its own and shows the success banner for 3 seconds", async () => {
    fresh();
    const cookie = await signIn();
    const res = asResponse(
      await run(
        panelAction,
        post("/admin/painel", cookie, { intent: "save", title: "Circuito do motor", slug: "", keywords: "disjuntor", content: OWN_TEXT.js }),
      ),
    );
    expect(res.headers.get("Location")).toBe("/admin/painel");
    expect(await toastOf(res)).toMatchObject({ title: "Sucesso!", description: "Página gerada e salva com sucesso!", durationMs: 3000 });
    expect(findGeneratedPage("circuito-do-motor")).toMatchObject({ keywords: "disjuntor", indexable: true, ownWords: expect.any(Number) });
  });

  it("text typed with blank lines and '- ' lines reaches the public page as paragraphs and a list (decision 0031)", async () => {
    fresh();
    const cookie = await signIn();
    const typed = "Parágrafo um.\n\nParágrafo dois.\n\n- primeiro item\n- segundo item\n\n[clique](javascript:alert(1))";
    const res = asResponse(
      await run(panelAction, post("/admin/painel", cookie, { intent: "save", title: "Texto simples", slug: "", keywords: "", content: typed })),
    );
    expect(res.headers.get("Location")).toBe("/admin/painel");
    const shown = (await run(publicLoader, navigation("/links-uteis/texto-simples"), undefined, { slug: "texto-simples" })) as Result;
    expect(shown.data).toMatchObject({
      page: { content: "<p>Parágrafo um.</p>\n<p>Parágrafo dois.</p>\n<ul>\n<li>primeiro item</li>\n<li>segundo item</li>\n</ul>\n<p><a>clique</a></p>" },
    });
  });

  it("saves a thin page out of the index and says why, in a message that stays", async () => {
    fresh();
    const cookie = await signIn();
    const res = asResponse(
      await run(panelAction, post("/admin/painel", cookie, { intent: "save", title: "Portão em Cotia", slug: "", content: "<p>Texto</p>" })),
    );
    const toast = await toastOf(res);
    expect(toast).toMatchObject({
      title: "Sucesso!",
      description: expect.stringMatching(
        /^Página gerada e salva com sucesso! Ela ficou fora do índice do Google \(noindex\): Tem \d+ palavras próprias; o mínimo é 150\./,
      ),
    });
    expect(toast).not.toHaveProperty("durationMs");
    expect(findGeneratedPage("portao-em-cotia")).toMatchObject({ content: "<p>Texto</p>", indexable: false });
  });

  it("a duplicate slug answers the pt-BR error with every typed field and writes nothing", async () => {
    fresh();
    const cookie = await signIn();
    await run(panelAction, post("/admin/painel", cookie, { intent: "save", title: "Portão em Cotia", slug: "", content: "<p>Texto</p>" }));
    const typed = { title: "Outro título", slug: "portao-em-cotia", content: "<p>Outro texto</p>" };
    const result = (await run(panelAction, post("/admin/painel", cookie, { intent: "save", ...typed }))) as Result;
    expect(result.status).toBe(400);
    expect(result.data).toEqual({
      values: { ...typed, keywords: "" },
      error: { field: "slug", message: "Já existe uma página gerada com o endereço “portao-em-cotia”. Escolha outro título ou endereço (slug)." },
    });
    expect(pageCount()).toBe(1);
    expect(findGeneratedPage("portao-em-cotia")?.title).toBe("Portão em Cotia");
  });

  it(
    "a database that stays locked answers a pt-BR error, keeps every typed field and writes nothing",
    async () => {
      const { dir } = fresh();
      const cookie = await signIn();
      // Another process holds the write lock for longer than busy_timeout (5 s).
      const other = new Database(path.join(dir, "site.db"));
      other.exec("BEGIN IMMEDIATE");
      const typed = { title: "Portão em Itapevi", slug: "", content: "<p>Texto digitado</p>" };
      const errors = vi.spyOn(console, "error").mockImplementation(() => {});
      try {
        const result = (await run(panelAction, post("/admin/painel", cookie, { intent: "save", ...typed }))) as Result;
        expect(result.status).toBe(503);
        expect(result.data).toEqual({ values: { ...typed, keywords: "" }, error: { message: "Nada foi gravado; tente novamente em instantes." } });
        expect(errors).toHaveBeenCalledWith("Erro ao salvar a página gerada", expect.anything());
      } finally {
        other.exec("ROLLBACK");
        other.close();
        errors.mockRestore();
      }
      expect(pageCount()).toBe(0);
    },
    PROCESS_TEST_TIMEOUT_MS,
  );

  it("generates the 50 internal pages, then reports them as skipped", async () => {
    fresh();
    const cookie = await signIn();
    const first = await ranTool(await run(panelAction, post("/admin/painel", cookie, { intent: "generate-50" })));
    // Most of the 50 are place variants of a few templates: the judge keeps them as drafts, and the
    // toast says so instead of "sucesso" (tests/integration/generator-counts.test.ts checks the counts).
    expect(first.toast).toMatchObject({
      title: "Páginas geradas",
      description: expect.stringMatching(
        /^\d+ publicadas?, \d+ ficaram como rascunho: .+\. Os rascunhos não aparecem no site: complete o texto de cada um no painel e publique\.$/,
      ),
    });
    expect(pageCount()).toBe(50);
    const second = await ranTool(await run(panelAction, post("/admin/painel", cookie, { intent: "generate-50" })));
    expect(second.toast).toMatchObject({ title: "Nenhuma página nova", description: "As 50 páginas já existem; nenhuma nova foi criada." });
    expect(pageCount()).toBe(50);
  });

  it("deletes through the confirmation step", async () => {
    fresh();
    const cookie = await signIn();
    await run(panelAction, post("/admin/painel", cookie, { intent: "save", title: "Página a deletar", slug: "", content: "<p>x</p>" }));
    const id = String(findGeneratedPage("pagina-a-deletar")!.id);
    const confirm = (await run(confirmLoader, navigation(`/admin/painel/excluir/${id}`, { cookie }), undefined, { id })) as Result;
    expect(confirm.data).toMatchObject({ title: "Página a deletar", slug: "pagina-a-deletar" });
    const deleted = asResponse(await run(deleteAction, post(`/admin/painel/excluir/${id}`, cookie, {}), undefined, { id }));
    expect(await toastOf(deleted)).toMatchObject({ title: "Página excluída", description: "A página foi excluída com sucesso" });
    expect(findGeneratedPage("pagina-a-deletar")).toBeUndefined();
    const again = asResponse(await run(deleteAction, post(`/admin/painel/excluir/${id}`, cookie, {}), undefined, { id }));
    expect(await toastOf(again)).toMatchObject({ title: "Erro", description: "Erro ao deletar a página.", variant: "destructive" });
    const gone = asResponse(await run(confirmLoader, navigation(`/admin/painel/excluir/${id}`, { cookie }), undefined, { id }));
    expect(gone.headers.get("Location")).toBe("/admin/painel");
  });

  it("imports the legacy browser pages as JSON, skipping duplicates", async () => {
    fresh();
    const cookie = await signIn();
    const body = JSON.stringify({ pages: [{ title: "Página local", slug: "pagina-local", content: "<p>a</p><script>x()</script>" }] });
    const request = () =>
      new Request(`${SITE}/admin/painel/importar`, { method: "POST", headers: { Cookie: cookie, Origin: SITE, "Content-Type": "application/json" }, body });
    const first = asResponse(await run(importAction, request()));
    expect(await first.json()).toMatchObject({ imported: 1, skipped: 0, failed: 0 });
    expect(findGeneratedPage("pagina-local")?.content).toBe("<p>a</p>");
    const second = asResponse(await run(importAction, request()));
    expect(await second.json()).toMatchObject({ imported: 0, skipped: 1 });
  });
});

describe("/admin/local-generator", () => {
  it("asks for a title when the box is blank", async () => {
    fresh();
    const cookie = await signIn();
    const result = (await run(generatorAction, post("/admin/local-generator", cookie, { intent: "generate", titles: " \n \n", creativity: "75" }))) as Result;
    expect(result.data.toast).toMatchObject({ title: "Campo vazio", description: "Por favor, insira pelo menos um título para gerar o conteúdo." });
  });

  it("refuses a title longer than a page title may be before generating, and keeps the box", async () => {
    fresh();
    const cookie = await signIn();
    const titles = `Motor basculante em Osasco\n${"Portão ".repeat(40)}`;
    const result = (await run(generatorAction, post("/admin/local-generator", cookie, { intent: "generate-first", titles, creativity: "60" }))) as Result;
    expect(result.status).toBe(400);
    expect(result.data.toast).toMatchObject({ title: "Título longo demais", description: "O título 2 tem mais de 200 caracteres. Encurte-o e tente de novo." });
    expect(result.data.titlesText).toBe(titles);
    expect(result.data.preview).toBeUndefined();
  });

  it("generates a preview of the first title, and asks which way with several titles", async () => {
    fresh();
    const cookie = await signIn();
    const titles = "Motor basculante em Osasco\n\nConserto de portão na Mooca\n";
    const choose = (await run(generatorAction, post("/admin/local-generator", cookie, { intent: "generate", titles, creativity: "60" }))) as Result;
    expect(choose.data).toEqual({ titlesText: titles, creativity: 60 });
    const first = (await run(generatorAction, post("/admin/local-generator", cookie, { intent: "generate-first", titles, creativity: "60" }))) as Result;
    const preview = first.data.preview as { title: string; content: string; text: string };
    expect(preview.title).toBe("Motor basculante em Osasco");
    expect(preview.content).toContain("<h2>");
    expect(preview.text).not.toContain("<");
    expect(first.data.toast).toMatchObject({ title: "Conteúdo gerado", description: "Conteúdo gerado com sucesso!" });
    expect(pageCount()).toBe(0);
  });

  it("saving needs generated content; a saved page opens at /links-uteis/{slug}", async () => {
    fresh();
    const cookie = await signIn();
    const empty = (await run(generatorAction, post("/admin/local-generator", cookie, { intent: "save", title: "Título", content: " " }))) as Result;
    expect(empty.data.toast).toMatchObject({ title: "Erro ao salvar", description: "É necessário gerar conteúdo antes de salvar a página." });
    const saved = asResponse(
      await run(
        generatorAction,
        post("/admin/local-generator", cookie, { intent: "save", title: "Motor basculante em Osasco", content: "<h2>Olá</h2><p>Texto</p>" }),
      ),
    );
    expect(saved.headers.get("Location")).toBe("/links-uteis/motor-basculante-em-osasco");
    expect(await toastOf(saved)).toMatchObject({
      title: "Página salva",
      description: expect.stringMatching(
        /^A página foi salva com sucesso e estará disponível publicamente em Links Úteis\. Ela ficou fora do índice do Google/,
      ),
    });
    const again = (await run(
      generatorAction,
      post("/admin/local-generator", cookie, { intent: "save", title: "Motor basculante em Osasco", content: "<p>x</p>" }),
    )) as Result;
    expect(again.data.toast).toMatchObject({ title: "Erro ao salvar", description: expect.stringContaining("Já existe") });
    expect(again.data.preview).toMatchObject({ title: "Motor basculante em Osasco", content: "<p>x</p>" });
  });

  it("processes every title without JavaScript, continuing after an error", async () => {
    fresh();
    const cookie = await signIn();
    await run(generatorAction, post("/admin/local-generator", cookie, { intent: "save", title: "Conserto de portão na Mooca", content: "<p>x</p>" }));
    const titles = "Motor basculante em Osasco\nConserto de portão na Mooca\nFotocélula para portão em Barueri";
    const result = await ranTool(await run(generatorAction, post("/admin/local-generator", cookie, { intent: "process-all", titles, creativity: "75" })));
    const [first, second, third] = result.results as { ok: boolean }[];
    expect(first).toMatchObject({ index: 0, title: "Motor basculante em Osasco", ok: true, slug: "motor-basculante-em-osasco" });
    expect(second).toEqual({ index: 1, title: "Conserto de portão na Mooca", ok: false, error: expect.stringContaining("Já existe") });
    // The third repeats the generator's blocks of the first (the seed is random): saved (in the index
    // or not, the judge's call), or not written when it would push the first over the targets.
    expect(third).toMatchObject(
      third.ok
        ? { index: 2, title: "Fotocélula para portão em Barueri", slug: "fotocelula-para-portao-em-barueri" }
        : {
            index: 2,
            title: "Fotocélula para portão em Barueri",
            error: expect.stringContaining("Não criada: repetiria o texto de /links-uteis/motor-basculante-em-osasco"),
          },
    );
    expect(result.toast).toMatchObject({
      title: "Processamento concluído",
      description: expect.stringMatching(
        new RegExp(`^${third.ok ? 2 : 1} de 3 títulos foram processados(: \\d+ publicadas?, \\d+ (?:ficou|ficaram) como rascunho: .+)?\\.$`),
      ),
    });
  });

  it("processes one title per request with JavaScript", async () => {
    fresh();
    const cookie = await signIn();
    const res = asResponse(
      await run(
        processTitleAction,
        await json("/admin/local-generator/processar", cookie, { title: "Motor deslizante em Cotia", creativity: "40", index: "3" }),
      ),
    );
    expect(await res.json()).toMatchObject({ index: 3, title: "Motor deslizante em Cotia", ok: true, slug: "motor-deslizante-em-cotia" });
    const dup = asResponse(
      await run(
        processTitleAction,
        await json("/admin/local-generator/processar", cookie, { title: "Motor deslizante em Cotia", creativity: "40", index: "4" }),
      ),
    );
    expect(await dup.json()).toMatchObject({ index: 4, ok: false, error: expect.stringContaining("Já existe") });
  });
});

describe("/admin/batch-creator", () => {
  it("creates the 50 pages in one POST without JavaScript, then says they already exist", async () => {
    fresh();
    const cookie = await signIn();
    const first = await ranTool(await run(batchAction, post("/admin/batch-creator", cookie, {})));
    expect(first.results.length).toBe(50);
    // Every page is saved; those the judge keeps out wait as drafts, and the summary says how many and why.
    expect(first.toast).toMatchObject({
      title: "Criação de páginas concluída",
      description: expect.stringMatching(
        /^(50 páginas criadas com sucesso, 0 falharam|\d+ publicadas?, \d+ (?:ficou|ficaram) como rascunho: .+; 0 falharam)\.$/,
      ),
    });
    const second = await ranTool(await run(batchAction, post("/admin/batch-creator", cookie, {})));
    expect(second.toast).toMatchObject({ description: "As 50 páginas já existem; nenhuma nova foi criada.", variant: "success" });
    expect(pageCount()).toBe(50);
  });

  it("creates one page per request with JavaScript", async () => {
    fresh();
    const cookie = await signIn();
    const res = asResponse(await run(batchPageAction, await json("/admin/batch-creator/criar", cookie, { index: "0" })));
    expect(await res.json()).toMatchObject({ success: true, title: BATCH_TITLES[0] });
    const dup = asResponse(await run(batchPageAction, await json("/admin/batch-creator/criar", cookie, { index: "0" })));
    expect(await dup.json()).toMatchObject({ success: false, existed: true, title: BATCH_TITLES[0], error: expect.stringContaining("Já existe") });
    for (const index of ["", "abc", "-1", "1e1", "0.5"]) {
      const bad = asResponse(await run(batchPageAction, await json("/admin/batch-creator/criar", cookie, { index })));
      expect(bad.status, index).toBe(400);
      expect(await bad.json()).toEqual({ success: false, error: "Índice de página inválido." });
    }
    expect(pageCount()).toBe(1);
  });
});

describe("/links-uteis/{slug}", () => {
  it("sends an unknown slug to /not-found", async () => {
    fresh();
    const res = asResponse(await run(publicLoader, navigation("/links-uteis/nao-existe"), undefined, { slug: "nao-existe" }));
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/not-found");
  });

  it("sanitises stored HTML again before rendering and shows admins the delete button", async () => {
    const { conn } = fresh();
    conn.sqlite
      .prepare(
        "INSERT INTO generated_pages (title, slug, content, description) VALUES ('Antiga', 'antiga', '<p onclick=\"x()\">Oi</p><script>alert(1)</script>', 'Desc')",
      )
      .run();
    const anonymous = (await run(publicLoader, navigation("/links-uteis/antiga"), undefined, { slug: "antiga" })) as Result;
    expect(anonymous.data).toMatchObject({ page: { title: "Antiga", content: "<p>Oi</p>" }, adminPageId: null });
    expect(messageText(anonymous.data.whatsappMessage as WhatsAppMessage, storedNames())).toBe('Olá! Gostaria de mais informações sobre "Antiga".');
    const cookie = await signIn();
    const admin = (await run(publicLoader, navigation("/links-uteis/antiga", { cookie }), undefined, { slug: "antiga" })) as Result;
    expect(admin.data.adminPageId).toEqual(expect.any(Number));
  });

  it("'Excluir página' deletes and goes to the panel with the spec's toast", async () => {
    fresh();
    const cookie = await signIn();
    await run(panelAction, post("/admin/painel", cookie, { intent: "save", title: "Página pública", slug: "", content: "<p>x</p>" }));
    const res = asResponse(await run(publicAction, post("/links-uteis/pagina-publica", cookie, {}), undefined, { slug: "pagina-publica" }));
    expect(res.headers.get("Location")).toBe("/admin/painel");
    expect(await toastOf(res)).toMatchObject({ title: "Página excluída", description: "A página foi excluída com sucesso" });
    expect(findGeneratedPage("pagina-publica")).toBeUndefined();
    const again = asResponse(await run(publicAction, post("/links-uteis/pagina-publica", cookie, {}), undefined, { slug: "pagina-publica" }));
    expect(await toastOf(again)).toMatchObject({ title: "Erro", description: "Não foi possível excluir a página" });
  });
});

describe("a deleted page's address (docs/product.md §6)", () => {
  /** What /links-uteis/{slug} answers: thrown responses and data() both count. */
  async function answerOf(slug: string): Promise<{ status: number; location: string | null; data: unknown }> {
    try {
      const res = await publicLoader({ request: navigation(`/links-uteis/${slug}`), params: { slug }, context: { clientIp: "198.51.100.7" } });
      return { status: 200, location: null, data: res };
    } catch (thrown) {
      if (thrown instanceof Response) return { status: thrown.status, location: thrown.headers.get("Location"), data: null };
      const wrapped = thrown as { type?: string; data?: unknown; init?: ResponseInit };
      if (wrapped.type === "DataWithResponseInit") return { status: wrapped.init?.status ?? 200, location: null, data: wrapped.data };
      throw thrown;
    }
  }
  const hits = (path: string) => findRedirect(path)?.hits;
  async function savePage(cookie: string, title: string) {
    await run(panelAction, post("/admin/painel", cookie, { intent: "save", title, slug: "", content: "<p>x</p>" }));
    return String(findGeneratedPage(slugify(title))!.id);
  }

  it("answers 410 Gone with the hub when deleted without a destination, and is a page again once recreated", async () => {
    fresh();
    const cookie = await signIn();
    const id = await savePage(cookie, "Página que sai");
    const deleted = asResponse(await run(deleteAction, post(`/admin/painel/excluir/${id}`, cookie, { redirectTo: "" }), undefined, { id }));
    expect(await toastOf(deleted)).toMatchObject({ description: "A página foi excluída com sucesso" });
    expect(await answerOf("pagina-que-sai")).toEqual({ status: 410, location: null, data: { hubPath: "/links-uteis", hubLabel: "Links Úteis" } });
    // Never-existing slugs keep the spec's redirect to /not-found.
    expect(await answerOf("nunca-existiu")).toMatchObject({ status: 302, location: "/not-found" });
    await savePage(cookie, "Página que sai");
    expect((await answerOf("pagina-que-sai")).status).toBe(200);
  });

  it("answers 301 to the destination the admin chose, counting the visits; a page redirected to a deleted one follows it", async () => {
    fresh();
    const cookie = await signIn();
    const first = await savePage(cookie, "Primeira página");
    const second = await savePage(cookie, "Segunda página");
    await run(deleteAction, post(`/admin/painel/excluir/${first}`, cookie, { redirectTo: "/links-uteis/segunda-pagina" }), undefined, { id: first });
    expect(await answerOf("primeira-pagina")).toMatchObject({ status: 301, location: "/links-uteis/segunda-pagina" });
    expect(hits("/links-uteis/primeira-pagina")).toBe(1);
    // The destination is deleted in turn, sending its visitors to /motores (full address of the site accepted).
    await run(deleteAction, post(`/admin/painel/excluir/${second}`, cookie, { redirectTo: `${SITE}/motores` }), undefined, { id: second });
    expect(await answerOf("segunda-pagina")).toMatchObject({ status: 301, location: "/motores" });
    expect(await answerOf("primeira-pagina")).toMatchObject({ status: 301, location: "/motores" });
  });

  it("refuses a destination outside the site, the page itself or a page that does not exist, keeping what was typed and deleting nothing", async () => {
    fresh();
    const cookie = await signIn();
    const id = await savePage(cookie, "Página mantida");
    for (const [typed, message] of [
      ["https://outro-site.example/motores", "O destino precisa ser uma página deste site, como /motores."],
      ["//outro-site.example", "Use um caminho do site que comece com /, como /motores."],
      ["javascript:alert(1)", "Use um caminho do site que comece com /, como /motores."],
      ["/links-uteis/pagina-mantida", "O destino não pode ser a própria página que será excluída."],
      ["/links-uteis/nao-existe", "Não há página em “/links-uteis/nao-existe”"],
    ]) {
      const result = (await run(deleteAction, post(`/admin/painel/excluir/${id}`, cookie, { redirectTo: typed }), undefined, { id })) as Result;
      expect(result.status, typed).toBe(400);
      expect(result.data).toMatchObject({ redirectTo: typed, error: expect.stringContaining(message) });
    }
    expect(findGeneratedPage("pagina-mantida")).toBeDefined();
  });
});
