import { CROSS_SITE_MESSAGE, crossSiteWrite, crossSiteWriteOfHeaders, type HeaderBag } from "~/lib/cross-site";
import { getEnv } from "./env.server";

/** The rule itself is pure and shared with the HTTP layer (app/lib/cross-site.ts); here it is applied against SITE_URL. */
export { crossSiteWrite };

/** The rule against SITE_URL on Node's header object. */
export function isCrossSiteWrite(method: string, headers: HeaderBag): boolean {
  return crossSiteWriteOfHeaders(method, headers, getEnv().SITE_URL);
}

/** The same rule inside actions (defence in depth, behind the HTTP layer's check): throws 403. */
export function assertSameSite(request: Request) {
  const origin = request.headers.get("Origin");
  const referer = request.headers.get("Referer");
  if (crossSiteWrite(request.method, origin, referer, getEnv().SITE_URL)) {
    throw new Response(CROSS_SITE_MESSAGE, { status: 403, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  }
}
