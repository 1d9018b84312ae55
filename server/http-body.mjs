// Small helpers shared by the in-memory responders (static files and cached pages).

/** Picks the best encoding the client accepts among those available. */
export function pickEncoding(acceptEncoding, hasBrotli, hasGzip) {
  if (!acceptEncoding) return "identity";
  if (!acceptEncoding.includes("q=")) {
    if (hasBrotli && acceptEncoding.includes("br")) return "br";
    if (hasGzip && acceptEncoding.includes("gzip")) return "gzip";
    return "identity";
  }
  const accepted = new Map();
  for (const item of acceptEncoding.split(",")) {
    const [name, ...params] = item.trim().toLowerCase().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    accepted.set(name, q ? Number(q.slice(2)) : 1);
  }
  const ok = (name) => (accepted.get(name) ?? accepted.get("*") ?? 0) > 0;
  if (hasBrotli && ok("br")) return "br";
  if (hasGzip && ok("gzip")) return "gzip";
  return "identity";
}

/** If-None-Match with the weak comparison of RFC 9110 §8.8.3.2. */
export function matchesEtag(ifNoneMatch, etag) {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch === etag || ifNoneMatch.trim() === "*") return true;
  const opaque = etag.startsWith("W/") ? etag.slice(2) : etag;
  return ifNoneMatch.split(",").some((tag) => {
    const t = tag.trim();
    return (t.startsWith("W/") ? t.slice(2) : t) === opaque;
  });
}


/** Writes all parts as one burst (corked) and ends the response; HEAD gets no body. */
export function endWithParts(req, res, parts) {
  if (req.method === "HEAD") {
    res.end();
    return;
  }
  res.cork();
  for (let i = 0; i < parts.length - 1; i++) res.write(parts[i]);
  res.end(parts[parts.length - 1]);
  res.uncork();
}
