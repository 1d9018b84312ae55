// The site's HTTP handler, the same in production and under `npm run dev`. The URLs answered
// here rather than by a route module are listed in app/lib/paths.ts HTTP_LAYER_PATHS. Every request is
// first checked against the site's identity (SITE_URL; site-identity.ts); anonymous page views
// and static files are then answered from memory before Express (docs/performance.md "Speed and HTTP
// caching"); everything else goes through the Express chain below, in this order (decision
// records 0004, 0007 and 0025): security headers, compression, static files, IndexNow key, uploaded media, cache policy,
// legacy `?_data=` requests, declared body size (a large one only for a verified session), cross-site check, body type,
// contact redirects, body reader, multipart framing, per-client limit, render slot, page-cache fill, Remix, error handler.
import crypto from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { createRequestHandler, type AppLoadContext, type RequestHandler, type ServerBuild } from "@remix-run/node";
import compression from "compression";
import express from "express";
import type { AppServerEntry } from "../app/entry.server";
import { CROSS_SITE_MESSAGE, crossSiteWriteOfHeaders } from "../app/lib/cross-site";
import { HEALTH_PATH, LOGIN_PATH, isUnder } from "../app/lib/paths";
import { bodyLimitMiddleware } from "./body-limit";
import { bodyTypeMiddleware, multipartFramingMiddleware } from "./body-type";
import { cacheFillMiddleware } from "./cache-fill";
import { createClientLimit } from "./client-limit";
import { clientAddressOf } from "./client-address";
import { cachePolicyMiddleware } from "./cache-policy";
import { contactMiddleware } from "./contact";
import { createHtmlCache, type HtmlCache } from "./html-cache";
import { indexNowKeyMiddleware } from "./indexnow-key";
import { mediaFilesMiddleware } from "./media-files";
import { createNonce } from "./nonce";
import { isFullQueryPath } from "./page-request";
import { trustProxySetting, untrustedProxyWarning } from "./proxy-trust";
import { errorMiddleware, writeRefusal } from "./refusals";
import { legacyDataRequestMiddleware, remixMiddleware, type GetLoadContext } from "./remix-bridge";
import { renderLimitMiddleware } from "./render-limit";
import { readBodyMiddleware } from "./request-body";
import { createSecurityHeaders, securityHeadersMiddleware } from "./security-headers";
import { createSiteIdentity, type SiteIdentity } from "./site-identity";
import type { StaticFiles } from "./static-files";
import { pathOf } from "./target";
import type { HttpMiddleware, HttpRequest, SecurityHeaders, SiteOrigin } from "./types";

type Env = ReturnType<AppServerEntry["getEnv"]>;

export type SiteOptions = {
  env: Env;
  security: SecurityHeaders;
  entry: AppServerEntry;
  /** The Remix build, or (development) a function giving Vite's current one. */
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: "production" | "development";
  /** Adds the static-file middlewares: build/client in production, Vite's in development. */
  useStatic: (app: express.Express) => void;
  /** Files answered from memory before Express (production); null leaves them to `useStatic`. */
  staticFiles: StaticFiles | null;
  /** URL of the public pages' enhancement module (app/enhance, decision 0017). */
  enhanceScript: string;
  /** Told whether the page cache answered (metrics.ts `cacheHit`); returns what it was given. */
  onPageCache?: (served: boolean, res: ServerResponse) => boolean;
};

export function createSecurity(env: Env): SecurityHeaders {
  return createSecurityHeaders({ siteUrl: env.SITE_URL, videoUrl: env.DEMO_VIDEO_URL, googleSignIn: Boolean(env.GOOGLE_CLIENT_ID) });
}

export function createSite({ env, security, entry, build, mode, useStatic, staticFiles, enhanceScript, onPageCache = (served) => served }: SiteOptions): {
  identity: SiteIdentity;
  handle: (req: IncomingMessage, res: ServerResponse) => void;
} {
  const identity = createSiteIdentity({ siteUrl: env.SITE_URL, aliases: env.SITE_HOST_ALIASES });
  const htmlCache = createHtmlCache({
    maxBytes: env.HTML_CACHE_MB * 1024 * 1024,
    ttlMs: env.HTML_CACHE_TTL_SECONDS * 1000,
    currentVersion: entry.watchContentVersion(),
    security,
    createNonce,
  });
  const handleRequest = createRequestHandler(build, mode);
  // A public page rendered inside the process, as a visitor would get it: the generator's
  // quality check reads the site's indexable pages through it (docs/content-quality.md).
  const renderPage = async (path: string): Promise<string | null> => {
    const response = await handleRequest(new Request(new URL(path, identity.origin)), { clientIp: "", enhanceScript, renderPage });
    return response.status === 200 ? await response.text() : null;
  };
  const getLoadContext: GetLoadContext = (req, res): AppLoadContext => ({
    clientIp: req.ip ?? "",
    leaveRenderSlot: () => res.locals.renderDone?.(),
    nonce: res.locals.nonce,
    enhanceScript,
    renderPage,
  });
  const crossSiteCheck: HttpMiddleware = (req, res, next) =>
    crossSiteWriteOfHeaders(req.method, req.headers, env.SITE_URL)
      ? res.set("Connection", "close").status(403).type("text/plain").send(CROSS_SITE_MESSAGE)
      : next();

  // Per client (client-limit.ts); a client at both of its bounds is refused before Express (`fromMemory` below).
  const clientLimit = createClientLimit({
    atOnce: env.CLIENT_REQUESTS_AT_ONCE,
    bypass: (req) => req.path === HEALTH_PATH,
    bypassEarly: (req) => pathOf(req.url ?? "/") === HEALTH_PATH,
    addressOf: clientAddressOf(env.TRUST_PROXY),
    security,
  });
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", trustProxySetting(env.TRUST_PROXY));
  app.use(untrustedProxyWarning({ setting: String(env.TRUST_PROXY), warn: console.warn }));
  app.use(securityHeadersMiddleware(security, createNonce));
  app.use(compression());
  useStatic(app);
  if (env.INDEXNOW_KEY) app.use(indexNowKeyMiddleware(env.INDEXNOW_KEY));
  app.use(mediaFilesMiddleware(entry.mediaRoot));
  app.use(cachePolicyMiddleware);
  app.use(legacyDataRequestMiddleware);
  app.use(bodyLimitMiddleware(entry.hasAdminSession));
  app.use(crossSiteCheck);
  app.use(bodyTypeMiddleware);
  // Counted contact redirects and the view beacon render no page: answered before the body
  // reader and the render queue (decision 0014), in both modes (contact.ts).
  app.use(
    contactMiddleware(
      currentEntry(build, entry, (e) => e.answerContactPath),
      identity.origin,
    ),
  );
  // The body is read in full (with a deadline) before the request may take a render slot.
  app.use(readBodyMiddleware());
  app.use(multipartFramingMiddleware);
  // Sign-in posts hold at most one of the slots (decision 0024): a burst of them cannot hold the page renders up.
  const signIn = (req: HttpRequest) => req.method === "POST" && isUnder(req.path, LOGIN_PATH);
  app.use(clientLimit.middleware);
  app.use(renderLimitMiddleware({ bypass: (req) => req.path === HEALTH_PATH, signIn }));
  // HTML_CACHE_MB=0 turns the page cache off: no render for a cache that would keep nothing.
  app.use(...renderChain({ cache: env.HTML_CACHE_MB > 0 ? htmlCache : null, handleRequest, getLoadContext, identity }));
  app.use(errorMiddleware);

  const fromMemory = (req: IncomingMessage, res: ServerResponse) =>
    Boolean(staticFiles?.serve(req, res)) ||
    (!isFullQueryPath(pathOf(req.url ?? "/")) && onPageCache(htmlCache.serveCached(req, res), res)) ||
    clientLimit.refuseEarly(req, res);
  return { identity, handle: identityFirst({ identity, security, fromMemory, app }) };
}

/**
 * The chain's last steps: the page-cache fill (when there is a cache) and Remix. Both render a
 * page request as its page key (page-request.ts), so a page sees the same query with the cache
 * on (production) or off (`npm run dev`).
 */
export function renderChain({
  cache,
  handleRequest,
  getLoadContext,
  identity,
}: {
  cache: HtmlCache | null;
  handleRequest: RequestHandler;
  getLoadContext: GetLoadContext;
  identity: SiteOrigin;
}): HttpMiddleware[] {
  const remix = remixMiddleware({ handleRequest, getLoadContext, identity });
  if (!cache) return [remix];
  // Random per process, so no page text can contain it; replaced by each response's nonce.
  const placeholder = crypto.randomBytes(18).toString("base64");
  return [cacheFillMiddleware({ cache, handleRequest, getLoadContext, placeholder, identity }), remix];
}

/**
 * The server's request handler: the identity check runs before anything else, and every
 * later step sees `req.url` as the checked origin-form target; then the in-memory answers
 * (`fromMemory` returns true when it answered), then `app`.
 */
export function identityFirst({
  identity,
  security,
  fromMemory,
  app,
}: {
  identity: SiteIdentity;
  security: SecurityHeaders;
  fromMemory: (req: IncomingMessage, res: ServerResponse) => boolean;
  app: (req: IncomingMessage, res: ServerResponse) => void;
}): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    const verdict = identity.check(req);
    if (verdict.kind !== "ok") return writeRefusal(res, verdict, security);
    req.url = verdict.target;
    if (fromMemory(req, res)) return;
    app(req, res);
  };
}

/**
 * A function of the app's entry module, as the current build has it: the one loaded at start in
 * production; in development Vite's current build, so an edit is live without a restart.
 */
function currentEntry<T>(build: SiteOptions["build"], entry: AppServerEntry, pick: (entry: AppServerEntry) => T): () => T | Promise<T> {
  if (typeof build !== "function") return () => pick(entry);
  return async () => {
    // Checked to export what the HTTP layer uses when the first build was loaded (main.ts).
    const module: object = (await build()).entry.module;
    return pick(module as AppServerEntry);
  };
}
