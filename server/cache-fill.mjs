// Express middleware that renders cache misses: an anonymous GET/HEAD of a public URL is
// rendered by Remix with a placeholder nonce and the whole body is read; a cacheable
// answer (200, no Set-Cookie, not private) becomes a cache entry and is served from it,
// anything else is sent as it is with the placeholder replaced by this response's nonce.
// Concurrent misses of one URL share a single render.
import { Readable } from "node:stream";
import { isPrivatePath } from "./cache-policy.mjs";
import { makeEntry } from "./html-cache.mjs";
import { createNonceBody, splitAt } from "./nonce-body.mjs";
import { NONCE_LENGTH } from "./nonce.mjs";

const MAX_ENTRY_BYTES = 2 << 20;
const CACHEABLE_TYPE = /^(text\/html|text\/x-script|text\/plain|application\/(xml|json|rss\+xml))/;

/** A Fetch API request for Remix from an Express request (as @remix-run/express builds it). */
function toFetchRequest(req, res) {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else if (value !== undefined) headers.set(name, value);
  }
  const controller = new AbortController();
  res.on("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  return new Request(`${req.protocol}://${req.get("host")}${req.originalUrl}`, { method: "GET", headers, signal: controller.signal });
}

function isCacheable(response) {
  const cacheControl = response.headers.get("Cache-Control") ?? "";
  return (
    response.status === 200 &&
    !response.headers.has("Set-Cookie") &&
    !/no-store|private|no-cache/.test(cacheControl) &&
    CACHEABLE_TYPE.test(response.headers.get("Content-Type") ?? "")
  );
}

/** Sends a Remix response that will not be cached, with `nonce` where the placeholder is. */
async function sendUncached(req, res, response, placeholder, nonce) {
  res.status(response.status);
  for (const [name, value] of response.headers.entries()) res.append(name, value);
  if (!response.body || req.method === "HEAD") {
    res.end();
    return;
  }
  if (/^text\/html/.test(response.headers.get("Content-Type") ?? "")) {
    const pieces = splitAt(Buffer.from(await response.arrayBuffer()), Buffer.from(placeholder, "latin1"));
    res.end(Buffer.concat(pieces.flatMap((p, i) => (i === 0 ? [p] : [Buffer.from(nonce, "latin1"), p]))));
    return;
  }
  Readable.fromWeb(response.body)
    .on("error", (error) => res.destroy(error))
    .pipe(res);
}

/**
 * @param {{
 *   cache: ReturnType<typeof import("./html-cache.mjs").createHtmlCache>,
 *   handleRequest: (request: Request, context: object) => Promise<Response>,
 *   getLoadContext: (req: import("express").Request, res: import("express").Response) => object,
 *   placeholder: string,
 * }} options
 */
export function cacheFillMiddleware({ cache, handleRequest, getLoadContext, placeholder }) {
  /** URL -> { version, promise of the entry (null when the answer was not cacheable) } */
  const inflight = new Map();

  async function render(req, res, key, version) {
    const response = await handleRequest(toFetchRequest(req, res), { ...getLoadContext(req, res), nonce: placeholder });
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
    if ((req.method !== "GET" && req.method !== "HEAD") || req.headers.cookie !== undefined || isPrivatePath(req.path)) return next();
    const key = req.originalUrl;
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
      const promise = rendering.then((r) => r.entry ?? null, () => null);
      inflight.set(key, { version, promise });
      let result;
      try {
        result = await rendering;
      } finally {
        if (inflight.get(key)?.promise === promise) inflight.delete(key);
      }
      if (result.entry) cache.serveEntry(req, res, result.entry, res.locals.nonce);
      else await sendUncached(req, res, result.response, placeholder, res.locals.nonce);
    } catch (error) {
      next(error);
    }
  };
}
