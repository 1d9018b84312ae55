// The compressed copies of build/client's text files (gzip at level 9, brotli at quality 11),
// made once by `npm run build` (scripts/build-compress.ts) into BUILD_DIR/client-compressed and
// read by the server at start-up (static-files.ts). Brotli's best quality costs seconds of CPU
// for the build's hundred-odd text files: made at every start, it delayed each start (and each process
// of a test run or an upgrade) by that much. A copy whose file changed since the build, or a
// build made without this step, is compressed at start-up as before, so the served bytes never
// depend on it.
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { brotliWindowBits } from "./nonce-body";

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/** Smaller files are served as they are: the encoding's headers would eat the gain. */
export const COMPRESS_MIN_BYTES = 1024;
/** A compressed copy is kept only when it saves at least a tenth of the bytes. */
const KEEP_RATIO = 0.9;

/** BUILD_DIR/client-compressed: `<url path>.gz`, `<url path>.br` and `manifest.json`. */
export const PRECOMPRESSED_DIR = "client-compressed";
const MANIFEST = "manifest.json";

export type Compressed = { gz: Buffer | null; br: Buffer | null };
/** URL path → the ETag of the bytes it was made from and which copies were kept. */
type Manifest = Record<string, { etag: string; gz: boolean; br: boolean }>;

/** The gzip and brotli copies of a file's bytes worth keeping (null: not smaller enough). */
export async function compressBody(body: Buffer): Promise<Compressed> {
  const params = {
    [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
    [zlib.constants.BROTLI_PARAM_LGWIN]: brotliWindowBits(body.length),
    [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
  };
  const [gz, br] = await Promise.all([gzip(body, { level: 9 }), brotli(body, { params })]);
  return { gz: gz.length < body.length * KEEP_RATIO ? gz : null, br: br.length < body.length * KEEP_RATIO ? br : null };
}

/** Where a URL path's copy lives under `dir` ("/assets/a.js" → dir/assets/a.js.br). */
function copyFile(dir: string, urlPath: string, encoding: "gz" | "br"): string {
  return path.join(dir, ...urlPath.split("/").filter(Boolean)) + `.${encoding}`;
}

/**
 * Writes the copies of `files` (URL path → ETag and bytes) into `dir`, replacing what was there;
 * one file at a time, as at start-up: brotli's best quality needs a lot of memory while it works.
 */
export async function writePrecompressed(dir: string, files: Map<string, { etag: string; body: Buffer }>): Promise<number> {
  fs.rmSync(dir, { recursive: true, force: true });
  const manifest: Manifest = {};
  for (const [urlPath, { etag, body }] of files) {
    const { gz, br } = await compressBody(body);
    for (const [encoding, bytes] of [
      ["gz", gz],
      ["br", br],
    ] as const) {
      if (!bytes) continue;
      const file = copyFile(dir, urlPath, encoding);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, bytes);
    }
    manifest[urlPath] = { etag, gz: gz !== null, br: br !== null };
  }
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, MANIFEST), JSON.stringify(manifest));
  return Object.keys(manifest).length;
}

/**
 * The build's copies, for the files whose bytes have the ETag they were made from: a lookup
 * that returns null when `dir` has no manifest, the file is not in it, it was made from other
 * bytes, or a copy it names is missing (the caller then compresses the file itself).
 */
export function readPrecompressed(dir: string): (urlPath: string, etag: string) => Compressed | null {
  let manifest: Manifest;
  try {
    manifest = JSON.parse(fs.readFileSync(path.join(dir, MANIFEST), "utf8")) as Manifest;
  } catch {
    return () => null;
  }
  return (urlPath, etag) => {
    const entry = Object.hasOwn(manifest, urlPath) ? manifest[urlPath] : undefined;
    if (!entry || entry.etag !== etag) return null;
    try {
      return {
        gz: entry.gz ? fs.readFileSync(copyFile(dir, urlPath, "gz")) : null,
        br: entry.br ? fs.readFileSync(copyFile(dir, urlPath, "br")) : null,
      };
    } catch {
      return null;
    }
  };
}
