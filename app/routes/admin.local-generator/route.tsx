import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { startLocalTitles } from "~/server/generated-pages/tool-run-starts.server";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useEffect, useState } from "react";
import { AdminHeader } from "~/components/admin/AdminNav";
import { GeneratedPreview } from "~/components/admin/GeneratedPreview";
import { GeneratorForm } from "~/components/admin/GeneratorForm";
import { ProcessResults } from "~/components/admin/ProcessResults";
import { RestoredNotice } from "~/components/admin/RestoredNotice";
import { useProcessAll } from "~/components/admin/useProcessAll";
import { Toaster } from "~/components/ui/Toaster";
import { adminToasts } from "~/lib/admin-toasts";
import { CREATIVITY } from "~/lib/generator/settings";
import { readLocalGeneratorForm } from "~/lib/forms/generator-forms";
import { pageMeta } from "~/lib/seo";
import { MAX_TITLES, MAX_TITLE_LENGTH, firstTooLongTitle, parseTitles } from "~/lib/title-list";
import { toast, type Toast } from "~/lib/toast";
import { requireAdmin } from "~/server/auth/auth.server";
import { savePage } from "~/server/generated-pages/save.server";
import { generatePreview, previewOf, type Preview } from "~/server/generated-pages/generator-preview.server";
import { logServerError } from "~/server/infra/log.server";
import { redirectWithToast } from "~/server/infra/toast.server";
import { qualityJudge, warmQualityJudge } from "~/server/generated-pages/judge.server";
import { LOCAL_GENERATOR_PATH, usefulLinkPath, toolRunPath } from "~/lib/paths";
import { PARKED_FORM_MESSAGE, takeParkedForm } from "~/server/admin/parked-forms.server";

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Gerador de Conteúdo Local | Motores PPA",
    description: "Gerador de conteúdo do painel administrativo.",
    path: LOCAL_GENERATOR_PATH,
    noindex: true,
  });

type ActionResult = {
  titlesText: string;
  creativity: number;
  toast?: Toast;
  preview?: Preview;
  /** "Sua sessão expirou…": the form comes back as it was posted after the session ended. */
  restored?: string;
};

/**
 * A generate or save posted after the session ended was parked by the guard (decision 0032):
 * the titles and creativity come back, and a preview being saved comes back as it was edited.
 * Nothing is generated or saved on the admin's behalf.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request);
  // The judge of saves made from this page renders the site once; start it now (docs/content-quality.md).
  warmQualityJudge(context);
  const parked = await takeParkedForm(request, LOCAL_GENERATOR_PATH);
  if (!parked) return data({ restored: null });
  const typed = readLocalGeneratorForm(parked.form);
  const restored: ActionResult = { titlesText: typed.titles, creativity: typed.creativity, restored: PARKED_FORM_MESSAGE };
  if (typed.intent === "save" && typed.title && typed.content.trim()) {
    restored.preview = previewOf(typed.title, typed.content, typed.keywords, await qualityJudge(context));
  }
  return data({ restored }, { headers: { "Set-Cookie": parked.clearCookie } });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const { intent, titles: titlesText, creativity, title, content, keywords } = readLocalGeneratorForm(await request.formData());
  const base = { titlesText, creativity };
  const reply = (result: ActionResult, status = 200) => data(result, { status });

  if (intent === "save") {
    if (!title || !content.trim()) return reply({ ...base, toast: adminToasts.nothingToSave() }, 400);
    const judge = await qualityJudge(context);
    const saved = savePage({ input: { title, content, keywords }, judge, by: admin.email });
    if (saved?.ok) {
      const toast = saved.page.indexable ? adminToasts.publicPageSaved() : adminToasts.publicPageSavedOutOfIndex(saved.page);
      return redirectWithToast(usefulLinkPath(saved.page.slug), toast);
    }
    // Invalid input or a database failure (rolled back): the preview comes back to try again.
    const preview = previewOf(title, content, keywords, judge);
    if (!saved) return reply({ ...base, preview, toast: adminToasts.pageSaveFailed() }, 503);
    return reply({ ...base, preview, toast: adminToasts.saveError(saved.error) }, 400);
  }

  const titles = parseTitles(titlesText);
  if (titles.length === 0) return reply({ ...base, toast: adminToasts.emptyTitles() }, 400);
  if (titles.length > MAX_TITLES) {
    return reply({ ...base, toast: toast("Muitos títulos", `Informe no máximo ${MAX_TITLES} títulos por vez.`, "destructive") }, 400);
  }
  const tooLong = firstTooLongTitle(titles);
  if (tooLong > 0) {
    return reply(
      {
        ...base,
        toast: toast("Título longo demais", `O título ${tooLong} tem mais de ${MAX_TITLE_LENGTH} caracteres. Encurte-o e tente de novo.`, "destructive"),
      },
      400,
    );
  }
  if (intent === "process-all") {
    // Without JavaScript: the titles are made as a run, followed on its page (tool-runs.server.ts).
    const started = startLocalTitles(context, admin.email, titles, base.creativity);
    return started.started ? redirect(toolRunPath(started.id), 303) : redirectWithToast(toolRunPath(started.running.id), adminToasts.toolRunBusy());
  }
  // Several titles and no choice yet (no JavaScript): the form comes back with both buttons.
  if (titles.length > 1 && intent !== "generate-first") return reply(base);
  try {
    const preview = generatePreview(titles[0], base.creativity, await qualityJudge(context));
    return reply({ ...base, preview, toast: adminToasts.contentGenerated() });
  } catch (error) {
    // Generating or scoring the page failed: logged, and the titles typed come back.
    logServerError(error, request);
    return reply({ ...base, toast: adminToasts.contentGenerateFailed() }, 500);
  }
}

export default function LocalGenerator() {
  const posted = useActionData<typeof action>();
  const { restored } = useLoaderData<typeof loader>();
  const result: ActionResult | undefined = posted ?? restored ?? undefined;
  const [pageToast, setPageToast] = useState<Toast | null>(result?.toast ?? null);
  const processing = useProcessAll(setPageToast);
  useEffect(() => {
    if (result?.toast) setPageToast(result.toast);
  }, [result]);

  const preview = processing.run ? undefined : result?.preview;
  return (
    <section className="mx-auto max-w-5xl space-y-8 px-4 py-10">
      <AdminHeader title="Gerador de Conteúdo Local" subtitle="Gere páginas em português sobre motores de portão a partir de títulos." />
      {result?.restored && <RestoredNotice message={result.restored} />}
      <GeneratorForm
        initialTitles={result?.titlesText ?? ""}
        initialCreativity={result?.creativity ?? CREATIVITY.default}
        busy={processing.running}
        onProcessAll={processing.start}
      />
      {processing.run && <ProcessResults results={processing.run.results} total={processing.run.total} current={processing.run.current} />}
      {preview && (
        <GeneratedPreview
          key={preview.content}
          preview={preview}
          titlesText={result?.titlesText ?? ""}
          creativity={result?.creativity ?? CREATIVITY.default}
          showToast={setPageToast}
        />
      )}
      <Toaster toast={pageToast} />
    </section>
  );
}
