import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { log } from "../infra/log.server";
import sharp from "sharp";
import {
  DOCUMENT_DIR,
  MAX_DOCUMENT_BYTES,
  MAX_PHOTO_BYTES,
  PHOTO_DIR,
  PHOTO_FORMATS,
  PHOTO_WIDTHS,
  photoFileName,
  photoWidths,
  type PhotoFormat,
} from "~/lib/media/motor-media";
import { LIMITS } from "~/lib/limits";
import { databasePath, getEnv } from "../infra/env.server";
import { oneAtATime } from "./one-at-a-time.server";

// The image library's memory is outside the JavaScript heap (docs/performance.md "Photo uploads"):
// no cache of decoded images between uploads and one thread per conversion.
sharp.cache(false);
sharp.concurrency(1);

/**
 * The media folder (docs/product.md §6.3b): `media/` beside the database file, so the data volume
 * holds it and `npm run db:backup` copies it (db/backup.ts). Uploads are checked by their
 * content, never their name; photos are decoded and re-encoded (which also drops their
 * metadata, GPS included) at a few widths in AVIF, WebP and JPEG.
 */
export function mediaRoot(): string {
  const db = databasePath(getEnv().DATABASE_URL);
  return path.join(db === ":memory:" ? path.resolve("data") : path.dirname(db), "media");
}

export type Refusal = { ok: false; error: string };

type ImageType = "jpeg" | "png" | "webp";

/** The image type of the first bytes (magic numbers), whatever the file's name says. */
export function sniffImage(bytes: Uint8Array): ImageType | null {
  const b = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.byteLength, 16));
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return "jpeg";
  if (b.length >= 8 && b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return "png";
  if (b.length >= 12 && b.toString("latin1", 0, 4) === "RIFF" && b.toString("latin1", 8, 12) === "WEBP") return "webp";
  return null;
}

/** A PDF starts with "%PDF-" (within its first KB, as readers accept) and has an end-of-file marker. */
export function looksLikePdf(bytes: Uint8Array): boolean {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const start = buffer.subarray(0, 1024).indexOf("%PDF-");
  if (start < 0) return false;
  return buffer.subarray(Math.max(0, buffer.length - 2048)).includes("%%EOF");
}

const MAX_INPUT_PIXELS = LIMITS.photoMaxPixels;
const ENCODE: Record<PhotoFormat, (s: sharp.Sharp) => sharp.Sharp> = {
  avif: (s) => s.avif({ quality: 55, effort: 3 }),
  webp: (s) => s.webp({ quality: 78 }),
  jpg: (s) => s.jpeg({ quality: 80, mozjpeg: true }),
};

function newKey(stem: string): string {
  return `${stem}-${crypto.randomBytes(4).toString("hex")}`;
}

/** Writes `body` to `file` through a temporary name, so a half-written file is never served; a failed write leaves no temporary. */
async function writeAtomically(file: string, body: Buffer): Promise<void> {
  const temporary = `${file}.${crypto.randomBytes(4).toString("hex")}.tmp`;
  try {
    await fs.promises.writeFile(temporary, body);
    await fs.promises.rename(temporary, file);
  } catch (error) {
    await fs.promises.rm(temporary, { force: true });
    throw error;
  }
}

/** Codes of a write the disk refused for want of room (a full disk, a quota, a file-size limit). */
const DISK_FULL: readonly string[] = ["ENOSPC", "EDQUOT", "EFBIG"];

/**
 * The admin's message for a write that failed on the server's side (docs/operations.md "Faults"):
 * a full disk said as such, and logged for the operator; null for any other error.
 */
function writeRefusal(error: unknown, what: string): Refusal | null {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  if (!code) return null;
  if (DISK_FULL.includes(code)) {
    log.error(`[mídia] disco cheio ao gravar ${what} em ${mediaRoot()} (${code}): libere espaço no servidor`);
    return {
      ok: false,
      error: `O disco do servidor está cheio: não foi possível guardar ${what}. Nada foi salvo; avise quem cuida do servidor para liberar espaço.`,
    };
  }
  log.error(`[mídia] falha ao gravar ${what} em ${mediaRoot()} (${code})`, error);
  return { ok: false, error: `O servidor não conseguiu gravar ${what} (${code}). Nada foi salvo; tente de novo ou avise quem cuida do servidor.` };
}

/** "A imagem tem 100 megapixels; o limite é 40.": a photo over LIMITS.photoMaxPixels, refused before decoding. */
export function pixelRefusal(width: number, height: number): Refusal | null {
  if (width * height <= MAX_INPUT_PIXELS) return null;
  // Rounded up to a tenth, so a photo just over the limit never reads as the limit itself.
  const megapixels = (pixels: number) => (Math.ceil(pixels / 100_000) / 10).toLocaleString("pt-BR");
  return {
    ok: false,
    error: `A imagem tem ${megapixels(width * height)} megapixels; o limite é ${megapixels(MAX_INPUT_PIXELS)}. Reduza a foto (ou envie a versão para internet) e tente de novo.`,
  };
}

export type SavedPhoto = { ok: true; fileKey: string; width: number; height: number; bytes: number };

export type CheckedPhoto = { ok: true; input: Buffer; uprightWidth: number; uprightHeight: number };

/**
 * The checks every uploaded photo passes, whatever it is for: not empty, not over `maxBytes`, a
 * JPEG, PNG or WebP by its content, its header readable, within LIMITS.photoMaxPixels (read from the header, before any decoding). Returns its upright size.
 */
export async function checkPhoto(bytes: Uint8Array, maxBytes = MAX_PHOTO_BYTES): Promise<CheckedPhoto | Refusal> {
  if (bytes.byteLength === 0) return { ok: false, error: "Escolha uma foto para enviar." };
  if (bytes.byteLength > maxBytes) return { ok: false, error: `A foto passa de ${Math.round(maxBytes / 1024 / 1024)} MB. Envie uma foto menor.` };
  const type = sniffImage(bytes);
  if (!type) return { ok: false, error: "O arquivo não é uma foto JPEG, PNG ou WebP. Envie a foto nesses formatos." };
  const input = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let meta: sharp.Metadata;
  try {
    // The header only: nothing is decoded before the size is known.
    meta = await sharp(input).metadata();
  } catch {
    return { ok: false, error: "Não foi possível ler a foto: o arquivo está danificado ou incompleto." };
  }
  if (meta.format !== type || !meta.width || !meta.height) {
    return { ok: false, error: "Não foi possível ler a foto: o arquivo está danificado ou incompleto." };
  }
  const refusal = pixelRefusal(meta.width, meta.height);
  if (refusal) return refusal;
  // EXIF orientations 5 to 8 turn the picture a quarter: width and height swap once rotated.
  const turned = (meta.orientation ?? 1) >= 5;
  return { ok: true, input, uprightWidth: turned ? meta.height : meta.width, uprightHeight: turned ? meta.width : meta.height };
}

/**
 * A photo kept out of the public media (a visitor's photo for the owner only): checked like every
 * photo, upright, at most `maxWidth` wide, re-encoded as one JPEG (its metadata, GPS included,
 * dropped) into `dir`. Returns the file's key.
 */
export async function savePrivatePhoto(
  bytes: Uint8Array,
  dir: string,
  stem: string,
  maxBytes: number,
  maxWidth = 1600,
): Promise<{ ok: true; fileKey: string } | Refusal> {
  const checked = await checkPhoto(bytes, maxBytes);
  if (!checked.ok) return checked;
  return oneAtATime(() => storePrivatePhoto(checked, dir, stem, maxWidth));
}

async function storePrivatePhoto(checked: CheckedPhoto, dir: string, stem: string, maxWidth: number): Promise<{ ok: true; fileKey: string } | Refusal> {
  await fs.promises.mkdir(dir, { recursive: true });
  const fileKey = newKey(stem);
  try {
    const body = await sharp(checked.input, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: maxWidth, withoutEnlargement: true })
      .jpeg({ quality: 80, mozjpeg: true })
      .toBuffer();
    await writeAtomically(path.join(dir, `${fileKey}.jpg`), body);
  } catch {
    return { ok: false, error: "Não foi possível converter a foto: o arquivo está danificado ou incompleto." };
  }
  return { ok: true, fileKey };
}

/**
 * Checks and stores an uploaded photo in every width and format, under pending names until the
 * caller saved its row and called `commitMedia(mediaFiles(…))`; nothing is left on failure. Conversions run one at a time, and each decodes the upload once: upright and at its largest
 * stored width, into one buffer of pixels every width and format is encoded from.
 */
export async function savePhoto(bytes: Uint8Array, stem: string): Promise<SavedPhoto | Refusal> {
  const checked = await checkPhoto(bytes);
  if (!checked.ok) return checked;
  return oneAtATime(() => storePhoto(checked, stem, bytes.byteLength));
}

async function storePhoto(checked: CheckedPhoto, stem: string, byteLength: number): Promise<SavedPhoto | Refusal> {
  const { input, uprightWidth, uprightHeight } = checked;
  const width = Math.min(uprightWidth, PHOTO_WIDTHS[PHOTO_WIDTHS.length - 1]);
  const height = Math.round((uprightHeight * width) / uprightWidth);

  const dir = path.join(mediaRoot(), PHOTO_DIR);
  const fileKey = newKey(stem);
  const written: string[] = [];
  try {
    const decoded = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width, withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const { width: decodedWidth, height: decodedHeight, channels } = decoded.info;
    await fs.promises.mkdir(dir, { recursive: true });
    for (const w of photoWidths(width)) {
      for (const format of PHOTO_FORMATS) {
        const pipeline = sharp(decoded.data, { raw: { width: decodedWidth, height: decodedHeight, channels } }).resize({ width: w, withoutEnlargement: true });
        const file = pendingName(path.join(dir, photoFileName(fileKey, w, format)));
        written.push(file);
        await fs.promises.writeFile(file, await ENCODE[format](pipeline).toBuffer());
      }
    }
  } catch (error) {
    await removeFiles(written);
    return writeRefusal(error, "a foto") ?? { ok: false, error: "Não foi possível converter a foto: o arquivo está danificado ou incompleto." };
  }
  return { ok: true, fileKey, width, height, bytes: byteLength };
}

export type SavedDocument = { ok: true; fileKey: string; bytes: number };

export async function saveDocument(bytes: Uint8Array, stem: string): Promise<SavedDocument | Refusal> {
  if (bytes.byteLength === 0) return { ok: false, error: "Escolha um arquivo PDF ou informe um endereço." };
  if (bytes.byteLength > MAX_DOCUMENT_BYTES) return { ok: false, error: "O PDF passa de 20 MB. Envie um arquivo menor ou informe um endereço externo." };
  if (!looksLikePdf(bytes)) return { ok: false, error: "O arquivo não é um PDF. Envie o documento em PDF." };
  const dir = path.join(mediaRoot(), DOCUMENT_DIR);
  const fileKey = newKey(stem);
  try {
    await fs.promises.mkdir(dir, { recursive: true });
    await writeAtomically(pendingName(path.join(dir, `${fileKey}.pdf`)), Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  } catch (error) {
    const refusal = writeRefusal(error, "o PDF");
    if (refusal) return refusal;
    throw error;
  }
  return { ok: true, fileKey, bytes: bytes.byteLength };
}

/** Every file of a stored photo or document. */
export function mediaFiles(kind: "foto" | "documento", fileKey: string, width: number | null): string[] {
  const root = mediaRoot();
  if (kind === "documento") return [path.join(root, DOCUMENT_DIR, `${fileKey}.pdf`)];
  return photoWidths(width ?? 0).flatMap((w) => PHOTO_FORMATS.map((f) => path.join(root, PHOTO_DIR, photoFileName(fileKey, w, f))));
}

/**
 * A new upload's files are written under a pending name (`….jpg.pending`), never served, and get
 * their own name only once the row naming them is saved (`commitMedia`). A process killed between
 * the two leaves pending files only: the sweep (media-sweep.server.ts) finishes the commit of
 * those a row names and deletes the others.
 */
export const PENDING_SUFFIX = ".pending";

export function pendingName(file: string): string {
  return `${file}${PENDING_SUFFIX}`;
}

/** Gives the pending files of `files` (mediaFiles of a saved upload) their own names: call once the row naming them is saved. */
export async function commitMedia(files: string[]): Promise<void> {
  for (const file of files) {
    try {
      await fs.promises.rename(pendingName(file), file);
    } catch (error) {
      // Renamed already (a sweep finished it); anything else is logged, and the next sweep tries again.
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") log.error(`[mídia] falha ao concluir o envio de ${path.basename(file)}`, error);
    }
  }
}

/** Removes files, pending or committed; one already gone is fine. */
export async function removeFiles(files: string[]): Promise<void> {
  await Promise.all(files.flatMap((f) => (f.endsWith(PENDING_SUFFIX) ? [f] : [f, pendingName(f)]).map((file) => fs.promises.rm(file, { force: true }))));
}
