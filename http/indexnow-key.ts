// The IndexNow key file (app/server/infra/indexnow.server.ts): only when a key is set, at exactly
// /{key}.txt (Express's own routing would also match other letter cases). Listed in
// app/lib/paths.ts HTTP_LAYER_PATHS.
import type { HttpMiddleware } from "./types";

export function indexNowKeyMiddleware(key: string): HttpMiddleware {
  const keyPath = `/${key}.txt`;
  return (req, res, next) =>
    (req.method === "GET" || req.method === "HEAD") && req.path === keyPath
      ? res.set("Cache-Control", "public, max-age=86400").type("text/plain").send(key)
      : next();
}
