// In-process cache of anonymous public responses (README "Speed and HTTP caching"): rendered once by
// Remix, kept with gzip and brotli bodies, and served with a fresh CSP nonce each time
// (nonce-body.ts). Bounded by bytes, least recently used first out. Emptied as
// soon as the content version changes; the version is checked on every request, so a
// content write by any process shows on the next request. Entries also expire after
// `ttlMs`, so text that depends on the date (the year in the footer, the month's
// promotion) is rendered again without a write.
import type { IncomingMessage, ServerResponse } from "node:http";
import { CACHE_CONTROL, PUBLIC_VARY } from "./cache-policy";
import { endWithParts, matchesEtag, pickEncoding } from "./http-body";
import { brotliParts, gzipParts, identityParts, type NonceBody } from "./nonce-body";
import { pageKey } from "./site-identity";
import type { SecurityHeaders } from "./types";

const ENTRY_OVERHEAD = 1024;

export type CacheEntry = ReturnType<typeof makeEntry>;
export type HtmlCache = ReturnType<typeof createHtmlCache>;

export function createHtmlCache({
  maxBytes,
  ttlMs = 5 * 60_000,
  currentVersion,
  security,
  createNonce,
}: {
  maxBytes: number;
  ttlMs?: number;
  currentVersion: () => number;
  security: SecurityHeaders;
  createNonce: () => string;
}) {
  const entries = new Map<string, CacheEntry>();
  const fixed: (string | number)[] = security.fixed.flat();
  let bytes = 0;
  let version = -1;
  const stats = { hits: 0, stores: 0, evictions: 0, clears: 0 };

  /** The current content version; empties the cache when it moved. */
  function sync(): number {
    const v = currentVersion();
    if (v !== version) {
      if (entries.size > 0) stats.clears++;
      entries.clear();
      bytes = 0;
      version = v;
    }
    return v;
  }

  function lookup(key: string): CacheEntry | undefined {
    sync();
    const entry = entries.get(key);
    if (!entry) return undefined;
    entries.delete(key);
    if (entry.expiresAt < Date.now()) {
      bytes -= entry.bytes;
      return undefined;
    }
    entries.set(key, entry);
    return entry;
  }

  /** Keeps `entry` if the content has not changed since `renderedAt` (a version). */
  function store(key: string, entry: CacheEntry, renderedAt: number): void {
    if (sync() !== renderedAt || entry.bytes > maxBytes / 4) return;
    const old = entries.get(key);
    if (old) bytes -= old.bytes;
    entry.expiresAt = Date.now() + ttlMs;
    entries.set(key, entry);
    bytes += entry.bytes;
    stats.stores++;
    for (const [k, e] of entries) {
      if (bytes <= maxBytes) break;
      entries.delete(k);
      bytes -= e.bytes;
      stats.evictions++;
    }
  }

  /** Writes `entry` with `nonce` in its scripts and in the CSP header (or a 304). */
  function serveEntry(req: IncomingMessage, res: ServerResponse, entry: CacheEntry, nonce: string): void {
    if (matchesEtag(req.headers["if-none-match"], entry.etag)) {
      // No CSP on a 304: the browser keeps the stored page with the policy it came with.
      res.writeHead(304, fixed.concat(entry.revalidationHeaders));
      res.end();
      return;
    }
    const body = entry.body;
    const nonceBytes = Buffer.from(nonce, "latin1");
    const encoding = pickEncoding(req.headers["accept-encoding"], body.br !== null, body.gzip !== null);
    let parts: Buffer[];
    let length: number;
    if (encoding === "br" && body.br) {
      parts = brotliParts(body.br, nonceBytes);
      length = body.br.length;
    } else if (encoding === "gzip" && body.gzip) {
      parts = gzipParts(body.pieces, body.gzip, nonceBytes);
      length = body.gzip.length;
    } else {
      parts = identityParts(body.pieces, nonceBytes);
      length = body.length;
    }
    const headers = fixed.concat("Content-Security-Policy", security.csp(nonce), entry.headers, "Content-Length", length);
    if (encoding !== "identity") headers.push("Content-Encoding", encoding);
    res.writeHead(200, headers);
    endWithParts(req, res, parts);
  }

  /**
   * The fast path, before Express: answers an anonymous GET/HEAD from the cache. `req.url`
   * is the target already checked by site-identity.ts.
   */
  function serveCached(req: IncomingMessage, res: ServerResponse): boolean {
    if ((req.method !== "GET" && req.method !== "HEAD") || req.headers.cookie !== undefined) return false;
    let entry: CacheEntry | undefined;
    try {
      entry = lookup(pageKey(req.url ?? "/"));
    } catch (error) {
      console.error("[cache] versão do conteúdo ilegível; respondendo sem cache", error);
      return false;
    }
    if (!entry) return false;
    stats.hits++;
    serveEntry(req, res, entry, createNonce());
    return true;
  }

  return {
    lookup,
    store,
    serveEntry,
    serveCached,
    version: sync,
    stats: () => ({ ...stats, entries: entries.size, bytes }),
  };
}

/** A cache entry from a body prepared by createNonceBody and the Remix response headers. */
export function makeEntry(body: NonceBody, responseHeaders: Headers) {
  const cacheControl = responseHeaders.get("Cache-Control") ?? CACHE_CONTROL.publicPage;
  const revalidationHeaders = ["ETag", body.etag, "Cache-Control", cacheControl, "Vary", PUBLIC_VARY];
  return {
    body,
    etag: body.etag,
    bytes: body.bytes + ENTRY_OVERHEAD,
    expiresAt: 0,
    revalidationHeaders,
    headers: ["Content-Type", responseHeaders.get("Content-Type") ?? "text/html; charset=utf-8", ...revalidationHeaders],
  };
}
