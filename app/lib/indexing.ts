import { NOINDEX_PATH_PREFIXES, isUnder } from "./paths";
/**
 * Which URLs search engines may index (docs/architecture.md "SEO"). `pageMeta` applies both rules by
 * itself; routes only pass `noindex` for cases these rules cannot see.
 *
 * - Paths under /admin, /not-found and /buscar (search results) are never indexed.
 * - A query string that changes the content (post pagination past page 1, a posts or
 *   regions search) makes a variant that is not indexed: `noindex, follow`, so crawlers
 *   still follow its links, and no canonical link (a canonical to another URL next to
 *   noindex is a contradictory signal). Every other parameter (utm_*, gclid...) leaves
 *   the page indexable with its canonical on the path without the query.
 */

/** Search boxes: a non-blank value is a search-result variant of the page. */
export const SEARCH_PARAMS = ["busca", "cidade"] as const;

/** Post list pagination: any page other than the first is a variant of the page. */
export const PAGE_PARAM = "pagina";

export function isIndexablePath(pathname: string): boolean {
  const path = pathname.toLowerCase();
  return !NOINDEX_PATH_PREFIXES.some((prefix) => isUnder(path, prefix));
}

function toParams(query: string | URL | URLSearchParams): URLSearchParams {
  if (query instanceof URLSearchParams) return query;
  if (query instanceof URL) return query.searchParams;
  const at = query.indexOf("?");
  return new URLSearchParams(at >= 0 ? query.slice(at + 1) : query);
}

/**
 * False when the query string makes a paginated or search-result variant.
 * Accepts a URL, its search ("?pagina=2") or URLSearchParams.
 */
export function isIndexableQuery(query: string | URL | URLSearchParams): boolean {
  const params = toParams(query);
  for (const name of SEARCH_PARAMS) {
    if (params.getAll(name).some((v) => v.trim() !== "")) return false;
  }
  return params.getAll(PAGE_PARAM).every((v) => v.trim() === "" || v.trim() === "1");
}
