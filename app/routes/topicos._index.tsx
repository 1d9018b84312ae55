import type { MetaFunction } from "@remix-run/node";
import { LinkGroupHub } from "~/components/sections/LinkGroupHub";
import { TOPICS_HUB_PATH } from "~/lib/paths";
import { pageMeta } from "~/lib/seo";
import { TOPIC_SITEMAP } from "~/pages/sitemap-groups";

/**
 * Hub of the service topics (docs/content-quality.md): the "Serviços" menu's topics by group, the parent of
 * the topic pages' breadcrumbs and the menu's "Ver todos os serviços". `noindex, follow`: its
 * lists are the /sitemap section of the same name. Its lines are the owner's ("Páginas do site",
 * decision 0043); the template's labels stand in when none is stored.
 */
const HEADING = "Serviços";

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: `${HEADING} | Motores PPA`, description: HEADING, path: TOPICS_HUB_PATH, noindex: true });

export default function TopicsHub() {
  return <LinkGroupHub crumb="Serviços" path={TOPICS_HUB_PATH} title={HEADING} groups={TOPIC_SITEMAP} />;
}
