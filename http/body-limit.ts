// Request bodies are read by Remix actions (request.formData(), request.json()) with no
// limit of their own, and the login form is read before anyone is signed in. This
// refuses, before any byte is read, a body declared larger than the limit and a body
// of unknown length (browsers always send Content-Length for forms and fetch with text).
// Only a body over LIMITS.anonymousBodyBytes costs a session lookup: the admin session cookie
// is verified (signature, then the session row) through the build's `hasAdminSession`, and
// only then do the larger limits apply (decision 0025). A cookie merely named admin_session
// gets what everyone gets.
import type { IncomingHttpHeaders } from "node:http";
import { LIMITS } from "../app/lib/limits";
import { IMPORT_PATH, pathOf } from "./target";
import type { HttpMiddleware } from "./types";
import { isUploadPath, isVisitRequestPath } from "./upload-path";

export const MAX_BODY_BYTES = LIMITS.maxBodyBytes;
export const MAX_IMPORT_BODY_BYTES = LIMITS.maxImportBodyBytes;

export const ANONYMOUS_BODY_MESSAGE = `Conteúdo grande demais: sem uma sessão de administrador o limite é de ${LIMITS.anonymousBodyBytes / 1024} KB. Se você administra o site, entre de novo no painel e repita o envio.`;

export type BodyRefusal = { status: 400 | 411 | 413; message: string };

/** The largest body a POST to `url` may carry: with a verified admin session by path, otherwise the small limit. */
export function maxBodyBytes(method: string, url: string | undefined, admin: boolean): number {
  // The visit request form's photos: anyone may send them, within their own bound.
  if (isVisitRequestPath(method, url)) return Math.max(LIMITS.visitRequests.bodyMaxBytes, admin ? MAX_BODY_BYTES : 0);
  if (!admin) return LIMITS.anonymousBodyBytes;
  if (isUploadPath(method, url)) return LIMITS.maxUploadBodyBytes;
  return pathOf(url ?? "") === IMPORT_PATH ? MAX_IMPORT_BODY_BYTES : MAX_BODY_BYTES;
}

/** @param admin the request's admin session was verified (the middleware below asks the app). */
export function bodyLimit(method: string, url: string | undefined, headers: IncomingHttpHeaders, admin = false): BodyRefusal | null {
  if (method === "GET" || method === "HEAD" || method === "OPTIONS") return null;
  const declared = headers["content-length"];
  if (declared === undefined) {
    return headers["transfer-encoding"] ? { status: 411, message: "Envie o tamanho do corpo da requisição (Content-Length)." } : null;
  }
  const max = maxBodyBytes(method, url, admin);
  const bytes = Number(declared);
  if (!Number.isFinite(bytes) || bytes < 0) return { status: 400, message: "Content-Length inválido." };
  if (bytes <= max) return null;
  return { status: 413, message: admin ? `Conteúdo grande demais: o limite é de ${Math.round(max / 1024 / 1024)} MB.` : ANONYMOUS_BODY_MESSAGE };
}

/**
 * Express middleware. A body over the anonymous limit that would fit a signed-in admin's limit
 * costs one `hasAdminSession` call (a signature check, then one indexed query); the request is
 * then marked `req.adminSession`, which request-body.ts reads for the upload slots and the
 * memory shares.
 */
export function bodyLimitMiddleware(hasAdminSession: (cookieHeader: string | undefined) => Promise<boolean>): HttpMiddleware {
  return (req, res, next) => {
    const refuse = ({ status, message }: BodyRefusal) => {
      res.set("Connection", "close");
      res.status(status).type("text/plain; charset=utf-8").send(message);
    };
    const anonymous = bodyLimit(req.method, req.url, req.headers);
    if (!anonymous) return next();
    if (anonymous.status !== 413) return refuse(anonymous);
    const signedIn = bodyLimit(req.method, req.url, req.headers, true);
    if (signedIn) return refuse(signedIn);
    hasAdminSession(req.headers.cookie).then((admin) => {
      if (!admin) return refuse(anonymous);
      req.adminSession = true;
      next();
    }, next);
  };
}
