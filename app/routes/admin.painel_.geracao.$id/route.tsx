import { data, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useRevalidator } from "@remix-run/react";
import { useEffect } from "react";
import { AdminHeader, AdminLink } from "~/components/admin/AdminNav";
import { BatchProgress } from "~/components/admin/BatchProgress";
import { BatchResults } from "~/components/admin/BatchResults";
import { ProcessResults } from "~/components/admin/ProcessResults";
import { card } from "~/components/admin/ui";
import { Toaster } from "~/components/ui/Toaster";
import { BATCH_CREATOR_PATH, LOCAL_GENERATOR_PATH, PANEL_PATH } from "~/lib/paths";
import { pageMeta } from "~/lib/seo";
import { requireAdmin } from "~/server/auth/auth.server";
import { findToolRun, type ToolRunKind } from "~/server/generated-pages/tool-runs.server";
import { redirectWithToast } from "~/server/infra/toast.server";

/**
 * A page tool's run while it goes (app/server/generated-pages/tool-runs.server.ts): the count, the
 * bar and the title being made, refreshed every `REFRESH_SECONDS` by the browser's `Refresh` header
 * without JavaScript, by a revalidation with it. Over: "Gerar 50" goes back to the panel with its
 * toast, as before; the batch creator and the local generator show their result per page here.
 */
const REFRESH_SECONDS = 2;

const TOOLS: Record<ToolRunKind, { title: string; back: { to: string; label: string } }> = {
  "gerar-50": { title: "Gerar 50 Páginas Internas", back: { to: PANEL_PATH, label: "Voltar ao Painel" } },
  lote: { title: "Criador de Páginas em Lote", back: { to: BATCH_CREATOR_PATH, label: "Voltar ao Criador em Lote" } },
  "gerador-local": { title: "Gerador de Conteúdo Local", back: { to: LOCAL_GENERATOR_PATH, label: "Voltar ao Gerador" } },
};

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "Geração de páginas | Motores PPA", description: "Progresso de uma geração de páginas.", path: PANEL_PATH, noindex: true });

/** The loader's `Refresh` (while the run goes) and `Cache-Control` reach the document's answer. */
export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const run = findToolRun(params.id ?? "");
  if (run?.kind === "gerar-50" && run.toast) return redirectWithToast(PANEL_PATH, run.toast);
  const headers: HeadersInit = { "Cache-Control": "private, no-store" };
  if (run && run.finishedAt === null) headers.Refresh = String(REFRESH_SECONDS);
  return data({ run: run && { ...run, over: run.finishedAt !== null } }, { headers });
}

export default function ToolRunPage() {
  const { run } = useLoaderData<typeof loader>();
  const revalidator = useRevalidator();
  const going = run !== null && !run.over;
  useEffect(() => {
    if (!going) return;
    const timer = setInterval(() => {
      if (revalidator.state === "idle") revalidator.revalidate();
    }, REFRESH_SECONDS * 1000);
    return () => clearInterval(timer);
  }, [going, revalidator]);

  if (!run)
    return (
      <section className="mx-auto max-w-4xl space-y-8 px-4 py-10">
        <AdminHeader title="Geração de páginas" />
        <p className={card} role="status">
          Esta geração não está mais na memória do servidor (ela é guardada por uma hora, ou o servidor reiniciou). As páginas criadas estão no{" "}
          <Link to={PANEL_PATH} className="font-medium text-brand-700 underline">
            painel
          </Link>
          .
        </p>
      </section>
    );
  const tool = TOOLS[run.kind as ToolRunKind];
  return (
    <section className="mx-auto max-w-4xl space-y-8 px-4 py-10">
      <AdminHeader title={tool.title} back={false}>
        <AdminLink to={tool.back.to}>{tool.back.label}</AdminLink>
      </AdminHeader>
      <section aria-label="Progresso" className={card}>
        {going && <p className="text-slate-700">Você pode sair desta página: a geração continua e as páginas aparecem no painel.</p>}
        {run.kind !== "gerador-local" && <BatchProgress run={run} running={going} done={run.done} />}
        {run.kind === "lote" && run.over && <BatchResults results={run.results} />}
        {run.kind === "gerador-local" && <ProcessResults results={run.results} total={run.total} current={run.current ?? (going ? "" : null)} />}
      </section>
      <Toaster toast={run.toast} />
    </section>
  );
}
