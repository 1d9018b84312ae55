import { placeDisplayName } from "~/lib/place-names";
import { servedPlaces } from "~/lib/places/served";
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

/**
 * The places of the /cidades hub and the HTML site map, in their groups: only the places whose
 * city is on the owner's list of served cities (app/lib/places/served.ts); a group left empty
 * is not shown. Without a list, every place.
 */
export function citySitemap(servedCities?: readonly string[]): SitemapGroup[] {
  const served = (places: Place[]) => toLinks(servedPlaces(places, servedCities));
  const groups: SitemapGroup[] = [
    {
      id: "sao-paulo-capital",
      title: "São Paulo (Capital)",
      links: [],
      subgroups: (["sp-centro", "sp-norte", "sp-sul", "sp-leste", "sp-oeste"] as const)
        .map((id) => group(id, placeGroup(id).title, served(placesInGroup(id))))
        .filter((g) => g.links.length > 0),
    },
    group("abcd", "ABCD", served(placesInGroup("abcd"))),
    group("guarulhos", "Guarulhos", served([...cityPlace("Guarulhos"), ...placesInGroup("guarulhos")])),
    group("osasco", "Osasco", served([...cityPlace("Osasco"), ...placesInGroup("osasco")])),
    group("outras-cidades", "Outras Cidades", served(placesInGroup("outras-cidades").filter((p) => p.name !== "Guarulhos" && p.name !== "Osasco"))),
  ];
  return groups.filter((g) => g.links.length > 0 || (g.subgroups?.length ?? 0) > 0);
}

/** Every place in its group, whatever the list of served cities (the groups as the code files them). */
export const CITY_SITEMAP: SitemapGroup[] = citySitemap();

export const PROBLEM_SITEMAP: SitemapLink[] = PROBLEMS.map((p) => ({ name: p.keyword.charAt(0).toUpperCase() + p.keyword.slice(1), path: problemPath(p) }));
