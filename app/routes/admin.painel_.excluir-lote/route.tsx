import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { confirmDeleteButton } from "~/components/admin/DeletePage";
import { card, secondaryButton } from "~/components/admin/ui";
import { adminToasts } from "~/lib/admin-toasts";
import { PANEL_PATH, usefulLinkPath } from "~/lib/paths";
import { pageMeta } from "~/lib/seo";
import { selectedPageIds } from "~/lib/forms/page-list-forms";
import { requireAdmin } from "~/server/auth/auth.server";
import { PAGES_PER_LIST_PAGE } from "~/server/generated-pages/list.server";
import { deleteGeneratedPages, findGeneratedPageById } from "~/server/generated-pages/store.server";
import { announcePaths } from "~/server/infra/indexnow.server";
import { logServerError } from "~/server/infra/log.server";
import { redirectWithToast } from "~/server/infra/toast.server";
import { recordActivity } from "~/server/admin/activity-log.server";
import { deletedPageTarget } from "~/lib/activity-actions";

/**
 * "Excluir selecionadas" of the panel's list (docs/product.md §6): GET ?ids=… shows the pages and asks
 * once (without JavaScript; with it the browser asks), POST deletes them all in one
 * transaction. Their addresses answer 410 Gone.
 */
export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "Excluir páginas | Motores PPA", description: "Confirmação de exclusão de páginas geradas.", noindex: true });

/** At most one list page's worth; anything that is not a page id is ignored. */
function selectedIds(values: FormDataEntryValue[] | string[]): number[] {
  return selectedPageIds(values, PAGES_PER_LIST_PAGE * 4);
}

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const pages = selectedIds(new URL(request.url).searchParams.getAll("ids")).flatMap((id) => {
    const page = findGeneratedPageById(id);
    return page ? [{ id: page.id, title: page.title, slug: page.slug }] : [];
  });
  if (pages.length === 0) throw await redirectWithToast(PANEL_PATH, adminToasts.nothingSelected(), { status: 302 });
  return { pages };
}

export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const ids = selectedIds((await request.formData()).getAll("ids"));
  if (ids.length === 0) return redirectWithToast(PANEL_PATH, adminToasts.nothingSelected());
  try {
    const deleted = deleteGeneratedPages(ids);
    if (deleted.length === 0) return redirectWithToast(PANEL_PATH, adminToasts.pageDeleteNotFound());
    for (const page of deleted) recordActivity(admin.email, "pagina.excluir", deletedPageTarget(page, null));
    announcePaths(deleted.map((page) => usefulLinkPath(page.slug)));
    return redirectWithToast(PANEL_PATH, adminToasts.pagesDeleted(deleted.length));
  } catch (error) {
    logServerError(error, request);
    return redirectWithToast(PANEL_PATH, adminToasts.pageDeleteFailed(ids.length));
  }
}

export default function ConfirmBulkDelete() {
  const { pages } = useLoaderData<typeof loader>();
  const n = pages.length;
  return (
    <section className="mx-auto max-w-xl px-4 py-12">
      <div className={card}>
        <h1 className="text-2xl font-bold text-brand-900">Excluir {n === 1 ? "1 página" : `${n} páginas`}</h1>
        <p className="mt-3 text-slate-700">Tem certeza? Esta ação não pode ser desfeita. Os endereços passam a responder “página removida” (HTTP 410).</p>
        <ul className="mt-4 max-h-72 list-disc space-y-1 overflow-y-auto pl-6 text-slate-800">
          {pages.map((p) => (
            <li key={p.id}>
              {p.title} <span className="text-sm text-slate-600">(/links-uteis/{p.slug})</span>
            </li>
          ))}
        </ul>
        <Form method="post" className="mt-6 flex flex-wrap gap-3">
          {pages.map((p) => (
            <input key={p.id} type="hidden" name="ids" value={p.id} />
          ))}
          <button type="submit" className={confirmDeleteButton}>
            Excluir {n === 1 ? "1 página" : `${n} páginas`}
          </button>
          <Link to={PANEL_PATH} className={secondaryButton}>
            Cancelar
          </Link>
        </Form>
      </div>
    </section>
  );
}
