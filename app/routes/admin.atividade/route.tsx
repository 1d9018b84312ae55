import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { now } from "~/server/infra/clock.server";
import { formatMoment } from "~/lib/pt-br-time";
import { Form, useLoaderData } from "@remix-run/react";
import { AdminHeader } from "~/components/admin/AdminNav";
import { ListPager } from "~/components/ui/ListPager";
import { SelectField } from "~/components/admin/ListControls";
import { card, secondaryButton } from "~/components/admin/ui";
import { ACTIVITY_ACTIONS, activityLabel } from "~/lib/activity-actions";
import { ACTIVITY_PATH } from "~/lib/paths";
import { pageMeta } from "~/lib/seo";
import { requireAdmin } from "~/server/auth/auth.server";
import { ACTIVITY_RETENTION_MONTHS, listActivity, parseActivityQuery } from "~/server/admin/activity-log.server";
import { AdminTable } from "~/components/admin/AdminTable";

/**
 * The admin activity log (docs/product.md §6.8): who did what and when, newest first, 50 a page,
 * filtered by action; the filter and the page are in the URL, so it works without JavaScript.
 */
export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Registro de atividade | Motores PPA",
    description: "Ações feitas no painel administrativo.",
    path: ACTIVITY_PATH,
    noindex: true,
  });

const ACTION_OPTIONS = [{ value: "", label: "Todas as ações" }, ...Object.entries(ACTIVITY_ACTIONS).map(([value, label]) => ({ value, label }))];

function activityHref(action: string, page: number): string {
  const params = new URLSearchParams();
  if (action) params.set("acao", action);
  if (page > 1) params.set("pagina", String(page));
  const search = params.toString();
  return `${ACTIVITY_PATH}${search ? `?${search}` : ""}`;
}

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const query = parseActivityQuery(new URL(request.url).searchParams);
  const { items, pagination } = listActivity(query);
  return {
    entries: items.map((e) => ({ id: e.id, at: e.at.toISOString(), email: e.email, action: activityLabel(e.action), target: e.target })),
    pagination,
    action: query.action ?? "",
    retentionMonths: ACTIVITY_RETENTION_MONTHS,
    now: now(),
  };
}

export default function ActivityLog() {
  const { entries, pagination: p, action, retentionMonths, now: at } = useLoaderData<typeof loader>();
  return (
    <section className="mx-auto max-w-6xl space-y-8 px-4 py-10">
      <AdminHeader
        title="Registro de atividade"
        subtitle={`O que foi feito no painel, do mais recente ao mais antigo. Cada registro é guardado por ${retentionMonths} meses.`}
      />
      <section aria-labelledby="activity-heading" className={card}>
        <h2 id="activity-heading" className="text-xl font-bold text-brand-900">
          Ações registradas
        </h2>
        <Form method="get" action={ACTIVITY_PATH} className="mt-4 flex flex-wrap items-end gap-3">
          <SelectField id="acao" name="acao" label="Ação" value={action} options={ACTION_OPTIONS} />
          <button type="submit" className={secondaryButton}>
            Filtrar
          </button>
        </Form>
        {entries.length === 0 ? (
          <p className="mt-4 text-slate-600">{action ? "Nenhuma ação deste tipo registrada." : "Nenhuma ação registrada ainda."}</p>
        ) : (
          <>
            <p className="mt-4 text-sm text-slate-600">{p.total === 1 ? "1 registro" : `Registros ${p.from} a ${p.to} de ${p.total}`}</p>
            <div className="mt-3 overflow-x-auto">
              <AdminTable caption="Ações registradas, da mais recente à mais antiga" columns={["Data/hora", "E-mail", "Ação", "Alvo"]}>
                {entries.map((e) => (
                  <tr key={e.id}>
                    <td className="py-2 pr-3 whitespace-nowrap">{formatMoment(Date.parse(e.at), at)}</td>
                    <td className="py-2 pr-3 break-all">{e.email || "—"}</td>
                    <td className="py-2 pr-3">{e.action}</td>
                    <td className="py-2 wrap-anywhere">{e.target}</td>
                  </tr>
                ))}
              </AdminTable>
            </div>
            <ListPager pagination={p} href={(page) => activityHref(action, page)} label="Páginas do registro" />
          </>
        )}
      </section>
    </section>
  );
}
