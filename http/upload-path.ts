// Which requests may carry a motor photo or document (issue #17 point 5): a POST to the motor
// media admin (MOTOR_MEDIA_PATH of app/lib/paths.ts; this file runs outside the app bundle),
// or a testimonial's photo (TESTIMONIALS_ADMIN_PATH and its edit pages, decision 0027),
// with the admin's session cookie. The session itself is checked by the route, after the body
// arrived; the cookie's presence only decides which size limit and deadline apply.
import type { IncomingHttpHeaders } from "node:http";

// With JavaScript, Remix posts the form to the route's data URL ("/admin/motores/x.data").
const UPLOAD_PATH = /^\/admin\/(?:motores\/[a-z0-9-]{1,80}|depoimentos(?:\/\d{1,12})?)(?:\.data)?$/;
// The session cookie of app/server/auth/session.server.ts, with or without the __Host- prefix.
const SESSION_COOKIE = /(?:^|;\s*)(?:__Host-)?admin_session=/;

export function isUploadRequest(method: string | undefined, url: string | undefined, headers: IncomingHttpHeaders): boolean {
  return method === "POST" && UPLOAD_PATH.test((url ?? "").split("?")[0]) && SESSION_COOKIE.test(headers.cookie ?? "");
}
