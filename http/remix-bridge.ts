// Node request -> Fetch API Request for Remix, and Remix's Response -> Node response.
// The URL is SITE_URL's origin plus the checked target (site-identity.ts); the headers a
// client could use to pose as another host are dropped and `Host` is the site's, so
// Remix's own Origin/Host check of actions agrees with ours behind any proxy. The body
// was read in full beforehand (request-body.ts).
import type { IncomingMessage, ServerResponse } from "node:http";
import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import type { AppLoadContext, RequestHandler } from "@remix-run/node";
import type express from "express";
import { splitAt } from "./nonce-body";
import { renderedTarget } from "./page-request";
import { withDroppedParams } from "./site-identity";
import type { HttpMiddleware, HttpRequest, HttpResponse, SiteOrigin } from "./types";

/** Headers that name a host or scheme other than the configured one never reach the app. */
const IDENTITY_HEADERS = new Set(["host", "x-forwarded-host", "x-forwarded-proto", "x-forwarded-port", "x-forwarded-server", "forwarded"]);

/** True when the target's query has a `_data` parameter, however it is encoded (as Remix reads it). */
function hasLegacyDataParam(target: string): boolean {
  const q = target.indexOf("?");
  return q >= 0 && new URLSearchParams(target.slice(q + 1)).has("_data");
}

/**
 * Remix's data requests of before single fetch (`?_data=routeId`): this app never makes them,
 * and Remix answers them with a warning and a router error in the log. Refused with a short
 * 400 before the body reader and the render queue (decision 0025).
 */
export const legacyDataRequestMiddleware: HttpMiddleware = (req, res, next) => {
  if (!hasLegacyDataParam(req.url)) return next();
  res.set("Connection", "close").set("Cache-Control", "no-store");
  res.status(400).type("text/plain; charset=utf-8").send("Endereço inválido.");
};

/** The load context of one request (client address, CSP nonce). */
export type GetLoadContext = (req: HttpRequest, res: HttpResponse) => AppLoadContext;

/**
 * The Request Remix sees. `url` must be SITE_URL's origin plus the checked target and `host`
 * SITE_URL's host: nothing the client sent decides either.
 */
export function toFetchRequest(
  req: IncomingMessage & { rawBody?: Buffer },
  res: ServerResponse,
  { url, host, method = req.method ?? "GET" }: { url: string; host: string; method?: string },
): Request {
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
  const body = method !== "GET" && method !== "HEAD" && req.rawBody !== undefined && req.rawBody.length > 0 ? req.rawBody : undefined;
  // A Buffer is a Uint8Array, which fetch accepts as a body; the DOM typings ask for an ArrayBuffer-backed view.
  return new Request(url, { method, headers, signal: controller.signal, body: body as Uint8Array<ArrayBuffer> | undefined });
}

/**
 * Sends a Remix response. HTML has `placeholder` (when given) replaced by `nonce`, so a
 * page rendered for the cache but not kept still carries this response's nonce.
 */
export async function sendFetchResponse(
  req: IncomingMessage,
  res: express.Response,
  response: Response,
  { placeholder, nonce, location }: { placeholder?: string; nonce?: string; location?: (value: string) => string } = {},
): Promise<void> {
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
  // The DOM's ReadableStream and Node's are the same object at run time; only their declarations differ.
  Readable.fromWeb(response.body as NodeReadableStream<Uint8Array>)
    .on("error", (error) => res.destroy(error))
    .pipe(res);
}

/**
 * The last Express handler: every request the page cache did not answer goes to Remix. A page
 * request is rendered as its page key, as the cache would render it (page-request.ts), and a
 * same-site redirect gets the dropped parameters back.
 */
export function remixMiddleware({
  handleRequest,
  getLoadContext,
  identity,
}: {
  handleRequest: RequestHandler;
  getLoadContext: GetLoadContext;
  identity: SiteOrigin;
}): HttpMiddleware {
  return async function remix(req, res, next) {
    try {
      const target = renderedTarget(req);
      const request = toFetchRequest(req, res, { url: identity.origin + target, host: identity.host });
      const response = await handleRequest(request, getLoadContext(req, res));
      const location = target === req.url ? undefined : (value: string) => withDroppedParams(value, req.url, identity.origin);
      await sendFetchResponse(req, res, response, { location });
    } catch (error) {
      next(error);
    }
  };
}
