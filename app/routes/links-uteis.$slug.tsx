import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Breadcrumbs } from "~/components/seo/Breadcrumbs";
import { JsonLd } from "~/components/seo/JsonLd";
import { ContactActions } from "~/components/ui/ContactActions";
import { adminToasts } from "~/lib/admin-toasts";
import { useBusiness, useSiteUrl } from "~/lib/contact";
import { serviceJsonLd } from "~/lib/jsonld";
import { pageMeta } from "~/lib/seo";
import { fillBusinessSlots } from "~/lib/business-slots";
import { pageDescription, pageLead } from "~/lib/generator/description";
import { getServedBusiness } from "~/server/data/business-settings.server";
import { getAdmin, requireAdmin } from "~/server/auth/auth.server";
import { deletePageFor } from "~/server/generated-pages/delete.server";
import { findGeneratedPage } from "~/server/generated-pages/store.server";
import { recordNotFound } from "~/server/data/not-found-log.server";
import { storedAnswer } from "~/server/data/redirects.server";
import type { RemovedPage } from "~/components/sections/NotFoundContent";
import { sanitizeContent } from "~/server/data/sanitize.server";
import { redirectWithToast } from "~/server/infra/toast.server";
import { NOT_FOUND_PATH, PANEL_PATH, USEFUL_LINKS_PATH, deletePagePath, editPagePath, usefulLinkPath } from "~/lib/paths";
import { whatsappMessage } from "~/lib/leads/message-keys";

/**
 * A public generated page (docs/product.md §4.8). A deleted page's address answers what the
 * admin chose when deleting (docs/product.md §6): a 301 to another page, or 410 Gone with the not-found
 * content and a link to the hub. Slugs that never existed go to /not-found (the spec's rule).
 */

export async function loader({ request, params }: LoaderFunctionArgs) {
  const found = findGeneratedPage(params.slug ?? "");
  const admin = await getAdmin(request);
  // A draft is not public: only the signed-in admin sees it (docs/product.md §6).
  const page = found && (!found.draft || admin !== null) ? found : undefined;
  if (!page) {
    const path = new URL(request.url).pathname;
    const stored = storedAnswer(path);
    if (stored) {
      if (stored.toPath) throw redirect(stored.toPath, 301);
      const removed: RemovedPage = { hubPath: USEFUL_LINKS_PATH, hubLabel: "Links Úteis" };
      throw data(removed, { status: 410, statusText: "Gone" });
    }
    // Log the slug that was asked for (not a draft's: it is not missing); /not-found does not log itself.
    if (!found) recordNotFound(path, request.headers.get("referer"));
    throw redirect(NOT_FOUND_PATH);
  }
  return {
    page: {
      title: page.title,
      slug: page.slug,
      // The written description, else one from the content; the template only while none is better.
      description: pageDescription(page.title, page.description, page.content),
      lead: pageLead(page.title, page.description, page.content),
      keywords: page.keywords,
      indexable: page.indexable,
      draft: page.draft,
      // Stored HTML was sanitised on save; it is sanitised again before it reaches the page.
      // Business slots (the hours) are filled with "Dados do negócio" as they are now (decision 0028).
      content: fillBusinessSlots(sanitizeContent(page.content), getServedBusiness()),
    },
    /** The page's id for "Excluir página", only for a signed-in admin. */
    adminPageId: admin !== null ? page.id : null,
    whatsappMessage: whatsappMessage("pagina-gerada", page.slug),
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const page = findGeneratedPage(params.slug ?? "");
  // With JavaScript, after the browser's confirmation: no destination, the address answers 410.
  const outcome = deletePageFor(request, admin.email, page?.id);
  if (typeof outcome === "object") return redirectWithToast(PANEL_PATH, adminToasts.pageDeleteFailed());
  const toasts = { deleted: adminToasts.publicPageDeleted, "not-found": adminToasts.publicPageDeleteNotFound, failed: adminToasts.pageDeleteFailed };
  return redirectWithToast(PANEL_PATH, toasts[outcome]());
}

export const meta: MetaFunction<typeof loader> = ({ matches, data }) =>
  data
    ? pageMeta(matches, {
        title: `${data.page.title} | Motores PPA`,
        description: data.page.description,
        keywords: data.page.keywords || undefined,
        path: usefulLinkPath(data.page.slug),
        type: "article",
        // Below the content-quality bar when saved: reachable, `noindex, follow` (docs/content-quality.md).
        noindex: !data.page.indexable || data.page.draft,
      })
    : [];

export default function UsefulLinkPage() {
  const { page, adminPageId, whatsappMessage } = useLoaderData<typeof loader>();
  const siteUrl = useSiteUrl();
  // The owner's served cities ("Dados do negócio"), as every page states the area.
  const areaServed = useBusiness().cities;
  return (
    <>
      <Breadcrumbs
        items={[
          { name: "Links Úteis", path: USEFUL_LINKS_PATH },
          { name: page.title, path: usefulLinkPath(page.slug) },
        ]}
      />
      <article className="mx-auto max-w-3xl px-4 py-8">
        {page.draft && (
          <p role="status" className="mb-6 rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-950">
            <strong>Rascunho:</strong> esta página não está publicada. Só você, conectado como administrador, consegue vê-la.
          </p>
        )}
        <header>
          <h1 className="text-3xl font-extrabold text-brand-900 sm:text-4xl">{page.title}</h1>
          {page.lead && <p className="mt-3 text-lg text-slate-700">{page.lead}</p>}
        </header>
        <div className="prose-content mt-8" dangerouslySetInnerHTML={{ __html: page.content }} />
        <aside aria-labelledby="cta-heading" className="mt-10 rounded-xl bg-brand-50 p-6 text-center">
          <h2 id="cta-heading" className="text-xl font-bold text-brand-900">
            Ficou com alguma dúvida?
          </h2>
          <p className="mt-2 text-slate-700">Um técnico responde com orientação e orçamento sem compromisso.</p>
          <ContactActions className="mt-4 justify-center" whatsappLabel="Falar com um técnico agora" message={whatsappMessage} />
        </aside>
        {adminPageId !== null && (
          // With or without JavaScript: the confirmation page, where a destination can be chosen
          // (one way to delete, docs/product.md §9).
          <div className="mt-8 flex flex-wrap items-center gap-3 border-t border-slate-200 pt-6">
            <a href={editPagePath(adminPageId)} className="rounded-md border border-slate-300 px-4 py-2 font-semibold text-slate-800 hover:bg-slate-50">
              Editar página
            </a>
            <form method="get" action={deletePagePath(adminPageId)}>
              <button type="submit" className="rounded-md bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800">
                Excluir página
              </button>
            </form>
          </div>
        )}
      </article>
      <JsonLd data={serviceJsonLd(siteUrl, { name: page.title, description: page.description, path: usefulLinkPath(page.slug), areaServed })} />
    </>
  );
}
