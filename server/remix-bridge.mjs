// Node request -> Fetch API Request for Remix, and Remix's Response -> Node response.
// The URL is SITE_URL's origin plus the checked target (server/site-identity.mjs); the
// headers a client could use to pose as another host are dropped and `Host` is the site's,
// so Remix's own Origin/Host check of actions agrees with ours behind any proxy. The body
// was read in full beforehand (server/request-body.mjs).
import { Readable } from "node:stream";
import { splitAt } from "./nonce-body.mjs";

/** Headers that name a host or scheme other than the configured one never reach the app. */
const IDENTITY_HEADERS = new Set(["host", "x-forwarded-host", "x-forwarded-proto", "x-forwarded-port", "x-forwarded-server", "forwarded"]);

/**
 * @param {import("node:http").IncomingMessage & { rawBody?: Buffer }} req
 * @param {import("node:http").ServerResponse} res
 * @param {{ url: string, host: string, method?: string }} target
 */
export function toFetchRequest(req, res, { url, host, method = req.method ?? "GET" }) {
  const headers = new Headers();
  for (let i = 0; i < req.rawHeaders.length; i += 2) {
    const name = req.rawHeaders[i].toLowerCase();
    if (!IDENTITY_HEADERS.has(name)) headers.append(name, req.rawHeaders[i + 1]);
  }
  headers.set("host", host);
  const controller = new AbortController();
  res.on("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  const hasBody = method !== "GET" && method !== "HEAD" && req.rawBody && req.rawBody.length > 0;
  return new Request(url, { method, headers, signal: controller.signal, body: hasBody ? req.rawBody : undefined });
}

/**
 * Sends a Remix response. HTML has `placeholder` (when given) replaced by `nonce`, so a
 * page rendered for the cache but not kept still carries this response's nonce.
 * @param {import("node:http").IncomingMessage} req
 * @param {import("express").Response} res
 * @param {Response} response
 * @param {{ placeholder?: string, nonce?: string, location?: (value: string) => string }} [options]
 */
export async function sendFetchResponse(req, res, response, { placeholder, nonce, location } = {}) {
  res.status(response.status);
  for (const [name, value] of response.headers.entries()) {
    if (name === "set-cookie") continue;
    res.append(name, name === "location" && location ? location(value) : value);
  }
  for (const cookie of response.headers.getSetCookie()) res.append("Set-Cookie", cookie);
  if (!response.body || req.method === "HEAD") {
    res.end();
    return;
  }
  if (placeholder && nonce && /^text\/html/.test(response.headers.get("Content-Type") ?? "")) {
    const pieces = splitAt(Buffer.from(await response.arrayBuffer()), Buffer.from(placeholder, "latin1"));
    res.end(Buffer.concat(pieces.flatMap((p, i) => (i === 0 ? [p] : [Buffer.from(nonce, "latin1"), p]))));
    return;
  }
  Readable.fromWeb(/** @type {import("node:stream/web").ReadableStream} */ (response.body))
    .on("error", (error) => res.destroy(error))
    .pipe(res);
}

/**
 * The last Express handler: every request the page cache did not answer goes to Remix.
 * @param {{
 *   handleRequest: (request: Request, context: object) => Promise<Response>,
 *   getLoadContext: (req: import("express").Request, res: import("express").Response) => object,
 *   identity: { origin: string, host: string },
 * }} options
 */
export function remixMiddleware({ handleRequest, getLoadContext, identity }) {
  return async function remix(req, res, next) {
    try {
      const request = toFetchRequest(req, res, { url: identity.origin + req.url, host: identity.host });
      const response = await handleRequest(request, getLoadContext(req, res));
      await sendFetchResponse(req, res, response);
    } catch (error) {
      next(error);
    }
  };
}
