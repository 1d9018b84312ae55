/**
 * The day the copy of the built-in pages (MAIN_PAGE_PATHS in app/lib/page-registry.ts, the pages
 * built from tables) last changed: each one's `lastmod` in /sitemap.xml. Change it when
 * the copy of built-in pages changes.
 */
export const CONTENT_DATE = "2026-11-21";
