import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { startBatch } from "~/server/generated-pages/tool-run-starts.server";
import { redirectWithToast } from "~/server/infra/toast.server";
import { Form, useLoaderData, useNavigation } from "@remix-run/react";
import { useState } from "react";
import { AdminHeader } from "~/components/admin/AdminNav";
import { BatchProgress } from "~/components/admin/BatchProgress";
import { BatchResults } from "~/components/admin/BatchResults";
import { card, primaryButton } from "~/components/admin/ui";
import { useBatchRun } from "~/components/admin/useBatchRun";
import { Toaster } from "~/components/ui/Toaster";
import { BATCH_TITLES } from "~/content/batch-titles";
import { adminToasts } from "~/lib/admin-toasts";
import { pageMeta } from "~/lib/seo";
import type { Toast } from "~/lib/toast";
import { requireAdmin } from "~/server/auth/auth.server";
import { warmQualityJudge } from "~/server/generated-pages/judge.server";
import { BATCH_CREATOR_PATH, toolRunPath } from "~/lib/paths";
import { PARKED_FORM_MESSAGE, takeParkedForm } from "~/server/admin/parked-forms.server";
import { RestoredNotice } from "~/components/admin/RestoredNotice";

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Criar Páginas em Lote | Motores PPA",
    description: "Criação de páginas em lote do painel administrativo.",
    path: BATCH_CREATOR_PATH,
    noindex: true,
  });

/** A "Criar" posted after the session ended (decision 0032): nothing was created; the admin is told so after signing in. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request);
  // The judge of saves made from this page renders the site once; start it now (docs/content-quality.md).
  warmQualityJudge(context);
  const parked = await takeParkedForm(request, BATCH_CREATOR_PATH);
  if (!parked) return data({ titles: BATCH_TITLES, restored: null });
  return data({ titles: BATCH_TITLES, restored: PARKED_FORM_MESSAGE }, { headers: { "Set-Cookie": parked.clearCookie } });
}

/** Without JavaScript: the post starts the whole list as a run and answers with its progress page (tool-runs.server.ts). */
export async function action({ request, context }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const started = startBatch(context, admin.email);
  return started.started ? redirect(toolRunPath(started.id), 303) : redirectWithToast(toolRunPath(started.running.id), adminToasts.toolRunBusy());
}

export default function BatchCreator() {
  const { titles, restored } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const [pageToast, setPageToast] = useState<Toast | null>(null);
  const batch = useBatchRun(titles, setPageToast);

  const submitting = navigation.state !== "idle" && navigation.formMethod === "POST";
  const run = batch.run;
  const results = run && !batch.running ? run.results : undefined;

  return (
    <section className="mx-auto max-w-4xl space-y-8 px-4 py-10">
      <AdminHeader title="Criador de Páginas em Lote" subtitle="Crie de uma vez as páginas de serviços locais em bairros de São Paulo." />
      <section aria-labelledby="batch-heading" className={card}>
        <h2 id="batch-heading" className="text-xl font-bold text-brand-900">
          Páginas de serviços locais
        </h2>
        <p className="mt-2 text-slate-700">
          Gera e publica {titles.length} páginas sobre instalação, manutenção e conserto de portões automáticos em bairros de São Paulo. Uma página que já
          existe é apontada como falha e as outras continuam.
        </p>
        <details className="mt-3 text-sm text-slate-700">
          <summary className="cursor-pointer font-medium text-brand-700">Ver os {titles.length} títulos</summary>
          <ol className="mt-2 list-decimal pl-6">
            {titles.map((t) => (
              <li key={t}>{t}</li>
            ))}
          </ol>
        </details>
        {restored && !run && (
          <div className="mt-4">
            <RestoredNotice message={restored} />
          </div>
        )}
        <Form
          method="post"
          className="mt-5"
          onSubmit={(event) => {
            event.preventDefault();
            batch.start();
          }}
        >
          {/* A named field, so a post after the session ended is parked and answered (decision 0032). */}
          <input type="hidden" name="intent" value="criar" />
          <button type="submit" disabled={batch.running || submitting} className={primaryButton}>
            {batch.running || submitting ? "Criando páginas..." : `Criar ${titles.length} Páginas`}
          </button>
        </Form>

        {run && <BatchProgress run={run} running={batch.running} />}
        {results && <BatchResults results={results} />}
      </section>
      <Toaster toast={pageToast} />
    </section>
  );
}
