// Small helpers shared by the in-memory responders (static files and cached pages).
import type { IncomingMessage, ServerResponse } from "node:http";

export type Encoding = "br" | "gzip" | "identity";

/** Picks the best encoding the client accepts among those available. */
export function pickEncoding(acceptEncoding: string | undefined, hasBrotli: boolean, hasGzip: boolean): Encoding {
  if (!acceptEncoding) return "identity";
  if (!acceptEncoding.includes("q=")) {
    if (hasBrotli && acceptEncoding.includes("br")) return "br";
    if (hasGzip && acceptEncoding.includes("gzip")) return "gzip";
    return "identity";
  }
  const accepted = new Map<string, number>();
  for (const item of acceptEncoding.split(",")) {
    const [name, ...params] = item.trim().toLowerCase().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    accepted.set(name, q ? Number(q.slice(2)) : 1);
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get("*") ?? 0) > 0;
  if (hasBrotli && ok("br")) return "br";
  if (hasGzip && ok("gzip")) return "gzip";
  return "identity";
}

/** If-None-Match with the weak comparison of RFC 9110 §8.8.3.2. */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch === etag || ifNoneMatch.trim() === "*") return true;
  const opaque = etag.startsWith("W/") ? etag.slice(2) : etag;
  return ifNoneMatch.split(",").some((tag) => {
    const t = tag.trim();
    return (t.startsWith("W/") ? t.slice(2) : t) === opaque;
  });
}

/** Writes all parts as one burst (corked) and ends the response; HEAD gets no body. */
export function endWithParts(req: Pick<IncomingMessage, "method">, res: ServerResponse, parts: Buffer[]): void {
  if (req.method === "HEAD") {
    res.end();
    return;
  }
  res.cork();
  for (let i = 0; i < parts.length - 1; i++) res.write(parts[i]);
  res.end(parts[parts.length - 1]);
  res.uncork();
}
