import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { AdminHeader } from "~/components/admin/AdminNav";
import { LeadsChart } from "~/components/admin/leads/LeadsChart";
import { LeadLookup } from "~/components/admin/leads/LeadLookup";
import { CallSearch } from "~/components/admin/leads/CallSearch";
import { searchCalls } from "~/server/leads/call-search.server";
import { LeadsTable, percent } from "~/components/admin/leads/LeadsTable";
import { JobsByPage } from "~/components/admin/leads/JobsByPage";
import { jobsByLeadPage } from "~/server/leads/lead-code.server";
import { inputClass, primaryButton, card } from "~/components/admin/ui";
import { formatBRL } from "~/content/business";
import { leadsExportHref } from "~/lib/leads/admin-paths";
import { LEADS_PATH, PANEL_PATH } from "~/lib/paths";
import { PERIODS, readRange, readSort, sortRows } from "~/lib/leads/dashboard-query";
import { businessDay } from "~/lib/leads/opening-hours";
import { formatMoment } from "~/lib/pt-br-time";
import { parseReferenceCode } from "~/lib/leads/reference-code";
import { channelLabel } from "~/lib/leads/contact-click";
import { pageMeta } from "~/lib/seo";
import { requireAdmin } from "~/server/auth/auth.server";
import { now } from "~/server/infra/clock.server";
import { BAD_CODE } from "~/lib/forms/lead-mark-form";
import { markLeadFromForm } from "~/server/leads/mark-lead.server";
import { LOG_CALL_INTENT, readLogCallForm } from "~/lib/forms/log-call-form";
import { logCall } from "~/server/leads/log-call.server";
import { callPageOptions } from "~/server/leads/site-pages.server";
import { LogCall } from "~/components/admin/leads/LogCall";
import { findLead, listLeads, type LeadRow } from "~/server/leads/outcomes.server";
import { DIMENSION_LABELS, leadsReport, rangeMillis, type Dimension } from "~/server/leads/report.server";
import { redirectWithToast } from "~/server/infra/toast.server";
import { toast } from "~/lib/toast";
import { recordActivity } from "~/server/admin/activity-log.server";

/** Rows shown per table; the CSV has them all. */
const TABLE_ROWS = 50;
const RECENT_LEADS = 50;
const RECENT_SUSPECTS = 20;

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "Contatos e vendas | Motores PPA", description: "Cliques, visitas e vendas por página.", path: LEADS_PATH, noindex: true });

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const query = new URL(request.url).searchParams;
  const today = businessDay(new Date(now()));
  const choice = readRange(query, today);
  const sort = readSort(query);
  const report = leadsReport(choice.range);
  const codeInput = query.get("codigo") ?? "";
  const code = codeInput ? parseReferenceCode(codeInput) : null;
  const lookup = codeInput
    ? {
        input: codeInput,
        code,
        lead: code ? (findLead(code) ?? null) : null,
        error: code ? null : BAD_CODE,
      }
    : null;
  const [from, to] = rangeMillis(choice.range);
  return {
    choice,
    sort,
    totals: report.totals,
    days: report.days,
    tables: (Object.keys(DIMENSION_LABELS) as Dimension[]).map((d) => ({
      id: d,
      title: DIMENSION_LABELS[d],
      total: report.tables[d].length,
      rows: sortRows(report.tables[d], sort).slice(0, TABLE_ROWS),
    })),
    recent: listLeads(from, to, RECENT_LEADS),
    suspect: report.suspect,
    suspects: report.suspect.clicks > 0 ? listLeads(from, to, RECENT_SUSPECTS, "suspeitos") : [],
    lookup,
    calls: searchCalls(query, today),
    /** "Registrar ligação": the site's pages a caller may name, and today as the owner types it. */
    callPages: callPageOptions(),
    today: `${today.slice(8, 10)}/${today.slice(5, 7)}`,
    now: now(),
    jobsByPage: jobsByLeadPage(choice.range.from, choice.range.to),
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const form = await request.formData();
  if (form.get("intent") === LOG_CALL_INTENT) {
    const typed = readLogCallForm(form);
    const logged = typed.ok ? logCall(typed.value, now()) : typed;
    if (!logged.ok) return data({ logCall: { error: logged.error, values: typed.values } }, { status: 400 });
    recordActivity(admin.email, "lead.registrar", `${logged.code}: ligação de ${logged.pagePath}`);
    const back = new URL(request.url);
    back.searchParams.set("codigo", logged.code);
    return redirectWithToast(
      `${LEADS_PATH}${back.search}#lookup-heading`,
      toast("Ligação registrada", `Código ${logged.code}: marque o resultado quando souber.`),
    );
  }
  const result = markLeadFromForm(form, now());
  if (!result.ok) return data({ error: result.error, values: result.values }, { status: result.status });
  recordActivity(admin.email, "lead.marcar", `${result.code}: ${result.label}`);
  const back = new URL(request.url);
  // Marked from "A retomar" on the panel: back there.
  if (back.searchParams.get("voltar") === "painel") return redirectWithToast(PANEL_PATH, toast("Atendimento marcado", `${result.code}: ${result.label}.`));
  back.searchParams.set("codigo", result.code);
  return redirectWithToast(`${LEADS_PATH}${back.search}`, toast("Atendimento marcado", `${result.code}: ${result.label}.`));
}

export default function LeadsDashboard() {
  const {
    choice,
    sort,
    totals,
    days,
    tables,
    recent,
    suspect,
    suspects,
    lookup,
    calls,
    now: at,
    jobsByPage,
    callPages,
    today,
  } = useLoaderData<typeof loader>();
  const answered = useActionData<typeof action>();
  const logged = answered && "logCall" in answered ? answered.logCall : undefined;
  const actionData = answered && "logCall" in answered ? undefined : answered;
  const [params] = useSearchParams();
  const withParams = (changes: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(changes)) next.set(k, v);
    return `?${next}`;
  };
  const { from, to } = choice.range;
  return (
    <section className="mx-auto max-w-6xl px-4 py-10">
      <AdminHeader title="Contatos e vendas" subtitle="Quais páginas trazem cliques no WhatsApp e no telefone, e quais viram venda." />

      <Form method="get" className={`${card} mt-6 flex flex-wrap items-end gap-4`} aria-label="Período">
        <fieldset className="flex flex-wrap gap-3">
          <legend className="font-semibold text-brand-900">Período</legend>
          {PERIODS.map((p) => (
            <label key={p} className="flex items-center gap-1.5">
              <input type="radio" name="periodo" value={p} defaultChecked={choice.period === p} /> Últimos {p} dias
            </label>
          ))}
          <label className="flex items-center gap-1.5">
            <input type="radio" name="periodo" value="personalizado" defaultChecked={choice.period === "personalizado"} /> Personalizado:
          </label>
        </fieldset>
        <label className="text-sm">
          De
          <input type="date" name="de" defaultValue={params.get("de") ?? from} className={inputClass} />
        </label>
        <label className="text-sm">
          Até
          <input type="date" name="ate" defaultValue={params.get("ate") ?? to} className={inputClass} />
        </label>
        <button type="submit" className={primaryButton}>
          Aplicar
        </button>
        {choice.error && (
          <p role="alert" className="w-full text-red-700">
            {choice.error} Mostrando os últimos 30 dias.
          </p>
        )}
      </Form>

      <h2 className="mt-8 text-xl font-bold text-brand-900">
        De {from.split("-").reverse().join("/")} a {to.split("-").reverse().join("/")}
      </h2>
      <dl className="mt-4 grid grid-cols-2 gap-4 md:grid-cols-6">
        {[
          ["Visitas", totals.views.toLocaleString("pt-BR")],
          ["Visitantes (soma diária)", totals.visitors.toLocaleString("pt-BR")],
          ["Cliques", `${totals.clicks} (${totals.whatsapp} WhatsApp, ${totals.phone} tel.)`],
          ["Conversão", percent(totals.conversion)],
          ["Vendas", String(totals.sales)],
          ["Valor vendido", formatBRL(totals.valueCents)],
        ].map(([label, value]) => (
          <div key={label} className={card}>
            <dt className="text-sm text-slate-600">{label}</dt>
            <dd className="mt-1 text-xl font-bold text-brand-900">{value}</dd>
          </div>
        ))}
      </dl>
      {(suspect.clicks > 0 || suspect.views > 0) && <SuspectSummary suspect={suspect} />}

      <div className={`${card} mt-6`}>
        <LeadsChart days={days} />
      </div>

      <LeadLookup lookup={lookup} actionData={actionData} now={at} />
      <CallSearch search={calls} now={at} codeHref={(code) => `${withParams({ codigo: code })}#lookup-heading`} />
      <LogCall pages={callPages} today={today} refused={logged} />

      <section aria-labelledby="tables-heading" className="mt-8">
        <h2 id="tables-heading" className="text-xl font-bold text-brand-900">
          De onde vêm os contatos
        </h2>
        {tables.map((t) => (
          <LeadsTable
            key={t.id}
            id={`tabela-${t.id}`}
            title={t.title}
            rows={t.rows}
            total={t.total}
            sort={sort}
            sortHref={(column) => withParams({ ordem: column })}
            exportHref={leadsExportHref(t.id, choice.range)}
          />
        ))}
      </section>

      <JobsByPage rows={jobsByPage} />

      <section aria-labelledby="recent-heading" className="mt-10">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="recent-heading" className="text-xl font-bold text-brand-900">
            Últimos cliques
          </h2>
          <a href={leadsExportHref("cliques", choice.range)} className="text-sm font-semibold text-brand-700 hover:underline">
            Baixar os cliques contados do período (CSV)
          </a>
        </div>
        {recent.length === 0 ? (
          <p className="mt-2 text-slate-600">Nenhum clique no período.</p>
        ) : (
          <div className="mt-2 overflow-x-auto">
            <table className="w-full min-w-[40rem] text-left text-sm">
              <ClickTableHead more={["Botão", "Origem", "Resultado"]} />
              <tbody className="divide-y divide-slate-100">
                {recent.map((l) => (
                  <tr key={l.id}>
                    <td className="py-1.5 pr-3">{formatMoment(l.at, at)}</td>
                    <td className="pr-3">{channelLabel(l.channel)}</td>
                    <td className="pr-3 font-mono">{l.code ? <Link to={withParams({ codigo: l.code })}>{l.code}</Link> : "—"}</td>
                    <td className="max-w-xs truncate pr-3">{l.pagePath}</td>
                    <td className="pr-3">{l.placement}</td>
                    <td className="pr-3">{l.utmSource ?? l.referrerHost ?? "—"}</td>
                    <td>{l.outcomeLabel ?? "—"}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>

      {suspects.length > 0 && <SuspectList suspects={suspects} total={suspect.clicks} now={at} exportHref={leadsExportHref("suspeitos", choice.range)} />}
    </section>
  );
}

type Suspect = { clicks: number; whatsapp: number; phone: number; views: number };

/** What was kept out of the figures above (decision 0023), said plainly. */
function SuspectSummary({ suspect }: { suspect: Suspect }) {
  return (
    <aside aria-labelledby="suspect-heading" className="mt-4 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
      <h2 id="suspect-heading" className="font-semibold">
        Fora dos números: {suspect.clicks.toLocaleString("pt-BR")} {suspect.clicks === 1 ? "clique suspeito" : "cliques suspeitos"} (
        {suspect.whatsapp.toLocaleString("pt-BR")} WhatsApp, {suspect.phone.toLocaleString("pt-BR")} tel.) e {suspect.views.toLocaleString("pt-BR")}{" "}
        {suspect.views === 1 ? "visita suspeita" : "visitas suspeitas"}
      </h2>
      <p className="mt-1">
        Vieram de um mesmo endereço ou rede além do limite do dia, como acontece com robôs e cliques falsos. Não entram nas visitas, nos cliques nem na
        conversão acima; cada clique suspeito guarda o código do atendimento, e você pode procurá-lo abaixo.
      </p>
    </aside>
  );
}

function SuspectList({ suspects, total, now, exportHref }: { suspects: LeadRow[]; total: number; now: number; exportHref: string }) {
  return (
    <section aria-labelledby="suspects-heading" className="mt-10">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="suspects-heading" className="text-xl font-bold text-brand-900">
          Cliques suspeitos
        </h2>
        <a href={exportHref} className="text-sm font-semibold text-brand-700 hover:underline">
          Baixar os cliques suspeitos do período (CSV)
        </a>
      </div>
      <p className="mt-1 text-sm text-slate-600">
        {total > suspects.length
          ? `Os ${suspects.length} mais recentes de ${total.toLocaleString("pt-BR")}; o CSV de cliques suspeitos traz todos.`
          : "Todos os do período."}
      </p>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard (axe: scrollable-region-focusable) */}
      <div tabIndex={0} role="region" aria-label="Tabela de cliques suspeitos" className="mt-2 overflow-x-auto">
        <table className="w-full min-w-[32rem] text-left text-sm">
          <ClickTableHead />
          <tbody className="divide-y divide-slate-100">
            {suspects.map((l) => (
              <tr key={l.id}>
                <td className="py-1.5 pr-3">{formatMoment(l.at, now)}</td>
                <td className="pr-3">{channelLabel(l.channel)}</td>
                <td className="pr-3 font-mono">{l.code ?? "—"}</td>
                <td className="max-w-xs truncate">{l.pagePath}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** The head of a table of clicks: when, the channel, the code and the page, then the table's own columns. */
function ClickTableHead({ more = [] }: { more?: string[] }) {
  return (
    <thead className="border-b border-slate-300">
      <tr>
        {["Quando", "Canal", "Código", "Página", ...more].map((column) => (
          <th key={column} scope="col">
            {column}
          </th>
        ))}
      </tr>
    </thead>
  );
}
