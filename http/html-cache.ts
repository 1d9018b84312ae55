// In-process cache of anonymous public responses (docs/performance.md "Speed and HTTP caching"): rendered once by
// Remix, kept with gzip and brotli bodies, and served with a fresh CSP nonce each time
// (nonce-body.ts). Bounded by bytes, least recently used first out. Emptied as
// soon as the content version changes; the version is checked on every request, so a
// content write by any process shows on the next request. Entries also expire after
// `ttlMs`, so text that depends on the date (the year in the footer, the month's
// promotion) is rendered again without a write.
import type { IncomingMessage, ServerResponse } from "node:http";
import { CACHE_CONTROL, PUBLIC_VARY } from "./cache-policy";
import { endWithParts, pickEncoding } from "./http-body";
import { brotliParts, gzipParts, identityParts, type NonceBody } from "./nonce-body";
import { NONCE_LENGTH } from "./nonce";
import { pageKey } from "./site-identity";
import type { SecurityHeaders } from "./types";

const ENTRY_OVERHEAD = 1024;
const NONCE_SYNTAX = new RegExp(`^[A-Za-z0-9+/]{${NONCE_LENGTH}}$`);

/**
 * The ETag of one response: the entry's (`W/"hash"`, the same in every process) with the
 * response's nonce, `W/"hash.nonce"`. A revalidation then names the nonce the stored copy's
 * scripts carry, and the 304 can send the CSP that belongs to that copy (decision 0025).
 */
export function taggedEtag(etag: string, nonce: string): string {
  return `${etag.slice(0, -1)}.${nonce}"`;
}

/** The nonce of the stored copy an If-None-Match names (an ETag of `etag` tagged by taggedEtag), or null. */
export function storedNonce(ifNoneMatch: string | undefined, etag: string): string | null {
  if (!ifNoneMatch) return null;
  const prefix = `${etag.startsWith("W/") ? etag.slice(2, -1) : etag.slice(0, -1)}.`;
  for (const item of ifNoneMatch.split(",")) {
    const tag = item.trim().replace(/^W\//, "");
    if (!tag.startsWith(prefix) || !tag.endsWith('"')) continue;
    const nonce = tag.slice(prefix.length, -1);
    if (NONCE_SYNTAX.test(nonce)) return nonce;
  }
  return null;
}

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

  /**
   * Writes `entry` with `nonce` in its scripts, its CSP header and its ETag; or a 304 when the
   * If-None-Match names a copy of this entry, with the CSP of the nonce that copy carries (a
   * 304's headers replace the stored ones in browsers, so a fresh nonce would block the stored
   * page's scripts; decision 0025). An If-None-Match without a nonce (`*`, an older ETag) gets
   * the whole page.
   */
  function serveEntry(req: IncomingMessage, res: ServerResponse, entry: CacheEntry, nonce: string): void {
    const stored = storedNonce(req.headers["if-none-match"], entry.etag);
    if (stored) {
      res.writeHead(304, fixed.concat("Content-Security-Policy", security.csp(stored), "ETag", taggedEtag(entry.etag, stored), entry.revalidationHeaders));
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
    const headers = fixed.concat(
      "Content-Security-Policy",
      security.csp(nonce),
      "ETag",
      taggedEtag(entry.etag, nonce),
      entry.headers,
      "Content-Length",
      length,
    );
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
  // The ETag is added per response, with its nonce (taggedEtag).
  const revalidationHeaders = ["Cache-Control", cacheControl, "Vary", PUBLIC_VARY];
  return {
    body,
    etag: body.etag,
    bytes: body.bytes + ENTRY_OVERHEAD,
    expiresAt: 0,
    revalidationHeaders,
    headers: ["Content-Type", responseHeaders.get("Content-Type") ?? "text/html; charset=utf-8", ...revalidationHeaders],
  };
}
