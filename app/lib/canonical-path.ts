/**
 * One URL per page (docs/architecture.md "SEO"): the canonical form of a request path has no repeated
 * slashes, no trailing slash (except "/") and no upper-case letters. The root loader
 * answers 301 to that form, keeping the query string.
 *
 * Static files (anything with an extension in its last segment, /assets/, /build/) are
 * left alone. Repeated slashes are collapsed first, so "//example.com/" can never become a
 * protocol-relative redirect to another host.
 */

/** Single-fetch bookkeeping parameter that must not survive a redirect. */
const INTERNAL_PARAMS = ["_routes"];

function isStaticFile(pathname: string): boolean {
  if (/^\/(assets|build)\//.test(pathname)) return true;
  const last = pathname.replace(/\/+$/, "").split("/").pop() ?? "";
  return /\.[a-z0-9]{1,8}$/i.test(last);
}

function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** Lower-cases each segment as text ("/Cidades/S%C3%83O" -> "/cidades/s%C3%A3o"). */
function lowerCasePath(pathname: string): string {
  return pathname
    .split("/")
    .map((segment) => {
      const decoded = decodeSegment(segment);
      if (decoded === null) return segment.toLowerCase();
      const lower = decoded.toLowerCase();
      return lower === decoded ? segment : encodeURIComponent(lower);
    })
    .join("/");
}

export function canonicalPathname(pathname: string): string {
  if (isStaticFile(pathname)) return pathname;
  let path = pathname.replace(/\/{2,}/g, "/");
  if (path.length > 1) path = path.replace(/\/$/, "");
  return lowerCasePath(path);
}

function cleanSearch(url: URL): string {
  if (!INTERNAL_PARAMS.some((p) => url.searchParams.has(p))) return url.search;
  const params = new URLSearchParams(url.search);
  for (const p of INTERNAL_PARAMS) params.delete(p);
  const search = params.toString();
  return search ? `?${search}` : "";
}

/**
 * Where a GET request should be redirected (path and query), or null when its path is
 * already canonical. Other methods are never redirected (a form post keeps its target).
 */
export function canonicalRedirect(requestUrl: string | URL, method = "GET"): string | null {
  if (method !== "GET" && method !== "HEAD") return null;
  const url = new URL(requestUrl);
  const canonical = canonicalPathname(url.pathname);
  if (canonical === url.pathname) return null;
  return `${canonical}${cleanSearch(url)}`;
}
