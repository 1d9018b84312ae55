// At most `max` requests are being rendered by Remix at once; the others wait their turn in
// arrival order. Fifty pages rendered in parallel finish no sooner than fifty in a row on one
// thread, but they keep fifty sets of objects alive across garbage collections, and V8 then
// grows its heap far beyond what the work needs. A slot is freed when the response is done
// or after `holdMs` (a client that reads slowly must not keep a slot), or as soon as the
// handler calls `res.locals.renderDone()` (the page cache does, before compressing); a
// request whose client went away while it waited is dropped from the queue. The queue is
// bounded twice: past `queueMax` waiting requests, or after `waitMs` in it, the answer is
// 503 with Retry-After (pages in the page cache are served before this and never wait).
// Request bodies are read before this runs (request-body.ts). `bypass` names requests
// that never queue (the health check: one cheap query, and a 503 would mark the container
// unhealthy during a flood). `signIn` names the sign-in posts, which hold at most `signInMax`
// slots at once (decision 0024): a burst of them waits behind each other, and other requests
// that arrive meanwhile take the remaining slot past them.
import { LIMITS } from "../app/lib/limits";
import type { HttpMiddleware, HttpRequest, HttpResponse } from "./types";

export const BUSY_MESSAGE = "O site está com muitos acessos neste momento. Tente de novo em alguns segundos.";

/** Every render queue of the process, for /metrics' queue depth (metrics.ts). */
const queues = new Set<Map<() => void, boolean>>();

/** Requests waiting for a render slot, all queues together. */
export function renderQueueDepth(): number {
  let depth = 0;
  for (const queue of queues) depth += queue.size;
  return depth;
}

export type RenderLimitOptions = {
  max?: number;
  holdMs?: number;
  queueMax?: number;
  waitMs?: number;
  retryAfterSeconds?: number;
  bypass?: (req: HttpRequest) => boolean;
  signIn?: (req: HttpRequest) => boolean;
  signInMax?: number;
};

export function renderLimitMiddleware({
  max = LIMITS.renderSlots,
  holdMs = LIMITS.renderHoldMs,
  queueMax = LIMITS.renderQueueMax,
  waitMs = LIMITS.renderQueueWaitMs,
  retryAfterSeconds = LIMITS.retryAfterSeconds,
  bypass = () => false,
  signIn = () => false,
  signInMax = LIMITS.signInRenderSlots,
}: RenderLimitOptions = {}): HttpMiddleware {
  let active = 0;
  let signInActive = 0;
  /** Waiting requests in arrival order; the value says whether the request is a sign-in. */
  const waiting = new Map<() => void, boolean>();
  queues.add(waiting);
  const next = () => {
    for (const [start, single] of waiting) {
      if (active >= max) break;
      if (single && signInActive >= signInMax) continue;
      waiting.delete(start);
      active++;
      if (single) signInActive++;
      start();
    }
  };
  const busy = (res: HttpResponse) => {
    res.set("Retry-After", String(retryAfterSeconds)).set("Cache-Control", "no-store");
    res.status(503).type("text/plain; charset=utf-8").send(BUSY_MESSAGE);
  };
  return (req, res, proceed) => {
    if (bypass(req)) return proceed();
    const single = signIn(req);
    // Only sign-ins can wait while a slot is free: a request that would start now is never refused.
    if (waiting.size >= queueMax && (active >= max || single)) return busy(res);
    let closed = false;
    let started = false;
    let freed = false;
    let timer: NodeJS.Timeout | undefined;
    const free = () => {
      if (freed) return;
      freed = true;
      clearTimeout(timer);
      active--;
      if (single) signInActive--;
      next();
    };
    const start = () => {
      started = true;
      clearTimeout(timer);
      if (closed) return free();
      timer = setTimeout(free, holdMs).unref();
      res.once("finish", free);
      res.locals.renderDone = free;
      proceed();
    };
    res.once("close", () => {
      closed = true;
      if (!started) {
        waiting.delete(start);
        return clearTimeout(timer);
      }
      free();
    });
    waiting.set(start, single);
    timer = setTimeout(() => {
      if (waiting.delete(start)) busy(res);
    }, waitMs).unref();
    next();
  };
}
