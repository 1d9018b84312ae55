import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { citySitemap, MAIN_PAGES, PROBLEM_SITEMAP, TOPIC_SITEMAP } from "~/pages/sitemap-groups";
import { SitemapGeneratedPages } from "~/components/sections/SitemapGeneratedPages";
import { LinkItems } from "~/components/sections/LinkList";
import { LINK_GROUP_GRID as GRID, LinkGroupCard as Card } from "~/components/sections/LinkGroupCard";
import { Breadcrumbs } from "~/components/seo/Breadcrumbs";
import { pageMeta } from "~/lib/seo";
import { loadSitemapGeneratedPages } from "~/routes/sitemap/generated-links.server";
import { SITEMAP_PATH } from "~/lib/paths";
import { getServedBusiness } from "~/server/data/business-settings.server";

export function loader() {
  // The places of the owner's list of served cities only (app/lib/places/served.ts).
  return { generated: loadSitemapGeneratedPages(), places: citySitemap(getServedBusiness().cities) };
}

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Mapa do Site | Motores PPA",
    description:
      "Todas as páginas do site: motores, serviços, tópicos, cidades e bairros atendidos em São Paulo e região, soluções para problemas de portão e links úteis.",
    path: SITEMAP_PATH,
    // Navigation, not content: reachable and followed, out of the index and of sitemap.xml (docs/product.md §9).
    noindex: true,
  });

export default function SitemapPage() {
  const { generated, places } = useLoaderData<typeof loader>();
  return (
    <div className="pb-8">
      <Breadcrumbs items={[{ name: "Mapa do Site", path: SITEMAP_PATH }]} />
      <div className="mx-auto max-w-6xl px-4 pt-6">
        <h1 className="text-3xl font-extrabold text-brand-900 md:text-4xl">Mapa do Site</h1>
        <p className="mt-3 text-lg text-slate-700">Todas as páginas do site, organizadas por assunto.</p>

        <h2 className="mt-10 mb-4 text-2xl font-bold text-brand-900">Páginas principais</h2>
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
