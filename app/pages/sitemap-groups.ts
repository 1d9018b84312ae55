import { placeDisplayName } from "./place-page";
import { PLACES, placeGroup, placesInGroup, type Place, type PlaceGroupId } from "~/content/places";
import { PROBLEMS } from "~/content/problem-keywords";
import { TOPIC_GROUPS } from "~/content/topic-groups";
import {
  FAQ_PATH,
  GUARULHOS_PATH,
  LOGIN_PATH,
  MOTORS_PATH,
  OSASCO_PATH,
  SERVICE_PATH,
  SITEMAP_PATH,
  TUTORIAL_PATH,
  USEFUL_LINKS_PATH,
  problemPath,
  topicPath,
  PLACES_HUB_PATH,
  TOPICS_HUB_PATH,
} from "~/lib/paths";

/** What the HTML sitemap lists (docs/product.md §4.11), in its groups. */
export type SitemapLink = { name: string; path: string };
export type SitemapGroup = { id: string; title: string; links: SitemapLink[]; subgroups?: SitemapGroup[] };

export const MAIN_PAGES: (SitemapLink & { document?: boolean })[] = [
  { name: "Início", path: "/" },
  { name: "Modelos de Motor", path: MOTORS_PATH },
  { name: "Instalação e Manutenção", path: SERVICE_PATH },
  { name: "Dúvidas Frequentes", path: FAQ_PATH },
  { name: "Portão Automático em Guarulhos", path: GUARULHOS_PATH },
  { name: "Portão Automático em Osasco", path: OSASCO_PATH },
  { name: "Tutorial: motor deslizante com placa de freio", path: TUTORIAL_PATH },
  { name: "Serviços", path: TOPICS_HUB_PATH },
  { name: "Cidades e bairros atendidos", path: PLACES_HUB_PATH },
  { name: "Links Úteis", path: USEFUL_LINKS_PATH },
  { name: "Mapa do Site", path: SITEMAP_PATH },
  { name: "Sitemap XML", path: "/sitemap.xml", document: true },
  { name: "Login Administrativo", path: LOGIN_PATH },
];

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
