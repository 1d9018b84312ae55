/**
 * Motor photos and documents (docs/product.md §6.3b): the rules both the server and the pages
 * read. Files live in the media folder beside the database and are served under MEDIA_URL
 * (http/media-files.ts, which asks `mediaFileOfPath` what a path names). Pure.
 */

import { MEDIA_PREFIX } from "../paths";

export const MEDIA_URL = MEDIA_PREFIX;
export const PHOTO_DIR = "fotos";
export const DOCUMENT_DIR = "documentos";

/** Widths a photo is stored at (never wider than the upload). */
export const PHOTO_WIDTHS = [480, 960, 1600] as const;
/** Formats of every width, best first: the <picture> sources and the <img> fallback (JPEG). */
export const PHOTO_FORMATS = ["avif", "webp", "jpg"] as const;
export type PhotoFormat = (typeof PHOTO_FORMATS)[number];

export const MAX_PHOTO_BYTES = 15 * 1024 * 1024;
export const MAX_DOCUMENT_BYTES = 20 * 1024 * 1024;
/** Photos kept per model. */
export const MAX_PHOTOS_PER_MOTOR = 12;
export const MAX_ALT_LENGTH = 200;

export const DOCUMENT_KINDS = {
  manual: { label: "Manual de instalação", fileStem: "manual-de-instalacao", saved: "salvo", deleted: "excluído" },
  ficha: { label: "Ficha técnica", fileStem: "ficha-tecnica", saved: "salva", deleted: "excluída" },
} as const;
export type DocumentKind = keyof typeof DOCUMENT_KINDS;
export type MediaKind = "foto" | DocumentKind;

export function isDocumentKind(value: unknown): value is DocumentKind {
  return typeof value === "string" && Object.hasOwn(DOCUMENT_KINDS, value);
}

/** A stored photo: the stem of its files and its largest size. */
export type StoredPhoto = { id: number; fileKey: string; width: number; height: number; alt: string };

/** The widths a photo whose largest stored width is `width` has: 480, 960… up to it. */
export function photoWidths(width: number): number[] {
  return [...PHOTO_WIDTHS.filter((w) => w < width), width];
}

export function photoFileName(fileKey: string, width: number, format: PhotoFormat): string {
  return `${fileKey}-${width}.${format}`;
}

export function photoUrl(fileKey: string, width: number, format: PhotoFormat): string {
  return `${MEDIA_URL}/${PHOTO_DIR}/${photoFileName(fileKey, width, format)}`;
}

/**
 * The address of one stored photo file exactly as `photoUrl` writes it (http/media-files.ts
 * serves the same names): the only image source of the site itself that page content may use
 * (decision 0034). Relative, so it never names a host.
 */
export const SITE_PHOTO_PATH = /^\/midia\/fotos\/[a-z0-9-]{1,120}-\d{2,4}\.(?:avif|webp|jpg)$/;

export function isSitePhotoPath(src: string): boolean {
  return SITE_PHOTO_PATH.test(src);
}

/** A photo as the editor's picker offers it: the file put in the page and a small one to choose by. */
export type SitePhotoChoice = { id: number; src: string; thumb: string; alt: string; motor: string };

/** Content images use the stored JPEG of at most 960 px (a page column is narrower). */
export function sitePhotoChoice(photo: StoredPhoto, motor: string): SitePhotoChoice {
  const widths = photoWidths(photo.width);
  const fit = widths.filter((w) => w <= 960).at(-1) ?? widths[0];
  return { id: photo.id, src: photoUrl(photo.fileKey, fit, "jpg"), thumb: photoUrl(photo.fileKey, widths[0], "jpg"), alt: photo.alt, motor };
}

export function photoSrcSet(photo: Pick<StoredPhoto, "fileKey" | "width">, format: PhotoFormat): string {
  return photoWidths(photo.width)
    .map((w) => `${photoUrl(photo.fileKey, w, format)} ${w}w`)
    .join(", ");
}

/** The JPEG for browsers without srcset support and for og:image / Product image (the largest). */
export function photoLargestJpeg(photo: Pick<StoredPhoto, "fileKey" | "width">): string {
  return photoUrl(photo.fileKey, photo.width, "jpg");
}

export function documentUrl(fileKey: string): string {
  return `${MEDIA_URL}/${DOCUMENT_DIR}/${fileKey}.pdf`;
}

/** "manual-de-instalacao-motor-ppa-home-1a2b3c4d" -> "manual-de-instalacao-motor-ppa-home.pdf" (the download's name). */
export function documentDownloadName(fileKey: string): string {
  return `${fileKey.replace(/-[0-9a-f]{8}$/, "")}.pdf`;
}

const MEDIA_TYPES: Record<PhotoFormat | "pdf", string> = { avif: "image/avif", webp: "image/webp", jpg: "image/jpeg", pdf: "application/pdf" };
/** `photoFileName`'s output: a key (slug stem and 8 hex digits) and a width, in one of PHOTO_FORMATS. */
const PHOTO_NAME = new RegExp(`^[a-z0-9-]{1,120}-\\d{2,4}\\.(${PHOTO_FORMATS.join("|")})$`);
/** `documentUrl`'s file: a key and `.pdf`. */
const DOCUMENT_NAME = /^[a-z0-9-]{1,160}\.pdf$/;

/** A file under MEDIA_URL that the app may have written, as the HTTP layer serves it. */
export type MediaFile = { dir: typeof PHOTO_DIR | typeof DOCUMENT_DIR; name: string; type: string; downloadName: string | null };

/**
 * What a request path under MEDIA_URL names: its folder, file, content type and, for a PDF, the
 * readable download name. Null for any other path, so only names the app writes are reachable.
 */
export function mediaFileOfPath(pathname: string): MediaFile | null {
  const prefix = `${MEDIA_URL}/`;
  if (!pathname.startsWith(prefix)) return null;
  const [dir, name, ...rest] = pathname.slice(prefix.length).split("/");
  if (rest.length > 0 || name === undefined) return null;
  if (dir === PHOTO_DIR) {
    const format = PHOTO_NAME.exec(name)?.[1] as PhotoFormat | undefined;
    return format ? { dir, name, type: MEDIA_TYPES[format], downloadName: null } : null;
  }
  if (dir === DOCUMENT_DIR && DOCUMENT_NAME.test(name)) {
    return { dir, name, type: MEDIA_TYPES.pdf, downloadName: documentDownloadName(name.slice(0, -".pdf".length)) };
  }
  return null;
}

/** "2,3 MB", "850 KB" (pt-BR, one decimal for MB). */
export function fileSizeLabel(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / 1024 / 1024).toLocaleString("pt-BR", { minimumFractionDigits: 1, maximumFractionDigits: 1 })} MB`;
}

/** A document as the motor page lists it: "Manual de instalação (PDF, 2,3 MB)". */
export type DocumentLink = { kind: DocumentKind; label: string; url: string; external: boolean };

export function documentLinkLabel(kind: DocumentKind, bytes: number | null): string {
  const size = bytes === null ? "link externo" : fileSizeLabel(bytes);
  return `${DOCUMENT_KINDS[kind].label} (PDF, ${size})`;
}
