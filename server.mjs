// Production server: migrates and seeds before listening, then serves the Remix build.
// Every request is first checked against the site's identity (SITE_URL; server/site-identity.mjs);
// anonymous page views and static files are then answered from memory before Express
// (README "Speed and HTTP caching"); everything else goes through the Express chain below.
import http from "node:http";
import path from "node:path";
import crypto from "node:crypto";
import express from "express";
import compression from "compression";
import { createRequestHandler as createRemixHandler } from "@remix-run/node";
import { bodyLimitMiddleware } from "./server/body-limit.mjs";
import { cacheFillMiddleware } from "./server/cache-fill.mjs";
import { cachePolicyMiddleware } from "./server/cache-policy.mjs";
import { errorMiddleware, writeRefusal } from "./server/refusals.mjs";
import { createHtmlCache } from "./server/html-cache.mjs";
import { LIMITS } from "./server/limits.mjs";
import { createNonce } from "./server/nonce.mjs";
import { remixMiddleware } from "./server/remix-bridge.mjs";
import { renderLimitMiddleware } from "./server/render-limit.mjs";
import { readBodyMiddleware } from "./server/request-body.mjs";
import { createSecurityHeaders, securityHeadersMiddleware } from "./server/security-headers.mjs";
import { createSiteIdentity } from "./server/site-identity.mjs";
import { loadStaticFiles } from "./server/static-files.mjs";

// React and Remix choose their production code by NODE_ENV: `npm start` means production.
process.env.NODE_ENV ||= "production";

const buildDir = path.resolve(process.env.BUILD_DIR || "build");
const build = await import(path.join(buildDir, "server/index.js"));
const { boot, getEnv, watchContentVersion } = build.entry.module;

await boot();
const env = getEnv();

const identity = createSiteIdentity({ siteUrl: env.SITE_URL, aliases: env.SITE_HOST_ALIASES });
const security = createSecurityHeaders({
  siteUrl: env.SITE_URL,
  videoUrl: env.DEMO_VIDEO_URL,
  googleSignIn: Boolean(env.GOOGLE_CLIENT_ID),
});
const staticFiles = await loadStaticFiles(path.join(buildDir, "client"), { security, createNonce });
const htmlCache = createHtmlCache({
  maxBytes: env.HTML_CACHE_MB * 1024 * 1024,
  ttlMs: env.HTML_CACHE_TTL_SECONDS * 1000,
  currentVersion: watchContentVersion(),
  security,
  createNonce,
});
const handleRequest = createRemixHandler(build, process.env.NODE_ENV);
const getLoadContext = (req, res) => ({ clientIp: req.ip ?? "", nonce: res.locals.nonce });

const app = express();
app.disable("x-powered-by");
app.set("trust proxy", env.TRUST_PROXY);
app.use(securityHeadersMiddleware(security, createNonce));
app.use(compression());
app.use("/assets", express.static(path.join(buildDir, "client/assets"), { immutable: true, maxAge: "1y" }));
app.use(express.static(path.join(buildDir, "client"), { maxAge: "1h" }));
app.use(cachePolicyMiddleware);
app.use(bodyLimitMiddleware);
app.use((req, res, next) =>
  build.entry.module.isCrossSiteWrite(req.method, req.headers)
    ? res.set("Connection", "close").status(403).type("text/plain").send(build.entry.module.CROSS_SITE_MESSAGE)
    : next(),
);
// The body is read in full (with a deadline) before the request may take a render slot.
app.use(readBodyMiddleware());
app.use(renderLimitMiddleware({ bypass: (req) => req.path === "/healthz" }));
// HTML_CACHE_MB=0 turns the page cache off: no render for a cache that would keep nothing.
if (env.HTML_CACHE_MB > 0) {
  app.use(
    cacheFillMiddleware({
      cache: htmlCache,
      handleRequest,
      getLoadContext,
      // Random per process, so no page text can contain it; replaced by each response's nonce.
      placeholder: crypto.randomBytes(18).toString("base64"),
      identity,
    }),
  );
}
app.use(remixMiddleware({ handleRequest, getLoadContext, identity }));
app.use(errorMiddleware);

const port = env.PORT;
const host = env.HOST || "0.0.0.0";
const server = http.createServer({ connectionsCheckingInterval: 1_000 }, (req, res) => {
  const verdict = identity.check(req);
  if (verdict.kind !== "ok") return writeRefusal(res, verdict, security);
  req.url = verdict.target;
  if (staticFiles.serve(req, res) || htmlCache.serveCached(req, res)) return;
  app(req, res);
});
server.keepAliveTimeout = 65_000;
server.headersTimeout = LIMITS.headersTimeoutMs;
// Backstop for the whole request; bodies have their own, shorter deadline (server/request-body.mjs).
server.requestTimeout = LIMITS.headersTimeoutMs + LIMITS.bodyReadTimeoutMs + 10_000;
server.listen(port, host, () => {
  console.log(`[server] ouvindo em http://${host === "0.0.0.0" ? "localhost" : host}:${port} como ${identity.origin} (${staticFiles.count} arquivos estáticos em memória)`);
});

function shutdown(signal) {
  console.log(`[server] ${signal}: encerrando`);
  server.close(() => process.exit(0));
  server.closeIdleConnections();
  setTimeout(() => process.exit(0), 5000).unref();
}
process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));
