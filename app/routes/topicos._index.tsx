import type { MetaFunction } from "@remix-run/node";
import { LINK_GROUP_GRID, LinkGroupCard } from "~/components/sections/LinkGroupCard";
import { PageHeader } from "~/components/sections/PageHeader";
import { Breadcrumbs } from "~/components/seo/Breadcrumbs";
import { TOPICS_HUB_PATH } from "~/lib/paths";
import { pageMeta } from "~/lib/seo";
import { TOPIC_SITEMAP } from "~/pages/sitemap-groups";

/**
 * Hub of the service topics (issue #14): the "Serviços" menu's topics by group, the parent of
 * the topic pages' breadcrumbs and the menu's "Ver todos os serviços". `noindex, follow`: its
 * lists are the /sitemap section of the same name.
 */
export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Serviços de portão automático | Motores PPA",
    description: "Instalação, manutenção, tipos de motor, marcas, acessórios e problemas de portão automático: todos os assuntos em que atendemos.",
    path: TOPICS_HUB_PATH,
    noindex: true,
  });

export default function TopicsHub() {
  return (
    <div className="pb-8">
      <Breadcrumbs items={[{ name: "Serviços", path: TOPICS_HUB_PATH }]} />
      <PageHeader title="Serviços" lead="Os assuntos em que atendemos, do motor novo ao conserto: escolha o que o seu portão precisa." />
      <div className={`mx-auto max-w-6xl px-4 pt-4 ${LINK_GROUP_GRID}`}>
        {TOPIC_SITEMAP.map((g) => (
          <LinkGroupCard key={g.id} group={g} />
        ))}
      </div>
    </div>
  );
}
