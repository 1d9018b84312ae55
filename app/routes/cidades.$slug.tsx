import { data, redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { placeModels } from "~/server/places/place-models.server";
import { PlaceModelPicks } from "~/components/sections/PlaceModelPicks";
import { getServedBusiness } from "~/server/data/business-settings.server";
import { getPublicPageText } from "~/server/page-texts/store.server";
import { useLoaderData } from "@remix-run/react";
import { decidePlaceSlug, placePage } from "~/pages/place-page";
import { findPlace } from "~/content/places";
import { ContactCta } from "~/components/sections/ContactCta";
import { ContentSections } from "~/components/sections/ContentSections";
import { FaqSection } from "~/components/sections/FaqSection";
import { LinkList } from "~/components/sections/LinkList";
import { GateTypesNote } from "~/components/sections/GateTypesNote";
import { PlaceDistricts } from "~/components/sections/PlaceDistricts";
import { Breadcrumbs } from "~/components/seo/Breadcrumbs";
import { isPathIndexable } from "~/server/verdicts/page-verdicts.server";
import { pageMeta } from "~/lib/seo";
import { notFound, recordNotFound } from "~/server/data/not-found-log.server";
import { PLACES_HUB_PATH, cityPath } from "~/lib/paths";
import { TEMPLATE_PATHS } from "~/lib/page-templates";
import { cityOfPlace } from "~/lib/testimonials/rules";
import { TestimonialsSection } from "~/components/sections/TestimonialsSection";
import { testimonialsFor } from "~/server/data/testimonials.server";
import { JobsSection } from "~/components/sections/JobsSection";
import { jobsForPlacePage } from "~/server/jobs/public-jobs.server";

export function loader({ params, request }: LoaderFunctionArgs) {
  const decision = decidePlaceSlug(params.slug ?? "");
  if (decision.kind === "not-found") throw notFound(request);
  if (decision.kind === "redirect") throw redirect(cityPath({ slug: decision.slug }), 301);
  // A neighbourhood now presented as a section of its city's page (docs/product.md, departures).
  if (decision.kind === "moved") throw redirect(decision.location, 301);
  // Free delivery where the owner's list of served cities says so (decision 0028); the page's
  // text is its stored row in "Páginas do site" (decision 0043), one primary-key lookup.
  // A place without a page of its own reads the stored template "Modelo: lugar não atendido ou desconhecido" (app/lib/page-templates.ts).
  const built = placePage(decision.slug, getServedBusiness().cities, getPublicPageText(cityPath({ slug: decision.slug })), () =>
    getPublicPageText(TEMPLATE_PATHS.place),
  );
  // The models it recommends as the catalogue has them now (never a retired one, decision 0040), meeting what its stored text says of its gates,
  // so a rewrite changes them on the next request; a gate type it names that no model moves gets the owner's "Tipos de portão" note instead (docs/product.md §4.6).
  const { models, uncoveredGateTypes } = placeModels(built);
  const page = { ...built, motors: models, gateTypesNote: uncoveredGateTypes.length > 0 };
  if (page.known) {
    // The city's own published testimonials first, then the ones for every page (decision 0027).
    const place = findPlace(page.slug);
    return {
      page,
      whatsappMessage: page.whatsappMessage,
      testimonials: testimonialsFor(place ? cityOfPlace(place) : null),
      // The owner's real jobs here and in the neighbourhoods this page holds (docs/decisions/0038-job-log.md).
      jobs: jobsForPlacePage(page.slug),
      // The stored verdict decides the robots meta (docs/content-quality.md "Stored verdicts").
      // A place outside the owner's list of served cities stays reachable for old links, out of Google (app/lib/places/served.ts).
      indexable: page.freeShipping && isPathIndexable(cityPath({ slug: page.slug })),
    };
  }
  // A place we do not list: the spec's generic page for the visitor, 404 for crawlers (decision 0009).
  recordNotFound(new URL(request.url).pathname, request.headers.get("referer"));
  return data({ page, whatsappMessage: page.whatsappMessage, testimonials: [], jobs: [], indexable: false }, { status: 404 });
}

/**
 * Outside the owner's list of served cities the description is the rule's (app/pages/place-page.ts
 * `unservedPlaceDescription`, from the stored text): the stored one promises free delivery.
 */
function withoutStoredDescription(matches: Parameters<MetaFunction>[0]["matches"]) {
  return matches.map((m) => {
    const root = m.id === "root" ? (m.data as { pageText?: { description: string | null } | null } | undefined) : undefined;
    return root?.pageText ? { ...m, data: { ...root, pageText: { ...root.pageText, description: null } } } : m;
  });
}

export const meta: MetaFunction<typeof loader> = ({ matches, data }) => {
  if (!data) return [];
  const { page } = data;
  return pageMeta(page.known && !page.freeShipping ? withoutStoredDescription(matches) : matches, {
    title: page.title,
    description: page.description,
    path: cityPath({ slug: page.slug }),
    noindex: !page.known || !data.indexable,
  });
};

/** Breadcrumb trail: every place page sits under the hub of the places served. */
function crumbs(slug: string, name: string) {
  return [
    { name: "Cidades atendidas", path: PLACES_HUB_PATH },
    { name, path: cityPath({ slug }) },
  ];
}

export default function CityPage() {
  const { page, testimonials, jobs } = useLoaderData<typeof loader>();
  return (
    <article className="pb-8">
      <Breadcrumbs items={crumbs(page.slug, page.name)} />
      <header className="mx-auto max-w-6xl px-4 pt-6">
        <h1 className="text-3xl font-extrabold text-brand-900 md:text-4xl">{page.heading}</h1>
        {page.intro.map((text, i) => (
          <p key={text} data-page-lead={i === 0 ? "" : undefined} className="mt-4 max-w-3xl text-lg leading-relaxed">
            {text}
          </p>
        ))}
      </header>
      <div className="mx-auto max-w-6xl px-4">
        <div className="mt-8 max-w-3xl">
          {/* The place's own text: its stored row, sanitised when saved (decision 0040). */}
          {page.bodyHtml && <div className="prose-content" dangerouslySetInnerHTML={{ __html: page.bodyHtml }} />}
          <ContentSections sections={page.sections} />
        </div>
        <JobsSection jobs={jobs} title={`Serviços realizados ${page.em}`} className="pt-10" placePage={page.slug} />
        <PlaceDistricts title={`Bairros ${page.em}`} districts={page.districts} />
        <PlaceModelPicks models={page.motors} />
        {page.gateTypesNote && <GateTypesNote className="mt-6 max-w-3xl" />}
        <ContactCta title="Peça um orçamento" message={page.whatsappMessage}>
          Conte o tipo de portão e o endereço: respondemos com o modelo indicado e o preço.{" "}
          {/* A place we do not list: its intro already says the region is confirmed on WhatsApp. */}
          {!page.known
            ? null
            : page.freeShipping
              ? "Aqui a entrega e a instalação são grátis."
              : "Este lugar fica fora das cidades que atendemos hoje: pergunte se chegamos ao seu endereço."}
        </ContactCta>
        <TestimonialsSection items={testimonials} title={`Clientes ${page.em} e região`} />
        <FaqSection items={page.faqs} heading="Perguntas frequentes" />
        <LinkList title={page.neighboursTitle} links={page.neighbours} />
        <LinkList title="Veja também" links={page.groupLinks} />
      </div>
    </article>
  );
}
