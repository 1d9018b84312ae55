// docs/product.md §6.8: every admin write, sign-in, sign-out and failed sign-in is recorded with
// time, e-mail, action and target, listed newest first at /admin/atividade (50 a page, filtered
// by action), kept 13 months and capped in rows because failed sign-ins come from anyone.
import { describe, expect, it, vi } from "vitest";
import { LIMITS } from "../../app/lib/limits";
import { loader as activityLoader } from "~/routes/admin.atividade/route";
import { action as loginAction } from "~/routes/admin.login/route";
import { action as logoutAction } from "~/routes/admin.logout/route";
import { action as panelAction } from "~/routes/admin.painel/route";
import { action as editAction } from "~/routes/admin.painel_.editar.$id/route";
import { action as deleteAction } from "~/routes/admin.painel_.excluir.$id/route";
import { action as bulkDeleteAction } from "~/routes/admin.painel_.excluir-lote/route";
import { action as redirectsAction } from "~/routes/admin.redirecionamentos/route";
import { action as batchPageAction } from "~/routes/admin.batch-creator_.criar/route";
import { action as processTitleAction } from "~/routes/admin.local-generator_.processar/route";
import { action as importAction } from "~/routes/admin.painel_.importar/route";
import { action as leadsAction } from "~/routes/admin.leads/route";
import { parseContactClick } from "~/lib/leads/contact-click";
import { clickStore } from "~/server/leads/clicks.server";
import { ACTIVITY_PER_PAGE, recordActivity } from "~/server/admin/activity-log.server";
import { findGeneratedPage } from "~/server/generated-pages/store.server";
import { setClockForTests } from "~/server/infra/clock.server";
import { HOUSEKEEPING, runHousekeeping } from "~/server/startup/housekeeping.server";
import { log } from "~/server/infra/log.server";
import { OWN_TEXT } from "../fixtures/own-texts";
import { ADMIN, SITE, asResponse, freshDatabasePerTest, navigation, run, signInAdmin, toastOf } from "./auth-helpers";

const fresh = freshDatabasePerTest();
type Conn = ReturnType<typeof fresh>["conn"];
type Entry = { id: number; at: string; email: string; action: string; target: string };
type Listed = { status: number; data: { entries: Entry[]; pagination: { page: number; totalPages: number; total: number }; action: string } };

const T0 = Date.UTC(2026, 10, 20, 15, 0, 0);
const DAY = 24 * 60 * 60 * 1000;

function rows(conn: Conn) {
  return conn.sqlite.prepare("SELECT email, action, target FROM activity_log ORDER BY id").all() as { email: string; action: string; target: string }[];
}

function insertRows(conn: Conn, n: number, at: (i: number) => number, action = "pagina.criar") {
  const insert = conn.sqlite.prepare("INSERT INTO activity_log (at, email, action, target) VALUES (?, ?, ?, ?)");
  conn.sqlite.transaction(() => {
    for (let i = 0; i < n; i++) insert.run(at(i), ADMIN.email, action, `Página ${i}`);
  })();
}

const list = async (cookie: string, query = "") => (await run(activityLoader, navigation(`/admin/atividade${query}`, { cookie }))) as Listed;
const failLogin = (email: string, ip: string) =>
  run(loginAction, navigation("/admin/login", { form: { email, password: "senha-errada-123" } }), ip) as Promise<{ status: number }>;

describe("admin activity log", () => {
  it("records sign-in, failed sign-in, page save, edit and delete, a redirect and sign-out, with the right e-mail, action and target", async () => {
    const { conn } = fresh();
    const cookie = await signInAdmin();
    expect((await failLogin("Intruso@Exemplo.com", "203.0.113.9")).status).toBe(401);

    await run(panelAction, navigation("/admin/painel", { cookie, form: { title: "Portão basculante da oficina", content: OWN_TEXT.nojs } }));
    const page = findGeneratedPage("portao-basculante-da-oficina")!;
    const edited = { title: "Portão basculante da oficina nova", slug: page.slug, description: "", keywords: "", content: OWN_TEXT.nojs, status: "publicada" };
    const id = String(page.id);
    await run(editAction, navigation(`/admin/painel/editar/${id}`, { cookie, form: { ...edited, intent: "save" } }), undefined, { id });
    const redirect = { intent: "redirect", path: "/catalogo-2019.pdf", to: `${SITE}/motores` };
    const headers = { Referer: `${SITE}/admin/redirecionamentos` };
    expect(await toastOf(asResponse(await run(redirectsAction, navigation("/admin/redirecionamentos", { cookie, form: redirect, headers }))))).toMatchObject({
      title: "Redirecionamento salvo",
    });
    await run(deleteAction, navigation(`/admin/painel/excluir/${id}`, { cookie, form: { redirectTo: "" } }), undefined, { id });
    await run(logoutAction, navigation("/admin/logout", { cookie, form: {} }));

    expect(rows(conn)).toEqual([
      { email: ADMIN.email, action: "login.entrar", target: "e-mail e senha" },
      { email: "Intruso@Exemplo.com", action: "login.falhou", target: "e-mail e senha" },
      { email: ADMIN.email, action: "pagina.criar", target: "Portão basculante da oficina (/links-uteis/portao-basculante-da-oficina)" },
      { email: ADMIN.email, action: "pagina.editar", target: "Portão basculante da oficina nova (/links-uteis/portao-basculante-da-oficina)" },
      { email: ADMIN.email, action: "redirecionamento.salvar", target: "/catalogo-2019.pdf → /motores" },
      {
        email: ADMIN.email,
        action: "pagina.excluir",
        target: "Portão basculante da oficina nova (/links-uteis/portao-basculante-da-oficina) → página removida (410)",
      },
      { email: ADMIN.email, action: "login.sair", target: "" },
    ]);
  });

  it("a refused write records nothing, and a draft, its publication and a bulk delete are recorded per page", async () => {
    const { conn } = fresh();
    const cookie = await signInAdmin();
    conn.sqlite.prepare("DELETE FROM activity_log").run();
    // Invalid: empty content. Nothing is written, so nothing is recorded.
    await run(panelAction, navigation("/admin/painel", { cookie, form: { title: "Sem conteúdo", content: "" } }));
    await run(redirectsAction, navigation("/admin/redirecionamentos", { cookie, form: { intent: "redirect", path: "/velha", to: "https://evil.example/" } }));
    expect(rows(conn)).toEqual([]);

    await run(panelAction, navigation("/admin/painel", { cookie, form: { title: "Rascunho da garagem", content: OWN_TEXT.js, status: "rascunho" } }));
    const draft = findGeneratedPage("rascunho-da-garagem")!;
    await run(panelAction, navigation("/admin/painel", { cookie, form: { intent: "publish", ids: String(draft.id) } }));
    await run(bulkDeleteAction, navigation("/admin/painel/excluir-lote", { cookie, form: { ids: String(draft.id) } }));
    expect(rows(conn).map((r) => [r.action, r.target])).toEqual([
      ["pagina.criar", "Rascunho da garagem (/links-uteis/rascunho-da-garagem) (rascunho)"],
      ["pagina.publicar", "Rascunho da garagem (/links-uteis/rascunho-da-garagem)"],
      ["pagina.excluir", "Rascunho da garagem (/links-uteis/rascunho-da-garagem) → página removida (410)"],
    ]);
  });

  it("records the tools' pages, the legacy import, the 404 monitor, redirect deletion and lead marking", async () => {
    const { conn } = fresh();
    const cookie = await signInAdmin();
    conn.sqlite.prepare("DELETE FROM activity_log").run();
    const script = (path: string, body: string, type = "application/x-www-form-urlencoded") =>
      new Request(`${SITE}${path}`, { method: "POST", headers: { Cookie: cookie, Origin: SITE, Accept: "application/json", "Content-Type": type }, body });
    await run(batchPageAction, script("/admin/batch-creator/criar", "index=0"));
    await run(
      processTitleAction,
      script("/admin/local-generator/processar", new URLSearchParams({ title: "Motor deslizante em Cotia", index: "0" }).toString()),
    );
    await run(importAction, script("/admin/painel/importar", JSON.stringify({ pages: [{ title: "Página local", content: "<p>a</p>" }] }), "application/json"));
    conn.sqlite.prepare("INSERT INTO not_found_log (path, count) VALUES ('/wp-login.php', 9)").run();
    const monitor = (form: Record<string, string>) => run(redirectsAction, navigation("/admin/redirecionamentos", { cookie, form }));
    await monitor({ intent: "ignore", path: "/wp-login.php" });
    await monitor({ intent: "ignore", path: "/nunca-visto" }); // not in the log: nothing changes
    await monitor({ intent: "redirect", path: "/velha", to: "/motores" });
    await monitor({ intent: "delete", path: "/velha", confirmed: "1" });
    // A browser's WhatsApp click gets the reference code the admin marks.
    const click = parseContactClick("whatsapp", new URLSearchParams("de=/motores&local=destaque"))!;
    const { code } = clickStore.record({
      click,
      address: "10.0.0.1",
      userAgent: "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36",
      referrerHost: null,
      campaign: {},
      at: Date.now() - 60_000,
    });
    await run(leadsAction, navigation("/admin/leads", { cookie, form: { codigo: code!, resultado: "venda", valor: "" } }));

    expect(rows(conn).map((r) => [r.action, r.target])).toEqual([
      ["paginas.gerar", "Criador de Páginas em Lote: Instalação de Motor de Portão na Mooca (/links-uteis/instalacao-de-motor-de-portao-na-mooca)"],
      ["paginas.gerar", "Gerador de Conteúdo Local: Motor deslizante em Cotia (/links-uteis/motor-deslizante-em-cotia)"],
      ["paginas.importar", "Importação do navegador: 1 importadas, 0 já existiam, 0 com erro"],
      ["404.ignorar", "/wp-login.php"],
      ["redirecionamento.salvar", "/velha → /motores"],
      ["redirecionamento.excluir", "/velha"],
      ["lead.marcar", `${code}: Venda`],
    ]);
    expect(new Set(rows(conn).map((r) => r.email))).toEqual(new Set([ADMIN.email]));
  });

  it("lists newest first with pt-BR labels, 50 a page, and filters by action", async () => {
    const { conn } = fresh();
    const cookie = await signInAdmin();
    conn.sqlite.prepare("DELETE FROM activity_log").run();
    insertRows(conn, 120, (i) => T0 + i * 60_000);
    insertRows(conn, 3, (i) => T0 - DAY + i, "redirecionamento.excluir");

    const first = await list(cookie);
    expect(first.status).toBe(200);
    expect(first.data.pagination).toMatchObject({ page: 1, totalPages: 3, total: 123 });
    expect(first.data.entries).toHaveLength(ACTIVITY_PER_PAGE);
    expect(first.data.entries[0]).toMatchObject({
      email: ADMIN.email,
      action: "Página criada",
      target: "Página 119",
      at: new Date(T0 + 119 * 60_000).toISOString(),
    });
    const times = first.data.entries.map((e) => e.at);
    expect(times).toEqual([...times].sort().reverse());

    const third = await list(cookie, "?pagina=3");
    expect(third.data.entries.map((e) => e.target)).toEqual([...Array.from({ length: 20 }, (_, i) => `Página ${19 - i}`), "Página 2", "Página 1", "Página 0"]);
    expect(third.data.entries.at(-1)?.action).toBe("Redirecionamento excluído");

    const filtered = await list(cookie, "?acao=redirecionamento.excluir");
    expect(filtered.data.action).toBe("redirecionamento.excluir");
    expect(filtered.data.pagination.total).toBe(3);
    expect(new Set(filtered.data.entries.map((e) => e.action))).toEqual(new Set(["Redirecionamento excluído"]));
  });

  it("hostile query strings fall back to the first page and every action", async () => {
    const { conn } = fresh();
    const cookie = await signInAdmin();
    insertRows(conn, 60, (i) => T0 + i);
    for (const query of [
      "?pagina=-1",
      "?pagina=abc",
      "?pagina=1e3",
      "?pagina=0",
      "?pagina=%00",
      "?acao=x%27%20OR%201%3D1",
      "?acao=__proto__",
      "?acao=toString",
    ]) {
      const listed = await list(cookie, query);
      expect(listed.status, query).toBe(200);
      expect(listed.data.pagination.page, query).toBe(1);
      expect(listed.data.action, query).toBe("");
      expect(listed.data.pagination.total, query).toBe(61); // with the sign-in
    }
    // Past the end: the last page.
    expect((await list(cookie, "?pagina=999999")).data.pagination.page).toBe(2);
  });

  it("a failed sign-in stores the typed e-mail cut to 254 characters, without control characters", async () => {
    const { conn } = fresh();
    await signInAdmin();
    await failLogin(`${"a".repeat(10_000)}@exemplo.com`, "203.0.113.1");
    await failLogin("falso\u0000@exem\r\nplo.com\u202e", "203.0.113.2");
    recordActivity(ADMIN.email, "404.ignorar", `/${"x".repeat(10_000)}`);
    recordActivity(ADMIN.email, "404.ignorar", "/a\tb\u001b[31m\u0085c😀");
    const [long, controls, longTarget, controlTarget] = rows(conn).slice(1);
    expect(long).toMatchObject({ action: "login.falhou", email: "a".repeat(254) });
    expect(controls).toMatchObject({ action: "login.falhou", email: "falso @exem plo.com" });
    expect(longTarget.target).toHaveLength(300);
    expect(controlTarget.target).toBe("/a b [31m c😀");
  });

  it("a logging failure is logged and never blocks the admin", async () => {
    const { conn } = fresh();
    const cookie = await signInAdmin();
    conn.sqlite.prepare("DROP TABLE activity_log").run();
    const error = vi.spyOn(log, "error").mockImplementation(() => undefined);
    const saved = asResponse(
      await run(panelAction, navigation("/admin/painel", { cookie, form: { title: "Portão pivotante da chácara", content: OWN_TEXT.js } })),
    );
    expect(await toastOf(saved)).toMatchObject({ title: "Sucesso!" });
    expect(findGeneratedPage("portao-pivotante-da-chacara")).toBeDefined();
    expect(error).toHaveBeenCalledWith("[atividade] falha ao registrar pagina.criar", expect.any(Error));
    error.mockRestore();
  });

  it("without a session the page sends the visitor to the login", async () => {
    fresh();
    const res = asResponse(await run(activityLoader, navigation("/admin/atividade?pagina=2")));
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/admin/login?redirectTo=%2Fadmin%2Fatividade%3Fpagina%3D2");
  });

  it("housekeeping deletes rows older than 13 months", async () => {
    const { conn } = fresh();
    setClockForTests(() => T0);
    await signInAdmin();
    expect(HOUSEKEEPING.activityRetentionMonths).toBe(13);
    const thirteenMonthsAgo = Date.UTC(2025, 9, 20, 15, 0, 0);
    insertRows(conn, 1, () => thirteenMonthsAgo - 1);
    insertRows(conn, 1, () => thirteenMonthsAgo + 1);
    insertRows(conn, 1, () => T0 - 30 * DAY);
    runHousekeeping();
    expect(conn.sqlite.prepare("SELECT at, action FROM activity_log ORDER BY at").all()).toEqual([
      { at: thirteenMonthsAgo + 1, action: "pagina.criar" },
      { at: T0 - 30 * DAY, action: "pagina.criar" },
      { at: T0, action: "login.entrar" },
    ]);
  });

  it("housekeeping keeps at most LIMITS.activityRows.owner rows of the owner's actions, dropping the oldest", async () => {
    const { conn } = fresh();
    setClockForTests(() => T0);
    insertRows(conn, LIMITS.activityRows.owner + 7, (i) => T0 - DAY + i);
    runHousekeeping();
    expect((conn.sqlite.prepare("SELECT count(*) AS n FROM activity_log").get() as { n: number }).n).toBe(LIMITS.activityRows.owner);
    expect(conn.sqlite.prepare("SELECT target FROM activity_log ORDER BY id LIMIT 1").get()).toEqual({ target: "Página 7" });
  });

  it("10,000 failed sign-ins leave every owner action row; they keep only their own newest LIMITS.activityRows.failedSignIn", async () => {
    const { conn } = fresh();
    setClockForTests(() => T0);
    insertRows(conn, LIMITS.activityRows.owner, (i) => T0 - DAY + i);
    insertRows(conn, 3, (i) => T0 - DAY + i, "pedido.recebido");
    // Written by the app's own function; one transaction around them keeps the test quick.
    conn.sqlite.transaction(() => {
      for (let i = 0; i < 10_000; i++) recordActivity(`atacante${i}@exemplo.com`, "login.falhou");
    })();
    runHousekeeping();
    const byAction = conn.sqlite.prepare("SELECT action, count(*) AS n, min(email) AS first FROM activity_log GROUP BY action ORDER BY action").all();
    expect(byAction).toEqual([
      { action: "login.falhou", n: LIMITS.activityRows.failedSignIn, first: expect.stringMatching(/^atacante\d+@exemplo\.com$/) },
      { action: "pagina.criar", n: LIMITS.activityRows.owner, first: ADMIN.email },
      { action: "pedido.recebido", n: 3, first: ADMIN.email },
    ]);
    // The newest failures are the ones kept.
    const oldestFailure = conn.sqlite.prepare("SELECT email FROM activity_log WHERE action = 'login.falhou' ORDER BY id LIMIT 1").get();
    expect(oldestFailure).toEqual({ email: `atacante${10_000 - LIMITS.activityRows.failedSignIn}@exemplo.com` });
  });
});
