import type { MetaFunction } from "@remix-run/node";
import { LinkGroupHub } from "~/components/sections/LinkGroupHub";
import { TOPICS_HUB_PATH } from "~/lib/paths";
import { pageMeta } from "~/lib/seo";
import { TOPIC_SITEMAP } from "~/pages/sitemap-groups";

/**
 * Hub of the service topics (docs/content-quality.md): the "Serviços" menu's topics by group, the parent of
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
    <LinkGroupHub
      crumb="Serviços"
      path={TOPICS_HUB_PATH}
      title="Serviços"
      lead="Os assuntos em que atendemos, do motor novo ao conserto: escolha o que o seu portão precisa."
      groups={TOPIC_SITEMAP}
    />
  );
}
