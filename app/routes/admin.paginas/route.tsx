import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { AdminHeader } from "~/components/admin/AdminNav";
import { SelectField } from "~/components/admin/ListControls";
import { card, inputClass, secondaryButton } from "~/components/admin/ui";
import { SITE_LIST_KIND_LABELS, type SiteListKind } from "~/lib/page-texts";
import { SITE_PAGES_ADMIN_PATH } from "~/lib/paths";
import { pageMeta } from "~/lib/seo";
import { requireAdmin } from "~/server/auth/auth.server";
import { listSitePages, type SitePageFilter } from "~/server/page-texts/site-pages.server";

/**
 * "Páginas do site" (decision 0040): every page of the site in one list, by kind and by place in
 * Google, with the stored reason in one line; each opens its editor. A lookup of stored rows.
 */
export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "Páginas do site | Motores PPA", description: "Textos de todas as páginas do site.", path: SITE_PAGES_ADMIN_PATH, noindex: true });

const STATUSES = [
  { value: "", label: "Todas" },
  { value: "no", label: "No Google" },
  { value: "fora", label: "Fora do Google" },
  { value: "rascunho", label: "Com rascunho" },
] as const;

const KIND_OPTIONS = [{ value: "", label: "Todos" }, ...Object.entries(SITE_LIST_KIND_LABELS).map(([value, label]) => ({ value, label }))];

/** Rows shown at once; the search and the filters narrow the rest. */
const SHOWN = 300;

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const params = new URL(request.url).searchParams;
  const kindParam = params.get("tipo") ?? "";
  const kind = Object.hasOwn(SITE_LIST_KIND_LABELS, kindParam) ? (kindParam as SiteListKind) : null;
  const status = STATUSES.find((s) => s.value === params.get("situacao"))?.value || null;
  const search = (params.get("busca") ?? "").slice(0, 100);
  const rows = listSitePages({ kind, status: status as SitePageFilter["status"], search });
  return { kind: kind ?? "", status: status ?? "", search, total: rows.length, rows: rows.slice(0, SHOWN) };
}

export default function SitePages() {
  const { kind, status, search, total, rows } = useLoaderData<typeof loader>();
  return (
    <section className="mx-auto max-w-6xl space-y-8 px-4 py-10">
      <AdminHeader title="Páginas do site" subtitle="Os textos de cada página, quem está no Google e por quê. Abra uma página para editar." />
      <Form method="get" className={`${card} flex flex-wrap items-end gap-3`}>
        <div>
          <label htmlFor="busca" className="block text-sm font-medium text-slate-700">
            Buscar
          </label>
          <input id="busca" name="busca" type="search" defaultValue={search} maxLength={100} className={inputClass} placeholder="Nome ou endereço" />
        </div>
        <SelectField id="tipo" name="tipo" label="Tipo" value={kind} options={KIND_OPTIONS} />
        <SelectField id="situacao" name="situacao" label="Situação" value={status} options={STATUSES} />
        <button type="submit" className={secondaryButton}>
          Filtrar
        </button>
      </Form>
      <p className="text-slate-700" role="status">
        {total === 0
          ? "Nenhuma página encontrada."
          : total > rows.length
            ? `${total} páginas; mostrando as ${rows.length} primeiras: use a busca.`
            : `${total} ${total === 1 ? "página" : "páginas"}.`}
      </p>
      <ul className="space-y-3" data-site-pages>
        {rows.map((row) => (
          <li key={row.path} className={`${card} flex flex-wrap items-start justify-between gap-3`} data-site-page={row.path}>
            <div className="min-w-0 flex-1">
              <p className="font-semibold text-brand-900">
                {row.name} <span className="text-sm font-normal text-slate-500">· {SITE_LIST_KIND_LABELS[row.kind]}</span>
              </p>
              <p className="text-sm break-all text-slate-600">{row.path}</p>
              <p className="mt-1 text-sm" data-verdict-line>
                <span className={row.indexable ? "font-semibold text-green-800" : "font-semibold text-amber-800"}>
                  {row.indexable === null ? "Sem avaliação" : row.indexable ? "No Google" : "Fora do Google"}
                </span>
                {row.draft && <span className="ml-2 rounded bg-slate-200 px-1.5 py-0.5 text-xs font-semibold text-slate-800">Rascunho</span>}
                {" · "}
                {row.line}
              </p>
            </div>
            <Link to={row.editHref} className={secondaryButton} aria-label={`Editar ${row.name}`}>
              Editar
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
