import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { now } from "~/server/infra/clock.server";
import { formatMoment } from "~/lib/pt-br-time";
import { ErrorSummary } from "~/components/admin/ErrorSummary";
import { Form, useActionData, useLoaderData, useSubmit } from "@remix-run/react";
import { AdminHeader } from "~/components/admin/AdminNav";
import { card, dangerButton, inputClass, primaryButton, secondaryButton } from "~/components/admin/ui";
import { toast } from "~/lib/toast";
import { HOME_PATH, MOTORS_PATH, REDIRECTS_PATH, SERVICE_PATH, USEFUL_LINKS_PATH } from "~/lib/paths";
import { pageMeta } from "~/lib/seo";
import { requireAdmin } from "~/server/auth/auth.server";
import { ignoreMissingPath, listMissingPaths } from "~/server/data/not-found-log.server";
import { deleteRedirect, listRedirects, saveRedirect } from "~/server/data/redirects.server";
import { readRedirectForm } from "~/lib/forms/redirect-form";
import { redirectWithToast } from "~/server/infra/toast.server";
import { recordActivity } from "~/server/admin/activity-log.server";
import { redirectTarget } from "~/lib/activity-actions";
import { AdminTable } from "~/components/admin/AdminTable";

/**
 * Redirects and the 404 monitor (docs/product.md §6): the most requested missing addresses from the
 * bounded not_found_log, each with "send to a page" (301) or "ignore"; the stored redirects
 * with their hits, a new destination or delete (asked first, with and without JavaScript).
 */
export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Redirecionamentos e 404 | Motores PPA",
    description: "Endereços não encontrados e redirecionamentos.",
    path: REDIRECTS_PATH,
    noindex: true,
  });

const SUGGESTIONS = [HOME_PATH, MOTORS_PATH, SERVICE_PATH, USEFUL_LINKS_PATH, "/cidades", "/topicos", "/duvidas-frequentes"];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return {
    now: now(),
    missing: listMissingPaths().map((m) => ({ ...m, lastSeenAt: m.lastSeenAt.toISOString() })),
    redirects: listRedirects().map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
  };
}

type ActionResult = { error?: { path: string; message: string; typed: string }; confirmDelete?: string };

export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const form = readRedirectForm(await request.formData());
  if (!form.ok) return data<ActionResult>({ error: { path: form.path, message: form.message, typed: form.typed } }, { status: 400 });
  const { path } = form.value;
  if (form.value.intent === "redirect") {
    const typed = form.value.to;
    const saved = saveRedirect(path, typed, new URL(request.url).origin);
    if (!saved.ok) return data<ActionResult>({ error: { path, message: saved.error, typed } }, { status: 400 });
    recordActivity(admin.email, "redirecionamento.salvar", redirectTarget(path, saved.to));
    return redirectWithToast(REDIRECTS_PATH, toast("Redirecionamento salvo", `${path} agora leva a ${typed.trim()}.`));
  }
  if (form.value.intent === "ignore") {
    if (ignoreMissingPath(path)) recordActivity(admin.email, "404.ignorar", path);
    return redirectWithToast(REDIRECTS_PATH, toast("Endereço ignorado", `${path} não aparece mais nesta lista.`));
  }
  // Without JavaScript the first post asks; the second (confirmed) deletes.
  if (!form.value.confirmed) return data<ActionResult>({ confirmDelete: path });
  const gone = deleteRedirect(path);
  if (gone) recordActivity(admin.email, "redirecionamento.excluir", path);
  return redirectWithToast(
    REDIRECTS_PATH,
    gone
      ? toast("Redirecionamento excluído", `${path} voltou a responder como página não encontrada.`)
      : toast("Erro", "Este redirecionamento já não existe.", "destructive"),
  );
}

export default function Redirects() {
  const { missing, redirects, now: at } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const submit = useSubmit();
  const errorFor = (path: string) => (result?.error?.path === path ? result.error : undefined);
  return (
    <section className="mx-auto max-w-6xl space-y-8 px-4 py-10">
      <AdminHeader title="Redirecionamentos e 404" subtitle="Endereços procurados que não existem e para onde eles levam." />
      <datalist id="redirect-suggestions">
        {SUGGESTIONS.map((s) => (
          <option key={s} value={s} />
        ))}
      </datalist>

      <section aria-labelledby="missing-heading" className={card}>
        <h2 id="missing-heading" className="text-xl font-bold text-brand-900">
          Endereços não encontrados mais procurados
        </h2>
        {missing.length === 0 ? (
          <p className="mt-3 text-slate-600">Nenhum endereço não encontrado a tratar.</p>
        ) : (
          <ul className="mt-4 divide-y divide-slate-200">
            {missing.map((m, i) => {
              const error = errorFor(m.path);
              const inputId = `destino-${i}`;
              return (
                <li key={m.path} className="space-y-2 py-3">
                  <p className="font-mono text-sm break-all text-slate-900">{m.path}</p>
                  <p className="text-sm text-slate-600">
                    {m.count} {m.count === 1 ? "acesso" : "acessos"} · último em {formatMoment(Date.parse(m.lastSeenAt), at)}
                    {m.referrerHost ? ` · vindo de ${m.referrerHost}` : ""}
                  </p>
                  <div className="flex flex-wrap items-end gap-2">
                    <Form method="post" className="flex flex-wrap items-end gap-2">
                      <input type="hidden" name="intent" value="redirect" />
                      <input type="hidden" name="path" value={m.path} />
                      <div>
                        <label htmlFor={inputId} className="block text-sm font-medium text-slate-700">
                          Enviar para
                        </label>
                        <input
                          id={inputId}
                          name="to"
                          list="redirect-suggestions"
                          defaultValue={error?.typed ?? ""}
                          placeholder="/motores"
                          maxLength={500}
                          aria-invalid={Boolean(error)}
                          aria-describedby={error ? `${inputId}-erro` : undefined}
                          className={inputClass}
                        />
                      </div>
                      <button type="submit" className={primaryButton}>
                        Criar redirecionamento 301
                      </button>
                    </Form>
                    <Form method="post">
                      <input type="hidden" name="intent" value="ignore" />
                      <input type="hidden" name="path" value={m.path} />
                      <button type="submit" className={secondaryButton}>
                        Ignorar
                      </button>
                    </Form>
                  </div>
                  {error && (
                    <ErrorSummary id={`${inputId}-erro`} refusal={result} className="text-sm">
                      {error.message}
                    </ErrorSummary>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </section>

      <section aria-labelledby="redirects-heading" className={card}>
        <h2 id="redirects-heading" className="text-xl font-bold text-brand-900">
          Redirecionamentos ({redirects.length})
        </h2>
        {redirects.length === 0 ? (
          <p className="mt-3 text-slate-600">Nenhum redirecionamento salvo.</p>
        ) : (
          <div className="mt-4 overflow-x-auto">
            <AdminTable caption="Redirecionamentos salvos" columns={["De", "Para", "Acessos", "Criado em", { hidden: "Ações" }]}>
              {redirects.map((r, i) => (
                <tr key={r.fromPath}>
                  <td className="py-2 pr-3 font-mono break-all">{r.fromPath}</td>
                  <td className="py-2 pr-3">
                    <RedirectTargetForm index={i} from={r.fromPath} current={r.toPath} error={errorFor(r.fromPath)} />
                  </td>
                  <td className="py-2 pr-3">{r.hits}</td>
                  <td className="py-2 pr-3">{formatMoment(Date.parse(r.createdAt), at)}</td>
                  <td className="py-2">
                    {result?.confirmDelete === r.fromPath ? (
                      <Form method="post" className="flex flex-wrap items-center gap-2">
                        <span role="alert">Excluir o redirecionamento de {r.fromPath}?</span>
                        <input type="hidden" name="intent" value="delete" />
                        <input type="hidden" name="path" value={r.fromPath} />
                        <input type="hidden" name="confirmed" value="1" />
                        <button type="submit" className={dangerButton}>
                          Confirmar exclusão
                        </button>
                      </Form>
                    ) : (
                      <Form
                        method="post"
                        onSubmit={(event) => {
                          event.preventDefault();
                          if (window.confirm(`Excluir o redirecionamento de ${r.fromPath}?`)) {
                            submit({ intent: "delete", path: r.fromPath, confirmed: "1" }, { method: "post" });
                          }
                        }}
                      >
                        <input type="hidden" name="intent" value="delete" />
                        <input type="hidden" name="path" value={r.fromPath} />
                        <button type="submit" className={dangerButton} aria-label={`Excluir o redirecionamento de ${r.fromPath}`}>
                          Excluir
                        </button>
                      </Form>
                    )}
                  </td>
                </tr>
              ))}
            </AdminTable>
          </div>
        )}
      </section>
    </section>
  );
}

/** Edits where an address leads; blank stays "página removida (410)" only for deleted pages. */
function RedirectTargetForm({
  index,
  from,
  current,
  error,
}: {
  index: number;
  from: string;
  current: string | null;
  error?: { message: string; typed: string };
}) {
  const id = `para-${index}`;
  return (
    <Form method="post" className="flex flex-wrap items-center gap-2">
      <input type="hidden" name="intent" value="redirect" />
      <input type="hidden" name="path" value={from} />
      <label htmlFor={id} className="sr-only">
        Destino de {from}
      </label>
      <input
        id={id}
        name="to"
        list="redirect-suggestions"
        defaultValue={error?.typed ?? current ?? ""}
        placeholder="página removida (410)"
        maxLength={500}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-erro` : undefined}
        className={`${inputClass} font-mono`}
      />
      <button type="submit" className={secondaryButton}>
        Salvar
      </button>
      {error && (
        <ErrorSummary id={`${id}-erro`} refusal={error} className="w-full text-sm">
          {error.message}
        </ErrorSummary>
      )}
    </Form>
  );
}
