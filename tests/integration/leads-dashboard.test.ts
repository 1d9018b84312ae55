import { describe, expect, it } from "vitest";
import { setAdminPassword } from "~/server/auth/admin-accounts.server";
import { setClockForTests } from "~/server/infra/clock.server";
import { clickStore } from "~/server/leads/clicks.server";
import { LEADS_LIMITS } from "~/server/leads/limits";
import { countView, flushViews } from "~/server/leads/views.server";
import { parseContactClick } from "~/lib/leads/contact-click";
import { action as loginAction } from "~/routes/admin.login/route";
import { action as leadsAction, loader as leadsLoader } from "~/routes/admin.leads/route";
import { loader as exportLoader } from "~/routes/admin.leads_.exportar/route";
import { ADMIN, SITE, asResponse, cookieFrom, freshDatabasePerTest, navigation, run, toastOf } from "./auth-helpers";

const fresh = freshDatabasePerTest();
const NOW = Date.parse("2026-11-23T15:00:00-03:00");
const BROWSER = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36";

async function setUp() {
  fresh();
  setClockForTests(() => NOW);
  await setAdminPassword(ADMIN.email, ADMIN.password);
  const res = asResponse(await run(loginAction, navigation("/admin/login", { form: { email: ADMIN.email, password: ADMIN.password } })));
  for (let i = 0; i < 8; i++) countView("/cidades/guarulhos", `10.0.0.${i}`, BROWSER, NOW - 3600_000);
  flushViews();
  const click = parseContactClick("whatsapp", new URLSearchParams("de=/cidades/guarulhos&local=destaque"))!;
  const { code } = clickStore.record({ click, address: "10.0.0.1", userAgent: BROWSER, referrerHost: "www.google.com", campaign: {}, at: NOW - 600_000 });
  return { cookie: cookieFrom(res, "admin_session=")!, code: code! };
}

type Dashboard = Awaited<ReturnType<typeof leadsLoader>>;
const dashboard = async (cookie: string, query = "") =>
  (await run(leadsLoader, navigation(`/admin/leads${query}`, { cookie }))) as { status: number; data: Dashboard };
const mark = (cookie: string, form: Record<string, string>, query = "?periodo=7") =>
  run(leadsAction, navigation(`/admin/leads${query}`, { cookie, form, headers: { Referer: `${SITE}/admin/leads` } }));

describe("/admin/leads", () => {
  it("shows visits, clicks and conversion for the page, and the code found in a chat", async () => {
    const { cookie, code } = await setUp();
    const { data } = await dashboard(cookie, `?periodo=7&codigo=%23${code.toLowerCase()}`);
    expect(data.choice.range).toEqual({ from: "2026-11-17", to: "2026-11-23" });
    expect(data.totals).toMatchObject({ views: 8, clicks: 1, whatsapp: 1, conversion: 0.125 });
    const pages = data.tables.find((t) => t.id === "pagina")!;
    expect(pages.rows[0]).toMatchObject({ key: "/cidades/guarulhos", views: 8, clicks: 1, sales: 0 });
    expect(data.lookup).toMatchObject({ code, error: null, lead: { pagePath: "/cidades/guarulhos", referrerHost: "www.google.com" } });
  });

  it('a call\'s code, found by the day and hour of the call, marked as a sale counts in "Valor vendido"', async () => {
    const { cookie } = await setUp();
    const call = parseContactClick("telefone", new URLSearchParams("de=/motores/motor-ppa-home&local=barra-inferior"))!;
    // 23/11 at 13h40 in São Paulo.
    const at = Date.parse("2026-11-23T13:40:00-03:00");
    const { code } = clickStore.record({ click: call, address: "10.0.0.9", userAgent: BROWSER, referrerHost: null, campaign: {}, at });
    expect(code).toMatch(/^[2-9A-Z]{4}$/);
    const found = (await dashboard(cookie, "?periodo=7&ligacao_dia=23/11&ligacao_hora=13h")).data.calls;
    expect(found).toMatchObject({ error: null, calls: [{ code, pagePath: "/motores/motor-ppa-home", channel: "telefone" }] });
    // Out of the hour either side, it is not listed; a bad hour is said in pt-BR.
    expect((await dashboard(cookie, "?ligacao_dia=23/11&ligacao_hora=9h30")).data.calls!.calls).toEqual([]);
    expect((await dashboard(cookie, "?ligacao_dia=23/11&ligacao_hora=25h")).data.calls!.error).toMatch(/^Hora inválida/);
    expect(asResponse(await mark(cookie, { codigo: code!, resultado: "venda", valor: "1.200" })).status).toBe(303);
    const { data } = await dashboard(cookie, "?periodo=7");
    expect(data.totals).toMatchObject({ phone: 1, sales: 1, valueCents: 120_000 });
    expect(data.tables.find((t) => t.id === "pagina")!.rows.find((r) => r.key === "/motores/motor-ppa-home")).toMatchObject({ sales: 1, valueCents: 120_000 });
  });

  it("marks a lead as a sale with a value, and the page's row shows it", async () => {
    const { cookie, code } = await setUp();
    const res = asResponse(await mark(cookie, { codigo: code, resultado: "venda", valor: "1.899,90" }));
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe(`/admin/leads?periodo=7&codigo=${code}`);
    expect(await toastOf(res)).toMatchObject({ title: "Atendimento marcado" });
    const { data } = await dashboard(cookie, "?periodo=7");
    expect(data.tables.find((t) => t.id === "pagina")!.rows[0]).toMatchObject({ clicks: 1, sales: 1, valueCents: 189_990 });
    expect(data.recent[0]).toMatchObject({ code, outcomeLabel: "Venda" });
  });

  it("keeps a flood's clicks and views out of the figures and shows them apart, each click with its code", async () => {
    const { cookie, code } = await setUp();
    const flood = Array.from({ length: LEADS_LIMITS.maxClicksPerAddressPerDay + 25 }, (_, i) =>
      clickStore.record({
        click: parseContactClick("whatsapp", new URLSearchParams("de=/&local=flutuante"))!,
        address: "192.0.2.66",
        userAgent: `${BROWSER} robo/${i}`,
        referrerHost: null,
        campaign: {},
        at: NOW - 60_000,
      }),
    );
    for (let i = 0; i < LEADS_LIMITS.maxViewsPerAddressPerDay + 10; i++) countView("/", "192.0.2.66", `${BROWSER} robo/${i}`, NOW - 60_000);
    flushViews();
    const { data } = await dashboard(cookie, "?periodo=7");
    // The flood's budget counts as any address's; the rest is apart.
    expect(data.totals).toMatchObject({ views: 8 + LEADS_LIMITS.maxViewsPerAddressPerDay, clicks: 1 + LEADS_LIMITS.maxClicksPerAddressPerDay });
    expect(data.suspect).toEqual({ clicks: 25, whatsapp: 25, phone: 0, views: 10 });
    expect(data.suspects).toHaveLength(20);
    expect(data.suspects.every((l) => l.suspect && /^[2-9A-Z]{4}$/.test(l.code ?? ""))).toBe(true);
    expect(data.recent.every((l) => !l.suspect)).toBe(true);
    expect(data.recent.map((l) => l.code)).toContain(code);
    const suspectCode = flood.at(-1)!.code!;
    const { data: found } = await dashboard(cookie, `?periodo=7&codigo=${suspectCode}`);
    expect(found.lookup).toMatchObject({ code: suspectCode, lead: { suspect: true } });
  });

  it("refuses bad input with a pt-BR message and keeps what was typed", async () => {
    const { cookie, code } = await setUp();
    const cases: [Record<string, string>, number, RegExp][] = [
      [{ codigo: "K0", resultado: "venda", valor: "" }, 400, /Código inválido/],
      [{ codigo: code, resultado: "ganhou", valor: "" }, 400, /Escolha o resultado/],
      [{ codigo: code, resultado: "venda", valor: "mil reais" }, 400, /Valor inválido/],
      [{ codigo: "ZZZZ", resultado: "venda", valor: "10" }, 404, /Nenhum clique com o código ZZZZ/],
    ];
    for (const [form, status, message] of cases) {
      const result = (await mark(cookie, form)) as { status: number; data: { error: string; values: Record<string, string> } };
      expect(result.status).toBe(status);
      expect(result.data.error).toMatch(message);
      expect(result.data.values).toEqual({ code: form.codigo, outcome: form.resultado, value: form.valor });
    }
  });

  it("explains a bad custom period and shows the last 30 days instead", async () => {
    const { cookie } = await setUp();
    const { data } = await dashboard(cookie, "?periodo=personalizado&de=2026-11-30&ate=2026-11-01");
    expect(data.choice.error).toBe("A data inicial precisa ser anterior ou igual à final.");
    expect(data.choice.range).toEqual({ from: "2026-10-25", to: "2026-11-23" });
  });

  it("exports clicks and tables as CSV, and nothing without a session", async () => {
    const { cookie, code } = await setUp();
    const clicks = asResponse(await run(exportLoader, navigation("/admin/leads/exportar?tabela=cliques&de=2026-11-01&ate=2026-11-23", { cookie })));
    expect(clicks.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(clicks.headers.get("Content-Disposition")).toBe('attachment; filename="cliques-2026-11-01-a-2026-11-23.csv"');
    const text = await clicks.text();
    expect(text.split("\r\n")[1]).toContain(`;whatsapp;${code};/cidades/guarulhos;cidade;guarulhos;destaque;www.google.com;`);
    const bytes = new Uint8Array(
      await asResponse(await run(exportLoader, navigation("/admin/leads/exportar?tabela=local&de=2026-11-01&ate=2026-11-23", { cookie }))).arrayBuffer(),
    );
    // The byte-order mark tells Excel the file is UTF-8 (Response.text() would hide it).
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder("utf-8", { ignoreBOM: false }).decode(bytes)).toBe(
      "Local;Visitas;Cliques;WhatsApp;Telefone;Conversão;Vendas;Valor vendido (R$)\r\nguarulhos;8;1;1;0;0,125;0;0\r\n",
    );
    expect(asResponse(await run(exportLoader, navigation("/admin/leads/exportar?tabela=senhas&de=2026-11-01&ate=2026-11-23", { cookie }))).status).toBe(400);
    const anonymous = asResponse(await run(exportLoader, navigation("/admin/leads/exportar?tabela=cliques")));
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("Location")).toMatch(/^\/admin\/login/);
  });
});
