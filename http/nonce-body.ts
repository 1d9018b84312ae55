// A response body that carries a fresh CSP nonce on every response yet is compressed only
// once. The HTML is rendered with a placeholder nonce and split at each occurrence; the
// pieces between are compressed ahead of time and a response is assembled around its nonce:
//
// - identity: the pieces with the nonce between them;
// - gzip: each piece is raw DEFLATE that ends byte-aligned with an empty dictionary (a
//   full flush, so nothing refers across a gap); the nonce goes between as a "stored"
//   block; the CRC-32 of the whole text is continued from the precomputed first piece;
// - brotli: one stream in which the encoder saw a random stand-in of the nonce's length,
//   flushed before and after so the stand-in sits, byte-aligned, in its own uncompressed
//   meta-block; the stand-in bytes are overwritten with the nonce. Literal context
//   modelling is switched off (honoured up to quality 9) so the bytes after a gap decode
//   the same whatever the nonce. The result is decoded and compared once; if anything
//   differs (text after a gap copied bytes of the stand-in), it is made again with a fresh
//   stand-in, and after a few failures brotli is not offered for that body (gzip still is).
import crypto from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";

const Z = zlib.constants;
const deflateRaw = promisify(zlib.deflateRaw);
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0, 0, 0, 0, 0x00, 0xff]);
// Quality 5 and level 6: within 2 % of the best sizes for a page, at a fraction of the CPU
// (a crawler's first visit to hundreds of pages pays this once per page).
const BROTLI_QUALITY = 5;
const GZIP_LEVEL = 6;
/** Below this size compression is not worth a header. */
export const MIN_COMPRESS_BYTES = 1024;

/** Splits `body` at every occurrence of `separator`. */
export function splitAt(body: Buffer, separator: Buffer): Buffer[] {
  const pieces: Buffer[] = [];
  let from = 0;
  for (let at = body.indexOf(separator); at !== -1; at = body.indexOf(separator, from)) {
    pieces.push(body.subarray(from, at));
    from = at + separator.length;
  }
  pieces.push(body.subarray(from));
  return pieces;
}

/** The gzip form: raw DEFLATE pieces and the CRC-32 of the first piece of text. */
export type GzipPieces = { pieces: Buffer[]; crc0: number };
/** The brotli form: one stream's chunks and where each nonce goes in them. */
export type BrotliChunks = { chunks: Buffer[]; holes: { index: number; at: number }[]; length: number };

export type NonceBody = {
  pieces: Buffer[];
  length: number;
  etag: string;
  gzip: (GzipPieces & { length: number }) | null;
  br: BrotliChunks | null;
  bytes: number;
};

/**
 * @param body rendered with `placeholder` wherever the nonce goes
 * @param nonceLength length of every nonce that will be substituted
 */
export async function createNonceBody(body: Buffer, placeholder: string, nonceLength: number): Promise<NonceBody> {
  const pieces = splitAt(body, Buffer.from(placeholder, "latin1"));
  const gaps = pieces.length - 1;
  const length = body.length + gaps * (nonceLength - placeholder.length);
  const compress = length >= MIN_COMPRESS_BYTES;
  const [gzip, br] = compress ? await Promise.all([gzipPieces(pieces), brotliPieces(pieces, nonceLength, length)]) : [null, null];
  const hash = crypto.createHash("sha1");
  for (const p of pieces) hash.update(p).update("\0nonce\0");
  return {
    pieces,
    length,
    /** Weak: the bytes differ by nonce, the content does not. Same in every process. */
    etag: `W/"${hash.digest("base64url").slice(0, 27)}"`,
    gzip: gzip && { ...gzip, length: gzip.pieces.reduce((n, p) => n + p.length, 0) + gaps * (5 + nonceLength) + 18 },
    br,
    bytes: body.length + (gzip ? gzip.pieces.reduce((n, p) => n + p.length, 0) : 0) + (br ? br.length : 0),
  };
}

async function gzipPieces(pieces: Buffer[]): Promise<GzipPieces> {
  const last = pieces.length - 1;
  const compressed = await Promise.all(pieces.map((p, i) => deflateRaw(p, { level: GZIP_LEVEL, finishFlush: i === last ? Z.Z_FINISH : Z.Z_FULL_FLUSH })));
  return { pieces: compressed, crc0: zlib.crc32(pieces[0]) };
}

/** Writes `data`, flushes, and resolves with exactly the output of that step. */
function step(stream: zlib.BrotliCompress, data: Buffer, operation: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const out: Buffer[] = [];
    const onData = (d: Buffer) => out.push(d);
    stream.on("data", onData);
    stream.once("error", reject);
    if (data.length > 0) stream.write(data);
    stream.flush(operation, () => {
      stream.off("data", onData);
      stream.off("error", reject);
      resolve(Buffer.concat(out));
    });
  });
}

/**
 * Random bytes: incompressible, so the encoder stores them as they are, and unlike any
 * text, so nothing is copied from or into them.
 */
function standInBytes(length: number): Buffer {
  return crypto.randomBytes(length);
}

/** Two nonce-like (base64) probes of `length` characters that differ at every position. */
export function differingProbes(length: number): [Buffer, Buffer] {
  const first = Buffer.from(crypto.randomBytes(length).toString("base64").slice(0, length), "latin1");
  // "A" and "B" are base64 characters: each position of the second differs from the first's.
  const second = Buffer.from(first.map((byte) => (byte === 0x41 ? 0x42 : 0x41)));
  return [first, second];
}

/** The smallest brotli window that holds the whole body: far less encoder memory than the 4 MB default. */
export function brotliWindowBits(length: number): number {
  return Math.min(24, Math.max(16, Math.ceil(Math.log2(length + 1))));
}

/**
 * Text after a gap may, by chance, copy a few bytes from the random stand-in (a back-reference
 * into it), which would then decode as nonce bytes: the check below catches that, and a fresh
 * stand-in is drawn. Such a match needs a run of random bytes that also occurs later in the
 * text, rare for one stand-in (2 home pages in 400 with the module in <head>), so it is retried.
 */
const BROTLI_ATTEMPTS = 4;

async function brotliPieces(pieces: Buffer[], nonceLength: number, length: number): Promise<BrotliChunks | null> {
  for (let attempt = 0; attempt < BROTLI_ATTEMPTS; attempt++) {
    const br = await brotliAttempt(pieces, nonceLength, length);
    if (br) return br;
  }
  return null;
}

async function brotliAttempt(pieces: Buffer[], nonceLength: number, length: number): Promise<BrotliChunks | null> {
  const stream = zlib.createBrotliCompress({
    params: {
      [Z.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
      [Z.BROTLI_PARAM_LGWIN]: brotliWindowBits(length),
      [Z.BROTLI_PARAM_SIZE_HINT]: length,
      [Z.BROTLI_PARAM_DISABLE_LITERAL_CONTEXT_MODELING]: 1,
      [Z.BROTLI_PARAM_MODE]: Z.BROTLI_MODE_TEXT,
    },
  });
  try {
    const chunks: Buffer[] = [];
    const holes: BrotliChunks["holes"] = [];
    for (let i = 0; i < pieces.length; i++) {
      chunks.push(await step(stream, pieces[i], i === pieces.length - 1 ? Z.BROTLI_OPERATION_FINISH : Z.BROTLI_OPERATION_FLUSH));
      if (i === pieces.length - 1) break;
      const standIn = standInBytes(nonceLength);
      const chunk = await step(stream, standIn, Z.BROTLI_OPERATION_FLUSH);
      const at = chunk.length - nonceLength;
      if (at < 0 || !chunk.subarray(at).equals(standIn)) return null;
      holes.push({ index: chunks.length, at });
      chunks.push(chunk);
    }
    const br = { chunks, holes, length: chunks.reduce((n, c) => n + c.length, 0) };
    // Two probes that differ at every position: a byte of text copied from a hole decodes as
    // that position's probe byte, so it cannot be right for both. One random probe let such a
    // copy through whenever the probe happened to hold the right character there (seen as
    // "antialiaseq" for "antialiased" in a served page, tests/integration/hostile-requests.test.ts).
    for (const probe of differingProbes(nonceLength)) {
      const decoded = zlib.brotliDecompressSync(Buffer.concat(brotliParts(br, probe)));
      if (!decoded.equals(Buffer.concat(identityParts(pieces, probe)))) return null;
    }
    return br;
  } finally {
    stream.close();
  }
}

export function identityParts(pieces: Buffer[], nonce: Buffer): Buffer[] {
  const parts = [pieces[0]];
  for (let i = 1; i < pieces.length; i++) parts.push(nonce, pieces[i]);
  return parts;
}

export function gzipParts(pieces: Buffer[], gzip: GzipPieces, nonce: Buffer): Buffer[] {
  const parts = [GZIP_HEADER, gzip.pieces[0]];
  let crc = gzip.crc0;
  let size = pieces[0].length;
  if (pieces.length > 1) {
    const stored = Buffer.allocUnsafe(5 + nonce.length);
    stored[0] = 0x00; // BFINAL=0, BTYPE=00 (stored); the stream is byte-aligned here
    stored.writeUInt16LE(nonce.length, 1);
    stored.writeUInt16LE(~nonce.length & 0xffff, 3);
    nonce.copy(stored, 5);
    for (let i = 1; i < pieces.length; i++) {
      parts.push(stored, gzip.pieces[i]);
      crc = zlib.crc32(pieces[i], zlib.crc32(nonce, crc));
      size += nonce.length + pieces[i].length;
    }
  }
  const trailer = Buffer.allocUnsafe(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size >>> 0, 4);
  parts.push(trailer);
  return parts;
}

export function brotliParts(br: BrotliChunks, nonce: Buffer): Buffer[] {
  const parts = br.chunks.slice();
  for (const { index, at } of br.holes) {
    const copy = Buffer.from(br.chunks[index]);
    nonce.copy(copy, at);
    parts[index] = copy;
  }
  return parts;
}
