// Which requests may carry a motor photo or document: a POST to the motor media admin
// (MOTOR_MEDIA_PATH of app/lib/paths.ts; this file runs outside the app bundle), or a
// testimonial's photo (TESTIMONIALS_ADMIN_PATH and its edit pages, decision 0027), or a job's
// photos (a job's page under JOBS_ADMIN_PATH, docs/decisions/0038-job-log.md). The large
// allowance is granted only once the session was verified (body-limit.ts, decision 0025).
import { pathOf } from "./target";

// With JavaScript, Remix posts the form to the route's data URL ("/admin/motores/x.data").
const UPLOAD_PATH = /^\/admin\/(?:motores\/[a-z0-9-]{1,80}|depoimentos(?:\/\d{1,12})?|servicos\/\d{1,12})(?:\.data)?$/;

export function isUploadPath(method: string | undefined, url: string | undefined): boolean {
  return method === "POST" && UPLOAD_PATH.test(pathOf(url ?? ""));
}

// VISIT_REQUEST_PATH of app/lib/paths.ts: the public visit request form posts up to three photos
// without a session (LIMITS.visitRequests.bodyMaxBytes, few at once: request-body.ts).
const VISIT_REQUEST_PATH = /^\/pedir-visita(?:\.data)?$/;

export function isVisitRequestPath(method: string | undefined, url: string | undefined): boolean {
  return method === "POST" && VISIT_REQUEST_PATH.test(pathOf(url ?? ""));
}
