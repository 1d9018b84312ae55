// Every line of the server's log starts with the time and the level (docs/operations.md "Logs",
// decision 0033): `2026-11-25T06:20:00.123Z info [server] ouvindo em …`. `stampConsole` wraps
// the console once at start-up, so the app's `log` (log.server.ts), Express, Remix and the
// libraries all get it; LOG_LEVEL drops the levels below it. Lines are written through one
// buffer flushed on the next turn of the event loop (one write for many lines, never a
// synchronous write per request) and synchronously at exit.
import fs from "node:fs";
import { format } from "node:util";

export const LOG_LEVELS = ["debug", "info", "warn", "error"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

type Sink = { write: (text: string) => void; flush: () => void };

/** A buffer of lines for one file descriptor: written together, off the request's turn. */
function bufferedSink(fd: number): Sink {
  let pending: string[] = [];
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    if (pending.length === 0) return;
    const text = pending.join("");
    pending = [];
    try {
      fs.writeSync(fd, text);
    } catch {
      // A closed or full stdout: the log is lost, the site keeps serving.
    }
  };
  return {
    write(text) {
      pending.push(text);
      if (!scheduled) {
        scheduled = true;
        setImmediate(flush);
      }
    },
    flush,
  };
}

let threshold = LOG_LEVELS.indexOf("info");
let sinks: { out: Sink; err: Sink } | null = null;

export function setLogLevel(level: LogLevel) {
  threshold = LOG_LEVELS.indexOf(level);
}

export function stampedLine(level: LogLevel, text: string, at = new Date()): string {
  return `${at.toISOString()} ${level} ${text}\n`;
}

/** Writes one stamped line (the access log's way, without console's formatting). */
export function writeLine(level: LogLevel, text: string) {
  if (LOG_LEVELS.indexOf(level) < threshold) return;
  const line = stampedLine(level, text);
  if (sinks) (level === "error" || level === "warn" ? sinks.err : sinks.out).write(line);
  else process.stdout.write(line);
}

/** Routes console.debug/log/info/warn/error through stamped, buffered lines (once per process). */
export function stampConsole() {
  if (sinks) return;
  sinks = { out: bufferedSink(1), err: bufferedSink(2) };
  const route =
    (level: LogLevel) =>
    (...args: unknown[]) =>
      writeLine(level, format(...args));
  console.debug = route("debug");
  console.log = route("info");
  console.info = route("info");
  console.warn = route("warn");
  console.error = route("error");
  process.on("exit", flushLog);
}

/** Writes what is buffered now (at exit, and before process.exit). */
export function flushLog() {
  sinks?.out.flush();
  sinks?.err.flush();
}
