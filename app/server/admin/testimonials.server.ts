import { TESTIMONIAL_LIMITS as L } from "~/lib/testimonials/limits";
import { cleanLine } from "~/lib/text-safety";
import { checkOwnerForm, type OwnerFields, type Typed } from "~/lib/testimonials/validate";
import type { ActivityAction } from "~/lib/activity-actions";
import { parsePageId } from "~/lib/page-id";
import { reviewLinkPath } from "~/lib/paths";
import { createReviewRequest, deleteReviewRequest } from "../data/review-requests.server";
import {
  deleteTestimonial,
  findTestimonial,
  insertTestimonial,
  setTestimonialStatus,
  updateTestimonial,
  type Photo,
  type TestimonialRow,
} from "../data/testimonials.server";
import { commitMedia, mediaFiles, removeFiles, savePhoto } from "../media/media-files.server";
import { now } from "../infra/clock.server";
import { log } from "../infra/log.server";

/**
 * The "Depoimentos" admin (decision 0027), one intent per form: create or edit a testimonial
 * (with the customer's consent, optionally a photo), publish, hide, approve or reject a
 * customer's submission, delete, and create or delete a review-request link. A photo's files
 * are written before its row and removed if the row cannot be written (as motor photos,
 * app/server/admin/motor-media.server.ts); a replaced or deleted photo goes after its row.
 */
export type Done = { ok: true; message: string; activity: ActivityAction; target: string; link?: { url: string; customer: string } };
export type Refused = { ok: false; error: string; form: string; errors?: Record<string, string>; typed?: Typed };
export type TestimonialOutcome = Done | Refused | { confirmDelete: number; form: string };

/** Today in São Paulo, "YYYY-MM-DD". */
export function todayInSaoPaulo(at = now()): string {
  return new Intl.DateTimeFormat("sv-SE", { timeZone: "America/Sao_Paulo", dateStyle: "short" }).format(at);
}

const fileOf = (form: FormData, name: string): File | null => {
  const value = form.get(name);
  return value instanceof File && value.size > 0 ? value : null;
};

function photoFiles(row: Pick<TestimonialRow, "photoKey" | "photoWidth">): string[] {
  return row.photoKey ? mediaFiles("foto", row.photoKey, row.photoWidth) : [];
}

const removeQuietly = (files: string[]) => removeFiles(files).catch((error: unknown) => log.error("Foto de depoimento não removida", error));

const target = (row: { name: string; place: string }) => `${row.name} (${row.place})`;

type Checked = { ok: true; value: OwnerFields; photo: Photo | null | undefined } | Refused;

/** Checks the owner's form and stores its photo, if one came. */
async function checkWithPhoto(form: FormData, formName: string): Promise<Checked> {
  const checked = checkOwnerForm(form, todayInSaoPaulo());
  if (!checked.ok) {
    const first = Object.values(checked.errors)[0];
    return { ok: false, form: formName, errors: checked.errors, typed: checked.typed, error: first };
  }
  const file = fileOf(form, "foto");
  if (!file) return { ok: true, value: checked.value, photo: form.get("sem-foto") === "1" ? null : undefined };
  const saved = await savePhoto(new Uint8Array(await file.arrayBuffer()), "depoimento");
  if (!saved.ok) {
    const typed = Object.fromEntries([...form.entries()].flatMap(([k, v]) => (typeof v === "string" ? [[k, v.slice(0, 20_000)]] : [])));
    return { ok: false, form: formName, errors: { foto: saved.error }, typed, error: saved.error };
  }
  return { ok: true, value: checked.value, photo: { fileKey: saved.fileKey, width: saved.width, height: saved.height } };
}

function valuesOf(v: OwnerFields) {
  return { name: v.name, place: v.place, text: v.text, service: v.service, source: v.source, givenOn: v.givenOn, city: v.city };
}

async function create(form: FormData): Promise<TestimonialOutcome> {
  const checked = await checkWithPhoto(form, "novo");
  if (!checked.ok) return checked;
  const photo = checked.photo ?? null;
  let row: TestimonialRow | null;
  try {
    row = insertTestimonial(valuesOf(checked.value), checked.value.publish ? "publicado" : "oculto", photo);
  } catch (error) {
    if (photo) await removeFiles(mediaFiles("foto", photo.fileKey, photo.width));
    throw error;
  }
  if (!row) {
    if (photo) await removeFiles(mediaFiles("foto", photo.fileKey, photo.width));
    const typed = Object.fromEntries([...form.entries()].flatMap(([k, v]) => (typeof v === "string" ? [[k, v]] : [])));
    return { ok: false, form: "novo", typed, error: `O site guarda até ${L.maxStored} depoimentos. Exclua um antigo antes de cadastrar outro.` };
  }
  if (photo) await commitMedia(mediaFiles("foto", photo.fileKey, photo.width));
  const message = row.status === "publicado" ? "Depoimento salvo e publicado." : "Depoimento salvo (oculto).";
  return { ok: true, message, activity: "depoimento.criar", target: target(row) };
}

/** Saves the edit form of testimonial `id`. */
export async function runTestimonialEdit(id: number, form: FormData): Promise<TestimonialOutcome> {
  const checked = await checkWithPhoto(form, "editar");
  if (!checked.ok) return checked;
  const { photo } = checked;
  let before: TestimonialRow | undefined;
  try {
    before = updateTestimonial(id, valuesOf(checked.value), checked.value.publish ? "publicado" : "oculto", photo);
  } catch (error) {
    if (photo) await removeFiles(mediaFiles("foto", photo.fileKey, photo.width));
    throw error;
  }
  if (!before) {
    if (photo) await removeFiles(mediaFiles("foto", photo.fileKey, photo.width));
    return { ok: false, form: "editar", error: "Este depoimento não existe mais. Ele pode ter sido excluído em outra aba." };
  }
  if (photo) await commitMedia(mediaFiles("foto", photo.fileKey, photo.width));
  if (photo !== undefined) await removeQuietly(photoFiles(before));
  return { ok: true, message: "Depoimento salvo.", activity: "depoimento.editar", target: target(checked.value) };
}

/** Runs one posted form of /admin/depoimentos. Database failures throw (the route answers them). */
export async function runTestimonialIntent(form: FormData, siteUrl: string): Promise<TestimonialOutcome> {
  const intent = form.get("intent");
  if (intent === "novo") return create(form);
  if (intent === "pedido") {
    const customer = cleanLine(typeof form.get("cliente") === "string" ? String(form.get("cliente")).slice(0, 20_000) : "");
    const typed = { cliente: String(form.get("cliente") ?? "").slice(0, 20_000) };
    if (!customer) return { ok: false, form: "pedido", typed, error: "Informe para quem é o pedido (por exemplo: “Sra. Ana, portão da garagem”)." };
    if (Array.from(customer).length > L.customerMax)
      return { ok: false, form: "pedido", typed, error: `Use no máximo ${L.customerMax} caracteres para identificar o cliente.` };
    const created = createReviewRequest(customer);
    if (!created)
      return {
        ok: false,
        form: "pedido",
        typed,
        error: `Há ${L.maxOpenRequests} pedidos em aberto. Exclua os que não serão respondidos antes de criar outro.`,
      };
    return {
      ok: true,
      message: `Link criado para ${customer}. Ele vale por ${L.requestLifetimeDays} dias e pode ser usado uma vez.`,
      activity: "depoimento.pedir",
      target: customer,
      link: { url: `${siteUrl}${reviewLinkPath(created.token)}`, customer },
    };
  }

  const id = parsePageId(form.get("id"));
  const missing: Refused = { ok: false, form: "lista", error: "Este item não existe mais. Ele pode ter sido excluído em outra aba." };
  if (id === null) return missing;
  if (intent === "excluir-pedido") {
    const row = deleteReviewRequest(id);
    return row ? { ok: true, message: "Link excluído: ele não funciona mais.", activity: "depoimento.pedido-excluir", target: row.customer } : missing;
  }
  if (intent === "publicar" || intent === "aprovar" || intent === "ocultar") {
    const before = findTestimonial(id);
    if (!before) return missing;
    const row = setTestimonialStatus(id, intent === "ocultar" ? "oculto" : "publicado");
    if (!row) return missing;
    if (intent === "aprovar") return { ok: true, message: "Depoimento aprovado e publicado.", activity: "depoimento.aprovar", target: target(row) };
    if (intent === "publicar") return { ok: true, message: "Depoimento publicado.", activity: "depoimento.publicar", target: target(row) };
    return { ok: true, message: "Depoimento oculto: ele não aparece mais no site.", activity: "depoimento.ocultar", target: target(row) };
  }
  if (intent === "excluir" || intent === "rejeitar") {
    // Without JavaScript the first post asks; the second (confirmed) deletes.
    if (form.get("confirmed") !== "1") return { confirmDelete: id, form: String(intent) };
    const row = deleteTestimonial(id);
    if (!row) return missing;
    await removeQuietly(photoFiles(row));
    if (intent === "rejeitar") return { ok: true, message: "Depoimento rejeitado e apagado.", activity: "depoimento.rejeitar", target: target(row) };
    return { ok: true, message: "Depoimento excluído.", activity: "depoimento.excluir", target: target(row) };
  }
  return { ok: false, form: "lista", error: "Ação desconhecida." };
}
