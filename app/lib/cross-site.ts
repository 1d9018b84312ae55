/**
 * Cross-site request rule (docs/operations.md "Admin access", docs/decisions/0007). A POST, PUT, PATCH or
 * DELETE is accepted only when its `Origin` header (or, when a browser omits it, the
 * `Referer`) has exactly SITE_URL's origin. A write carrying neither header is refused too:
 * every current browser sends `Origin` on POST, so only scripts and tools send neither. GET,
 * HEAD and OPTIONS never change data. Pure: the HTTP layer (http/site.ts) and the app's
 * actions (app/server/origin.server.ts) both apply it with the site URL they hold.
 */
const WRITE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export const CROSS_SITE_MESSAGE = "Requisição recusada: ela não veio deste site.";

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** True when the write must be refused with 403. */
export function crossSiteWrite(method: string, origin: string | null | undefined, referer: string | null | undefined, siteUrl: string): boolean {
  if (!WRITE_METHODS.has(method.toUpperCase())) return false;
  const expected = originOf(siteUrl);
  if (origin) return origin !== expected;
  if (referer) return originOf(referer) !== expected;
  return true;
}

/** Node's header object (`req.headers`), where a header may come as a list. */
export type HeaderBag = { origin?: string | string[]; referer?: string | string[] };

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** The rule on Node's header object. */
export function crossSiteWriteOfHeaders(method: string, headers: HeaderBag, siteUrl: string): boolean {
  return crossSiteWrite(method, single(headers.origin), single(headers.referer), siteUrl);
}
