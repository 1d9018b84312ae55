import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { readRequestsForm } from "~/lib/forms/requests-form";
import { now } from "~/server/infra/clock.server";
import { formatMoment } from "~/lib/pt-br-time";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { AdminHeader, AdminLink } from "~/components/admin/AdminNav";
import { card, secondaryButton } from "~/components/admin/ui";
import { formatBRL } from "~/content/business";
import { OUTCOME_LABELS } from "~/lib/leads/outcomes";
import { LEADS_PATH, REQUESTS_ADMIN_PATH, REQUESTS_EXPORT_PATH, requestPhotoPath } from "~/lib/paths";
import { pageMeta } from "~/lib/seo";
import { toast } from "~/lib/toast";
import { whatsappLink } from "~/lib/whatsapp";
import { requireAdmin } from "~/server/auth/auth.server";
import { recordActivity } from "~/server/admin/activity-log.server";
import { redirectWithToast } from "~/server/infra/toast.server";
import { gateTypeLabel, periodLabel } from "~/server/requests/mail-text";
import { mailConfigured } from "~/server/requests/mail.server";
import { REQUESTS_PER_PAGE, deleteRequestsOfPhone, jobsOfPhone, listRequests, markRequestSeen, requestsOfPhone } from "~/server/requests/request-list.server";
import { data } from "@remix-run/node";
import { inputClass, dangerButton } from "~/components/admin/ui";

/**
 * "Pedidos" (docs/product.md §4.14): the visit requests, newest
 * first, with what the visitor wrote, the photos, the page, the e-mail's state, and the lead's
 * outcome (marked in "Contatos e vendas" by the request's code, like any lead).
 */
export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Pedidos de visita | Motores PPA",
    description: "Pedidos de visita técnica e orçamento.",
    path: REQUESTS_ADMIN_PATH,
    noindex: true,
  });

const MAIL_LABELS: Record<string, string> = {
  pendente: "e-mail na fila",
  enviado: "e-mail enviado",
  falhou: "e-mail não enviado",
  "sem-smtp": "sem e-mail (SMTP não configurado)",
  "sem-email": "sem e-mail (defina o e-mail em Dados do negócio)",
};

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const page = Math.max(1, Math.min(10_000, Number(new URL(request.url).searchParams.get("pagina")) || 1));
  const { rows, total } = listRequests(page);
  return { rows, total, page, pages: Math.max(1, Math.ceil(total / REQUESTS_PER_PAGE)), mailConfigured: mailConfigured(), now: now() };
}

type ActionResult = { person?: { typed: string; error?: string; confirm?: { phone: string; count: number; jobs: number } } };

export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const form = readRequestsForm(await request.formData());
  if (form.intent === "apagar-pessoa") {
    const typed = form.telefone;
    const found = requestsOfPhone(typed);
    if (!found) return data<ActionResult>({ person: { typed, error: "Telefone inválido: use o DDD e o número, como (11) 98765-4321." } }, { status: 400 });
    const jobs = jobsOfPhone(found.phone);
    if (found.rows.length === 0 && jobs === 0)
      return data<ActionResult>({ person: { typed, error: `Nenhum pedido nem serviço com o telefone ${found.phone}.` } }, { status: 404 });
    // Without JavaScript as with it, the first post asks; the confirmed one deletes.
    if (!form.confirmado) return data<ActionResult>({ person: { typed, confirm: { phone: found.phone, count: found.rows.length, jobs } } });
    const deleted = await deleteRequestsOfPhone(typed);
    recordActivity(admin.email, "pedido.apagar", `${found.phone}: ${deleted.codes.join(", ") || "nenhum pedido"}; ${deleted.jobs} serviço(s)`);
    return redirectWithToast(
      REQUESTS_ADMIN_PATH,
      toast(
        "Dados apagados",
        `${deleted.codes.length} pedido(s) de ${found.phone} apagados, com as fotos e os atendimentos; ${deleted.jobs} serviço(s) sem o número, o lembrete e o primeiro nome.`,
      ),
    );
  }
  const code = form.id === null ? null : markRequestSeen(form.id);
  if (!code) return redirectWithToast(REQUESTS_ADMIN_PATH, toast("Erro", "Este pedido já não existe.", "destructive"));
  recordActivity(admin.email, "pedido.visto", code);
  return redirectWithToast(REQUESTS_ADMIN_PATH, toast("Pedido marcado como visto", `O pedido ${code} saiu da contagem do painel.`));
}

export default function Requests() {
  const { rows, total, page, pages, mailConfigured, now: at } = useLoaderData<typeof loader>();
  const person = useActionData<typeof action>()?.person;
  return (
    <section className="mx-auto max-w-5xl space-y-6 px-4 py-10">
      <AdminHeader
        title="Pedidos de visita"
        subtitle={`${total} ${total === 1 ? "pedido" : "pedidos"} recebidos pelo formulário “Pedir visita técnica / orçamento”.`}
      >
        <AdminLink to={LEADS_PATH}>Contatos e vendas</AdminLink>
      </AdminHeader>
      {!mailConfigured && (
        <p className="rounded-md border border-amber-300 bg-amber-50 p-3 text-slate-800">
          O envio de e-mail não está configurado (variáveis SMTP_HOST e outras, veja o README): os pedidos aparecem só aqui.
        </p>
      )}
      {rows.length === 0 && <p className={card}>Nenhum pedido ainda.</p>}
      <ol className="space-y-4">
        {rows.map((r) => {
          const photos = JSON.parse(r.photos) as string[];
          return (
            <li key={r.id} className={`${card} ${r.seenAt ? "" : "border-brand-600"}`} data-request={r.code}>
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h2 className="text-lg font-bold text-brand-900">
                  <span className="font-mono">{r.code}</span> · {r.name}
                  {!r.seenAt && <span className="ml-2 rounded bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">novo</span>}
                </h2>
                <p className="text-sm text-slate-600">{formatMoment(r.at, at)}</p>
              </div>
              <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
                <dt className="font-semibold">WhatsApp ou telefone</dt>
                <dd>
                  <a
                    href={whatsappLink(r.phone, `Olá, ${r.name}! Aqui é da Motores PPA, sobre seu pedido ${r.code}.`)}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="underline"
                  >
                    {r.phone}
                  </a>
                </dd>
                <dt className="font-semibold">Bairro ou CEP</dt>
                <dd>
                  {r.place}
                  {!r.inArea && <span className="ml-2 text-amber-800">(fora da região atendida)</span>}
                </dd>
                <dt className="font-semibold">Tipo de portão</dt>
                <dd>{gateTypeLabel(r.gateType)}</dd>
                <dt className="font-semibold">Dia preferido</dt>
                <dd>
                  {r.preferredDay || "não informado"} ({periodLabel(r.period)})
                </dd>
                <dt className="font-semibold">Página</dt>
                <dd className="break-all">{r.pagePath}</dd>
                <dt className="font-semibold">E-mail</dt>
                <dd>
                  {MAIL_LABELS[r.mailState] ?? r.mailState}
                  {r.mailState === "falhou" && r.mailError ? `: ${r.mailError}` : ""}
                </dd>
                <dt className="font-semibold">Resultado</dt>
                <dd>
                  {r.outcome
                    ? `${OUTCOME_LABELS[r.outcome as keyof typeof OUTCOME_LABELS] ?? r.outcome}${r.valueCents ? ` (${formatBRL(r.valueCents)})` : ""}`
                    : "não marcado"}{" "}
                  ·{" "}
                  <Link to={`${LEADS_PATH}?codigo=${r.code}`} className="font-semibold underline">
                    Marcar resultado
                  </Link>
                </dd>
              </dl>
              <p className="mt-3 text-sm font-semibold">O que está acontecendo</p>
              <p className="mt-1 whitespace-pre-line text-slate-800">{r.problem}</p>
              {photos.length > 0 && (
                <ul className="mt-3 flex flex-wrap gap-3" aria-label="Fotos enviadas">
                  {photos.map((key, i) => (
                    <li key={key}>
                      <a href={requestPhotoPath(key)} target="_blank" rel="noopener">
                        <img
                          src={requestPhotoPath(key)}
                          alt={`Foto ${i + 1} do pedido ${r.code}`}
                          className="h-28 w-auto rounded border border-slate-200"
                          loading="lazy"
                        />
                      </a>
                    </li>
                  ))}
                </ul>
              )}
              {!r.seenAt && (
                <Form method="post" className="mt-4">
                  <input type="hidden" name="id" value={r.id} />
                  <button type="submit" className={secondaryButton}>
                    Marcar como visto
                  </button>
                </Form>
              )}
            </li>
          );
        })}
      </ol>
      <section aria-labelledby="pessoa-titulo" className={card}>
        <h2 id="pessoa-titulo" className="text-lg font-bold text-brand-900">
          Dados de uma pessoa (LGPD)
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          A pedido da pessoa, exporte ou apague o que o site guarda com o telefone dela: os pedidos (com as fotos e os atendimentos ligados a eles) e, nos
          serviços realizados, o número do WhatsApp, o lembrete de manutenção e o primeiro nome. Depoimentos não guardam telefone: retire um em Depoimentos.
        </p>
        {person?.error && (
          <p role="alert" className="mt-3 rounded-md border border-red-300 bg-red-50 p-3 font-semibold text-red-800">
            {person.error}
          </p>
        )}
        <Form method="get" action={REQUESTS_EXPORT_PATH} reloadDocument className="mt-3 flex flex-wrap items-end gap-3">
          <label className="block">
            <span className="block text-sm font-medium">Telefone usado no pedido</span>
            <input name="telefone" type="tel" defaultValue={person?.typed ?? ""} className={inputClass} required />
          </label>
          <button type="submit" className={secondaryButton}>
            Exportar (JSON)
          </button>
          <button type="submit" formMethod="post" formAction={REQUESTS_ADMIN_PATH} name="intent" value="apagar-pessoa" className={dangerButton}>
            Apagar os pedidos
          </button>
        </Form>
        {person?.confirm && (
          <Form method="post" className="mt-4 rounded-md border border-red-300 bg-red-50 p-3" aria-label="Confirmar exclusão">
            <p role="alert" className="font-semibold text-red-900">
              Apagar {person.confirm.count} pedido(s) de {person.confirm.phone}
              {person.confirm.jobs > 0 ? ` e o número, o lembrete e o primeiro nome em ${person.confirm.jobs} serviço(s)` : ""}? Não há como desfazer.
            </p>
            <input type="hidden" name="intent" value="apagar-pessoa" />
            <input type="hidden" name="telefone" value={person.typed} />
            <input type="hidden" name="confirmado" value="1" />
            <button type="submit" className={`${dangerButton} mt-3`}>
              Sim, apagar
            </button>
          </Form>
        )}
      </section>
      {pages > 1 && (
        <nav aria-label="Páginas de pedidos" className="flex gap-3">
          {page > 1 && (
            <Link to={`?pagina=${page - 1}`} className="underline">
              Mais novos
            </Link>
          )}
          <span>
            Página {page} de {pages}
          </span>
          {page < pages && (
            <Link to={`?pagina=${page + 1}`} className="underline">
              Mais antigos
            </Link>
          )}
        </nav>
      )}
    </section>
  );
}
