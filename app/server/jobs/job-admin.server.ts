import { findPlace } from "~/content/places";
import type { ActivityAction } from "~/lib/activity-actions";
import { afterJobMessage } from "~/lib/jobs/after-job-message";
import { checkJobForm, type JobFieldName, type JobTyped, type JobValues } from "~/lib/jobs/job-form";
import { JOB_SERVICES, dayLabel, jobPlaceName } from "~/lib/jobs/rules";
import { LIMITS } from "~/lib/limits";
import { parsePageId } from "~/lib/page-id";
import { reviewLinkPath } from "~/lib/paths";
import { TESTIMONIAL_LIMITS } from "~/lib/testimonials/limits";
import { getBusinessSettings } from "../data/business-settings.server";
import { listAllMotors } from "../data/motors.server";
import { createReviewRequest } from "../data/review-requests.server";
import { log } from "../infra/log.server";
import { leadOrigin } from "../leads/lead-code.server";
import { commitMedia, mediaFiles, removeFiles, savePhoto } from "../media/media-files.server";
import {
  addJobPhotos,
  deleteJob,
  deleteJobPhoto,
  findJob,
  forgetCustomerNumber,
  insertJob,
  photosOf,
  setJobStatus,
  updateJob,
  type JobRow,
  type NewPhoto,
} from "./jobs.server";

/**
 * The admin's forms of "Serviços realizados" (docs/decisions/0038-job-log.md), one intent per
 * form. A job is logged with a urlencoded form (a post after the session ended is parked and
 * comes back filled, decision 0032); its photos go in the next step through the media pipeline
 * (decision 0019: checked by content, re-encoded without EXIF or GPS, in every size and format).
 * Database failures throw (the route answers them).
 */
export type JobOutcome =
  | { ok: true; message: string; activity: ActivityAction; target: string; jobId?: number; afterJob?: { message: string; customer: string | null } }
  | { ok: false; form: string; error: string; errors?: Partial<Record<JobFieldName, string>>; typed?: JobTyped }
  | { confirmDelete: true };

const BAD_FORM = "Confira os campos marcados: nada foi gravado.";

export function jobTarget(job: Pick<JobRow, "id" | "service" | "placeSlug" | "doneOn">): string {
  const service = JOB_SERVICES[job.service as keyof typeof JOB_SERVICES] ?? job.service;
  return `#${job.id} ${service}, ${jobPlaceName(findPlace(job.placeSlug))}, ${dayLabel(job.doneOn)}`;
}

function checked(form: FormData, formName: string): { ok: true; value: JobValues } | Extract<JobOutcome, { ok: false }> {
  const result = checkJobForm(
    form,
    listAllMotors().map((m) => m.id),
  );
  if (!result.ok) return { ok: false, form: formName, error: BAD_FORM, errors: result.errors, typed: result.typed };
  if (result.value.leadCode && !leadOrigin(result.value.leadCode)) {
    const typed = Object.fromEntries([...form.entries()].flatMap(([k, v]) => (typeof v === "string" ? [[k, v.slice(0, 20_000)]] : [])));
    return { ok: false, form: formName, error: BAD_FORM, errors: { codigo: "Nenhum atendimento com este código. Confira em Contatos e vendas." }, typed };
  }
  return result;
}

export function createJob(form: FormData): JobOutcome {
  const result = checked(form, "novo");
  if (!result.ok) return result;
  const row = insertJob(result.value, []);
  if (!row)
    return {
      ok: false,
      form: "novo",
      error: `O registro chegou a ${LIMITS.jobs.maxJobs.toLocaleString("pt-BR")} serviços. Exclua serviços antigos antes de registrar outro.`,
    };
  return { ok: true, message: "Serviço registrado. Agora envie de 1 a 6 fotos.", activity: "servico.criar", target: jobTarget(row), jobId: row.id };
}

const filesOf = (form: FormData): File[] => form.getAll("fotos").filter((v): v is File => v instanceof File && v.size > 0);

async function uploadPhotos(job: JobRow, form: FormData): Promise<JobOutcome> {
  const files = filesOf(form);
  const room = LIMITS.jobs.photosPerJob - photosOf(job.id).length;
  if (files.length === 0) return { ok: false, form: "fotos", error: "Escolha de 1 a 6 fotos do serviço." };
  if (files.length > room)
    return {
      ok: false,
      form: "fotos",
      error:
        room > 0
          ? `Cabem mais ${room} foto(s) neste serviço (até ${LIMITS.jobs.photosPerJob}).`
          : `Este serviço já tem ${LIMITS.jobs.photosPerJob} fotos. Exclua uma antes de enviar outra.`,
    };
  const saved: NewPhoto[] = [];
  const drop = () => removeFiles(saved.flatMap((p) => mediaFiles("foto", p.fileKey, p.width)));
  for (const [i, file] of files.entries()) {
    const photo = await savePhoto(new Uint8Array(await file.arrayBuffer()), `servico-${job.placeSlug}`);
    if (!photo.ok) {
      await drop();
      return { ok: false, form: "fotos", error: files.length > 1 ? `Foto ${i + 1}: ${photo.error} Nenhuma foto foi gravada.` : photo.error };
    }
    saved.push({ fileKey: photo.fileKey, width: photo.width, height: photo.height });
  }
  let added: boolean;
  try {
    added = addJobPhotos(job.id, saved);
  } catch (error) {
    await drop();
    throw error;
  }
  if (!added) {
    await drop();
    return { ok: false, form: "fotos", error: `Este serviço pode ter até ${LIMITS.jobs.photosPerJob} fotos.` };
  }
  await commitMedia(saved.flatMap((p) => mediaFiles("foto", p.fileKey, p.width)));
  return {
    ok: true,
    message: `${saved.length === 1 ? "Foto enviada" : `${saved.length} fotos enviadas`}, sem os dados de localização do arquivo.`,
    activity: "servico.fotos",
    target: jobTarget(job),
  };
}

/** The after-job message: a new single-use testimonial link, and the Google review link when set. */
export function createAfterJobMessage(job: JobRow, siteUrl: string): JobOutcome {
  const settings = getBusinessSettings();
  const created = createReviewRequest(`Serviço ${jobTarget(job)}`.slice(0, TESTIMONIAL_LIMITS.customerMax));
  if (!created)
    return {
      ok: false,
      form: "mensagem",
      error: `Há ${TESTIMONIAL_LIMITS.maxOpenRequests} pedidos de depoimento em aberto. Exclua em Depoimentos os que não serão respondidos.`,
    };
  const message = afterJobMessage({
    businessName: settings.name,
    testimonialUrl: `${siteUrl}${reviewLinkPath(created.token)}`,
    googleReviewUrl: settings.googleReviewUrl,
  });
  return {
    ok: true,
    message: "Mensagem pronta.",
    activity: "servico.mensagem",
    target: jobTarget(job),
    afterJob: { message, customer: job.customerWhatsapp },
  };
}

/** Runs one posted form of /admin/servicos/:id. */
export async function runJobIntent(id: number, form: FormData, siteUrl: string): Promise<JobOutcome> {
  const job = findJob(id);
  const missing: JobOutcome = { ok: false, form: "lista", error: "Este serviço não existe mais. Ele pode ter sido excluído em outra aba." };
  if (!job) return missing;
  const intent = form.get("intent");
  const target = jobTarget(job);
  if (intent === "salvar") {
    const result = checked(form, "editar");
    if (!result.ok) return result;
    return updateJob(id, result.value) ? { ok: true, message: "Serviço salvo.", activity: "servico.editar", target } : missing;
  }
  if (intent === "fotos") return uploadPhotos(job, form);
  if (intent === "excluir-foto") {
    const photoId = parsePageId(form.get("foto"));
    const row = photoId === null ? undefined : deleteJobPhoto(id, photoId);
    if (!row) return { ok: false, form: "fotos", error: "Esta foto não é deste serviço ou já foi excluída." };
    await removeFiles(mediaFiles("foto", row.fileKey, row.width)).catch((error: unknown) => log.error("Arquivo de mídia não removido", error));
    return { ok: true, message: "Foto excluída.", activity: "servico.foto-excluir", target };
  }
  if (intent === "publicar" || intent === "ocultar") {
    const status = intent === "publicar" ? "publicado" : "oculto";
    return setJobStatus(id, status)
      ? {
          ok: true,
          message: status === "publicado" ? "Serviço publicado no site." : "Serviço oculto: não aparece mais no site.",
          activity: `servico.${intent}`,
          target,
        }
      : missing;
  }
  if (intent === "esquecer-numero") {
    return forgetCustomerNumber(id)
      ? { ok: true, message: "WhatsApp do cliente excluído (e o lembrete de manutenção).", activity: "servico.numero-excluir", target }
      : missing;
  }
  if (intent === "mensagem") return createAfterJobMessage(job, siteUrl);
  if (intent === "excluir") {
    // Without JavaScript the first post asks; the second (confirmed) deletes.
    if (form.get("confirmed") !== "1") return { confirmDelete: true };
    const deleted = deleteJob(id);
    if (!deleted) return missing;
    await removeFiles(deleted.photos.flatMap((p) => mediaFiles("foto", p.fileKey, p.width))).catch((error: unknown) =>
      log.error("Arquivo de mídia não removido", error),
    );
    return { ok: true, message: "Serviço excluído.", activity: "servico.excluir", target };
  }
  return { ok: false, form: "lista", error: "Ação desconhecida." };
}
