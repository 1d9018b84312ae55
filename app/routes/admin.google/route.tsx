import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { now } from "~/server/infra/clock.server";
import { formatMoment } from "~/lib/pt-br-time";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { AdminHeader } from "~/components/admin/AdminNav";
import { SelectField } from "~/components/admin/ListControls";
import { IntentMap } from "~/components/admin/IntentMap";
import { card, secondaryButton } from "~/components/admin/ui";
import { GOOGLE_ADMIN_PATH } from "~/lib/paths";
import { readFields } from "~/lib/forms/form-data";
import { intentChoiceSchema } from "~/lib/search-intents";
import { pageMeta } from "~/lib/seo";
import { toast } from "~/lib/toast";
import { requireAdmin } from "~/server/auth/auth.server";
import { recordActivity } from "~/server/admin/activity-log.server";
import { redirectWithToast } from "~/server/infra/toast.server";
import { chooseIntentPage, listIntentMap } from "~/server/verdicts/intents.server";
import { countPageVerdicts, listPageVerdicts } from "~/server/verdicts/page-verdicts.server";

/**
 * "Google" (docs/content-quality.md "Stored verdicts"): every public page's stored verdict, in or
 * out of Google, with the one-line reason and, when it repeats another page, the sentences it
 * shares. A lookup of the stored rows: nothing is rendered or measured here.
 */
export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "Google | Motores PPA", description: "Páginas do site no Google e por quê.", path: GOOGLE_ADMIN_PATH, noindex: true });

const KINDS = [
  { value: "", label: "Todas" },
  { value: "/motores/", label: "Modelos" },
  { value: "/cidades/", label: "Lugares" },
  { value: "/topicos/", label: "Tópicos" },
  { value: "/links-uteis/", label: "Páginas geradas" },
  { value: "/postagens/", label: "Postagens" },
] as const;

const STATUSES = [
  { value: "fora", label: "Fora do Google" },
  { value: "no", label: "No Google" },
  { value: "", label: "Todas" },
] as const;

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const params = new URL(request.url).searchParams;
  const kind = KINDS.find((k) => k.value === params.get("tipo"))?.value ?? "";
  const status = STATUSES.find((s) => s.value === (params.get("situacao") ?? "fora"))?.value ?? "fora";
  const verdicts = listPageVerdicts({ prefix: kind || undefined, indexable: status === "" ? undefined : status === "no" });
  return {
    now: now(),
    kind,
    status,
    counts: countPageVerdicts(),
    intents: listIntentMap(),
    verdicts: verdicts.map((v) => ({
      path: v.path,
      indexable: v.indexable,
      line: v.line,
      sharedSentences: v.sharedSentences,
      decidedAt: v.decidedAt.toISOString(),
    })),
  };
}

export type IntentActionResult = { intent: string; path: string; error: string };

/** The owner chooses the page that answers a search (docs/content-quality.md "One page per search intent"). */
export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const form = readFields(await request.formData(), ["intent", "path"]);
  const parsed = intentChoiceSchema.safeParse(form);
  const typed = { intent: form.intent.slice(0, 120), path: form.path.slice(0, 600) };
  if (!parsed.success) return data<IntentActionResult>({ ...typed, error: parsed.error.issues[0]?.message ?? "Escolha inválida." }, { status: 400 });
  const chosen = chooseIntentPage(parsed.data.intent, parsed.data.path);
  if (!chosen.ok) return data<IntentActionResult>({ ...typed, error: chosen.error }, { status: 400 });
  recordActivity(admin.email, "busca.escolher", `${chosen.label} → ${parsed.data.path}`);
  return redirectWithToast(
    `${GOOGLE_ADMIN_PATH}#buscas`,
    toast("Página escolhida", `${parsed.data.path} agora responde à busca “${chosen.label}” no Google; as outras apontam para ela.`),
  );
}

export default function GoogleVerdicts() {
  const { kind, status, counts, verdicts, intents, now: at } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <section className="mx-auto max-w-6xl space-y-8 px-4 py-10">
      <AdminHeader title="Google" subtitle={`${counts.indexable} de ${counts.all} páginas do site estão no Google. Cada linha diz por quê.`} />
      <IntentMap intents={intents} result={result ?? null} />
      <Form method="get" className={`${card} flex flex-wrap items-end gap-3`}>
        <SelectField id="situacao" name="situacao" label="Situação" value={status} options={STATUSES} />
        <SelectField id="tipo" name="tipo" label="Tipo de página" value={kind} options={KINDS} />
        <button type="submit" className={secondaryButton}>
          Filtrar
        </button>
      </Form>
      <div className={card}>
        {verdicts.length === 0 ? (
          <p className="text-slate-600">Nenhuma página com esse filtro.</p>
        ) : (
          <ul aria-label="Páginas e a situação de cada uma no Google" className="divide-y divide-slate-200">
            {verdicts.map((v) => (
              <li key={v.path} className="space-y-1 py-3">
                <p className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                  <a href={v.path} className="font-mono text-sm break-all text-brand-700 underline">
                    {v.path}
                  </a>
                  <span className="text-sm text-slate-600">
                    <strong className={v.indexable ? "text-green-800" : "text-red-800"}>{v.indexable ? "No Google" : "Fora do Google"}</strong> · decidido em{" "}
                    {formatMoment(Date.parse(v.decidedAt), at)}
                  </span>
                </p>
                <p data-verdict-line>{v.line}</p>
                {v.sharedSentences.length > 0 && (
                  <details>
                    <summary className="cursor-pointer text-sm text-slate-700">Frases repetidas ({v.sharedSentences.length})</summary>
                    <ul className="mt-1 list-disc space-y-1 pl-5 text-sm">
                      {v.sharedSentences.map((s, i) => (
                        <li key={i}>
                          <mark>{s}</mark>
                        </li>
                      ))}
                    </ul>
                  </details>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
