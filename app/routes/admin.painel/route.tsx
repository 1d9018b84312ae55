import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { AdminHeader, AdminLink } from "~/components/admin/AdminNav";
import { GeneratedPageList } from "~/components/admin/GeneratedPageList";
import { PageForm, type PageFormError } from "~/components/admin/PageForm";
import { card, primaryButton } from "~/components/admin/ui";
import { useLegacyImport } from "~/components/admin/useLegacyImport";

import { adminToasts } from "~/lib/admin-toasts";
import { pageMeta } from "~/lib/seo";
import { requireAdmin } from "~/server/auth/auth.server";
import { findGeneratedPageById } from "~/server/generated-pages/store.server";
import { publishPages, saveAfterCheck } from "~/server/generated-pages/save.server";
import { missingSubstance } from "~/server/generated-pages/substance-checklist.server";
import { parkedNewPage, readNewPageForm } from "~/lib/forms/page-list-forms";
import { LIST_OPTIONS, lastCreatedPageId, listPagesForPanel, parseListQuery } from "~/server/generated-pages/list.server";
import { startInternalPages } from "~/server/generated-pages/tool-run-starts.server";
import { redirectWithToast } from "~/server/infra/toast.server";
import { qualityJudge, warmQualityJudge } from "~/server/generated-pages/judge.server";
import {
  ACTIVITY_PATH,
  BATCH_CREATOR_PATH,
  BUSINESS_SETTINGS_PATH,
  LEADS_PATH,
  LOCAL_GENERATOR_PATH,
  CATALOGUE_PATH,
  MOTOR_MEDIA_PATH,
  PANEL_PATH,
  REDIRECTS_PATH,
  GOOGLE_ADMIN_PATH,
  SITE_PAGES_ADMIN_PATH,
  TESTIMONIALS_ADMIN_PATH,
  JOBS_ADMIN_PATH,
  SECURITY_PATH,
  REQUESTS_ADMIN_PATH,
  PASSWORD_PATH,
  DELETED_PAGES_PATH,
  toolRunPath,
} from "~/lib/paths";
import { unseenRequestCount } from "~/server/requests/request-list.server";
import { PARKED_FORM_MESSAGE, takeParkedForm } from "~/server/admin/parked-forms.server";
import { redirectSuggestions } from "~/server/generated-pages/delete.server";
import { missingFacts } from "~/lib/business-settings";
import { getBusinessSettings } from "~/server/data/business-settings.server";
import { followUps } from "~/server/leads/follow-ups.server";
import { FollowUpList } from "~/components/admin/leads/FollowUpList";
import { now } from "~/server/infra/clock.server";

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Painel de Administração | Motores PPA",
    description: "Painel administrativo do site Motores PPA.",
    path: PANEL_PATH,
    noindex: true,
  });

/** The page typed before the session ended, parked by the guard (decision 0032); a generate or publish carries nothing typed. */
async function restoredPage(request: Request) {
  const parked = await takeParkedForm(request, PANEL_PATH);
  if (!parked) return { restored: null, headers: undefined };
  const values = parkedNewPage(parked.form);
  const restored = values ? { values, message: PARKED_FORM_MESSAGE } : null;
  return { restored, headers: { "Set-Cookie": parked.clearCookie } };
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  // The judge of saves made from this page renders the site once; start it now (docs/content-quality.md).
  warmQualityJudge(context);
  const { restored, headers } = await restoredPage(request);
  const query = parseListQuery(new URL(request.url).searchParams);
  const list = listPagesForPanel(query);
  const items = list.items.map((p) => ({
    id: p.id,
    title: p.title,
    slug: p.slug,
    createdAt: p.createdAt.toISOString(),
    draft: p.draft,
    quality: { indexable: p.indexable, ownWords: p.ownWords, similarity: p.similarity, similarTo: p.similarTo },
    // What a page out of the index still lacks (at most one list page of rows are read).
    missing: p.indexable ? [] : missingSubstance(findGeneratedPageById(p.id)?.content ?? ""),
  }));
  const settings = getBusinessSettings();
  const at = now();
  return data(
    {
      email: admin.email,
      /** "Falta: telefone, endereço…" (decision 0028), each linked to its field. */
      missing: missingFacts(settings),
      /** "A retomar": quotes not answered for the owner's days (app/server/leads/follow-ups.server.ts). */
      followUps: followUps(at, settings.followUpDays, settings.name),
      followUpDays: settings.followUpDays,
      now: at,
      /** Visit requests not marked as seen yet ("Pedidos"). */
      newRequests: unseenRequestCount(),
      items,
      pagination: list.pagination,
      all: list.all,
      lastCreated: lastCreatedPageId(),
      query: { q: query.q, order: query.order, status: query.status },
      options: LIST_OPTIONS,
      restored,
      /** The delete dialog's destinations (the confirmation page's, decision 0034). */
      deleteSuggestions: redirectSuggestions(),
    },
    { headers },
  );
}

export async function action({ request, context }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const { intent, draft, values, ids } = readNewPageForm(await request.formData());
  if (intent === "generate-50") {
    // The run goes on after this answer; its page shows the progress (tool-runs.server.ts).
    const started = startInternalPages(context, admin.email);
    return started.started ? redirect(toolRunPath(started.id), 303) : redirectWithToast(toolRunPath(started.running.id), adminToasts.toolRunBusy());
  }
  if (intent === "publish") {
    const published = publishPages(ids, admin.email);
    return redirectWithToast(PANEL_PATH, published.length > 0 ? adminToasts.pagesPublished(published.length) : adminToasts.nothingToPublish());
  }
  const saved = await saveAfterCheck({ input: { ...values, draft }, by: admin.email }, () => qualityJudge(context));
  if (saved?.ok) {
    if (saved.page.draft) return redirectWithToast(PANEL_PATH, adminToasts.pageDraftSaved());
    return redirectWithToast(PANEL_PATH, saved.page.indexable ? adminToasts.pageSaved() : adminToasts.pageSavedOutOfIndex(saved.page));
  }
  // Invalid input, or a database failure (rolled back): what was typed comes back either way.
  const error: PageFormError = saved ? { field: saved.field, message: saved.error } : { message: "Nada foi gravado; tente novamente em instantes." };
  return data({ values, error }, { status: saved ? 400 : 503 });
}

export default function AdminPanel() {
  const {
    email,
    missing,
    items,
    pagination,
    all,
    lastCreated,
    query,
    options,
    restored,
    deleteSuggestions,
    newRequests,
    followUps,
    followUpDays,
    now: at,
  } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const generating = navigation.state !== "idle" && navigation.formData?.get("intent") === "generate-50";
  useLegacyImport();
  return (
    <section className="mx-auto max-w-6xl space-y-8 px-4 py-10">
      <AdminHeader
        title="Painel de Administração"
        back={false}
        subtitle={
          <>
            Conectado como <strong className="text-slate-800">{email}</strong>
          </>
        }
      >
        <AdminLink to={BUSINESS_SETTINGS_PATH}>Dados do negócio</AdminLink>
        <AdminLink to={REQUESTS_ADMIN_PATH}>{newRequests > 0 ? `Pedidos (${newRequests} ${newRequests === 1 ? "novo" : "novos"})` : "Pedidos"}</AdminLink>
        <AdminLink to={LEADS_PATH}>Contatos e vendas</AdminLink>
        <AdminLink to={LOCAL_GENERATOR_PATH}>Gerador de Conteúdo Local</AdminLink>
        <AdminLink to={BATCH_CREATOR_PATH}>Criador de Páginas em Lote</AdminLink>
        <AdminLink to={REDIRECTS_PATH}>Redirecionamentos e 404</AdminLink>
        <AdminLink to={SITE_PAGES_ADMIN_PATH}>Páginas do site</AdminLink>
        <AdminLink to={DELETED_PAGES_PATH}>Páginas excluídas</AdminLink>
        <AdminLink to={GOOGLE_ADMIN_PATH}>Google</AdminLink>
        <AdminLink to={CATALOGUE_PATH}>Catálogo de motores</AdminLink>
        <AdminLink to={MOTOR_MEDIA_PATH}>Fotos dos motores</AdminLink>
        <AdminLink to={TESTIMONIALS_ADMIN_PATH}>Depoimentos</AdminLink>
        <AdminLink to={JOBS_ADMIN_PATH}>Serviços realizados</AdminLink>
        <AdminLink to={SECURITY_PATH}>Verificação em duas etapas</AdminLink>
        <AdminLink to={PASSWORD_PATH}>Minha senha</AdminLink>
        <AdminLink to={ACTIVITY_PATH}>Atividade</AdminLink>
      </AdminHeader>

      {missing.length > 0 && (
        <aside aria-labelledby="faltando-titulo" className="rounded-xl border border-amber-300 bg-amber-50 p-5" data-business-checklist>
          <h2 id="faltando-titulo" className="font-bold text-amber-900">
            Dados do negócio incompletos
          </h2>
          <p className="mt-1 text-amber-900">
            Falta:{" "}
            {missing.map((m, i) => (
              <span key={m.field}>
                {i > 0 && ", "}
                <a href={`${BUSINESS_SETTINGS_PATH}#f-${m.field}`} className="font-semibold underline">
                  {m.label}
                </a>
              </span>
            ))}
            .{/* Only while the phone is really missing: the panel never claims a missing phone that is set. */}
            {missing.some((m) => m.field === "phone") && " Enquanto o telefone não for preenchido, o site não mostra botões de ligar nem de WhatsApp."}
          </p>
        </aside>
      )}

      <FollowUpList followUps={followUps} days={followUpDays} now={at} />

      <div className="grid gap-8 lg:grid-cols-2">
        {/* A failed save re-renders with a new key so the fields show what was sent; a saved page (a newer id than any before) empties them. */}
        <PageForm
          key={result ? JSON.stringify(result.values) : restored ? "restored" : `new-${lastCreated}`}
          values={result?.values ?? restored?.values}
          error={result?.error ?? (restored ? { message: restored.message } : undefined)}
        />

        <section aria-labelledby="generate-heading" className={`${card} h-fit`}>
          <h2 id="generate-heading" className="text-xl font-bold text-brand-900">
            Páginas internas
          </h2>
          <p className="mt-2 text-slate-700">
            Cria 50 páginas de conteúdo sobre motores e serviços de portão automático a partir de uma lista fixa de palavras-chave. Páginas que já existem são
            mantidas.
          </p>
          <Form method="post" className="mt-4">
            <input type="hidden" name="intent" value="generate-50" />
            <button type="submit" disabled={generating} className={primaryButton}>
              {generating ? "Gerando..." : "Gerar 50 Páginas Internas"}
            </button>
          </Form>
        </section>
      </div>

      <GeneratedPageList items={items} pagination={pagination} all={all} query={query} options={options} deleteSuggestions={deleteSuggestions} now={at} />
    </section>
  );
}
