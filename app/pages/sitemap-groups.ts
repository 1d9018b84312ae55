import { placeDisplayName } from "./place-page";
import { PLACES, placeGroup, placesInGroup, type Place, type PlaceGroupId } from "~/content/places";
import { PROBLEMS } from "~/content/problem-keywords";
import { TOPIC_GROUPS } from "~/content/topic-groups";
import { SITE_MAP_MAIN_LINKS } from "~/lib/page-registry";
import { problemPath, topicPath } from "~/lib/paths";

/** What the HTML sitemap lists (docs/product.md §4.11), in its groups. */
export type SitemapLink = { name: string; path: string };
export type SitemapGroup = { id: string; title: string; links: SitemapLink[]; subgroups?: SitemapGroup[] };

/** The site map's first list: the fixed pages (app/lib/page-registry.ts). */
export const MAIN_PAGES: (SitemapLink & { document?: boolean })[] = SITE_MAP_MAIN_LINKS;

/** The seven menu groups folded into the five headings of the sitemap (docs/product.md §4.11). */
const TOPIC_HEADINGS: { title: string; groups: string[] }[] = [
  { title: "Instalação", groups: ["instalacao"] },
  { title: "Manutenção e Reparo", groups: ["manutencao-e-reparo", "problemas-e-solucoes"] },
  { title: "Tipos de Motores", groups: ["tipos-de-motores"] },
  { title: "Marcas e Acessórios", groups: ["marcas", "acessorios"] },
  { title: "Serviços e Profissionais", groups: ["servicos"] },
];

export const TOPIC_SITEMAP: SitemapGroup[] = TOPIC_HEADINGS.map((h) => ({
  id: `topicos-${h.groups[0]}`,
  title: h.title,
  links: TOPIC_GROUPS.filter((g) => h.groups.includes(g.id)).flatMap((g) => g.topics.map((t) => ({ name: t, path: topicPath(t) }))),
}));

const toLinks = (places: Place[]): SitemapLink[] => places.map((p) => ({ name: placeDisplayName(p), path: p.href }));

const cityPlace = (name: string) => PLACES.filter((p) => p.group === "outras-cidades" && p.name === name);

const group = (id: PlaceGroupId, title: string, links: SitemapLink[]): SitemapGroup => ({ id, title, links });

export const CITY_SITEMAP: SitemapGroup[] = [
  {
    id: "sao-paulo-capital",
    title: "São Paulo (Capital)",
    links: [],
    subgroups: (["sp-centro", "sp-norte", "sp-sul", "sp-leste", "sp-oeste"] as const).map((id) => group(id, placeGroup(id).title, toLinks(placesInGroup(id)))),
  },
  group("abcd", "ABCD", toLinks(placesInGroup("abcd"))),
  group("guarulhos", "Guarulhos", toLinks([...cityPlace("Guarulhos"), ...placesInGroup("guarulhos")])),
  group("osasco", "Osasco", toLinks([...cityPlace("Osasco"), ...placesInGroup("osasco")])),
  group("outras-cidades", "Outras Cidades", toLinks(placesInGroup("outras-cidades").filter((p) => p.name !== "Guarulhos" && p.name !== "Osasco"))),
];

export const PROBLEM_SITEMAP: SitemapLink[] = PROBLEMS.map((p) => ({ name: p.keyword.charAt(0).toUpperCase() + p.keyword.slice(1), path: problemPath(p) }));
