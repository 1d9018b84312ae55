import { getEnv } from "./env.server";

/**
 * Cross-site request rule. A POST, PUT, PATCH or DELETE is accepted only when its `Origin`
 * header (or, when a browser omits it, the `Referer`) has exactly SITE_URL's origin. A write
 * carrying neither header is refused too: every current browser sends `Origin` on POST, so
 * only scripts and tools send neither. GET, HEAD and OPTIONS never change data.
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

/** Pure rule: true when the write must be refused with 403. */
export function crossSiteWrite(method: string, origin: string | null | undefined, referer: string | null | undefined, siteUrl: string): boolean {
  if (!WRITE_METHODS.has(method.toUpperCase())) return false;
  const expected = originOf(siteUrl);
  if (origin) return origin !== expected;
  if (referer) return originOf(referer) !== expected;
  return true;
}

type HeaderBag = { origin?: string | string[]; referer?: string | string[] };

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** The rule against SITE_URL, for the Express middleware (server.mjs passes `req.headers`). */
export function isCrossSiteWrite(method: string, headers: HeaderBag): boolean {
  return crossSiteWrite(method, single(headers.origin), single(headers.referer), getEnv().SITE_URL);
}

/** The same rule inside actions (defence in depth; also covers `npm run dev`): throws 403. */
export function assertSameSite(request: Request) {
  const origin = request.headers.get("Origin");
  const referer = request.headers.get("Referer");
  if (crossSiteWrite(request.method, origin, referer, getEnv().SITE_URL)) {
    throw new Response(CROSS_SITE_MESSAGE, { status: 403, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  }
}
