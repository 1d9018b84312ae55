import type { MessageKey } from "./leads/message-keys";
import { slugify } from "./slug";
import {
  ADMIN_PATH,
  AUTH_PATH_PREFIX,
  CONTACT_PREFIX,
  DIAGNOSIS_PATH,
  HEALTH_PATH,
  MEDIA_PREFIX,
  NOT_FOUND_PATH,
  REVIEW_PREFIX,
  ROBOTS_TXT_PATH,
  cityPath,
  motorPath,
  postPath,
  topicSlugPath,
  usefulLinkPath,
  FAQ_PATH,
  GUARULHOS_PATH,
  HOME_PATH,
  LOGIN_PATH,
  MOTORS_PATH,
  OSASCO_PATH,
  PLACES_HUB_PATH,
  PRIVACY_PATH,
  PROBLEM_SEARCH_PATH,
  SELECTOR_PATH,
  SERVICE_PATH,
  SITEMAP_PATH,
  SITEMAP_XML_PATH,
  TERMS_PATH,
  TOPICS_HUB_PATH,
  TUTORIAL_PATH,
  USEFUL_LINKS_PATH,
  VISIT_REQUEST_PATH,
  WARRANTY_PATH,
} from "./paths";

/**
 * The site's pages with a fixed path, one row each (docs/architecture.md "One registry of the
 * site's pages"). Everything that lists fixed pages is derived from this table: the main pages
 * and their order (MAIN_PAGE_PATHS), sitemap.xml (`sitemapXml`), the HTML site map (`siteMapName`),
 * the leads dashboard's page kinds (`leadKind`, `leadSubject`), the content measure (`kind`),
 * the header's utility links and the footer (`menus`), and the WhatsApp message a page asks for
 * (`messageKey`). Adding a main page is its route module plus one row here;
 * tests/unit/page-registry.test.ts fails, naming the file, when a route module of a fixed public
 * path has no row.
 *
 * Pages made from tables (models, places, topics, problems, posts, generated pages) are not rows:
 * their paths come from the builders in ./paths.ts and their lists from the catalogue and the
 * database.
 */
export type SitePageKind =
  /** The home and the main pages: always measured, their heading is their name, not a subject. */
  | "principal"
  /** Hubs and tools: they list or help rather than say (noindex or not, measured as listings). */
  | "lista"
  /** Search results: what they show is the visitor's query, never measured nor indexed. */
  | "busca"
  /** A visitor's form (the visit request): fields, never measured nor indexed. */
  | "formulario";

/** Where a page is linked from besides the site map: the header's utility links, the footer. */
export type MenuPlacement = "utilidades" | "rodape";

export type SitePageRow = {
  path: string;
  kind: SitePageKind;
  /** Name in the HTML site map (/sitemap) and the menus; null: not listed there. */
  name: string | null;
  /** Listed in sitemap.xml with the content date (the home adds its newest post's date). */
  sitemapXml: boolean;
  /**
   * Indexed and listed in sitemap.xml only while its stored verdict says so: a main page that is a
   * candidate of a search of the intent map (app/lib/search-intents.ts), like a city landing beside
   * the city's place page. Other main pages are in by rule.
   */
  byVerdict?: boolean;
  /** The leads dashboard's page kind (pt-BR, the owner reads it in /admin/leads). */
  leadKind: string;
  /** What the page is about, for the leads dashboard (a city landing's city); null for none. */
  leadSubject?: string;
  /** The prefilled WhatsApp message of the page's contact buttons (app/lib/leads/message-text.ts). */
  messageKey?: MessageKey;
  /** The menus that link the page, with the label and position each shows. */
  menus?: readonly { placement: MenuPlacement; label: string; position: number }[];
};

/** Rows in the order of the HTML site map. */
export const SITE_PAGES: readonly SitePageRow[] = [
  { path: HOME_PATH, kind: "principal", name: "Início", sitemapXml: true, leadKind: "início", messageKey: "geral" },
  { path: MOTORS_PATH, kind: "principal", name: "Modelos de Motor", sitemapXml: true, leadKind: "catálogo", messageKey: "catalogo" },
  { path: SERVICE_PATH, kind: "principal", name: "Instalação e Manutenção", sitemapXml: true, leadKind: "serviço", messageKey: "servico" },
  {
    path: FAQ_PATH,
    kind: "principal",
    name: "Dúvidas Frequentes",
    sitemapXml: true,
    leadKind: "perguntas frequentes",
    messageKey: "duvidas",
    menus: [{ placement: "utilidades", label: "Dúvidas Frequentes", position: 1 }],
  },
  {
    path: GUARULHOS_PATH,
    kind: "principal",
    name: "Portão Automático em Guarulhos",
    sitemapXml: true,
    byVerdict: true,
    leadKind: "região",
    leadSubject: "guarulhos",
    messageKey: "regiao",
  },
  {
    path: OSASCO_PATH,
    kind: "principal",
    name: "Portão Automático em Osasco",
    sitemapXml: true,
    byVerdict: true,
    leadKind: "região",
    leadSubject: "osasco",
    messageKey: "regiao",
  },
  {
    path: TUTORIAL_PATH,
    kind: "principal",
    name: "Tutorial: motor deslizante com placa de freio",
    sitemapXml: true,
    leadKind: "tutorial",
    leadSubject: TUTORIAL_PATH.split("/").pop(),
    messageKey: "tutorial",
  },
  { path: TOPICS_HUB_PATH, kind: "lista", name: "Serviços", sitemapXml: false, leadKind: "lista de tópicos" },
  { path: PLACES_HUB_PATH, kind: "lista", name: "Cidades e bairros atendidos", sitemapXml: false, leadKind: "lista de cidades" },
  { path: USEFUL_LINKS_PATH, kind: "lista", name: "Links Úteis", sitemapXml: false, leadKind: "lista de links úteis" },
  // The HTML site map is navigation with nothing of its own to say: noindex, follow, out of sitemap.xml.
  {
    path: SITEMAP_PATH,
    kind: "principal",
    name: "Mapa do Site",
    sitemapXml: false,
    leadKind: "mapa do site",
    menus: [
      { placement: "utilidades", label: "Sitemap", position: 2 },
      { placement: "rodape", label: "Mapa do Site", position: 4 },
    ],
  },
  {
    path: TERMS_PATH,
    kind: "principal",
    name: null,
    sitemapXml: true,
    leadKind: "institucional",
    menus: [{ placement: "rodape", label: "Termos de Uso", position: 1 }],
  },
  {
    path: PRIVACY_PATH,
    kind: "principal",
    name: null,
    sitemapXml: true,
    leadKind: "institucional",
    menus: [{ placement: "rodape", label: "Política de Privacidade", position: 2 }],
  },
  {
    path: WARRANTY_PATH,
    kind: "principal",
    name: null,
    sitemapXml: true,
    leadKind: "institucional",
    menus: [{ placement: "rodape", label: "Garantia", position: 3 }],
  },
  { path: SELECTOR_PATH, kind: "lista", name: null, sitemapXml: false, leadKind: "qual motor" },
  { path: DIAGNOSIS_PATH, kind: "lista", name: null, sitemapXml: false, leadKind: "diagnóstico" },
  { path: PROBLEM_SEARCH_PATH, kind: "busca", name: null, sitemapXml: false, leadKind: "busca" },
  { path: VISIT_REQUEST_PATH, kind: "formulario", name: null, sitemapXml: false, leadKind: "pedido de visita" },
];

const ROWS = new Map(SITE_PAGES.map((r) => [r.path, r]));

/** The row of a fixed page, or undefined for pages made from tables. */
export function sitePage(path: string): SitePageRow | undefined {
  return ROWS.get(path);
}

/** The main pages after the home, in the order of the site map. */
export const MAIN_PAGE_PATHS: readonly string[] = SITE_PAGES.filter((r) => r.kind === "principal" && r.path !== HOME_PATH).map((r) => r.path);

/** The main pages listed in sitemap.xml by rule (the home is listed with its own date). */
export const INDEXED_MAIN_PAGE_PATHS: readonly string[] = MAIN_PAGE_PATHS.filter((p) => ROWS.get(p)?.sitemapXml && !ROWS.get(p)?.byVerdict);

/** The main pages listed in sitemap.xml while their stored verdict is in: candidates of a search (`byVerdict`). */
export const VERDICT_MAIN_PAGE_PATHS: readonly string[] = MAIN_PAGE_PATHS.filter((p) => ROWS.get(p)?.sitemapXml && ROWS.get(p)?.byVerdict);

/** The home and main pages: always measured, their heading is their name, not a subject. */
export const FIXED_PAGE_PATHS: readonly string[] = [HOME_PATH, ...MAIN_PAGE_PATHS];

/** Hubs and tools: public pages that list or help rather than say. */
export const LISTING_PATHS: readonly string[] = SITE_PAGES.filter((r) => r.kind === "lista").map((r) => r.path);

export type MenuLink = { label: string; to: string };

/** The links of one menu placement, in their positions. */
export function menuLinks(placement: MenuPlacement): MenuLink[] {
  return SITE_PAGES.flatMap((r) => (r.menus ?? []).filter((m) => m.placement === placement).map((m) => ({ ...m, to: r.path })))
    .sort((a, b) => a.position - b.position)
    .map(({ label, to }) => ({ label, to }));
}

/** What the HTML site map lists first: every named row, then the XML sitemap and the admin's sign-in. */
export const SITE_MAP_MAIN_LINKS: { name: string; path: string; document?: boolean }[] = [
  ...SITE_PAGES.flatMap((r) => (r.name ? [{ name: r.name, path: r.path }] : [])),
  { name: "Sitemap XML", path: SITEMAP_XML_PATH, document: true },
  { name: "Login Administrativo", path: LOGIN_PATH },
];

/**
 * First path segments a generated page's slug may not take (slugified: "robots.txt" ->
 * "robotstxt"): every route's own, plus names kept for files and likely future routes.
 * tests/unit/paths.test.ts checks that every route file's first segment is listed.
 */
export const RESERVED_FIRST_SEGMENTS: string[] = [
  ...[
    ...SITE_PAGES.map((r) => r.path).filter((p) => p !== HOME_PATH),
    SITEMAP_XML_PATH,
    ROBOTS_TXT_PATH,
    NOT_FOUND_PATH,
    HEALTH_PATH,
    ADMIN_PATH,
    AUTH_PATH_PREFIX,
    CONTACT_PREFIX,
    MEDIA_PREFIX,
    REVIEW_PREFIX,
  ].map((path) => path.split("/")[1]),
  ...[motorPath, (s: string) => cityPath({ slug: s }), topicSlugPath, postPath, usefulLinkPath].map((build) => build("x").split("/")[1]),
  "login",
  "logout",
  "tutorial",
  "favicon.svg",
  "favicon.ico",
  "assets",
  "api",
]
  .map(slugify)
  .filter((segment, i, all) => all.indexOf(segment) === i);

/** The WhatsApp message a fixed page's contact buttons ask for ("geral" when its row names none). */
export function pageMessageKey(path: string): MessageKey {
  return ROWS.get(path)?.messageKey ?? "geral";
}
