// Every line of the server's log is one JSON object written by pino (docs/operations.md "Logs",
// decision 0033): `{"level":"info","time":"2026-11-25T06:20:00.123Z","msg":"[server] ouvindo em …"}`.
// `stampConsole` wraps the console once at start-up, so the app's `log` (log.server.ts), Express,
// Remix and the libraries all go through the same logger; LOG_LEVEL is pino's level. pino writes
// through sonic-boom buffers (debug and info to stdout, warn and error to stderr), never a
// synchronous write per request, and `flushLog` writes what is buffered synchronously at exit.
import { format } from "node:util";
import pino from "pino";

export const LOG_LEVELS = ["debug", "info", "warn", "error"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];
/** What the access log adds to its line for jq and the like (access-log.ts). */
export type LogFields = Record<string, string | number>;

type Streams = { out: pino.DestinationStream & { flushSync: () => void }; err: pino.DestinationStream & { flushSync: () => void } };

let level: LogLevel = "info";
let logger: pino.Logger | null = null;
let streams: Streams | null = null;

function createLogger(): pino.Logger {
  streams = { out: pino.destination({ fd: 1, sync: false }), err: pino.destination({ fd: 2, sync: false }) };
  return pino(
    {
      level,
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
    },
    // dedupe: each line goes to one stream only, the one of the highest level it reaches.
    pino.multistream(
      [
        { level: "debug", stream: streams.out },
        { level: "warn", stream: streams.err },
      ],
      { dedupe: true },
    ),
  );
}

export function setLogLevel(next: LogLevel) {
  level = next;
  if (logger) logger.level = next;
}

/** Writes one line (the access log's way: its fields beside the readable `msg`). */
export function writeLine(lineLevel: LogLevel, text: string, fields: LogFields = {}) {
  logger ??= createLogger();
  logger[lineLevel](fields, text);
}

/** Routes console.debug/log/info/warn/error to the logger (once per process). */
export function stampConsole() {
  if (logger) return;
  logger = createLogger();
  const route =
    (lineLevel: LogLevel) =>
    (...args: unknown[]) => {
      if (!logger?.isLevelEnabled(lineLevel)) return;
      // An Error goes to pino's `err` field (message and stack inside one JSON line).
      const at = args.findIndex((a) => a instanceof Error);
      if (at < 0) return logger[lineLevel](format(...args));
      const err = args[at] as Error;
      const rest = args.filter((_, i) => i !== at);
      logger[lineLevel]({ err }, rest.length > 0 ? format(...rest) : err.message);
    };
  console.debug = route("debug");
  console.log = route("info");
  console.info = route("info");
  console.warn = route("warn");
  console.error = route("error");
  process.on("exit", flushLog);
}

/** Writes what is buffered now, synchronously (at exit, and before process.exit). */
export function flushLog() {
  for (const stream of streams ? [streams.out, streams.err] : []) {
    try {
      stream.flushSync();
    } catch {
      // A closed or full stdout: the log is lost, the site keeps serving.
    }
  }
}
