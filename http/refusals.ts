// Short plain-text answers for requests refused before or outside the app: a foreign Host,
// a malformed target, an unknown method, and errors no route handled. Never a stack trace.
import type { ServerResponse } from "node:http";
import type { ErrorRequestHandler } from "express";
import type { Refusal, Redirect } from "./site-identity";
import type { SecurityHeaders } from "./types";

export function writeRefusal(res: ServerResponse, verdict: Redirect | Refusal, security: Pick<SecurityHeaders, "fixed">): void {
  const headers: string[] = security.fixed.flat();
  if (verdict.kind === "redirect") {
    headers.push("Location", verdict.location, "Cache-Control", "public, max-age=3600", "Content-Length", "0");
    res.writeHead(301, headers);
    res.end();
    return;
  }
  const body = Buffer.from(`${verdict.message}\n`);
  headers.push("Content-Type", "text/plain; charset=utf-8", "Cache-Control", "no-store", "Content-Length", String(body.length));
  if (verdict.allow) headers.push("Allow", verdict.allow);
  // The body (if any) is not read: the connection cannot be reused.
  headers.push("Connection", "close");
  res.writeHead(verdict.status, headers);
  res.end(body);
}

/** Express's last handler: logs the error and answers 500 without details. */
export const errorMiddleware: ErrorRequestHandler = (error: unknown, req, res, _next) => {
  console.error(`[server] erro em ${req.method} ${req.url}`, error);
  if (res.headersSent) return res.destroy();
  res.set("Cache-Control", "no-store").status(500).type("text/plain; charset=utf-8").send("Erro interno. Tente de novo em instantes.");
};
