import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { DeleteQuestion, RedirectTargetField, confirmDeleteButton, type DeleteRefused } from "~/components/admin/DeletePage";
import { card, secondaryButton } from "~/components/admin/ui";
import { adminToasts } from "~/lib/admin-toasts";
import { pageMeta } from "~/lib/seo";
import { parsePageId } from "~/lib/page-id";
import { readDeletePageForm } from "~/lib/forms/page-list-forms";
import { requireAdmin } from "~/server/auth/auth.server";
import { deletePageFor, redirectSuggestions } from "~/server/generated-pages/delete.server";
import { findGeneratedPageById } from "~/server/generated-pages/store.server";
import { redirectWithToast } from "~/server/infra/toast.server";
import { PANEL_PATH } from "~/lib/paths";

/**
 * "Deletar" without JavaScript (and "Excluir página" on the public page): GET shows this
 * confirmation, POST deletes. With JavaScript the panel shows the same form in a dialog posted
 * to this action (app/components/admin/DeletePage.tsx). The admin may choose where the old address sends its visitors
 * (301); left blank it answers 410 Gone, "página removida" (docs/product.md §6).
 */

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "Deletar página | Motores PPA", description: "Confirmação de exclusão de página gerada.", noindex: true });

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const id = parsePageId(params.id);
  const page = id ? findGeneratedPageById(id) : undefined;
  if (!page) throw await redirectWithToast(PANEL_PATH, adminToasts.pageDeleteNotFound(), { status: 302 });
  return { id: page.id, title: page.title, slug: page.slug, suggestions: redirectSuggestions(page.slug) };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const { redirectTo } = readDeletePageForm(await request.formData());
  const outcome = deletePageFor(request, admin.email, parsePageId(params.id), redirectTo);
  // A destination that is no page of the site: nothing deleted, the typed text comes back.
  if (typeof outcome === "object") return data<DeleteRefused>({ error: outcome.invalidTarget, redirectTo }, { status: 400 });
  const toasts = { deleted: adminToasts.pageDeleted, "not-found": adminToasts.pageDeleteNotFound, failed: adminToasts.pageDeleteFailed };
  return redirectWithToast(PANEL_PATH, toasts[outcome]());
}

export default function ConfirmDelete() {
  const page = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <section className="mx-auto max-w-xl px-4 py-12">
      <div className={card}>
        <h1 className="text-2xl font-bold text-brand-900">Deletar página</h1>
        <p className="mt-3 text-slate-700">
          <DeleteQuestion title={page.title} slug={page.slug} />
        </p>
        <Form method="post" className="mt-6 space-y-4">
          <RedirectTargetField suggestions={page.suggestions} error={result?.error} value={result?.redirectTo} />
          <div className="flex flex-wrap gap-3">
            <button type="submit" className={confirmDeleteButton}>
              Deletar
            </button>
            <Link to={PANEL_PATH} className={secondaryButton}>
              Cancelar
            </Link>
          </div>
        </Form>
      </div>
    </section>
  );
}
