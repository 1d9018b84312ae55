// Express middleware that renders cache misses: an anonymous GET/HEAD of a public URL is
// rendered by Remix with a placeholder nonce and the whole body is read; a cacheable
// answer (200, no Set-Cookie, not private) becomes a cache entry and is served from it,
// anything else is sent as it is with the placeholder replaced by this response's nonce.
// Concurrent misses of one URL share a single render. What is rendered is the page key
// (path and the parameters pages read, site-identity.ts) on SITE_URL's origin, so
// the entry holds exactly what its key names, whatever else the request carried.
import type { RequestHandler } from "@remix-run/node";
import { makeEntry, type CacheEntry, type HtmlCache } from "./html-cache";
import { createNonceBody } from "./nonce-body";
import { NONCE_LENGTH } from "./nonce";
import { sendFetchResponse, toFetchRequest, type GetLoadContext } from "./remix-bridge";
import { isPageRequest } from "./page-request";
import { pageKey, withDroppedParams } from "./site-identity";
import type { HttpMiddleware, HttpRequest, HttpResponse, SiteOrigin } from "./types";

const MAX_ENTRY_BYTES = 2 << 20;
const CACHEABLE_TYPE = /^(text\/html|text\/x-script|text\/plain|application\/(xml|json|rss\+xml))/;

function isCacheable(response: Response): boolean {
  const cacheControl = response.headers.get("Cache-Control") ?? "";
  return (
    response.status === 200 &&
    !response.headers.has("Set-Cookie") &&
    !/no-store|private|no-cache/.test(cacheControl) &&
    CACHEABLE_TYPE.test(response.headers.get("Content-Type") ?? "")
  );
}

/** A render's outcome: a cache entry, or the response to send as it is. */
type Rendered = { entry: CacheEntry; response?: undefined } | { entry?: undefined; response: Response };

export function cacheFillMiddleware({
  cache,
  handleRequest,
  getLoadContext,
  placeholder,
  identity,
}: {
  cache: HtmlCache;
  handleRequest: RequestHandler;
  getLoadContext: GetLoadContext;
  placeholder: string;
  identity: SiteOrigin;
}): HttpMiddleware {
  /** URL -> the version rendered and the promise of the entry (null when the answer was not cacheable). */
  const inflight = new Map<string, { version: number; promise: Promise<CacheEntry | null> }>();

  async function render(req: HttpRequest, res: HttpResponse, key: string, version: number): Promise<Rendered> {
    const request = toFetchRequest(req, res, { url: identity.origin + key, host: identity.host, method: "GET" });
    const response = await handleRequest(request, { ...getLoadContext(req, res), nonce: placeholder });
    if (!isCacheable(response)) return { response };
    const bytes = Buffer.from(await response.arrayBuffer());
    // Rendering is over; compressing runs on libuv's threads and may overlap the next render.
    res.locals.renderDone?.();
    const sent = new Response(bytes, { status: response.status, statusText: response.statusText, headers: response.headers });
    if (bytes.length > MAX_ENTRY_BYTES) return { response: sent };
    const entry = makeEntry(await createNonceBody(bytes, placeholder, NONCE_LENGTH), response.headers);
    cache.store(key, entry, version);
    return { entry };
  }

  return async function cacheFill(req, res, next) {
    if (!isPageRequest(req)) return next();
    const key = pageKey(req.url);
    try {
      const found = cache.lookup(key);
      if (found) return cache.serveEntry(req, res, found, res.locals.nonce);
      const version = cache.version();
      const flight = inflight.get(key);
      if (flight && flight.version === version) {
        const entry = await flight.promise;
        // The shared render was not cacheable: this request renders on its own.
        return entry ? cache.serveEntry(req, res, entry, res.locals.nonce) : next();
      }
      const rendering = render(req, res, key, version);
      const promise = rendering.then(
        (r) => r.entry ?? null,
        () => null,
      );
      inflight.set(key, { version, promise });
      let result: Rendered;
      try {
        result = await rendering;
      } finally {
        if (inflight.get(key)?.promise === promise) inflight.delete(key);
      }
      if (result.entry) cache.serveEntry(req, res, result.entry, res.locals.nonce);
      else {
        const location = (value: string) => withDroppedParams(value, req.url, identity.origin);
        await sendFetchResponse(req, res, result.response, { placeholder, nonce: res.locals.nonce, location });
      }
    } catch (error) {
      next(error);
    }
  };
}
