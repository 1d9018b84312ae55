import crypto from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import zlib from "node:zlib";
import { describe, expect, it, vi } from "vitest";
import { createHtmlCache, makeEntry } from "../../http/html-cache";
import { createNonceBody } from "../../http/nonce-body";
import { createSecurityHeaders } from "../../http/security-headers";

const PLACEHOLDER = crypto.randomBytes(18).toString("base64");
const security = createSecurityHeaders({ siteUrl: "http://127.0.0.1:3000" });

async function entryFor(text: string) {
  const filler = "<p>Motor PPA para portão basculante com instalação grátis em São Paulo.</p>".repeat(20);
  const html = `<html><body>${text}${filler}<script nonce="${PLACEHOLDER}">start()</script></body></html>`;
  return makeEntry(await createNonceBody(Buffer.from(html), PLACEHOLDER, 24), new Headers({ "Content-Type": "text/html; charset=utf-8" }));
}

function setup(maxBytes = 1 << 20, ttlMs = 60_000) {
  const state = { version: 1, nonces: 0 };
  const cache = createHtmlCache({
    maxBytes,
    ttlMs,
    currentVersion: () => state.version,
    security,
    createNonce: () => `nonce${String(++state.nonces).padStart(19, "0")}`,
  });
  return { state, cache };
}

/** Just enough of IncomingMessage / ServerResponse for the cache's fast path. */
function exchange(url: string, headers: Record<string, string> = {}, method = "GET") {
  const req = { url, method, headers };
  const out = { status: 0, headers: {} as Record<string, string>, body: Buffer.alloc(0) };
  const chunks: Buffer[] = [];
  const res = {
    writeHead(status: number, flat: (string | number)[]) {
      out.status = status;
      for (let i = 0; i < flat.length; i += 2) out.headers[String(flat[i]).toLowerCase()] = String(flat[i + 1]);
    },
    write: (c: Buffer) => chunks.push(c),
    end: (c?: Buffer) => {
      if (c) chunks.push(c);
      out.body = Buffer.concat(chunks);
    },
    cork() {},
    uncork() {},
  };
  // Typed as the Node objects the cache declares; the fakes hold only what it uses.
  return { req: req as typeof req & IncomingMessage, res: res as unknown as ServerResponse, out };
}

describe("HTML cache", () => {
  it("serves a stored page with a new nonce each time, in the header and the scripts", async () => {
    const { cache } = setup();
    cache.store("/motores", await entryFor("catálogo"), cache.version());
    const seen = new Set<string>();
    for (const encoding of ["identity", "gzip", "br"]) {
      const { req, res, out } = exchange("/motores", { "accept-encoding": encoding });
      expect(cache.serveCached(req, res)).toBe(true);
      expect(out.headers["content-encoding"] ?? "identity").toBe(encoding);
      const html = encoding === "br" ? zlib.brotliDecompressSync(out.body) : encoding === "gzip" ? zlib.gunzipSync(out.body) : out.body;
      const nonce = /'nonce-([^']+)'/.exec(out.headers["content-security-policy"])![1];
      expect(html.toString()).toContain(`<script nonce="${nonce}">start()</script>`);
      expect(Number(out.headers["content-length"])).toBe(out.body.length);
      seen.add(nonce);
    }
    expect(seen.size).toBe(3);
  });

  it("does not answer requests with a cookie, other methods or unknown URLs", async () => {
    const { cache } = setup();
    cache.store("/", await entryFor("home"), cache.version());
    expect(cache.serveCached(exchange("/", { cookie: "__session=abc" }).req, exchange("/").res)).toBe(false);
    expect(cache.serveCached(exchange("/", {}, "POST").req, exchange("/").res)).toBe(false);
    expect(cache.serveCached(exchange("/?pagina=2").req, exchange("/").res)).toBe(false);
    const head = exchange("/", {}, "HEAD");
    expect(cache.serveCached(head.req, head.res)).toBe(true);
    expect(head.out.body.length).toBe(0);
    expect(Number(head.out.headers["content-length"])).toBeGreaterThan(0);
  });

  it("answers 304 to a revalidation of a copy it served, with the CSP of the nonce that copy carries", async () => {
    const { cache } = setup();
    const entry = await entryFor("home");
    cache.store("/", entry, cache.version());
    const first = exchange("/");
    cache.serveCached(first.req, first.res);
    const etag = first.out.headers["etag"];
    const nonce = /'nonce-([^']+)'/.exec(first.out.headers["content-security-policy"])![1];
    expect(etag).toBe(`${entry.etag.slice(0, -1)}.${nonce}"`);
    expect(first.out.body.toString()).toContain(`<script nonce="${nonce}">`);
    const { req, res, out } = exchange("/", { "if-none-match": `"x", ${etag}` });
    cache.serveCached(req, res);
    expect(out.status).toBe(304);
    expect(out.body.length).toBe(0);
    expect(out.headers["etag"]).toBe(etag);
    // The stored page's scripts keep running: the 304's policy names their nonce.
    expect(out.headers["content-security-policy"]).toContain(`'nonce-${nonce}'`);
    expect(out.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("answers the whole page to an If-None-Match that names no nonce (*, an older ETag, a malformed one)", async () => {
    const { cache } = setup();
    const entry = await entryFor("home");
    cache.store("/", entry, cache.version());
    for (const tag of ["*", entry.etag, `${entry.etag.slice(0, -1)}.curto"`, `${entry.etag.slice(0, -1)}.${"<".repeat(24)}"`]) {
      const { req, res, out } = exchange("/", { "if-none-match": tag });
      cache.serveCached(req, res);
      expect(out.status, tag).toBe(200);
      expect(out.headers["content-security-policy"], tag).not.toContain("curto");
    }
  });

  it("forgets everything when the content version moves, and refuses a render older than the version", async () => {
    const { state, cache } = setup();
    const renderedAt = cache.version();
    cache.store("/", await entryFor("home"), renderedAt);
    state.version = 2;
    expect(cache.lookup("/")).toBeUndefined();
    cache.store("/", await entryFor("home velha"), renderedAt);
    expect(cache.lookup("/")).toBeUndefined();
    cache.store("/", await entryFor("home nova"), cache.version());
    expect(cache.lookup("/")).toBeDefined();
  });

  it("renders a page again once its entry is older than the time to live", async () => {
    vi.useFakeTimers();
    try {
      const { cache } = setup(1 << 20, 300_000);
      cache.store("/", await entryFor("home"), cache.version());
      vi.advanceTimersByTime(299_000);
      expect(cache.lookup("/")).toBeDefined();
      vi.advanceTimersByTime(2_000);
      expect(cache.lookup("/")).toBeUndefined();
      expect(cache.stats().bytes).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it("stays under its byte budget by dropping the least recently used page", async () => {
    const a = await entryFor("a".repeat(3000));
    const { cache } = setup(a.bytes * 4.5);
    const v = cache.version();
    cache.store("/a", a, v);
    cache.store("/b", await entryFor("b".repeat(3000)), v);
    cache.store("/c", await entryFor("c".repeat(3000)), v);
    cache.store("/d", await entryFor("d".repeat(3000)), v);
    expect(cache.lookup("/a")).toBeDefined(); // /a is now the most recently used
    cache.store("/e", await entryFor("e".repeat(3000)), v);
    expect(cache.lookup("/b")).toBeUndefined();
    for (const key of ["/a", "/c", "/d", "/e"]) expect(cache.lookup(key), key).toBeDefined();
    expect(cache.stats().bytes).toBeLessThanOrEqual(a.bytes * 4.5);
  });
});
