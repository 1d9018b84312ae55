import { slugify } from "./slug";

/**
 * Every internal path of the site and the builders of its parameterised paths, in one place,
 * for the app, the HTTP layer and the tests. This file imports nothing but the pure `slugify`
 * (./slug.ts, itself import-free), so code outside the Remix bundle can import it too.
 * tests/unit/paths.test.ts proves that each path below is served by a route file.
 */

/** Public pages with a fixed path. */
export const HOME_PATH = "/";
/** The home's posts search and its pages (?busca=&pagina=) and the regions filter (?cidade=). */
export const HOME_QUERY = ["busca", "pagina", "cidade"] as const;
export const MOTORS_PATH = "/motores";
/** The catalogue's section of what every model has in common (`/motores#kit`, linked from each model page). */
export const MOTORS_KIT_ID = "kit";
export const SERVICE_PATH = "/instalacao-manutencao";
export const FAQ_PATH = "/duvidas-frequentes";
export const GUARULHOS_PATH = "/portao-automatico-guarulhos";
export const OSASCO_PATH = "/portao-automatico-osasco";
/** The sliding-gate motor with brake board tutorial (docs/product.md §4.12). */
export const TUTORIAL_PATH = "/tutoriais/configurar-motor-deslizante-com-placa-de-freio";
export const SITEMAP_PATH = "/sitemap";
export const SITEMAP_XML_PATH = "/sitemap.xml";
/** The part of a sitemap split in parts (app/lib/sitemap-xml.ts SITEMAP_PART_PARAM). */
export const SITEMAP_XML_QUERY = ["pagina"] as const;
export const ROBOTS_TXT_PATH = "/robots.txt";
export const TERMS_PATH = "/termos";
export const PRIVACY_PATH = "/privacidade";
export const WARRANTY_PATH = "/garantia";
/** Hubs of the sets a visitor browses (docs/content-quality.md): places and topics. */
export const PLACES_HUB_PATH = "/cidades";
export const TOPICS_HUB_PATH = "/topicos";
/** "Buscar Solução": the problem search's results (docs/product.md §4.10). */
export const PROBLEM_SEARCH_PATH = "/buscar";
export const PROBLEM_SEARCH_QUERY = ["q"] as const;
/** The logged 404 page a removed generated page redirects to (decision 0009). */
export const NOT_FOUND_PATH = "/not-found";
export const HEALTH_PATH = "/healthz";
/** The two tools that qualify a lead (docs/architecture.md, "The two tools"): the motor selector and the diagnosis. */
export const SELECTOR_PATH = "/qual-motor";
export const DIAGNOSIS_PATH = "/diagnostico";
/** Counted contact links and the view beacon (decision 0014); disallowed in robots.txt. */
export const CONTACT_PREFIX = "/contato";
export const VIEW_BEACON_PATH = "/contato/visita";
export const contactClickPath = (channel: "whatsapp" | "telefone"): string => `${CONTACT_PREFIX}/${channel}`;
/** The uploaded motor photos and documents (app/lib/media/motor-media.ts names the files). */
export const MEDIA_PREFIX = "/midia";

/** Admin area. Cookies of the sign-in steps are sent only under ADMIN_PATH. */
export const ADMIN_PATH = "/admin";
export const LOGIN_PATH = "/admin/login";
/** The second factor's code step of a sign-in (docs/product.md §6.6). */
export const SECOND_FACTOR_PATH = "/admin/login/codigo";
export const LOGOUT_PATH = "/admin/logout";
export const PANEL_PATH = "/admin/painel";
/** Where the admin turns the second factor on and off. */
export const SECURITY_PATH = "/admin/seguranca";
/** The owner's own password ("Minha senha"): the current one required, every other session ended. */
export const PASSWORD_PATH = "/admin/senha";
/** "Esqueci minha senha" (only with SMTP configured) and the e-mailed link's page, under LOGIN_PATH. */
export const FORGOT_PASSWORD_PATH = "/admin/login/esqueci";
export const RESET_PASSWORD_PREFIX = "/admin/login/nova-senha";
/** "Dados do negócio" (decision 0028). */
export const BUSINESS_SETTINGS_PATH = "/admin/dados-do-negocio";
export const LOCAL_GENERATOR_PATH = "/admin/local-generator";
/** One title of the local generator's "Processar todos", posted by the browser. */
export const PROCESS_TITLE_PATH = "/admin/local-generator/processar";
export const BATCH_CREATOR_PATH = "/admin/batch-creator";
/** One page of the batch creator's run, posted by the browser. */
export const BATCH_PAGE_PATH = "/admin/batch-creator/criar";
/** The leads dashboard and its CSV export (decision 0014). */
export const LEADS_PATH = "/admin/leads";
/** Redirects and the 404 monitor (docs/product.md §6). */
export const REDIRECTS_PATH = "/admin/redirecionamentos";
/** Each public page's stored place in Google and why (docs/content-quality.md "Stored verdicts"). */
export const GOOGLE_ADMIN_PATH = "/admin/google";
/** "Páginas do site" (decision 0040): every page's texts, their history and their verdict. */
export const SITE_PAGES_ADMIN_PATH = "/admin/paginas";
/** The editor of one page: its path follows, "/admin/paginas/editar/motores/motor-ppa-home" (the home: no path). */
export const SITE_PAGE_EDITOR_PREFIX = "/admin/paginas/editar";
export const sitePageEditorPath = (path: string): string => (path === "/" ? SITE_PAGE_EDITOR_PREFIX : `${SITE_PAGE_EDITOR_PREFIX}${path}`);
/** The admin activity log (docs/product.md §6.8). */
export const ACTIVITY_PATH = "/admin/atividade";
export const LEADS_EXPORT_PATH = "/admin/leads/exportar";
/** Customer testimonials and review-request links (decision 0027). */
export const TESTIMONIALS_ADMIN_PATH = "/admin/depoimentos";
/** "Serviços realizados" (docs/decisions/0038-job-log.md): the job log, one job's page and the printable Google review QR code. */
export const JOBS_ADMIN_PATH = "/admin/servicos";
export const jobAdminPath = (id: number): string => `${JOBS_ADMIN_PATH}/${id}`;
export const GOOGLE_REVIEW_QR_PATH = "/admin/servicos/qr-google";
export const editTestimonialPath = (id: number): string => `/admin/depoimentos/${id}`;
/**
 * The visit request form ("Pedir visita técnica / orçamento", docs/product.md §4.14): `de` names the
 * site's page the visitor came from (its subject prefills the form). Never cached nor indexed:
 * its answer carries what the visitor typed. The owner's list of requests is REQUESTS_ADMIN_PATH.
 */
export const VISIT_REQUEST_PATH = "/pedir-visita";
export const visitRequestHref = (from: string): string => `${VISIT_REQUEST_PATH}?${new URLSearchParams({ de: from })}`;
export const REQUESTS_ADMIN_PATH = "/admin/pedidos";
export const requestPhotoPath = (key: string): string => `${REQUESTS_ADMIN_PATH}/foto/${key}`;
/** One person's requests as a JSON download, by the phone they typed (LGPD art. 18). */
export const REQUESTS_EXPORT_PATH = "/admin/pedidos/exportar";
/** The legacy import's JSON post: the one route allowed a larger body (http/body-limit.ts). */
export const LEGACY_IMPORT_PATH = "/admin/painel/importar";

/** Google sign-in and its OAuth redirect URI, both under AUTH_PATH_PREFIX (no page of its own). */
export const AUTH_PATH_PREFIX = "/auth";
export const GOOGLE_SIGN_IN_PATH = "/auth/google";
export const GOOGLE_CALLBACK_PATH = "/auth/google/callback";

/**
 * A customer's review-request form (decision 0027): the token is the page's only key, so the
 * prefix is never cached, indexed nor listed (PRIVATE_PATH_PREFIXES, NOINDEX_PATH_PREFIXES).
 */
export const REVIEW_PREFIX = "/depoimento";
export const reviewLinkPath = (token: string): string => `${REVIEW_PREFIX}/${token}`;

/** Path builders of the pages made from tables and the database. */
export const motorPath = (slug: string): string => `/motores/${slug}`;
export const cityPath = (place: { slug: string }): string => `/cidades/${place.slug}`;
export const topicPath = (title: string): string => `/topicos/${slugify(title)}`;
export const topicSlugPath = (slug: string): string => `/topicos/${slug}`;
export const problemPath = (problem: { slug: string }): string => `/${problem.slug}`;
export const postPath = (slug: string): string => `/postagens/${slug}`;
/** The hub listing every generated page ("Links Úteis"). */
export const USEFUL_LINKS_PATH = "/links-uteis";
export const USEFUL_LINKS_QUERY = ["pagina"] as const;
/** A generated page ("Links Úteis"). */
export const usefulLinkPath = (slug: string): string => `/links-uteis/${slug}`;
/** The panel's delete action of one generated page. */
export const deletePagePath = (id: number): string => `/admin/painel/excluir/${id}`;
/** Photos and documents of the motor models (docs/product.md §6.3b). */
export const MOTOR_MEDIA_PATH = "/admin/motores";
/** "Catálogo de motores" (decision 0029): the list, a new model, one model's form. */
export const CATALOGUE_PATH = "/admin/catalogo";
export const catalogueMotorPath = (slug: string): string => `/admin/catalogo/${slug}`;
/** "novo" is reserved: no model may take it (RESERVED_MOTOR_SLUGS). */
export const newMotorPath = (): string => catalogueMotorPath("novo");
export const motorMediaPath = (slug: string): string => `/admin/motores/${slug}`;
/** The site's uploaded photos as JSON, for the editor's image picker (decision 0034). */
export const SITE_PHOTOS_PATH = "/admin/fotos-do-site";
/** The editor of one generated page (docs/product.md §6). */
export const editPagePath = (id: number): string => `/admin/painel/editar/${id}`;
/** The progress page of a page tool's run ("Gerar 50", the batch creator or the local generator without JavaScript). */
export const toolRunPath = (id: string): string => `/admin/painel/geracao/${id}`;
/** Confirmation (GET ?ids=) and deletion (POST) of several generated pages at once (docs/product.md §6). */
export const BULK_DELETE_PATH = "/admin/painel/excluir-lote";
/** Deleted generated pages, restorable for LIMITS.deletedPages.keepDays (decision 0045). */
export const DELETED_PAGES_PATH = "/admin/painel/excluidas";

/**
 * The URLs the HTTP layer answers itself, each with the module that answers it: every other
 * URL the site answers is a route module of app/routes. tests/unit/paths.test.ts checks that no
 * route module claims these; the built server's integration tests request each one (the test
 * files are named there).
 */
export const HTTP_LAYER_PATHS = [
  { path: `${CONTACT_PREFIX}/*`, handler: "http/contact.ts", what: "counted contact redirects and the view beacon (decision 0014)" },
  { path: `${MEDIA_PREFIX}/*`, handler: "http/media-files.ts", what: "uploaded photos and documents (decision 0019)" },
  { path: "/{INDEXNOW_KEY}.txt", handler: "http/indexnow-key.ts", what: "the IndexNow key file, when a key is set" },
  { path: "/assets/*, public/*", handler: "http/static-files.ts", what: "the build's client files and public/ (Vite's in development)" },
] as const;

/**
 * The query parameters public pages read, each declared beside its page's path above (a
 * `*_QUERY` constant). A public page sees only these, with or without the page cache: the
 * cache's key and the URL Remix renders keep them and drop the rest (utm_*, gclid…;
 * http/site-identity.ts PAGE_QUERY_PARAMS, http/page-request.ts). A page that reads a new
 * parameter declares it here, or it never reaches the page, under `npm run dev` too.
 * tests/unit/paths.test.ts checks that every `*_QUERY` is listed.
 */
export const PAGE_QUERIES: Record<string, readonly string[]> = {
  [HOME_PATH]: HOME_QUERY,
  [SITEMAP_XML_PATH]: SITEMAP_XML_QUERY,
  [PROBLEM_SEARCH_PATH]: PROBLEM_SEARCH_QUERY,
  [USEFUL_LINKS_PATH]: USEFUL_LINKS_QUERY,
};

/**
 * Paths whose answer depends on their whole query string (the tools' answers, the contact
 * redirects): the page cache never serves or stores them, and Remix sees their whole query
 * (PAGE_QUERIES does not apply).
 */
export const FULL_QUERY_PATH_PREFIXES = [SELECTOR_PATH, DIAGNOSIS_PATH, CONTACT_PREFIX, VISIT_REQUEST_PATH] as const;

/** Paths never indexed: the admin area, the 404 page, search results, the two tools' answer pages and the contact redirects (docs/architecture.md "SEO"). */
export const NOINDEX_PATH_PREFIXES = [
  ADMIN_PATH,
  NOT_FOUND_PATH,
  PROBLEM_SEARCH_PATH,
  SELECTOR_PATH,
  DIAGNOSIS_PATH,
  CONTACT_PREFIX,
  REVIEW_PREFIX,
  VISIT_REQUEST_PATH,
] as const;

/**
 * Paths answered `Cache-Control: private, no-store` whatever the route says: the admin area,
 * the Google sign-in, the health check and the review-request forms (http/cache-policy.ts).
 */
export const PRIVATE_PATH_PREFIXES = [ADMIN_PATH, AUTH_PATH_PREFIX, HEALTH_PATH, REVIEW_PREFIX, VISIT_REQUEST_PATH] as const;

/** True when `pathname` is `prefix` or below it ("/admin", "/admin/painel"; not "/administrar"). */
export function isUnder(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}
