// The site's HTTP handler, the same in production and under `npm run dev`. Every request is
// first checked against the site's identity (SITE_URL; site-identity.ts); anonymous page views
// and static files are then answered from memory before Express (docs/performance.md "Speed and HTTP
// caching"); everything else goes through the Express chain below, in this order (decision
// records 0004, 0007 and 0025): security headers, compression, static files, uploaded media, cache policy,
// legacy `?_data=` requests, declared body size (a large one only for a verified session), cross-site check, body type, body
// reader, multipart framing, render slot, page-cache fill, Remix, error handler.
import crypto from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { createRequestHandler, type AppLoadContext, type ServerBuild } from "@remix-run/node";
import compression from "compression";
import express from "express";
import type { AppServerEntry } from "../app/entry.server";
import { CROSS_SITE_MESSAGE, crossSiteWriteOfHeaders } from "../app/lib/cross-site";
import { CONTACT_PREFIX, FULL_QUERY_PATH_PREFIXES, HEALTH_PATH, LOGIN_PATH, isUnder } from "../app/lib/paths";
import { bodyLimitMiddleware } from "./body-limit";
import { bodyTypeMiddleware, multipartFramingMiddleware } from "./body-type";
import { cacheFillMiddleware } from "./cache-fill";
import { cachePolicyMiddleware } from "./cache-policy";
import { createHtmlCache } from "./html-cache";
import { mediaFilesMiddleware } from "./media-files";
import { createNonce } from "./nonce";
import { trustProxySetting, untrustedProxyWarning } from "./proxy-trust";
import { errorMiddleware, writeRefusal } from "./refusals";
import { legacyDataRequestMiddleware, remixMiddleware, type GetLoadContext } from "./remix-bridge";
import { renderLimitMiddleware } from "./render-limit";
import { readBodyMiddleware } from "./request-body";
import { createSecurityHeaders, securityHeadersMiddleware } from "./security-headers";
import { createSiteIdentity, type SiteIdentity } from "./site-identity";
import type { StaticFiles } from "./static-files";
import { pathOf } from "./target";
import type { HttpMiddleware, HttpRequest, SecurityHeaders } from "./types";

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
};

export function createSecurity(env: Env): SecurityHeaders {
  return createSecurityHeaders({ siteUrl: env.SITE_URL, videoUrl: env.DEMO_VIDEO_URL, googleSignIn: Boolean(env.GOOGLE_CLIENT_ID) });
}

export function createSite({ env, security, entry, build, mode, useStatic, staticFiles, enhanceScript }: SiteOptions): {
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

  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", trustProxySetting(env.TRUST_PROXY));
  app.use(untrustedProxyWarning({ setting: String(env.TRUST_PROXY), warn: console.warn }));
  app.use(securityHeadersMiddleware(security, createNonce));
  app.use(compression());
  useStatic(app);
  // The IndexNow key file (issue #17; app/server/infra/indexnow.server.ts), only when a key is
  // set, at exactly /{key}.txt (Express's own routing would also match other letter cases).
  const indexNowKey = env.INDEXNOW_KEY;
  if (indexNowKey) {
    const keyPath = `/${indexNowKey}.txt`;
    app.use((req, res, next) =>
      (req.method === "GET" || req.method === "HEAD") && req.path === keyPath
        ? res.set("Cache-Control", "public, max-age=86400").type("text/plain").send(indexNowKey)
        : next(),
    );
  }
  app.use(mediaFilesMiddleware(entry.mediaRoot));
  app.use(cachePolicyMiddleware);
  app.use(legacyDataRequestMiddleware);
  app.use(bodyLimitMiddleware(entry.hasAdminSession));
  app.use(crossSiteCheck);
  app.use(bodyTypeMiddleware);
  // The body is read in full (with a deadline) before the request may take a render slot.
  // Counted contact redirects and the view beacon render no page: answered before the body
  // reader and the render queue (decision 0014), in production; in development their Remix
  // routes answer with the same functions, reloaded with the code.
  if (mode === "production") app.use(contactMiddleware(entry, identity.origin));
  app.use(readBodyMiddleware());
  app.use(multipartFramingMiddleware);
  // Sign-in posts hold at most one of the slots (decision 0024): a burst of them cannot hold the page renders up.
  const signIn = (req: HttpRequest) => req.method === "POST" && isUnder(req.path, LOGIN_PATH);
  app.use(renderLimitMiddleware({ bypass: (req) => req.path === HEALTH_PATH, signIn }));
  // HTML_CACHE_MB=0 turns the page cache off: no render for a cache that would keep nothing.
  if (env.HTML_CACHE_MB > 0) {
    const fill = cacheFillMiddleware({
      cache: htmlCache,
      handleRequest,
      getLoadContext,
      // Random per process, so no page text can contain it; replaced by each response's nonce.
      placeholder: crypto.randomBytes(18).toString("base64"),
      identity,
    });
    const fillUnlessFullQuery: HttpMiddleware = (req, res, next) => (isFullQueryPath(req.path) ? next() : fill(req, res, next));
    app.use(fillUnlessFullQuery);
  }
  app.use(remixMiddleware({ handleRequest, getLoadContext, identity }));
  app.use(errorMiddleware);

  const fromMemory = (req: IncomingMessage, res: ServerResponse) =>
    Boolean(staticFiles?.serve(req, res)) || (!isFullQueryPath(pathOf(req.url ?? "/")) && htmlCache.serveCached(req, res));
  return { identity, handle: identityFirst({ identity, security, fromMemory, app }) };
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

/** The page cache never serves nor stores these: their answer depends on the whole query (app/lib/paths.ts). */
function isFullQueryPath(pathname: string): boolean {
  return FULL_QUERY_PATH_PREFIXES.some((prefix) => isUnder(pathname, prefix));
}

/**
 * Answers /contato/… from the app's `answerContactPath` without Remix (decision 0014): the
 * request it sees has SITE_URL's origin and only the headers the answer reads.
 */
function contactMiddleware(entry: AppServerEntry, origin: string): HttpMiddleware {
  return (req, res, next) => {
    if (!req.path.startsWith(`${CONTACT_PREFIX}/`) || (req.method !== "GET" && req.method !== "HEAD")) return next();
    const headers = new Headers();
    for (const name of ["user-agent", "referer"]) {
      const value = req.headers[name];
      if (typeof value === "string") headers.set(name, value);
    }
    let response: Response | null;
    try {
      response = entry.answerContactPath(new Request(origin + req.url, { method: req.method, headers }), req.ip ?? "");
    } catch (error) {
      return next(error);
    }
    if (!response) return next();
    res.status(response.status);
    response.headers.forEach((value, name) => res.setHeader(name, value));
    response
      .arrayBuffer()
      .then((body) => res.end(req.method === "HEAD" ? undefined : Buffer.from(body)))
      .catch(next);
  };
}
