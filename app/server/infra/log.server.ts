/**
 * The server's one way to write to the log. Operational lines (boot, housekeeping, 404s)
 * go through `log`; unexpected errors through `logServerError`, once, by whoever decides the
 * answer: `handleError` in entry.server.tsx for errors Remix sees, or the caller that catches
 * one to answer with its own pt-BR message. Data functions never log: they throw.
 * A line repeated (the same text, and the same error message) is written a few times a
 * minute, then counted (app/lib/log-limit.ts, decision 0025): no client can fill the disk.
 */
import { createLineLimiter, omittedLine } from "~/lib/log-limit";

const limiter = createLineLimiter({ summary: (key, skipped) => console.warn(omittedLine(key, skipped)) });

/** "TypeError: message" (first line only): what makes two errors the same line. */
function errorKey(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message.split("\n")[0].slice(0, 200)}`;
  return String(error).split("\n")[0].slice(0, 200);
}

function write(key: string, print: () => void) {
  if (limiter.allow(key)) print();
}

export const log = {
  info: (line: string) => write(line, () => console.log(line)),
  warn: (line: string) => write(line, () => console.warn(line)),
  error: (line: string, error?: unknown) =>
    error === undefined ? write(line, () => console.error(line)) : write(`${line} ${errorKey(error)}`, () => console.error(line, error)),
};

/** Logs an unexpected error of a request with its method and path (the path is not part of what counts as a repeat). */
export function logServerError(error: unknown, request: Request): void {
  const line = `[erro] ${request.method} ${new URL(request.url).pathname}`;
  write(`[erro] ${request.method} ${errorKey(error)}`, () => console.error(line, error));
}
