// Reads a request body in full, within a deadline, before the request may wait for a
// render slot (render-limit.ts): a client that trickles its body holds only its
// own socket, never one of the slots every visitor shares. The declared length was
// already checked against the limits (body-limit.ts).
import { LIMITS } from "./limits";
import type { HttpMiddleware } from "./types";
import { isUploadRequest } from "./upload-path";

/**
 * Express middleware: `req.rawBody` is the whole body (empty for GET and HEAD); a body that
 * does not arrive within `timeoutMs` gets 408 and the connection is closed.
 */
export function readBodyMiddleware({
  timeoutMs = LIMITS.bodyReadTimeoutMs,
  uploadTimeoutMs = LIMITS.uploadReadTimeoutMs,
  uploadsAtOnce = LIMITS.uploadsAtOnce,
}: { timeoutMs?: number; uploadTimeoutMs?: number; uploadsAtOnce?: number } = {}): HttpMiddleware {
  let uploading = 0;
  return (req, res, next) => {
    const declared = Number(req.headers["content-length"] ?? 0);
    if (req.method === "GET" || req.method === "HEAD" || !(declared > 0)) {
      req.rawBody = Buffer.alloc(0);
      return next();
    }
    // A motor photo or document (http/upload-path.ts): a longer deadline, and few at once.
    const upload = declared > LIMITS.maxBodyBytes && isUploadRequest(req.method, req.url, req.headers);
    if (upload && uploading >= uploadsAtOnce) {
      res.set("Connection", "close").set("Retry-After", String(LIMITS.retryAfterSeconds));
      res.once("finish", () => req.destroy());
      return res.status(503).type("text/plain; charset=utf-8").send("Outro envio de arquivo está em andamento. Tente de novo em instantes.");
    }
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
    const timer = setTimeout(() => finish(408, "O envio do formulário demorou demais. Tente de novo."), upload ? uploadTimeoutMs : timeoutMs).unref();
    req.on("data", onData);
    req.on("end", onEnd);
    req.once("aborted", () => finish(-1));
    req.once("error", () => finish(-1));
  };
}
