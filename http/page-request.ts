// Which requests are page views as the page cache sees them, and the URL Remix renders for
// them: the same rule whether the cache is on (production) or off (`npm run dev`,
// HTML_CACHE_MB=0), so a query parameter a page did not declare (app/lib/paths.ts PAGE_QUERIES)
// is dropped in both, never only in production.
import { FULL_QUERY_PATH_PREFIXES, isUnder } from "../app/lib/paths";
import { isPrivatePath } from "./cache-policy";
import { pageKey } from "./site-identity";
import type { HttpRequest } from "./types";

/** Remix's route discovery (`?p=…&p=…&version=…`): every parameter matters, so never a page. */
const ROUTE_DISCOVERY_PATH = "/__manifest";

/** The page cache never serves nor stores these: their answer depends on the whole query (app/lib/paths.ts). */
export function isFullQueryPath(pathname: string): boolean {
  return FULL_QUERY_PATH_PREFIXES.some((prefix) => isUnder(pathname, prefix));
}

/** An anonymous GET or HEAD of a public page whose answer depends only on its page key. */
export function isPageRequest(req: HttpRequest): boolean {
  return (
    (req.method === "GET" || req.method === "HEAD") &&
    req.headers.cookie === undefined &&
    !isPrivatePath(req.path) &&
    req.path !== ROUTE_DISCOVERY_PATH &&
    !isFullQueryPath(req.path)
  );
}

/** The target Remix renders for `req`: its page key for a page request, else the whole target. */
export function renderedTarget(req: HttpRequest): string {
  return isPageRequest(req) ? pageKey(req.url) : req.url;
}
