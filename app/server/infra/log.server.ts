/**
 * The server's one way to write to the log. Operational lines (boot, housekeeping, 404s)
 * go through `log`; unexpected errors through `logServerError`, once, by whoever decides the
 * answer: `handleError` in entry.server.tsx for errors Remix sees, or the caller that catches
 * one to answer with its own pt-BR message. Data functions never log: they throw.
 */

export const log = {
  info: (line: string) => console.log(line),
  warn: (line: string) => console.warn(line),
  error: (line: string, error?: unknown) => (error === undefined ? console.error(line) : console.error(line, error)),
};

/** Logs an unexpected error of a request with its method and path. */
export function logServerError(error: unknown, request: Request): void {
  log.error(`[erro] ${request.method} ${new URL(request.url).pathname}`, error);
}
