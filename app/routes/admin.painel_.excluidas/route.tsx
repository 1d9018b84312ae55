import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { AdminHeader } from "~/components/admin/AdminNav";
import { card, primaryButton } from "~/components/admin/ui";
import { adminToasts } from "~/lib/admin-toasts";
import { LIMITS } from "~/lib/limits";
import { readRestorePageForm } from "~/lib/forms/page-list-forms";
import { editPagePath, usefulLinkPath } from "~/lib/paths";
import { formatMoment } from "~/lib/pt-br-time";
import { pageMeta } from "~/lib/seo";
import { requireAdmin } from "~/server/auth/auth.server";
import { keptUntil, listDeletedPages } from "~/server/generated-pages/deleted-store.server";
import { qualityJudge } from "~/server/generated-pages/judge.server";
import { restoreDeletedPage } from "~/server/generated-pages/restore.server";
import { now } from "~/server/infra/clock.server";
import { logServerError } from "~/server/infra/log.server";
import { redirectWithToast } from "~/server/infra/toast.server";

/**
 * "Páginas excluídas" (decision 0045): the generated pages deleted in the last
 * LIMITS.deletedPages.keepDays days, each with "Restaurar", which puts it back as it was and opens
 * its editor. A restore that cannot be done says why beside the page's button.
 */

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "Páginas excluídas | Motores PPA", description: "Páginas geradas excluídas que ainda podem ser restauradas.", noindex: true });

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const at = now();
  const pages = listDeletedPages().map((p) => ({
    id: p.id,
    title: p.title,
    path: usefulLinkPath(p.slug),
    draft: p.page.draft,
    deletedAt: p.deletedAt.getTime(),
    until: keptUntil(p.deletedAt).getTime(),
    redirectTo: p.redirectTo,
  }));
  return { pages, now: at };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const form = readRestorePageForm(await request.formData());
  if (!form.ok) return data({ id: null, error: form.error }, { status: 400 });
  const id = form.id;
  try {
    const restored = restoreDeletedPage(id, await qualityJudge(context), admin.email);
    if (!restored.ok) return data({ id, error: restored.error }, { status: 409 });
    return redirectWithToast(editPagePath(restored.page.id), adminToasts.pageRestored(restored.page, usefulLinkPath(restored.page.slug)));
  } catch (error) {
    logServerError(error, request);
    return data({ id, error: "Nada foi restaurado: o banco de dados recusou a gravação. Tente de novo em instantes." }, { status: 503 });
  }
}

export default function DeletedPages() {
  const { pages, now: at } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" ? navigation.formData?.get("id") : null;
  return (
    <section className="mx-auto max-w-4xl space-y-6 px-4 py-10">
      <AdminHeader
        title="Páginas excluídas"
        subtitle={`Páginas geradas excluídas nos últimos ${LIMITS.deletedPages.keepDays} dias. Restaurar traz a página de volta como estava, no mesmo endereço.`}
      />
      {result?.error && (
        // Above the list too: without JavaScript the answer opens at the top of the page.
        <p role={result.id === null ? "alert" : undefined} className="rounded-md border border-red-300 bg-red-50 p-3 text-red-800">
          {result.id === null ? (
            result.error
          ) : (
            <>
              Não foi possível restaurar.{" "}
              <a href={`#excluida-${result.id}`} className="font-semibold underline">
                Ver o motivo junto da página
              </a>
              .
            </>
          )}
        </p>
      )}
      {pages.length === 0 ? (
        <p className={card}>Nenhuma página excluída nos últimos {LIMITS.deletedPages.keepDays} dias.</p>
      ) : (
        <ul className="space-y-4">
          {pages.map((p) => (
            <li key={p.id} id={`excluida-${p.id}`} className={`${card} scroll-mt-4`}>
              <h2 className="break-words text-lg font-semibold text-brand-900">{p.title}</h2>
              <p className="mt-1 break-all text-sm text-slate-600">{p.path}</p>
              <dl className="mt-3 grid gap-1 text-sm text-slate-700 sm:grid-cols-2">
                <div>
                  <dt className="inline font-medium">Excluída: </dt>
                  <dd className="inline">{formatMoment(p.deletedAt, at)}</dd>
                </div>
                <div>
                  <dt className="inline font-medium">Pode ser restaurada até: </dt>
                  <dd className="inline">{formatMoment(p.until, at)}</dd>
                </div>
                <div className="sm:col-span-2">
                  <dt className="inline font-medium">O endereço hoje: </dt>
                  <dd className="inline break-all">{p.redirectTo ? `leva a ${p.redirectTo}` : "página removida (410)"}</dd>
                </div>
                <div className="sm:col-span-2">
                  <dt className="inline font-medium">Volta como: </dt>
                  <dd className="inline">{p.draft ? "rascunho (não pública)" : "página publicada"}</dd>
                </div>
              </dl>
              {result?.error && result.id === p.id && (
                <p role="alert" className="mt-3 rounded-md border border-red-300 bg-red-50 p-3 text-red-800">
                  {result.error}
                </p>
              )}
              <Form method="post" className="mt-4">
                <input type="hidden" name="id" value={p.id} />
                <button type="submit" className={primaryButton} disabled={busy === String(p.id)}>
                  {busy === String(p.id) ? "Restaurando…" : "Restaurar"}
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
