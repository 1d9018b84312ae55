import { EventEmitter } from "node:events";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderLimitMiddleware } from "../../http/render-limit";
import { answeringResponse, fakeRequest, fakeResponse as asResponse } from "./fake-express";

function fakeResponse() {
  return asResponse(Object.assign(new EventEmitter(), { locals: {} as { renderDone?: () => void } }));
}

describe("render limit", () => {
  // A request a test leaves waiting is answered 503 after LIMITS.renderQueueWaitMs (10 s). With
  // real timers that answer came while a later unit file ran in the same worker (vite.config.ts,
  // `isolate: false`), on a fake response without `set`: an uncaught error blamed on that file.
  // Fake timers end with each test, and the timers left pending with them.
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("lets two renders run at once and starts the others in arrival order as slots free", () => {
    const limit = renderLimitMiddleware({ max: 2, holdMs: 60_000 });
    const started: number[] = [];
    const responses = [0, 1, 2, 3].map(() => fakeResponse());
    responses.forEach((res, i) => limit(fakeRequest({}), res, () => started.push(i)));
    expect(started).toEqual([0, 1]);
    responses[1].emit("finish");
    responses[1].emit("close");
    expect(started).toEqual([0, 1, 2]);
    responses[0].emit("close");
    expect(started).toEqual([0, 1, 2, 3]);
  });

  it("frees the slot when the handler says the render is done", () => {
    const limit = renderLimitMiddleware({ max: 1, holdMs: 60_000 });
    const started: number[] = [];
    const first = fakeResponse();
    limit(fakeRequest({}), first, () => started.push(0));
    limit(fakeRequest({}), fakeResponse(), () => started.push(1));
    first.locals.renderDone!();
    expect(started).toEqual([0, 1]);
    first.emit("finish"); // freeing twice must not open a third slot
    limit(fakeRequest({}), fakeResponse(), () => started.push(2));
    expect(started).toEqual([0, 1]);
  });

  it("drops a request whose client left while it waited", () => {
    const limit = renderLimitMiddleware({ max: 1, holdMs: 60_000 });
    const started: number[] = [];
    const responses = [0, 1, 2].map(() => fakeResponse());
    responses.forEach((res, i) => limit(fakeRequest({}), res, () => started.push(i)));
    responses[1].emit("close"); // gave up while queued
    responses[0].emit("finish");
    responses[0].emit("close");
    expect(started).toEqual([0, 2]);
  });

  it("frees the slot of a response that takes too long", () => {
    vi.useFakeTimers();
    try {
      const limit = renderLimitMiddleware({ max: 1, holdMs: 5_000 });
      const started: number[] = [];
      limit(fakeRequest({}), fakeResponse(), () => started.push(0));
      limit(fakeRequest({}), fakeResponse(), () => started.push(1));
      vi.advanceTimersByTime(4_999);
      expect(started).toEqual([0]);
      vi.advanceTimersByTime(2);
      expect(started).toEqual([0, 1]);
    } finally {
      vi.useRealTimers();
    }
  });

  it("answers 503 with Retry-After when the queue is full, and after the longest wait", () => {
    vi.useFakeTimers();
    try {
      const limit = renderLimitMiddleware({ max: 1, holdMs: 60_000, queueMax: 1, waitMs: 10_000, retryAfterSeconds: 7 });
      const started: number[] = [];
      const responses = [0, 1, 2].map(() => answeringResponse());
      responses.forEach((res, i) => limit(fakeRequest({}), res, () => started.push(i)));
      expect(started).toEqual([0]);
      expect(responses[2].sent).toMatchObject({ status: 503, headers: { "Retry-After": "7" } });
      expect(responses[2].sent?.body).toMatch(/muitos acessos/);
      expect(responses[1].sent).toBeUndefined();
      vi.advanceTimersByTime(10_001);
      expect(responses[1].sent).toMatchObject({ status: 503 });
      // A refused request that closes gives back no slot it never had.
      responses[1].emit("close");
      responses[2].emit("close");
      const late = answeringResponse();
      limit(fakeRequest({}), late, () => started.push(3));
      expect(started).toEqual([0]);
      responses[0].emit("finish");
      expect(started).toEqual([0, 3]);
    } finally {
      vi.useRealTimers();
    }
  });

  it("lets bypassed requests through without a slot (the health check)", () => {
    const limit = renderLimitMiddleware({ max: 1, holdMs: 60_000, queueMax: 0, bypass: (req: { path?: string }) => req.path === "/healthz" });
    const started: string[] = [];
    limit(fakeRequest({ path: "/" }), answeringResponse(), () => started.push("/"));
    const refused = answeringResponse();
    limit(fakeRequest({ path: "/garantia" }), refused, () => started.push("/garantia"));
    limit(fakeRequest({ path: "/healthz" }), answeringResponse(), () => started.push("/healthz"));
    expect(started).toEqual(["/", "/healthz"]);
    expect(refused.sent?.status).toBe(503);
  });

  it("gives sign-in posts one slot at most: a burst of them waits, a page arriving after it takes the other slot", () => {
    const limit = renderLimitMiddleware({ max: 2, holdMs: 60_000, signIn: (req: { method?: string }) => req.method === "POST", signInMax: 1 });
    const started: string[] = [];
    const posts = [0, 1, 2].map(() => fakeResponse());
    posts.forEach((res, i) => limit(fakeRequest({ method: "POST" }), res, () => started.push(`post${i}`)));
    const page = fakeResponse();
    limit(fakeRequest({ method: "GET" }), page, () => started.push("page"));
    expect(started).toEqual(["post0", "page"]);
    // The sign-in gives its slot back before its password check (leaveRenderSlot): the next starts.
    posts[0].locals.renderDone!();
    expect(started).toEqual(["post0", "page", "post1"]);
    page.emit("finish");
    expect(started).toEqual(["post0", "page", "post1"]);
    posts[1].emit("finish");
    expect(started).toEqual(["post0", "page", "post1", "post2"]);
  });

  it("bounds the sign-in posts waiting beside a free slot; a page that can start is never refused", () => {
    const limit = renderLimitMiddleware({ max: 2, holdMs: 60_000, queueMax: 1, signIn: (req: { method?: string }) => req.method === "POST", signInMax: 1 });
    const started: string[] = [];
    limit(fakeRequest({ method: "POST" }), answeringResponse(), () => started.push("post0"));
    limit(fakeRequest({ method: "POST" }), answeringResponse(), () => started.push("post1"));
    const refused = answeringResponse();
    limit(fakeRequest({ method: "POST" }), refused, () => started.push("post2"));
    expect(refused.sent?.status).toBe(503);
    limit(fakeRequest({ method: "GET" }), answeringResponse(), () => started.push("page"));
    expect(started).toEqual(["post0", "page"]);
  });
});
