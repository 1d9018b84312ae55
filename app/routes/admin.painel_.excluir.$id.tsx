import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { card, secondaryButton } from "~/components/admin/ui";
import { adminToasts } from "~/lib/admin-toasts";
import { pageMeta } from "~/lib/seo";
import { requireAdmin } from "~/server/auth/auth.server";
import { deletePageFor } from "~/server/admin/delete-page.server";
import { findGeneratedPageById } from "~/server/data/generated-page-store.server";
import { redirectWithToast } from "~/server/infra/toast.server";
import { PANEL_PATH } from "~/lib/paths";

/** "Deletar" without JavaScript: GET shows this confirmation, POST deletes. */

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "Deletar página | Motores PPA", description: "Confirmação de exclusão de página gerada.", noindex: true });

function pageId(raw: string | undefined): number | null {
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const id = pageId(params.id);
  const page = id ? findGeneratedPageById(id) : undefined;
  if (!page) throw await redirectWithToast(PANEL_PATH, adminToasts.pageDeleteNotFound(), { status: 302 });
  return { id: page.id, title: page.title, slug: page.slug };
}

export async function action({ request, params }: ActionFunctionArgs) {
  await requireAdmin(request);
  const outcome = deletePageFor(request, pageId(params.id));
  const toasts = { deleted: adminToasts.pageDeleted, "not-found": adminToasts.pageDeleteNotFound, failed: adminToasts.pageDeleteFailed };
  return redirectWithToast(PANEL_PATH, toasts[outcome]());
}

export default function ConfirmDelete() {
  const page = useLoaderData<typeof loader>();
  return (
    <section className="mx-auto max-w-xl px-4 py-12">
      <div className={card}>
        <h1 className="text-2xl font-bold text-brand-900">Deletar página</h1>
        <p className="mt-3 text-slate-700">
          Tem certeza que deseja deletar a página <strong>“{page.title}”</strong> (/links-uteis/{page.slug})? Esta ação não pode ser desfeita.
        </p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Form method="post">
            <button
              type="submit"
              className="rounded-md bg-red-700 px-5 py-2.5 font-semibold text-white hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-600"
            >
              Deletar
            </button>
          </Form>
          <Link to={PANEL_PATH} className={secondaryButton}>
            Cancelar
          </Link>
        </div>
      </div>
    </section>
  );
}
