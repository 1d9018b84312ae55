// Request bodies are read by Remix actions (request.formData(), request.json()) with no
// limit of their own, and the login form is read before anyone is signed in. This
// refuses, before any byte is read, a body declared larger than the limit and a body
// of unknown length (browsers always send Content-Length for forms and fetch with text).
import type { IncomingHttpHeaders } from "node:http";
import { LIMITS } from "./limits";
import type { HttpMiddleware } from "./types";
import { isUploadRequest } from "./upload-path";

export const MAX_BODY_BYTES = LIMITS.maxBodyBytes;
export const MAX_IMPORT_BODY_BYTES = LIMITS.maxImportBodyBytes;
// LEGACY_IMPORT_PATH of app/components/admin/useLegacyImport.ts (this file runs outside the app bundle).
const IMPORT_PATH = "/admin/painel/importar";

export type BodyRefusal = { status: 400 | 411 | 413; message: string };

export function bodyLimit(method: string, url: string | undefined, headers: IncomingHttpHeaders): BodyRefusal | null {
  if (method === "GET" || method === "HEAD" || method === "OPTIONS") return null;
  const declared = headers["content-length"];
  if (declared === undefined) {
    return headers["transfer-encoding"] ? { status: 411, message: "Envie o tamanho do corpo da requisição (Content-Length)." } : null;
  }
  const max = isUploadRequest(method, url, headers)
    ? LIMITS.maxUploadBodyBytes
    : (url ?? "").split("?")[0] === IMPORT_PATH
      ? MAX_IMPORT_BODY_BYTES
      : MAX_BODY_BYTES;
  const bytes = Number(declared);
  if (!Number.isFinite(bytes) || bytes < 0) return { status: 400, message: "Content-Length inválido." };
  if (bytes > max) return { status: 413, message: `Conteúdo grande demais: o limite é de ${Math.round(max / 1024 / 1024)} MB.` };
  return null;
}

export const bodyLimitMiddleware: HttpMiddleware = (req, res, next) => {
  const refused = bodyLimit(req.method, req.url, req.headers);
  if (!refused) return next();
  res.set("Connection", "close");
  res.status(refused.status).type("text/plain; charset=utf-8").send(refused.message);
};
