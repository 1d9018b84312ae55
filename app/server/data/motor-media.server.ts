import { and, asc, eq, max } from "drizzle-orm";
import { motorMedia } from "../../../db/schema";
import { DOCUMENT_KINDS, documentLinkLabel, documentUrl, type DocumentKind, type DocumentLink, type StoredPhoto } from "~/lib/media/motor-media";
import { bumpContentVersion } from "./content-version.server";
import { getDb } from "./db.server";

/**
 * The motor_media rows (docs/product.md §6.3b): photos in order, and at most one manual and one
 * specification sheet per model (an uploaded PDF or an external URL). Every write bumps the
 * content version, so cached motor pages show the change at once.
 */
export type MediaRow = typeof motorMedia.$inferSelect;
export type StoredDocument = { id: number; kind: DocumentKind; fileKey: string | null; externalUrl: string | null; bytes: number | null };

const IMMEDIATE = { behavior: "immediate" } as const;

function asPhoto(row: MediaRow): StoredPhoto {
  return { id: row.id, fileKey: row.fileKey ?? "", width: row.width ?? 0, height: row.height ?? 0, alt: row.alt };
}

export function listPhotos(motorSlug: string): StoredPhoto[] {
  return getDb()
    .select()
    .from(motorMedia)
    .where(and(eq(motorMedia.motorSlug, motorSlug), eq(motorMedia.kind, "foto")))
    .orderBy(asc(motorMedia.position), asc(motorMedia.id))
    .all()
    .map(asPhoto);
}

/** Every uploaded photo, model by model in the order the admin gave them (the editor's picker, decision 0034). */
export function listAllPhotos(): (StoredPhoto & { motorSlug: string })[] {
  return getDb()
    .select()
    .from(motorMedia)
    .where(eq(motorMedia.kind, "foto"))
    .orderBy(asc(motorMedia.motorSlug), asc(motorMedia.position), asc(motorMedia.id))
    .all()
    .map((row) => ({ ...asPhoto(row), motorSlug: row.motorSlug }));
}

/** The first photo of every model that has one (the catalogue's cards). */
export function firstPhotos(): Map<string, StoredPhoto> {
  const rows = getDb().select().from(motorMedia).where(eq(motorMedia.kind, "foto")).orderBy(asc(motorMedia.position), asc(motorMedia.id)).all();
  const first = new Map<string, StoredPhoto>();
  for (const row of rows) if (!first.has(row.motorSlug)) first.set(row.motorSlug, asPhoto(row));
  return first;
}

export function listDocuments(motorSlug: string): StoredDocument[] {
  return getDb()
    .select()
    .from(motorMedia)
    .where(eq(motorMedia.motorSlug, motorSlug))
    .orderBy(asc(motorMedia.id))
    .all()
    .flatMap((row) =>
      row.kind === "foto" ? [] : [{ id: row.id, kind: row.kind as DocumentKind, fileKey: row.fileKey, externalUrl: row.externalUrl, bytes: row.bytes }],
    );
}

/** How a stored document is linked: its file under /midia, or its external address. */
export function documentLinkOf(doc: StoredDocument): DocumentLink | null {
  const url = doc.fileKey ? documentUrl(doc.fileKey) : doc.externalUrl;
  if (!url) return null;
  return { kind: doc.kind, label: documentLinkLabel(doc.kind, doc.fileKey ? doc.bytes : null), url, external: !doc.fileKey };
}

/** The motor page's download links, manual first, only for documents that exist. */
export function documentLinks(motorSlug: string): DocumentLink[] {
  const documents = listDocuments(motorSlug);
  return (Object.keys(DOCUMENT_KINDS) as DocumentKind[]).flatMap((kind) => {
    const doc = documents.find((d) => d.kind === kind);
    const link = doc && documentLinkOf(doc);
    return link ? [link] : [];
  });
}

export function countPhotos(motorSlug: string): number {
  return listPhotos(motorSlug).length;
}

export function addPhoto(motorSlug: string, photo: { fileKey: string; width: number; height: number; bytes: number }, alt: string): StoredPhoto {
  return getDb().transaction((tx) => {
    const last = tx
      .select({ position: max(motorMedia.position) })
      .from(motorMedia)
      .where(and(eq(motorMedia.motorSlug, motorSlug), eq(motorMedia.kind, "foto")))
      .get();
    const row = tx
      .insert(motorMedia)
      .values({ motorSlug, kind: "foto", ...photo, alt, position: (last?.position ?? -1) + 1 })
      .returning()
      .get();
    bumpContentVersion(tx);
    return asPhoto(row);
  }, IMMEDIATE);
}

/** Sets a model's manual or sheet; the one it replaces is returned (its file is then removed). */
export function setDocument(
  motorSlug: string,
  kind: DocumentKind,
  document: { fileKey: string; bytes: number } | { externalUrl: string },
): MediaRow | undefined {
  return getDb().transaction((tx) => {
    const replaced = tx
      .delete(motorMedia)
      .where(and(eq(motorMedia.motorSlug, motorSlug), eq(motorMedia.kind, kind)))
      .returning()
      .get();
    tx.insert(motorMedia)
      .values({ motorSlug, kind, ...document })
      .run();
    bumpContentVersion(tx);
    return replaced;
  }, IMMEDIATE);
}

export function updatePhotoAlt(motorSlug: string, id: number, alt: string): boolean {
  return getDb().transaction((tx) => {
    const changed = tx
      .update(motorMedia)
      .set({ alt })
      .where(and(eq(motorMedia.id, id), eq(motorMedia.motorSlug, motorSlug), eq(motorMedia.kind, "foto")))
      .run().changes;
    if (changed > 0) bumpContentVersion(tx);
    return changed > 0;
  }, IMMEDIATE);
}

/** Makes a photo the first one (the one cards, og:image and Product image use). */
export function makePhotoFirst(motorSlug: string, id: number): boolean {
  return getDb().transaction((tx) => {
    const photos = tx
      .select({ id: motorMedia.id })
      .from(motorMedia)
      .where(and(eq(motorMedia.motorSlug, motorSlug), eq(motorMedia.kind, "foto")))
      .orderBy(asc(motorMedia.position), asc(motorMedia.id))
      .all();
    if (!photos.some((p) => p.id === id)) return false;
    [id, ...photos.map((p) => p.id).filter((p) => p !== id)].forEach((photoId, position) =>
      tx.update(motorMedia).set({ position }).where(eq(motorMedia.id, photoId)).run(),
    );
    bumpContentVersion(tx);
    return true;
  }, IMMEDIATE);
}

/** Deletes a photo or document of the model; the row deleted (its files are then removed). */
export function deleteMedia(motorSlug: string, id: number): MediaRow | undefined {
  return getDb().transaction((tx) => {
    const row = tx
      .delete(motorMedia)
      .where(and(eq(motorMedia.id, id), eq(motorMedia.motorSlug, motorSlug)))
      .returning()
      .get();
    if (row) bumpContentVersion(tx);
    return row;
  }, IMMEDIATE);
}
