// Log lines anyone can cause are bounded (decision 0025): the same line (its key: kind and
// text, without the path or other details a client chooses) is written at most
// LIMITS.logRepeatsPerWindow times per window, and all lines together at most
// LIMITS.logLinesPerWindow; what was left out is counted and written as one line when its
// window is over. Used by the app's log (app/server/infra/log.server.ts) and the HTTP layer's
// error handler (refusals.ts).
import { LIMITS } from "./limits";

export type LineLimiter = {
  /** True when the line with this key may be written now; false when it is counted instead. */
  allow: (key: string) => boolean;
  /** Writes the counts of the windows that are over (also done by a timer). */
  flush: () => void;
};

type Window = { start: number; written: number; skipped: number };

export function createLineLimiter({
  summary,
  repeats = LIMITS.logRepeatsPerWindow,
  lines = LIMITS.logLinesPerWindow,
  windowMs = LIMITS.logWindowMs,
  keys = LIMITS.logKeysTracked,
  now = Date.now,
}: {
  /** Writes "`skipped` lines like `key` were left out". */
  summary: (key: string, skipped: number) => void;
  repeats?: number;
  lines?: number;
  windowMs?: number;
  keys?: number;
  now?: () => number;
}): LineLimiter {
  const windows = new Map<string, Window>();
  const all: Window = { start: now(), written: 0, skipped: 0 };
  let timer: NodeJS.Timeout | undefined;

  function close(key: string, window: Window) {
    windows.delete(key);
    if (window.skipped > 0) summary(key, window.skipped);
  }

  function flush() {
    const t = now();
    for (const [key, window] of windows) if (t - window.start >= windowMs) close(key, window);
    if (t - all.start >= windowMs) {
      // Lines left out by the overall bound alone (their own key was under its bound).
      if (all.skipped > 0) summary("*", all.skipped);
      Object.assign(all, { start: t, written: 0, skipped: 0 });
    }
    if (windows.size === 0 && all.written === 0 && timer) {
      clearInterval(timer);
      timer = undefined;
    }
  }

  function allow(key: string): boolean {
    flush();
    timer ??= setInterval(flush, windowMs).unref();
    let window = windows.get(key);
    if (!window) {
      if (windows.size >= keys) {
        const [oldest, first] = windows.entries().next().value as [string, Window];
        close(oldest, first);
      }
      window = { start: now(), written: 0, skipped: 0 };
      windows.set(key, window);
    }
    if (window.written >= repeats) {
      window.skipped++;
      return false;
    }
    if (all.written >= lines) {
      all.skipped++;
      return false;
    }
    window.written++;
    all.written++;
    return true;
  }

  return { allow, flush };
}

/** The pt-BR line that reports what a limiter left out. */
export function omittedLine(key: string, skipped: number, windowMs = LIMITS.logWindowMs): string {
  const what = key === "*" ? "outras linhas" : `linhas iguais a "${key.slice(0, 160)}"`;
  return `[log] ${skipped} ${what} omitidas nos últimos ${Math.round(windowMs / 1000)} s (limite de repetições do log)`;
}
