import { DOCUMENT_KINDS, MAX_ALT_LENGTH, MAX_PHOTOS_PER_MOTOR, isDocumentKind, type DocumentKind } from "~/lib/media/motor-media";
import { parsePageId } from "~/lib/page-id";
import { cleanLine } from "~/lib/text-safety";
import { addPhoto, countPhotos, deleteMedia, makePhotoFirst, setDocument, updatePhotoAlt, type MediaRow } from "../data/motor-media.server";
import { commitMedia, mediaFiles, removeFiles, saveDocument, savePhoto } from "../media/media-files.server";
import { log } from "../infra/log.server";

/**
 * The admin's motor media form (docs/product.md §6.3b), one intent per form: upload a photo, set a
 * document (PDF or external URL), edit a photo's alt text, make a photo the first, delete.
 * Files are written before the row and removed if the row cannot be written, so the database
 * never points to a missing file; a replaced or deleted file goes after its row.
 */
export type MediaOutcome = { ok: true; message: string } | { ok: false; error: string; form: string; typed?: Record<string, string> };

const text = (form: FormData, name: string, limit = 2000) => {
  const value = form.get(name);
  return typeof value === "string" ? cleanLine(value).slice(0, limit) : "";
};
const fileOf = (form: FormData, name: string): File | null => {
  const value = form.get(name);
  return value instanceof File && value.size > 0 ? value : null;
};

/** An external document address: https only, a real URL, at most 2,000 characters. */
export function checkExternalUrl(raw: string): { ok: true; url: string } | { ok: false; error: string } {
  if (raw.length >= 2000) return { ok: false, error: "O endereço é longo demais." };
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { ok: false, error: "Endereço inválido. Informe o endereço completo do PDF, começando com https://" };
  }
  if (url.protocol !== "https:" || !url.hostname.includes(".")) {
    return { ok: false, error: "Use um endereço seguro, começando com https://" };
  }
  return { ok: true, url: url.href };
}

function filesOf(row: MediaRow): string[] {
  if (!row.fileKey) return [];
  return mediaFiles(row.kind === "foto" ? "foto" : "documento", row.fileKey, row.width);
}

async function uploadPhoto(motorSlug: string, form: FormData): Promise<MediaOutcome> {
  const alt = text(form, "alt", 1000);
  const typed = { alt };
  if (!alt)
    return { ok: false, form: "foto", typed, error: "Descreva a foto em poucas palavras (texto alternativo), para quem não pode vê-la e para o Google." };
  if (alt.length > MAX_ALT_LENGTH) return { ok: false, form: "foto", typed, error: `O texto alternativo pode ter no máximo ${MAX_ALT_LENGTH} caracteres.` };
  if (countPhotos(motorSlug) >= MAX_PHOTOS_PER_MOTOR) {
    return { ok: false, form: "foto", typed, error: `Cada modelo pode ter até ${MAX_PHOTOS_PER_MOTOR} fotos. Exclua uma antes de enviar outra.` };
  }
  const file = fileOf(form, "arquivo");
  if (!file) return { ok: false, form: "foto", typed, error: "Escolha uma foto para enviar." };
  const saved = await savePhoto(new Uint8Array(await file.arrayBuffer()), motorSlug);
  if (!saved.ok) return { ...saved, form: "foto", typed };
  try {
    addPhoto(motorSlug, saved, alt);
  } catch (error) {
    await removeFiles(mediaFiles("foto", saved.fileKey, saved.width));
    throw error;
  }
  await commitMedia(mediaFiles("foto", saved.fileKey, saved.width));
  return { ok: true, message: `Foto enviada (${saved.width} × ${saved.height} px, em AVIF, WebP e JPEG).` };
}

async function putDocument(motorSlug: string, kind: DocumentKind, form: FormData): Promise<MediaOutcome> {
  const rawUrl = text(form, "url");
  const typed = { url: rawUrl };
  const file = fileOf(form, "arquivo");
  if (file && rawUrl) return { ok: false, form: kind, typed, error: "Envie o arquivo PDF ou informe um endereço, não os dois." };
  if (!file && !rawUrl) return { ok: false, form: kind, typed, error: "Escolha um arquivo PDF ou informe um endereço." };
  let replaced: MediaRow | undefined;
  if (file) {
    const saved = await saveDocument(new Uint8Array(await file.arrayBuffer()), `${DOCUMENT_KINDS[kind].fileStem}-${motorSlug}`);
    if (!saved.ok) return { ...saved, form: kind, typed };
    try {
      replaced = setDocument(motorSlug, kind, saved);
    } catch (error) {
      await removeFiles(mediaFiles("documento", saved.fileKey, null));
      throw error;
    }
    await commitMedia(mediaFiles("documento", saved.fileKey, null));
  } else {
    const checked = checkExternalUrl(rawUrl);
    if (!checked.ok) return { ok: false, form: kind, typed, error: checked.error };
    replaced = setDocument(motorSlug, kind, { externalUrl: checked.url });
  }
  if (replaced) await removeFiles(filesOf(replaced));
  return { ok: true, message: `${DOCUMENT_KINDS[kind].label} ${DOCUMENT_KINDS[kind].saved}.` };
}

/** Runs one posted form of /admin/motores/:slug. Database failures throw (the route answers them). */
export async function runMediaIntent(motorSlug: string, form: FormData): Promise<MediaOutcome | { confirmDelete: number }> {
  const intent = form.get("intent");
  if (intent === "foto") return uploadPhoto(motorSlug, form);
  const kind = form.get("tipo");
  if (intent === "documento" && isDocumentKind(kind)) return putDocument(motorSlug, kind, form);

  const id = parsePageId(form.get("id"));
  const missing: MediaOutcome = { ok: false, form: "lista", error: "Este arquivo não existe mais. Ele pode ter sido excluído em outra aba." };
  if (id === null) return missing;
  if (intent === "alt") {
    const alt = text(form, "alt", 1000);
    if (!alt || alt.length > MAX_ALT_LENGTH) {
      return { ok: false, form: `alt-${id}`, typed: { alt }, error: `Escreva um texto alternativo de 1 a ${MAX_ALT_LENGTH} caracteres.` };
    }
    return updatePhotoAlt(motorSlug, id, alt) ? { ok: true, message: "Texto alternativo salvo." } : missing;
  }
  if (intent === "primeira") return makePhotoFirst(motorSlug, id) ? { ok: true, message: "Esta foto agora é a principal do modelo." } : missing;
  if (intent === "excluir") {
    // Without JavaScript the first post asks; the second (confirmed) deletes.
    if (form.get("confirmed") !== "1") return { confirmDelete: id };
    const row = deleteMedia(motorSlug, id);
    if (!row) return missing;
    await removeFiles(filesOf(row)).catch((error: unknown) => log.error("Arquivo de mídia não removido", error));
    if (!isDocumentKind(row.kind)) return { ok: true, message: "Foto excluída." };
    return { ok: true, message: `${DOCUMENT_KINDS[row.kind].label} ${DOCUMENT_KINDS[row.kind].deleted}.` };
  }
  return { ok: false, form: "lista", error: "Ação desconhecida." };
}
