// Reads a request body in full, within a deadline, before the request may wait for a
// render slot (render-limit.ts): a client that trickles its body holds only its
// own socket, never one of the slots every visitor shares. The declared length was
// already checked against the limits (body-limit.ts). The bodies held in memory at once are
// bounded all together, and those without a verified admin session have a smaller share of
// that room (LIMITS.bodyBytesInMemory, anonymousBodyBytesInMemory; decision 0025).
import { LIMITS } from "../app/lib/limits";
import type { HttpMiddleware, HttpResponse } from "./types";
import { isUploadPath, isVisitRequestPath } from "./upload-path";

export const BODIES_BUSY_MESSAGE = "O servidor está recebendo muitos envios neste momento. Tente de novo em alguns segundos.";

/**
 * Express middleware: `req.rawBody` is the whole body (empty for GET and HEAD); a body that
 * does not arrive within `timeoutMs` gets 408 and the connection is closed.
 */
export function readBodyMiddleware({
  timeoutMs = LIMITS.bodyReadTimeoutMs,
  uploadTimeoutMs = LIMITS.uploadReadTimeoutMs,
  uploadsAtOnce = LIMITS.uploadsAtOnce,
  bytesInMemory = LIMITS.bodyBytesInMemory,
  anonymousBytesInMemory = LIMITS.anonymousBodyBytesInMemory,
}: { timeoutMs?: number; uploadTimeoutMs?: number; uploadsAtOnce?: number; bytesInMemory?: number; anonymousBytesInMemory?: number } = {}): HttpMiddleware {
  let uploading = 0;
  /** Visit requests with photos being read or held: their own few places, outside the anonymous share. */
  let visitRequests = 0;
  /** Declared bytes of the bodies being read or still held by their request, and the anonymous part of them. */
  let held = 0;
  let heldAnonymous = 0;
  const busy = (req: { destroy: () => void }, res: HttpResponse, message: string) => {
    res.set("Connection", "close").set("Retry-After", String(LIMITS.retryAfterSeconds));
    res.once("finish", () => req.destroy());
    res.status(503).type("text/plain; charset=utf-8").send(message);
  };
  return (req, res, next) => {
    const declared = Number(req.headers["content-length"] ?? 0);
    if (req.method === "GET" || req.method === "HEAD" || !(declared > 0)) {
      req.rawBody = Buffer.alloc(0);
      return next();
    }
    // Set by body-limit.ts once the admin session was verified (only for a body over the anonymous limit).
    const admin = req.adminSession === true;
    // A motor photo or document (http/upload-path.ts): a longer deadline, and few at once.
    const upload = admin && declared > LIMITS.maxBodyBytes && isUploadPath(req.method, req.url);
    if (upload && uploading >= uploadsAtOnce) return busy(req, res, "Outro envio de arquivo está em andamento. Tente de novo em instantes.");
    // A visit request with photos (larger than the anonymous limit): its own places, a longer deadline.
    const visitRequest = declared > LIMITS.anonymousBodyBytes && isVisitRequestPath(req.method, req.url);
    if (visitRequest && visitRequests >= LIMITS.visitRequestBodiesAtOnce) return busy(req, res, BODIES_BUSY_MESSAGE);
    const anonymous = !admin && !visitRequest;
    if (held + declared > bytesInMemory || (anonymous && heldAnonymous + declared > anonymousBytesInMemory)) return busy(req, res, BODIES_BUSY_MESSAGE);
    held += declared;
    if (anonymous) heldAnonymous += declared;
    if (visitRequest) visitRequests++;
    let released = false;
    /** The body leaves the count when its answer is over (the app holds it until then) or when it is refused. */
    const release = () => {
      if (released) return;
      released = true;
      held -= declared;
      if (anonymous) heldAnonymous -= declared;
      if (visitRequest) visitRequests--;
    };
    res.once("close", release);
    if (upload) uploading++;
    const body = Buffer.allocUnsafe(declared);
    let received = 0;
    let settled = false;
    /** status 0: the body is complete; -1: the client went away; otherwise the refusal. */
    const finish = (status: number, message?: string) => {
      if (settled) return;
      settled = true;
      if (upload) uploading--;
      clearTimeout(timer);
      req.off("data", onData);
      req.off("end", onEnd);
      if (status === 0) {
        req.rawBody = body.subarray(0, received);
        return next();
      }
      release();
      // The client went away (status -1), or an answer already left: nothing to say.
      if (status < 0 || res.headersSent || res.destroyed) return req.destroy();
      res.set("Connection", "close");
      res.once("finish", () => req.destroy());
      res.status(status).type("text/plain; charset=utf-8").send(message);
    };
    const onData = (chunk: Buffer) => {
      if (received + chunk.length > declared) return finish(400, "O corpo da requisição é maior que o Content-Length declarado.");
      chunk.copy(body, received);
      received += chunk.length;
    };
    const onEnd = () => (received === declared ? finish(0) : finish(400, "O corpo da requisição chegou incompleto."));
    const timer = setTimeout(
      () => finish(408, "O envio do formulário demorou demais. Tente de novo."),
      upload || visitRequest ? uploadTimeoutMs : timeoutMs,
    ).unref();
    req.on("data", onData);
    req.on("end", onEnd);
    req.once("aborted", () => finish(-1));
    req.once("error", () => finish(-1));
  };
}
