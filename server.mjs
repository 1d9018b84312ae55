// Production server: migrates and seeds before listening, then serves the Remix build.
import path from "node:path";
import express from "express";
import compression from "compression";
import { createRequestHandler } from "@remix-run/express";

const buildDir = path.resolve(process.env.BUILD_DIR || "build");
const build = await import(path.join(buildDir, "server/index.js"));

await build.entry.module.boot();

const app = express();
app.disable("x-powered-by");
app.set("trust proxy", Number(process.env.TRUST_PROXY || 0));
app.use(compression());
app.use("/assets", express.static(path.join(buildDir, "client/assets"), { immutable: true, maxAge: "1y" }));
app.use(express.static(path.join(buildDir, "client"), { maxAge: "1h" }));
app.use((req, res, next) => (build.entry.module.isCrossSiteWrite(req.method, req.headers) ? res.status(403).type("text/plain").send(build.entry.module.CROSS_SITE_MESSAGE) : next()));
app.all("*", createRequestHandler({ build, getLoadContext: (req) => ({ clientIp: req.ip ?? "" }) }));

const port = Number(process.env.PORT || 3000);
const host = process.env.HOST || "0.0.0.0";
const server = app.listen(port, host, () => {
  console.log(`[server] ouvindo em http://${host === "0.0.0.0" ? "localhost" : host}:${port}`);
});

function shutdown(signal) {
  console.log(`[server] ${signal}: encerrando`);
  server.close(() => process.exit(0));
  setTimeout(() => process.exit(0), 5000).unref();
}
process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));
