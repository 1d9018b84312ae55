// The one server, for production (`npm start`: node build/http/main.js, bundled by
// scripts/build-http.mjs) and development (`npm run dev`: tsx http/main.ts with
// NODE_ENV=development). Both migrate and seed before listening (the build's `boot`), then
// serve the same chain (site.ts). Production loads the Remix build from BUILD_DIR and keeps
// build/client in memory; development runs Vite in middleware mode on the same HTTP server
// (its HMR socket included), which serves the sources and static files and gives Remix the
// current build on every request.
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import type { ServerBuild } from "@remix-run/node";
import type express from "express";
import type { ViteDevServer } from "vite";
import type { AppServerEntry } from "../app/entry.server";
import { createAccessLog } from "./access-log";
import { LIMITS } from "../app/lib/limits";
import { flushLog, setLogLevel, stampConsole } from "./log-lines";
import { createNonce } from "./nonce";
import { clientErrorHandler } from "./refusals";
import { createSecurity, createSite } from "./site";
import { listenErrorMessage, probePort } from "./port-check";
import { createMetrics } from "./metrics";
import { clientAddressOf } from "./client-address";
import { renderQueueDepth } from "./render-limit";
import { ENHANCE_SOURCE, readEnhanceManifest } from "./enhance-script";
import { filesLeftOnDisk, loadStaticFiles, type StaticFiles } from "./static-files";
import { PRECOMPRESSED_DIR } from "./static-compress";

// Every line from here on is pino's, with time and level, written buffered (log-lines.ts, decision 0033).
stampConsole();

// React and Remix choose their production code by NODE_ENV: `npm start` means production.
process.env.NODE_ENV ||= "production";
const mode = process.env.NODE_ENV === "development" ? "development" : "production";

/** The build's entry module, checked to export what the HTTP layer uses (app/entry.server.tsx). */
function appEntry(build: ServerBuild): AppServerEntry {
  const entry: object = build.entry.module;
  const exported = entry as Record<keyof AppServerEntry, unknown>;
  const needed: (keyof AppServerEntry)[] = [
    "boot",
    "getEnv",
    "watchContentVersion",
    "answerContactPath",
    "flushViews",
    "flushClicks",
    "walSynced",
    "checkpointAndClose",
    "mediaRoot",
    "hasAdminSession",
    "operationsFigures",
  ];
  const missing = needed.filter((name) => typeof exported[name] !== "function");
  if (missing.length > 0) throw new Error(`[server] app/entry.server.tsx não exporta ${missing.join(", ")}`);
  return entry as AppServerEntry;
}

const server = http.createServer({ connectionsCheckingInterval: 1_000 });
const buildDir = path.resolve(process.env.BUILD_DIR || "build");
let viteDevServer: ViteDevServer | undefined;
let build: ServerBuild | (() => Promise<ServerBuild>);
let firstBuild: ServerBuild;

if (mode === "development") {
  // Vite is a development dependency: imported only here, never by the production bundle's code path.
  const vite = await import("vite");
  const dev = await vite.createServer({
    appType: "custom",
    server: {
      middlewareMode: true,
      // The HMR socket shares the site's HTTP server, so the CSP's 'self' covers it.
      hmr: { server },
      // Every request has passed the identity check (site-identity.ts: SITE_URL's host or an
      // alias) before Vite sees it; the HMR socket still needs Vite's token.
      allowedHosts: true,
    },
  });
  viteDevServer = dev;
  // ssrLoadModule types its result as a plain record: this virtual module is the Remix build.
  const loadBuild = async () => (await dev.ssrLoadModule("virtual:remix/server-build")) as ServerBuild;
  build = loadBuild;
  firstBuild = await loadBuild();
} else {
  // A module loaded by path is untyped: this file is the Remix build of `npm run build`.
  const serverBundle = path.join(buildDir, "server/index.js");
  if (!fs.existsSync(serverBundle)) {
    console.error(`[server] Build ausente: ${serverBundle} não existe. Rode npm run build (ou defina BUILD_DIR).`);
    process.exit(1);
  }
  firstBuild = (await import(serverBundle)) as ServerBuild;
  build = firstBuild;
}

const entry = appEntry(firstBuild);
// The port is checked before the database is opened, created or migrated (port-check.ts).
await entry.boot({
  beforeDatabase: async (env) => {
    const host = env.HOST || "0.0.0.0";
    const problem = await probePort(env.PORT, host);
    if (problem) throw new Error(listenErrorMessage(problem, env.PORT, host));
  },
});
const env = entry.getEnv();
const security = createSecurity(env);

let staticFiles: StaticFiles | null = null;
let useStatic: (app: express.Express) => void;
if (viteDevServer) {
  const middlewares = viteDevServer.middlewares;
  useStatic = (app) => app.use(middlewares);
} else {
  staticFiles = await loadStaticFiles(path.join(buildDir, "client"), {
    security,
    createNonce,
    precompressed: path.join(buildDir, PRECOMPRESSED_DIR),
  });
  // Held in memory and answered before Express (site.ts, `fromMemory`), but for files too large.
  const onDisk = filesLeftOnDisk(path.join(buildDir, "client"), staticFiles.onDisk);
  useStatic = (app) => {
    if (onDisk) app.use(onDisk);
  };
}

const enhanceScript = viteDevServer ? ENHANCE_SOURCE : readEnhanceManifest(buildDir);
// /metrics and the request counters (metrics.ts, docs/operations.md "Metrics").
const metrics = createMetrics({ token: env.METRICS_TOKEN, figures: entry.operationsFigures, renderQueueDepth });
const site = createSite({ env, security, entry, build, mode, useStatic, staticFiles, enhanceScript, onPageCache: metrics.cacheHit });
setLogLevel(env.LOG_LEVEL);
const accessLog = createAccessLog({ clientOf: clientAddressOf(env.TRUST_PROXY) });
server.on("request", (req, res) => {
  accessLog(req, res);
  metrics.observe(req, res);
  if (metrics.serve(req, res)) return;
  site.handle(req, res);
});
// Requests Node's parser refuses (bad syntax, headers too large, too slow) get the site's headers too.
server.on("clientError", clientErrorHandler(security));
server.keepAliveTimeout = 65_000;
server.headersTimeout = LIMITS.headersTimeoutMs;
// Backstop for the whole request; bodies have their own, shorter deadline (request-body.ts).
server.requestTimeout = LIMITS.headersTimeoutMs + LIMITS.bodyReadTimeoutMs + 10_000;

const port = env.PORT;
const host = env.HOST || "0.0.0.0";
const serving = staticFiles
  ? `${staticFiles.count} arquivos estáticos em memória${staticFiles.compressedAtStart > 0 ? `, ${staticFiles.compressedAtStart} comprimidos agora por faltarem na build` : ""}`
  : "desenvolvimento: Vite serve os arquivos";
// A port taken or refused is one line and a non-zero exit, not a stack (decision 0030).
server.once("error", (error: NodeJS.ErrnoException) => {
  console.error(listenErrorMessage(error, port, host));
  process.exit(1);
});
server.listen(port, host, () => {
  console.log(`[server] ouvindo em http://${host === "0.0.0.0" ? "localhost" : host}:${port} como ${site.identity.origin} (${serving})`);
});

let stopping = false;

function shutdown(signal: NodeJS.Signals) {
  if (stopping) return;
  stopping = true;
  console.log(`[server] ${signal}: encerrando`);
  // Views and clicks counted in memory are written now and again after the last request, so a
  // restart loses none (decision 0014).
  const flush = () => {
    try {
      entry.flushViews();
      entry.flushClicks();
    } catch (error) {
      console.error("[server] falha ao gravar a contagem de visitas e cliques ao encerrar", error);
    }
  };
  // Last: the WAL moved into site.db and the file closed, so the database file alone is
  // complete (a copy of it, or a restore, needs no -wal beside it; decision 0030).
  const exit = () => {
    flush();
    try {
      const complete = entry.checkpointAndClose();
      console.log(`[server] banco fechado${complete ? "" : " (o WAL fica ao lado do banco: um leitor o usava)"}`);
    } catch (error) {
      console.error("[server] falha ao fechar o banco ao encerrar", error);
    }
    flushLog();
    process.exit(0);
  };
  flush();
  void viteDevServer?.close();
  // The clicks' last commit is synced to the disk off the event loop (decision 0022): awaited,
  // within the same 5 s as the open requests (a stalled disk cannot keep the process alive).
  server.close(() => {
    flush();
    void entry.walSynced().finally(exit);
  });
  server.closeIdleConnections();
  setTimeout(exit, 5000).unref();
}
// `npm start` runs `exec node …` (package.json), so the signal reaches this process however it
// was started: npm forwards it to its child, Docker and systemd send it directly.
process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));
