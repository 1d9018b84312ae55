import { data, redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { OwnText } from "~/components/sections/OwnText";
import { useOwnPageText } from "~/lib/page-text-hook";
import { useLoaderData } from "@remix-run/react";
import { ContactCta } from "~/components/sections/ContactCta";
import { LinkList } from "~/components/sections/LinkList";
import { Breadcrumbs } from "~/components/seo/Breadcrumbs";
import { JsonLd } from "~/components/seo/JsonLd";
import { WhatsAppButton } from "~/components/ui/WhatsAppButton";
import { useBusiness, useSiteUrl } from "~/lib/contact";
import { serviceJsonLd } from "~/lib/jsonld";
import { isPathIndexable } from "~/server/verdicts/page-verdicts.server";
import { pageMeta } from "~/lib/seo";
import { slugify } from "~/lib/slug";
import { notFound, recordNotFound } from "~/server/data/not-found-log.server";
import { getTopicPage } from "~/routes/topicos.$slug/topic-page.server";
import { TOPICS_HUB_PATH, topicSlugPath, usefulLinkPath } from "~/lib/paths";

export function loader({ params, request }: LoaderFunctionArgs) {
  const raw = params.slug ?? "";
  const slug = slugify(raw);
  if (!slug || slug.length > 120) throw notFound(request);
  if (slug !== raw) throw redirect(topicSlugPath(slug), 301);
  const page = getTopicPage(slug);
  // A generated page has one address, under /links-uteis (docs/content-quality.md).
  if (page.source === "generated") throw redirect(usefulLinkPath(slug), 301);
  // The stored verdict decides the robots meta (docs/content-quality.md "Stored verdicts").
  if (page.source !== "generic" || page.group) return { page, whatsappMessage: page.whatsappMessage, indexable: isPathIndexable(topicSlugPath(page.slug)) };
  // A topic we do not list: the spec's generic page for the visitor, 404 for crawlers (decision 0009).
  recordNotFound(new URL(request.url).pathname, request.headers.get("referer"));
  return data({ page, whatsappMessage: page.whatsappMessage, indexable: false }, { status: 404 });
}

export const meta: MetaFunction<typeof loader> = ({ matches, data }) => {
  if (!data) return [];
  const { page } = data;
  return pageMeta(matches, {
    title: page.documentTitle ?? `${page.title} | Motores PPA`,
    description: page.description,
    keywords: page.keywords,
    path: topicSlugPath(page.slug),
    noindex: !page.indexable || !data.indexable,
  });
};

export default function TopicPage() {
  const { page } = useLoaderData<typeof loader>();
  const siteUrl = useSiteUrl();
  // The owner's served cities ("Dados do negócio"), as every page states the area.
  const areaServed = useBusiness().cities;
  const own = useOwnPageText();
  const path = topicSlugPath(page.slug);
  const crumbs = [
    { name: "Serviços", path: TOPICS_HUB_PATH },
    { name: page.title, path },
  ];
  return (
    <article className="pb-8">
      <Breadcrumbs items={crumbs} />
      <div className="mx-auto max-w-3xl px-4 pt-6">
        <h1 className="text-3xl font-extrabold text-brand-900 md:text-4xl">{own?.heading ?? page.heading ?? page.title}</h1>
        <p data-page-lead="" className="mt-3 text-lg text-slate-700">
          {own?.lead ?? page.lead ?? page.description}
        </p>
        {/* Stored sanitised: a generated page by the admin tools, a built-in topic or a template by "Páginas do site". */}
        <div className="prose-content mt-6" dangerouslySetInnerHTML={{ __html: page.body.html }} />
        {/* A built-in topic's stored text holds the owner's own text already (decision 0043). */}
        {page.source !== "table" && <OwnText embedded />}
        <div className="mt-8">
          <WhatsAppButton message={page.whatsappMessage} label="Falar com um técnico agora" placement="destaque" />
        </div>
      </div>
      <div className="mx-auto max-w-6xl px-4">
        <ContactCta title={`Orçamento: ${page.title}`} message={page.whatsappMessage}>
          Atendimento em São Paulo, ABCD, Guarulhos, Osasco e região.
        </ContactCta>
        <LinkList title={page.group ? `Mais em ${page.group.title}` : "Veja também"} links={page.related} />
      </div>
      <JsonLd data={serviceJsonLd(siteUrl, { name: page.title, description: page.description, path, areaServed })} />
    </article>
  );
}
