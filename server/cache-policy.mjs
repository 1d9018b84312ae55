// Cache-Control rules (README "Speed and HTTP caching"): who may keep a response, and for how long.

export const CACHE_CONTROL = {
  /** Anonymous public pages: browsers 1 min, CDNs 10 min, then served stale while they refresh. */
  publicPage: "public, max-age=60, s-maxage=600, stale-while-revalidate=86400",
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

const PRIVATE_PATH = /^\/(admin|auth|healthz)(\/|\.|$)/;

/** Admin, sign-in and health URLs (and their .data requests) are never cached or shared. */
export function isPrivatePath(pathname) {
  return PRIVATE_PATH.test(pathname);
}

/**
 * Cache-Control for a response rendered by Remix.
 * @param {{ pathname: string, requestHasCookie: boolean, status: number, setsCookie: boolean, routeChoice?: string | null }} r
 */
export function dynamicCacheControl({ pathname, requestHasCookie, status, setsCookie, routeChoice }) {
  if (setsCookie || isPrivatePath(pathname)) return CACHE_CONTROL.private;
  if (routeChoice) return routeChoice;
  if (requestHasCookie) return CACHE_CONTROL.private;
  return status === 200 ? CACHE_CONTROL.publicPage : CACHE_CONTROL.none;
}

/**
 * Express middleware for the Remix paths: applies dynamicCacheControl just before the
 * headers leave, when status and Set-Cookie are known.
 */
export function cachePolicyMiddleware(req, res, next) {
  const writeHead = res.writeHead;
  res.writeHead = function writeHeadWithPolicy(...args) {
    const status = typeof args[0] === "number" ? args[0] : res.statusCode;
    const cacheControl = dynamicCacheControl({
      pathname: req.path,
      requestHasCookie: req.headers.cookie !== undefined,
      status,
      setsCookie: res.hasHeader("Set-Cookie"),
      routeChoice: /** @type {string | undefined} */ (res.getHeader("Cache-Control")),
    });
    res.setHeader("Cache-Control", cacheControl);
    if (cacheControl === CACHE_CONTROL.publicPage) res.setHeader("Vary", PUBLIC_VARY);
    return writeHead.apply(this, args);
  };
  next();
}
