import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { now } from "~/server/infra/clock.server";
import { useActionData, useLoaderData } from "@remix-run/react";
import { keepDataAfterPreview } from "~/lib/revalidation";
import { AdminHeader } from "~/components/admin/AdminNav";
import { PageEditor } from "~/components/admin/PageEditor";
import type { PageFormError } from "~/components/admin/PageForm";
import { adminToasts } from "~/lib/admin-toasts";
import { PANEL_PATH, editPagePath, usefulLinkPath } from "~/lib/paths";
import { pageMeta } from "~/lib/seo";
import { requireAdmin } from "~/server/auth/auth.server";
import { editorPreview, editorPreviewError, editorValuesOf, pageInputOf, readEditorForm } from "~/server/generated-pages/editor.server";
import { saveAfterCheck } from "~/server/generated-pages/save.server";
import { qualityJudge } from "~/server/generated-pages/judge.server";
import { findGeneratedPageById } from "~/server/generated-pages/store.server";
import { redirectWithToast } from "~/server/infra/toast.server";
import { parsePageId } from "~/lib/page-id";
import { PARKED_FORM_MESSAGE, takeParkedForm } from "~/server/admin/parked-forms.server";

/**
 * Edit a generated page (docs/product.md §6): every field, draft or published, with a preview (live with
 * JavaScript, "Pré-visualizar" without). A slug change of a page that was public leaves a 301.
 */

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "Editar página | Motores PPA", description: "Edição de página gerada.", noindex: true });

const dateTime = (d: Date | null) => (d ? d.toISOString() : null);

async function pageOrPanel(raw: string | undefined) {
  const id = parsePageId(raw);
  const page = id ? findGeneratedPageById(id) : undefined;
  if (!page) throw await redirectWithToast(PANEL_PATH, adminToasts.pageEditNotFound(), { status: 302 });
  return page;
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const page = await pageOrPanel(params.id);
  // What was typed before the session ended comes back instead of the stored fields (decision 0032).
  const parked = await takeParkedForm(request, editPagePath(page.id));
  const values = parked ? readEditorForm(parked.form) : editorValuesOf(page);
  return data(
    {
      id: page.id,
      now: now(),
      values,
      restored: parked ? PARKED_FORM_MESSAGE : null,
      saved: {
        path: usefulLinkPath(page.slug),
        draft: page.draft,
        createdAt: dateTime(page.createdAt),
        updatedAt: dateTime(page.updatedAt),
        publishedAt: dateTime(page.publishedAt),
      },
      quality: { indexable: page.indexable, ownWords: page.ownWords, similarity: page.similarity, similarTo: page.similarTo },
      // Scored on opening, so the owner sees what the page lacks before typing.
      preview: editorPreview(values, await qualityJudge(context), page.id),
    },
    { headers: parked ? { "Set-Cookie": parked.clearCookie } : undefined },
  );
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const page = await pageOrPanel(params.id);
  const form = await request.formData();
  const values = readEditorForm(form);
  if (form.get("intent") === "preview") {
    // An oversized body is answered before the judge is made: nothing of it is converted.
    const error = editorPreviewError(values);
    return data({ values, preview: editorPreview(values, error ? undefined : await qualityJudge(context), page.id), error });
  }
  const saved = await saveAfterCheck({ id: page.id, input: pageInputOf(values), by: admin.email }, () => qualityJudge(context));
  if (saved?.ok) {
    const toast = adminToasts.pageUpdated({
      draft: saved.page.draft,
      movedFrom: saved.movedFrom,
      newPath: usefulLinkPath(saved.page.slug),
      quality: saved.page,
    });
    return redirectWithToast(editPagePath(page.id), toast);
  }
  // Invalid input, or a database failure (rolled back): what was typed comes back either way.
  const error: PageFormError = saved ? { field: saved.field, message: saved.error } : { message: "Nada foi gravado; tente novamente em instantes." };
  return data({ values, preview: editorPreview(values), error }, { status: saved ? 400 : 503 });
}

export default function EditPage() {
  const loaded = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <section className="mx-auto max-w-7xl space-y-8 px-4 py-10">
      <AdminHeader title="Editar página" subtitle={loaded.values.title} />
      <PageEditor
        // A save that failed, or a preview without JavaScript, re-renders the fields with what was sent.
        key={result ? JSON.stringify(result.values) : `${loaded.saved.updatedAt}${loaded.restored ? "-restored" : ""}`}
        id={loaded.id}
        values={result?.values ?? loaded.values}
        preview={result?.preview ?? loaded.preview}
        error={result?.error ?? (loaded.restored ? { message: loaded.restored } : undefined)}
        saved={loaded.saved}
        quality={loaded.quality}
        now={loaded.now}
      />
    </section>
  );
}

export const shouldRevalidate = keepDataAfterPreview;
