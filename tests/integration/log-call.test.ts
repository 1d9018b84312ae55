// "Registrar ligação" on /admin/leads (app/server/leads/log-call.server.ts): a call that came without
// the site's button, logged by the owner with the page the caller saw, becomes a lead with a code,
// is marked like any lead and counts in that page's sales. The clock is the project's.
import { describe, expect, it } from "vitest";
import { setClockForTests } from "~/server/infra/clock.server";
import { action as leadsAction, loader as leadsLoader } from "~/routes/admin.leads/route";
import { findLead } from "~/server/leads/outcomes.server";
import { leadsReport } from "~/server/leads/report.server";
import { listActivity } from "~/server/admin/activity-log.server";
import { BAD_PAGE } from "~/lib/forms/log-call-form";
import { SITE, asResponse, freshDatabasePerTest, navigation, run, signInAdmin, toastOf } from "./auth-helpers";

const fresh = freshDatabasePerTest();
/** Saturday 28/11 at 15h in São Paulo. */
const NOW = Date.parse("2026-11-28T15:00:00-03:00");

const post = (cookie: string, form: Record<string, string>) =>
  run(leadsAction, navigation("/admin/leads", { cookie, form, headers: { Referer: `${SITE}/admin/leads` } }));
const logCall = (cookie: string, fields: Record<string, string>) => post(cookie, { intent: "registrar-ligacao", ...fields });

describe("Registrar ligação", () => {
  it("logs a call with its page as a lead with a code, marked and counted in that page's sales", async () => {
    fresh();
    setClockForTests(() => NOW);
    const cookie = await signInAdmin();
    const logged = asResponse(await logCall(cookie, { pagina: "/motores/motor-ppa-home", dia: "28/11", hora: "13h30" }));
    const code = /codigo=([A-Z0-9]{4})/.exec(logged.headers.get("Location") ?? "")?.[1];
    expect(code, logged.headers.get("Location") ?? "").toBeDefined();
    expect(await toastOf(logged)).toMatchObject({ title: "Ligação registrada" });
    const lead = findLead(code!)!;
    expect(lead).toMatchObject({
      channel: "telefone",
      pagePath: "/motores/motor-ppa-home",
      placement: "registrada",
      at: Date.parse("2026-11-28T13:30:00-03:00"),
    });
    expect(listActivity({ action: "lead.registrar", page: 1 }).items.some((a) => a.target.startsWith(code!))).toBe(true);

    // Marked as a sale like any lead: the page's sales and value count it.
    const marked = asResponse(await post(cookie, { codigo: code!, resultado: "venda", valor: "1.249,00" }));
    expect(marked.status).toBe(303);
    const page = leadsReport({ from: "2026-11-28", to: "2026-11-28" }).tables.pagina.find((r) => r.key === "/motores/motor-ppa-home");
    expect(page).toMatchObject({ phone: 1, sales: 1, valueCents: 124_900 });

    // A caller who does not know the page: a row of its own.
    const unknown = asResponse(await logCall(cookie, { pagina: "", dia: "28/11", hora: "" }));
    const other = /codigo=([A-Z0-9]{4})/.exec(unknown.headers.get("Location") ?? "")![1];
    expect(findLead(other)).toMatchObject({ pagePath: "(página não informada)", at: NOW });
    // The dashboard offers the site's pages, posts left out.
    const dashboard = (await run(leadsLoader, navigation("/admin/leads", { cookie }))) as { data: { callPages: string[] } };
    expect(dashboard.data.callPages).toContain("/motores/motor-ppa-home");
    expect(dashboard.data.callPages.some((p) => p.startsWith("/postagens/"))).toBe(false);
  });

  it("refuses what is not a call the site can count, says why and keeps what was typed", async () => {
    fresh();
    setClockForTests(() => NOW);
    const cookie = await signInAdmin();
    const cases: [Record<string, string>, string | RegExp][] = [
      [{ pagina: "/pagina-que-nao-existe", dia: "28/11", hora: "" }, BAD_PAGE],
      [{ pagina: "/motores", dia: "28/11", hora: "18h" }, /não pode estar no futuro/],
      [{ pagina: "/motores", dia: "31/02", hora: "" }, /Dia inválido/],
      [{ pagina: "/motores", dia: "28/11", hora: "meio-dia" }, /Hora inválida/],
      [{ pagina: "/motores", dia: "", hora: "" }, /Informe o dia/],
      [{ pagina: `/${"x".repeat(10_000)}`, dia: "28/11", hora: "" }, BAD_PAGE],
      [{ pagina: "/motores\u0000<script>", dia: "28/11", hora: "" }, BAD_PAGE],
      [{ pagina: "/motores", dia: "28/11/2023", hora: "" }, /não são guardadas/],
    ];
    for (const [fields, message] of cases) {
      const refused = (await logCall(cookie, fields)) as { status: number; data: { logCall: { error: string; values: { page: string; day: string } } } };
      expect(refused.status, JSON.stringify(fields).slice(0, 80)).toBe(400);
      expect(refused.data.logCall.error).toMatch(message);
      expect(refused.data.logCall.values.day).toBe(fields.dia);
    }
    expect(leadsReport({ from: "2026-11-01", to: "2026-11-30" }).totals.clicks).toBe(0);
  });
});
