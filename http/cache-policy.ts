// Cache-Control rules (docs/performance.md "Speed and HTTP caching"): who may keep a response, and for how long.
import type { ServerResponse } from "node:http";
import type { HttpMiddleware } from "./types";

export const CACHE_CONTROL = {
  /**
   * Anonymous public pages: browsers 1 min; shared caches 2 s, then they ask again with the
   * ETag (a 304 from the site's memory when nothing changed). No stale-while-revalidate: the
   * first visitor after an edit gets the new page however sparse the traffic, never the old body
   * (docs/operations.md "Behind a proxy or CDN"; `npm run test:proxy` measures it).
   */
  publicPage: "public, max-age=60, s-maxage=2",
  /** Admin screens, login, anything that sets a cookie or answers a request that carried one. */
  private: "private, no-store",
  /** Vite's content-hashed files under /assets. */
  immutable: "public, max-age=31536000, immutable",
  /** Other files of public/ (favicon, placeholder image): names do not change with content. */
  staticFile: "public, max-age=3600",
  /** Errors and redirects of anonymous requests. */
  none: "no-store",
};

/** Public pages vary by encoding, and by cookie (an admin sees extra buttons). */
export const PUBLIC_VARY = "Accept-Encoding, Cookie";

// PRIVATE_PATH_PREFIXES of app/lib/paths.ts (the review-request forms of decision 0027 and the visit request form included).
const PRIVATE_PATH = /^\/(admin|auth|healthz|depoimento|pedir-visita)(\/|\.|$)/;

/** Admin, sign-in, health and review-request URLs (and their .data requests) are never cached or shared. */
export function isPrivatePath(pathname: string): boolean {
  return PRIVATE_PATH.test(pathname);
}

/** Cache-Control for a response rendered by Remix. */
export function dynamicCacheControl({
  pathname,
  requestHasCookie,
  status,
  setsCookie,
  routeChoice,
}: {
  pathname: string;
  requestHasCookie: boolean;
  status: number;
  setsCookie: boolean;
  routeChoice?: string | null;
}): string {
  if (setsCookie || isPrivatePath(pathname)) return CACHE_CONTROL.private;
  if (routeChoice) return routeChoice;
  if (requestHasCookie) return CACHE_CONTROL.private;
  return status === 200 ? CACHE_CONTROL.publicPage : CACHE_CONTROL.none;
}

/** Node's writeHead, whose several overloads are passed on as they came. */
type WriteHead = (this: ServerResponse, ...args: unknown[]) => ServerResponse;

/**
 * Express middleware for the Remix paths: applies dynamicCacheControl just before the
 * headers leave, when status and Set-Cookie are known.
 */
export const cachePolicyMiddleware: HttpMiddleware = (req, res, next) => {
  const writeHead = res.writeHead as WriteHead;
  const writeHeadWithPolicy: WriteHead = function (...args) {
    const status = typeof args[0] === "number" ? args[0] : res.statusCode;
    const routeChoice = res.getHeader("Cache-Control");
    const cacheControl = dynamicCacheControl({
      pathname: req.path,
      requestHasCookie: req.headers.cookie !== undefined,
      status,
      setsCookie: res.hasHeader("Set-Cookie"),
      routeChoice: typeof routeChoice === "string" ? routeChoice : undefined,
    });
    res.setHeader("Cache-Control", cacheControl);
    if (cacheControl === CACHE_CONTROL.publicPage) res.setHeader("Vary", PUBLIC_VARY);
    return writeHead.apply(this, args);
  };
  res.writeHead = writeHeadWithPolicy as typeof res.writeHead;
  next();
};
