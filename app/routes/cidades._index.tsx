import type { MetaFunction } from "@remix-run/node";
import { LINK_GROUP_GRID, LinkGroupCard } from "~/components/sections/LinkGroupCard";
import { PageHeader } from "~/components/sections/PageHeader";
import { Breadcrumbs } from "~/components/seo/Breadcrumbs";
import { PLACES } from "~/content/places";
import { PLACES_HUB_PATH } from "~/lib/paths";
import { pageMeta } from "~/lib/seo";
import { CITY_SITEMAP } from "~/pages/sitemap-groups";

/**
 * Hub of the places served (issue #14): every place page by zone and city, the parent of the
 * place pages' breadcrumbs. `noindex, follow`: its lists are the /sitemap section of the same
 * name, so it says nothing of its own to a search engine; crawlers still follow its links.
 */
export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Cidades e bairros atendidos | Motores PPA",
    description: `Os ${PLACES.length} bairros e cidades da Grande São Paulo com página própria: zonas da capital, ABC, região de Guarulhos e de Osasco.`,
    path: PLACES_HUB_PATH,
    noindex: true,
  });

export default function PlacesHub() {
  return (
    <div className="pb-8">
      <Breadcrumbs items={[{ name: "Cidades atendidas", path: PLACES_HUB_PATH }]} />
      <PageHeader
        title="Cidades e bairros atendidos"
        lead="Escolha o seu bairro ou cidade para ver os modelos indicados, o atendimento na região e como pedir um orçamento."
      />
      <div className={`mx-auto max-w-6xl px-4 pt-4 ${LINK_GROUP_GRID}`}>
        {CITY_SITEMAP.map((g) => (
          <LinkGroupCard key={g.id} group={g} />
        ))}
      </div>
    </div>
  );
}
