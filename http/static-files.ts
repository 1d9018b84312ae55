// The files of build/client (Vite's hashed /assets and public/), read once at start-up
// and served from memory with gzip and brotli computed ahead of time (by the build when it
// made them: static-compress.ts), an ETag and the cache lifetime of docs/performance.md
// "Speed and HTTP caching". Files too large for memory are left on disk to express.static,
// which sees no other request (`filesLeftOnDisk`).
import crypto from "node:crypto";
import fs from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import express from "express";
import { CACHE_CONTROL } from "./cache-policy";
import { endWithParts, matchesEtag, pickEncoding } from "./http-body";
import { COMPRESS_MIN_BYTES, compressBody, readPrecompressed, writePrecompressed } from "./static-compress";
import type { HttpMiddleware, SecurityHeaders } from "./types";

/** Files held in memory at most this large each (larger ones stay on disk). */
const STATIC_MAX_FILE_BYTES = 4 << 20;

/** Extension -> [Content-Type, worth compressing]. */
const TYPES: Record<string, [string, boolean]> = {
  ".js": ["text/javascript; charset=utf-8", true],
  ".mjs": ["text/javascript; charset=utf-8", true],
  ".css": ["text/css; charset=utf-8", true],
  ".map": ["application/json; charset=utf-8", true],
  ".json": ["application/json; charset=utf-8", true],
  ".webmanifest": ["application/manifest+json; charset=utf-8", true],
  ".svg": ["image/svg+xml", true],
  ".txt": ["text/plain; charset=utf-8", true],
  ".xml": ["application/xml; charset=utf-8", true],
  ".html": ["text/html; charset=utf-8", true],
  ".ico": ["image/x-icon", true],
  ".png": ["image/png", false],
  ".jpg": ["image/jpeg", false],
  ".jpeg": ["image/jpeg", false],
  ".webp": ["image/webp", false],
  ".avif": ["image/avif", false],
  ".gif": ["image/gif", false],
  ".woff2": ["font/woff2", false],
  ".woff": ["font/woff", false],
  ".pdf": ["application/pdf", false],
  ".mp4": ["video/mp4", false],
};

function* walk(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (entry.isFile()) yield full;
  }
}

/** Every file under `root` with the URL path it is served at. */
function* clientFiles(root: string): Generator<{ file: string; urlPath: string }> {
  for (const file of walk(root)) yield { file, urlPath: "/" + path.relative(root, file).split(path.sep).join("/") };
}

/** Whether a file is worth gzip and brotli: a text type (SVG and icons included, not images or fonts) and not tiny. */
function worthCompressing(file: string, size: number): boolean {
  return (TYPES[path.extname(file).toLowerCase()]?.[1] ?? false) && size >= COMPRESS_MIN_BYTES;
}

/** A file's ETag: its bytes' SHA-1, quoted. */
function etagOf(body: Buffer): string {
  return `"${crypto.createHash("sha1").update(body).digest("base64url").slice(0, 27)}"`;
}

/**
 * The build's step (scripts/build-compress.ts): writes into `dir` the copies of every file of
 * `root` that `loadStaticFiles` would compress, keyed by the ETag it will compute. Returns how
 * many files it compressed.
 */
export async function precompressClient(root: string, dir: string): Promise<number> {
  const files = new Map<string, { etag: string; body: Buffer }>();
  for (const { file, urlPath } of clientFiles(root)) {
    const size = fs.statSync(file).size;
    // A larger file stays on disk, served as it is: a copy would never be read.
    if (!worthCompressing(file, size) || size > STATIC_MAX_FILE_BYTES) continue;
    const body = fs.readFileSync(file);
    files.set(urlPath, { etag: etagOf(body), body });
  }
  return writePrecompressed(dir, files);
}

/**
 * A request's path percent-decoded ("/Cat%C3%A1logo%202025.pdf" is "/Catálogo 2025.pdf" on
 * disk), or as sent when it has no escapes or a malformed one. Only names of files found at
 * start-up are ever looked up with it.
 */
function decodedPath(urlPath: string): string {
  if (!urlPath.includes("%")) return urlPath;
  try {
    return decodeURIComponent(urlPath);
  } catch {
    return urlPath;
  }
}

type StaticFile = { body: Buffer; gz: Buffer | null; br: Buffer | null; headers: string[]; etag: string };

export type StaticFiles = {
  serve: (req: IncomingMessage, res: ServerResponse) => boolean;
  count: number;
  bytes: number;
  /** Files compressed at start-up because the build had no copy of their bytes (0 after `npm run build`). */
  compressedAtStart: number;
  /** URL paths of the files left on disk (over `maxFileBytes`, or past `maxTotalBytes`): only these go to a file server. */
  onDisk: ReadonlySet<string>;
};

/**
 * @param root build/client
 * @param precompressed the build's compressed copies (BUILD_DIR/client-compressed), used for
 * the files they were made from; any other file is compressed here.
 */
export async function loadStaticFiles(
  root: string,
  {
    security,
    createNonce,
    precompressed,
    maxFileBytes = STATIC_MAX_FILE_BYTES,
    maxTotalBytes = 64 << 20,
  }: { security: SecurityHeaders; createNonce: () => string; precompressed?: string; maxFileBytes?: number; maxTotalBytes?: number },
): Promise<StaticFiles> {
  const madeByBuild = precompressed ? readPrecompressed(precompressed) : () => null;
  const files = new Map<string, StaticFile>();
  const onDisk = new Set<string>();
  let total = 0;
  const toCompress: StaticFile[] = [];
  for (const { file, urlPath } of clientFiles(root)) {
    const [type] = TYPES[path.extname(file).toLowerCase()] ?? ["application/octet-stream"];
    const size = fs.statSync(file).size;
    if (size > maxFileBytes || total + size > maxTotalBytes) {
      onDisk.add(urlPath);
      continue;
    }
    total += size;
    const body = fs.readFileSync(file);
    const cacheControl = urlPath.startsWith("/assets/") ? CACHE_CONTROL.immutable : CACHE_CONTROL.staticFile;
    const etag = etagOf(body);
    const entry: StaticFile = {
      body,
      gz: null,
      br: null,
      headers: ["Content-Type", type, "Cache-Control", cacheControl, "ETag", etag, "Vary", "Accept-Encoding"],
      etag,
    };
    files.set(urlPath, entry);
    if (!worthCompressing(file, body.length)) continue;
    const copies = madeByBuild(urlPath, etag);
    if (copies) Object.assign(entry, copies);
    else toCompress.push(entry);
  }
  // One file at a time: brotli's best quality needs a lot of memory while it works.
  for (const entry of toCompress) Object.assign(entry, await compressBody(entry.body));
  const fixed: (string | number)[] = security.fixed.flat();

  /** Serves a GET/HEAD for a file held in memory; false when the request is not for one. */
  function serve(req: IncomingMessage, res: ServerResponse): boolean {
    if (req.method !== "GET" && req.method !== "HEAD") return false;
    const url = req.url ?? "";
    const q = url.indexOf("?");
    const urlPath = q === -1 ? url : url.slice(0, q);
    const entry = files.get(urlPath) ?? files.get(decodedPath(urlPath));
    if (!entry) return false;
    const csp = ["Content-Security-Policy", security.csp(createNonce())];
    if (matchesEtag(req.headers["if-none-match"], entry.etag)) {
      // A file's CSP names no nonce any of its bytes carry: a fresh one on the 304 changes nothing.
      res.writeHead(304, fixed.concat(csp, entry.headers));
      res.end();
      return true;
    }
    const encoding = pickEncoding(req.headers["accept-encoding"], entry.br !== null, entry.gz !== null);
    const body = (encoding === "br" ? entry.br : encoding === "gzip" ? entry.gz : null) ?? entry.body;
    const extra = encoding === "identity" ? ["Content-Length", body.length] : ["Content-Encoding", encoding, "Content-Length", body.length];
    res.writeHead(200, fixed.concat(csp, entry.headers, extra));
    endWithParts(req, res, [body]);
    return true;
  }

  return { serve, count: files.size, bytes: total, compressedAtStart: toCompress.length, onDisk };
}

/**
 * A file server for the files `loadStaticFiles` left on disk, with the same cache lifetimes
 * (hashed /assets immutable for a year, the rest an hour); null when every file is in memory.
 * Every other request goes on untouched: a page, a click or the view beacon never waits for a
 * file-system lookup of a file that cannot be there.
 */
export function filesLeftOnDisk(root: string, onDisk: ReadonlySet<string>): HttpMiddleware | null {
  if (onDisk.size === 0) return null;
  const assets = express.static(root, { immutable: true, maxAge: "1y" });
  const others = express.static(root, { maxAge: "1h" });
  return (req, res, next) => {
    if (!onDisk.has(req.path) && !onDisk.has(decodedPath(req.path))) return next();
    return (req.path.startsWith("/assets/") ? assets : others)(req, res, next);
  };
}
