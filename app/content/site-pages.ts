/**
 * Built-in pages that are not generated from a table (sitemap.xml lists them with the
 * tables' pages). CONTENT_DATE is the day their copy last changed: it is each one's
 * `lastmod` in /sitemap.xml. Change it when the copy of built-in pages changes.
 */
export const CONTENT_DATE = "2026-11-21";

/**
 * The sliding-gate motor with brake board tutorial (docs/product.md §4.12). Same path as the
 * tutorial's own content module; the sitemap walk in tests/e2e/seo.spec.ts fails if they differ.
 */
export const TUTORIAL_PATH = "/tutoriais/configurar-motor-deslizante-com-placa-de-freio";

/** Main pages after the home, in the order of the site map. */
export const MAIN_PAGE_PATHS = [
  "/motores",
  "/instalacao-manutencao",
  "/duvidas-frequentes",
  "/portao-automatico-guarulhos",
  "/portao-automatico-osasco",
  TUTORIAL_PATH,
  "/sitemap",
  "/termos",
  "/privacidade",
  "/garantia",
] as const;
