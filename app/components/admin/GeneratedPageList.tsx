import { Form, Link } from "@remix-run/react";
import { formatMoment } from "~/lib/pt-br-time";
import type { Pagination } from "~/lib/pagination";
import type { QualityFields } from "~/lib/page-quality";
import { BULK_DELETE_PATH, PANEL_PATH, editPagePath, usefulLinkPath } from "~/lib/paths";
import { ListPager } from "~/components/ui/ListPager";
import { SelectField } from "./ListControls";
import { DeletePageButton, type RedirectSuggestion } from "./DeletePage";
import { QualityNote } from "./QualityNote";
import { card, dangerButton, inputClass, secondaryButton } from "./ui";

export type PageListItem = {
  id: number;
  title: string;
  slug: string;
  createdAt: string;
  draft: boolean;
  quality: QualityFields;
  /** For a page out of the index: what would give it substance and is still missing. */
  missing?: string[];
};
export type PageListQuery = { q: string; order: string; status: string };
export type PageListOptions = { orders: { value: string; label: string }[]; statuses: { value: string; label: string }[] };

const smallButton =
  "inline-flex items-center justify-center rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";
const ANCHOR = "paginas-geradas";
const BULK_FORM = "excluir-selecionadas";

function listHref(query: PageListQuery, page: number): string {
  const params = new URLSearchParams();
  if (query.q) params.set("busca", query.q);
  if (query.order !== "recentes") params.set("ordem", query.order);
  if (query.status !== "todas") params.set("situacao", query.status);
  if (page > 1) params.set("pagina", String(page));
  const search = params.toString();
  return `${PANEL_PATH}${search ? `?${search}` : ""}#${ANCHOR}`;
}

/**
 * The generated pages, 25 a page (docs/product.md §6): search by title or slug, order, status filter
 * and pages in the URL (works without JavaScript); each page with its status, public link and
 * "Deletar" (a dialog with JavaScript, the confirmation page without, DeletePage.tsx); "Excluir
 * selecionadas" and "Selecionar todas" open the bulk confirmation page, which lists the pages.
 */
export function GeneratedPageList({
  items,
  pagination: p,
  all,
  query,
  options,
  deleteSuggestions,
  now,
}: {
  items: PageListItem[];
  pagination: Pagination;
  all: number;
  query: PageListQuery;
  options: PageListOptions;
  deleteSuggestions: RedirectSuggestion[];
  /** The loader's clock (app/lib/pt-br-time.ts). */
  now: number;
}) {
  const filtered = Boolean(query.q) || query.status !== "todas";
  return (
    <section id={ANCHOR} aria-labelledby="pages-heading" className={`${card} scroll-mt-6`}>
      <h2 id="pages-heading" className="text-xl font-bold text-brand-900">
        Páginas geradas <span className="text-slate-600">({all})</span>
      </h2>

      <Form method="get" action={`${PANEL_PATH}#${ANCHOR}`} role="search" aria-label="Buscar páginas geradas" className="mt-4 flex flex-wrap items-end gap-3">
        <div className="min-w-48 flex-1">
          <label htmlFor="busca-paginas" className="block text-sm font-medium text-slate-700">
            Buscar por título ou endereço
          </label>
          <input id="busca-paginas" name="busca" type="search" defaultValue={query.q} maxLength={100} className={inputClass} key={query.q} />
        </div>
        <SelectField id="ordem-paginas" name="ordem" label="Ordem" value={query.order} options={options.orders} />
        <SelectField id="situacao-paginas" name="situacao" label="Situação" value={query.status} options={options.statuses} />
        <button type="submit" className={secondaryButton}>
          Filtrar
        </button>
      </Form>

      {items.length === 0 ? (
        <p className="mt-4 text-slate-600">{filtered ? `Nenhuma página encontrada${query.q ? ` para “${query.q}”` : ""}.` : "Nenhuma página gerada ainda."}</p>
      ) : (
        <>
          <p className="mt-4 text-sm text-slate-600" role="status">
            {p.total === 1 ? "1 página" : `Páginas ${p.from} a ${p.to} de ${p.total}`}
          </p>
          {/* One way to delete (docs/product.md §9): with or without JavaScript the selection opens
              the confirmation page, which lists the pages and can send their addresses on. */}
          <Form id={BULK_FORM} method="get" action={BULK_DELETE_PATH} className="mt-3 flex flex-wrap items-center gap-3">
            <button type="submit" className={dangerButton}>
              Excluir selecionadas
            </button>
            <Link to={`${BULK_DELETE_PATH}?${items.map((page) => `ids=${page.id}`).join("&")}`} className="text-sm font-semibold text-red-800 underline">
              Selecionar todas ({items.length}) e excluir
            </Link>
          </Form>
          <ul className="mt-3 divide-y divide-slate-200">
            {items.map((page) => (
              <li key={page.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div className="flex min-w-0 items-start gap-3">
                  <input
                    type="checkbox"
                    name="ids"
                    value={page.id}
                    form={BULK_FORM}
                    aria-label={`Selecionar ${page.title}`}
                    className="mt-1.5 h-4 w-4 shrink-0"
                  />
                  <div className="min-w-0">
                    <Link to={usefulLinkPath(page.slug)} className="font-medium text-brand-700 hover:underline">
                      {page.title}
                    </Link>
                    <p className="text-sm text-slate-600">
                      /links-uteis/{page.slug} · {formatMoment(Date.parse(page.createdAt), now)}
                    </p>
                    {page.draft ? (
                      <p className="text-sm">
                        <span className="mr-2 inline-block rounded border border-slate-300 bg-slate-100 px-1.5 py-0.5 text-xs font-semibold text-slate-800">
                          Rascunho
                        </span>
                        <span className="text-slate-600">não aparece no site</span>
                      </p>
                    ) : (
                      <QualityNote quality={page.quality} compact />
                    )}
                    {!page.quality.indexable && page.missing && page.missing.length > 0 && (
                      <div className="mt-1 text-sm text-amber-950">
                        <p className="font-semibold">Para entrar no índice, acrescente com suas palavras:</p>
                        <ul className="list-disc pl-5">
                          {page.missing.map((hint) => (
                            <li key={hint}>{hint}</li>
                          ))}
                        </ul>
                        <Link to={editPagePath(page.id)} className="font-semibold text-brand-700 underline" aria-label={`Editar e publicar ${page.title}`}>
                          Editar e publicar
                        </Link>
                      </div>
                    )}
                  </div>
                </div>
                <div className="flex flex-wrap items-center gap-2">
                  {page.draft && (
                    <Form method="post" action={PANEL_PATH}>
                      <input type="hidden" name="intent" value="publish" />
                      <input type="hidden" name="ids" value={page.id} />
                      <button type="submit" className={smallButton} aria-label={`Publicar ${page.title}`}>
                        Publicar
                      </button>
                    </Form>
                  )}
                  <Link to={editPagePath(page.id)} className={smallButton} aria-label={`Editar ${page.title}`}>
                    Editar
                  </Link>
                  <DeletePageButton page={page} suggestions={deleteSuggestions} />
                </div>
              </li>
            ))}
          </ul>
          <ListPager pagination={p} href={(page) => listHref(query, page)} label="Páginas da lista" />
        </>
      )}
    </section>
  );
}
