import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { citySitemap, MAIN_PAGES, PROBLEM_SITEMAP, TOPIC_SITEMAP } from "~/pages/sitemap-groups";
import { SitemapGeneratedPages } from "~/components/sections/SitemapGeneratedPages";
import { LinkItems } from "~/components/sections/LinkList";
import { LINK_GROUP_GRID as GRID, LinkGroupCard as Card } from "~/components/sections/LinkGroupCard";
import { Breadcrumbs } from "~/components/seo/Breadcrumbs";
import { PageHeader } from "~/components/sections/PageHeader";
import { pageMeta } from "~/lib/seo";
import { loadSitemapGeneratedPages } from "~/routes/sitemap/generated-links.server";
import { SITEMAP_PATH } from "~/lib/paths";
import { getServedBusiness } from "~/server/data/business-settings.server";

export function loader() {
  // The places of the owner's list of served cities only (app/lib/places/served.ts).
  return { generated: loadSitemapGeneratedPages(), places: citySitemap(getServedBusiness().cities) };
}

const HEADING = "Mapa do Site";

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    // The lines are the owner's ("Páginas do site", decision 0043); the template's labels stand in when none is stored.
    title: `${HEADING} | Motores PPA`,
    description: HEADING,
    path: SITEMAP_PATH,
    // Navigation, not content: reachable and followed, out of the index and of sitemap.xml (docs/product.md §9).
    noindex: true,
  });

export default function SitemapPage() {
  const { generated, places } = useLoaderData<typeof loader>();
  return (
    <div className="pb-8">
      <Breadcrumbs items={[{ name: HEADING, path: SITEMAP_PATH }]} />
      <PageHeader title={HEADING} />
      <div className="mx-auto max-w-6xl px-4">
        <h2 className="mt-8 mb-4 text-2xl font-bold text-brand-900">Páginas principais</h2>
        <div className={GRID}>
          <section className="rounded-lg border border-slate-200 bg-white p-5">
            <LinkItems links={MAIN_PAGES} />
          </section>
          <section
            id="links-uteis"
            className="rounded-lg border border-slate-200 bg-white p-5 md:col-span-1 lg:col-span-2"
            aria-labelledby="links-uteis-titulo"
          >
            <SitemapGeneratedPages pages={generated} />
          </section>
        </div>

        <h2 className="mt-10 mb-4 text-2xl font-bold text-brand-900">Serviços e tópicos</h2>
        <div className={GRID}>
          {TOPIC_SITEMAP.map((g) => (
            <Card key={g.id} group={g} />
          ))}
        </div>

        <h2 id="cidades" className="mt-10 mb-4 scroll-mt-28 text-2xl font-bold text-brand-900">
          Cidades e bairros atendidos
        </h2>
        <div className={GRID}>
          {places.map((g) => (
            <Card key={g.id} group={g} />
          ))}
        </div>

        <h2 className="mt-10 mb-4 text-2xl font-bold text-brand-900">Soluções para problemas no portão</h2>
        <section id="problemas" className="rounded-lg border border-slate-200 bg-white p-5">
          <LinkItems links={PROBLEM_SITEMAP} className="grid grid-cols-1 gap-1 md:grid-cols-2 lg:grid-cols-3" />
        </section>
      </div>
    </div>
  );
}
