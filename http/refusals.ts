// Short plain-text answers for requests refused before or outside the app: a foreign Host,
// a malformed target, an unknown method, a request Node's parser refused, and errors no route
// handled. Never a stack trace in the answer; every answer carries the security headers
// (security-headers.ts, decision 0003), and errors are logged a few times a minute at most
// (log-limit.ts, decision 0025).
import { STATUS_CODES, type ServerResponse } from "node:http";
import type { Duplex } from "node:stream";
import type { ErrorRequestHandler } from "express";
import { createLineLimiter, omittedLine } from "../app/lib/log-limit";
import { createNonce } from "./nonce";
import type { Refusal, Redirect } from "./site-identity";
import type { SecurityHeaders } from "./types";

/** Every security header, the CSP with a fresh nonce (nothing in these answers runs a script). */
function securityHeaderPairs(security: SecurityHeaders): string[] {
  return [...security.fixed.flat(), "Content-Security-Policy", security.csp(createNonce())];
}

export function writeRefusal(res: ServerResponse, verdict: Redirect | Refusal, security: SecurityHeaders): void {
  const headers = securityHeaderPairs(security);
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

/** Node's own answer to a request its parser refused or that timed out, with the site's headers. */
export function clientErrorHandler(security: SecurityHeaders): (error: NodeJS.ErrnoException, socket: Duplex) => void {
  return (error, socket) => {
    // A response already started on this socket (or the client is gone): nothing more can be said.
    const started = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage?.headersSent === true;
    if (error.code === "ECONNRESET" || !socket.writable || started) return void socket.destroy();
    const [status, message] =
      error.code === "HPE_HEADER_OVERFLOW"
        ? [431, "Cabeçalhos grandes demais."]
        : error.code === "ERR_HTTP_REQUEST_TIMEOUT"
          ? [408, "A requisição demorou demais. Tente de novo."]
          : [400, "Requisição inválida."];
    const body = Buffer.from(`${message}\n`);
    const headers = [...securityHeaderPairs(security), "Content-Type", "text/plain; charset=utf-8", "Cache-Control", "no-store"];
    headers.push("Content-Length", String(body.length), "Connection", "close");
    const lines = [`HTTP/1.1 ${status} ${STATUS_CODES[status]}`];
    for (let i = 0; i < headers.length; i += 2) lines.push(`${headers[i]}: ${headers[i + 1]}`);
    socket.end(Buffer.concat([Buffer.from(`${lines.join("\r\n")}\r\n\r\n`, "latin1"), body]));
  };
}

const errorLines = createLineLimiter({ summary: (key, skipped) => console.warn(omittedLine(key, skipped)) });

/** Express's last handler: logs the error (the same one a few times a minute at most) and answers 500 without details. */
export const errorMiddleware: ErrorRequestHandler = (error: unknown, req, res, _next) => {
  const what = error instanceof Error ? `${error.name}: ${error.message.split("\n")[0].slice(0, 200)}` : String(error).slice(0, 200);
  if (errorLines.allow(`[server] erro em ${req.method} ${what}`)) console.error(`[server] erro em ${req.method} ${req.path}`, error);
  if (res.headersSent) return res.destroy();
  res.set("Cache-Control", "no-store").status(500).type("text/plain; charset=utf-8").send("Erro interno. Tente de novo em instantes.");
};
