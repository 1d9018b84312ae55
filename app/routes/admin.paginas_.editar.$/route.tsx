import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { now } from "~/server/infra/clock.server";
import { formatMoment } from "~/lib/pt-br-time";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { AdminHeader, AdminLink } from "~/components/admin/AdminNav";
import { RestoredNotice } from "~/components/admin/RestoredNotice";
import { PageTextEditor } from "~/components/admin/site-pages/PageTextEditor";
import { PageTextHistory } from "~/components/admin/site-pages/PageTextHistory";
import { card, secondaryButton } from "~/components/admin/ui";
import { readPageTextForm } from "~/lib/page-text-form";
import { automaticParts } from "~/lib/legal";
import { problemAutomaticParts } from "~/lib/problem-safety";
import { serviceAutomaticParts } from "~/pages/service-page";
import { diagnosisAutomaticParts } from "~/pages/diagnosis-tree.server";
import { SITE_PAGES_ADMIN_PATH, sitePageEditorPath } from "~/lib/paths";
import { pageMeta } from "~/lib/seo";
import { toast } from "~/lib/toast";
import { PARKED_FORM_MESSAGE, takeParkedForm } from "~/server/admin/parked-forms.server";
import { requireAdmin } from "~/server/auth/auth.server";
import { redirectWithToast } from "~/server/infra/toast.server";
import { comparisonOf, defaultQuestions, editorValues, handleEditorPost, historyOf, shownFields, valuesOfTyped } from "~/server/page-texts/editor.server";
import { isEditableSitePage, sitePageName } from "~/server/page-texts/site-pages.server";
import { getPageTextRow } from "~/server/page-texts/store.server";
import { UNSERVED_LINE, unservedPlacePaths } from "~/server/places/served-places.server";
import { getPageVerdict } from "~/server/verdicts/page-verdicts.server";
import { TEMPLATES, isTemplatePath, templateNote } from "~/lib/page-templates";
import { listingAutomaticParts } from "~/lib/listing-texts";
import { listingSlotValues } from "~/server/page-texts/listing-slots.server";
import { getEnv } from "~/server/infra/env.server";
import { warmQualityJudge } from "~/server/generated-pages/judge.server";

/**
 * One page's texts in "Páginas do site" (decision 0040): the editor, the page's place in Google
 * with the stored reason and shared sentences, and its history. The page's path follows the
 * editor's path ("/admin/paginas/editar/motores/motor-ppa-home"; the home has none).
 */
export const meta: MetaFunction<typeof loader> = ({ matches, data }) =>
  pageMeta(matches, { title: `Editar: ${data?.name ?? "página"} | Motores PPA`, description: "Textos de uma página do site.", noindex: true });

async function pageOf(params: LoaderFunctionArgs["params"]): Promise<string> {
  const path = `/${params["*"] ?? ""}`.replace(/\/+$/, "") || "/";
  if (!isEditableSitePage(path))
    throw await redirectWithToast(SITE_PAGES_ADMIN_PATH, toast("Erro", "Página não encontrada entre as páginas do site.", "destructive"), { status: 302 });
  return path;
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const path = await pageOf(params);
  // The site's pages are read for the judge while the owner types, so the publish does not wait for them.
  warmQualityJudge(context);
  const row = getPageTextRow(path);
  const shown = await shownFields(path, context.renderPage);
  // What was typed before the session ended comes back instead of the stored texts (decision 0032).
  const parked = await takeParkedForm(request, new URL(request.url).pathname);
  const restoredForm = parked ? readPageTextForm(parked.form, { shown, stored: row.draft ?? row.published, defaultQuestions: defaultQuestions(path) }) : null;
  const values = restoredForm ? valuesOfTyped(restoredForm.ok ? restoredForm.fields : restoredForm.typed, path) : editorValues(row, shown);
  const versionParam = Number(new URL(request.url).searchParams.get("versao"));
  const verdict = getPageVerdict(path);
  // A page template is shown at an address it answers, and says what it is instead of a verdict (app/lib/page-templates.ts).
  const template = isTemplatePath(path) ? { example: TEMPLATES[path].example, names: TEMPLATES[path].exampleNames, note: templateNote(path) } : null;
  const shownPath = template?.example ?? path;
  return data(
    {
      path,
      name: sitePageName(path),
      url: `${getEnv().SITE_URL}${shownPath === "/" ? "" : shownPath}`,
      shownPath,
      template,
      editorPath: sitePageEditorPath(path),
      version: parked ? Number(parked.form.get("version")) || row.version : row.version,
      hasDraft: row.draft !== null,
      seeded: row.seeded,
      /** What the page's template adds by itself around the stored text, when it says so (the legal, problem, service and diagnosis pages). */
      automatic:
        template?.note.slots ??
        automaticParts(path) ??
        problemAutomaticParts(path) ??
        serviceAutomaticParts(path) ??
        diagnosisAutomaticParts(path) ??
        listingAutomaticParts(path),
      /** A hub's counts and lists as its page fills them now, for the search-result preview (app/lib/listing-texts.ts). */
      slots: listingSlotValues(path),
      values,
      restored: parked ? PARKED_FORM_MESSAGE : null,
      verdict: verdict && {
        // A place outside the owner's list of served cities is out of Google for that reason (app/lib/places/served.ts).
        ...(unservedPlacePaths().has(path) ? { indexable: false, line: UNSERVED_LINE } : { indexable: verdict.indexable, line: verdict.line }),
        mostSimilarPath: verdict.mostSimilarPath,
        sharedSentences: verdict.sharedSentences,
        decidedAt: verdict.decidedAt.toISOString(),
      },
      history: historyOf(path),
      now: now(),
      comparison: Number.isInteger(versionParam) && versionParam > 0 ? comparisonOf(row, versionParam) : null,
    },
    { headers: parked ? { "Set-Cookie": parked.clearCookie } : undefined },
  );
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const path = await pageOf(params);
  const outcome = await handleEditorPost({ path, form: await request.formData(), by: admin.email, render: context.renderPage });
  if (outcome.kind === "saved") throw await redirectWithToast(sitePageEditorPath(path), toast("Página salva", outcome.message));
  if (outcome.kind === "preview") return { values: outcome.values, bodyPreview: outcome.bodyPreview, errors: undefined, message: null, version: undefined };
  return data(
    { values: outcome.values, bodyPreview: null, errors: outcome.errors, message: outcome.message ?? null, version: outcome.version },
    { status: outcome.status },
  );
}

export default function SitePageEditor() {
  const loaded = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  const values = posted?.values ?? loaded.values;
  const version = posted?.version ?? loaded.version;
  const { verdict } = loaded;
  return (
    <section className="mx-auto max-w-4xl space-y-8 px-4 py-10">
      <AdminHeader title={loaded.name} subtitle={loaded.path}>
        <AdminLink to={SITE_PAGES_ADMIN_PATH}>Páginas do site</AdminLink>
      </AdminHeader>
      {loaded.restored && <RestoredNotice message={loaded.restored} />}
      <section aria-labelledby="google-titulo" className={`${card} space-y-2`} data-page-verdict>
        <h2 id="google-titulo" className="text-xl font-bold text-brand-900">
          {loaded.template ? "Modelo de página" : verdict ? (verdict.indexable ? "No Google" : "Fora do Google: por quê?") : "Sem avaliação"}
        </h2>
        <p className="text-slate-700">
          {loaded.template
            ? loaded.template.note.google
            : verdict
              ? verdict.line
              : "Esta página não concorre a uma vaga no Google (busca, listas ou formulários)."}
        </p>
        {verdict && (
          <p className="text-sm text-slate-500">
            Avaliada em {formatMoment(Date.parse(verdict.decidedAt), loaded.now)}. A avaliação é refeita quando a página é publicada.
          </p>
        )}
        {verdict && verdict.sharedSentences.length > 0 && (
          <details className="mt-2" open={!verdict.indexable}>
            <summary className="cursor-pointer font-semibold text-brand-800">
              Frases iguais às de {verdict.mostSimilarPath ? <span className="break-all">{verdict.mostSimilarPath}</span> : "outra página"}
            </summary>
            <ul className="mt-2 space-y-2" data-shared-sentences>
              {verdict.sharedSentences.map((s) => (
                <li key={s}>
                  <mark className="bg-amber-100 px-1 text-slate-900">{s}</mark>
                </li>
              ))}
            </ul>
            <p className="mt-2 text-sm text-slate-600">Troque essas frases por algo que só esta página diz e publique de novo.</p>
          </details>
        )}
        <p>
          <a href={loaded.shownPath} target="_blank" rel="noreferrer" className="font-semibold text-brand-700 underline">
            {loaded.template ? `Ver uma página feita deste modelo (${loaded.shownPath})` : "Ver a página publicada"}
          </a>
        </p>
      </section>
      {loaded.hasDraft && (
        <Form method="post" className={`${card} flex flex-wrap items-center justify-between gap-3`} data-draft-notice>
          <p className="text-slate-800">Há um rascunho salvo: o editor mostra o rascunho; o site ainda mostra o texto publicado.</p>
          <input type="hidden" name="version" value={loaded.version} />
          <button type="submit" name="intent" value="descartar" className={secondaryButton}>
            Descartar rascunho
          </button>
        </Form>
      )}
      <PageTextEditor
        key={`${version}-${posted?.message ?? ""}`}
        url={loaded.url}
        version={version}
        values={values}
        errors={posted?.errors}
        message={posted?.message}
        bodyPreview={posted?.bodyPreview}
        wholeText={loaded.seeded}
        automatic={loaded.automatic}
        templateNames={loaded.template?.names ?? null}
        slots={loaded.slots}
      />
      <PageTextHistory items={loaded.history} comparison={loaded.comparison} version={loaded.version} editorPath={loaded.editorPath} now={loaded.now} />
      <p>
        <Link to={SITE_PAGES_ADMIN_PATH} className="font-semibold text-brand-700 underline">
          Voltar à lista de páginas
        </Link>
      </p>
    </section>
  );
}
