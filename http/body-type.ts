// Which bodies the app's actions can read. Every form action reads request.formData(), which
// throws on any other Content-Type and on broken multipart framing (a 500 and a stack trace in
// the log for anyone who sends text/plain). Such requests are refused here with a short pt-BR
// 4xx, never logged (decision 0025). The legacy import reads its JSON itself and answers a body
// it cannot parse with its own 400, after the admin guard: any type goes through there.
import type { IncomingHttpHeaders } from "node:http";
import { IMPORT_PATH, pathOf } from "./target";
import type { HttpMiddleware, HttpResponse } from "./types";

export type TypeRefusal = { status: 400 | 415; message: string };

const UNSUPPORTED: TypeRefusal = { status: 415, message: "Tipo de conteúdo não aceito: envie o formulário pela página do site." };
const MALFORMED: TypeRefusal = { status: 400, message: "Formulário malformado: envie de novo pela página do site." };

function mediaType(contentType: string | undefined): string {
  return (contentType ?? "").split(";")[0].trim().toLowerCase();
}

/** The multipart boundary of a Content-Type (RFC 2046: 1 to 70 characters), or null. */
export function boundaryOf(contentType: string | undefined): string | null {
  const match = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;"]{1,70}))/i.exec(contentType ?? "");
  return match ? (match[1] ?? match[2]) : null;
}

/** A POST whose Content-Type no action reads: 415; a multipart type without a boundary: 400. */
export function bodyTypeRefusal(method: string, url: string | undefined, headers: IncomingHttpHeaders): TypeRefusal | null {
  if (method !== "POST" || pathOf(url ?? "") === IMPORT_PATH) return null;
  const type = mediaType(headers["content-type"]);
  if (type === "application/x-www-form-urlencoded") return null;
  if (type === "multipart/form-data") return boundaryOf(headers["content-type"]) ? null : MALFORMED;
  return UNSUPPORTED;
}

/**
 * A multipart body formData() could not read (it throws "Failed to parse body as FormData"): one
 * that does not open with its boundary, a part without `Content-Disposition: form-data; name=`,
 * or no closing boundary. False for any other type. Walks the delimiters only, not the contents.
 */
export function malformedMultipart(contentType: string | undefined, body: Buffer): boolean {
  if (mediaType(contentType) !== "multipart/form-data") return false;
  const boundary = boundaryOf(contentType);
  if (!boundary) return true;
  const delimiter = Buffer.from(`--${boundary}`, "latin1");
  const next = Buffer.from(`\r\n--${boundary}`, "latin1");
  let at = 0;
  while (body[at] === 0x0d && body[at + 1] === 0x0a) at += 2;
  if (!body.subarray(at, at + delimiter.length).equals(delimiter)) return true;
  for (;;) {
    at += delimiter.length;
    if (body[at] === 0x2d && body[at + 1] === 0x2d) return false;
    if (body[at] !== 0x0d || body[at + 1] !== 0x0a) return true;
    const headersEnd = body.indexOf("\r\n\r\n", at + 2, "latin1");
    if (headersEnd < 0 || !PART_NAME.test(body.toString("latin1", at, headersEnd))) return true;
    const following = body.indexOf(next, headersEnd + 4);
    if (following < 0) return true;
    at = following + 2;
  }
}

const PART_NAME = /\r\ncontent-disposition:[ \t]*form-data[ \t]*;[^\r\n]*\bname=/i;

function refuse(res: HttpResponse, { status, message }: TypeRefusal) {
  res.set("Connection", "close");
  res.status(status).type("text/plain; charset=utf-8").send(message);
}

/** Before the body is read: the Content-Type must be one the action at that path reads. */
export const bodyTypeMiddleware: HttpMiddleware = (req, res, next) => {
  const refused = bodyTypeRefusal(req.method, req.url, req.headers);
  return refused ? refuse(res, refused) : next();
};

/** After the body was read (request-body.ts): a multipart body must be framed by its boundary. */
export const multipartFramingMiddleware: HttpMiddleware = (req, res, next) =>
  req.method === "POST" && malformedMultipart(req.headers["content-type"], req.rawBody ?? Buffer.alloc(0)) ? refuse(res, MALFORMED) : next();
