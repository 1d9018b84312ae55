import { EventEmitter } from "node:events";
import { describe, expect, it, vi } from "vitest";
import { BODIES_BUSY_MESSAGE, readBodyMiddleware } from "../../http/request-body";
import { answeringResponse, fakeRequest as asRequest } from "./fake-express";

function fakeRequest(method: string, contentLength?: number) {
  return asRequest(
    Object.assign(new EventEmitter(), {
      method,
      headers: contentLength === undefined ? {} : { "content-length": String(contentLength) },
      rawBody: undefined as Buffer | undefined,
      destroyed: false,
      destroy() {
        this.destroyed = true;
      },
    }),
  );
}

describe("request body reader", () => {
  it("hands the whole body on, and an empty one for GET", () => {
    const read = readBodyMiddleware({ timeoutMs: 1_000 });
    const req = fakeRequest("POST", 6);
    const next = vi.fn();
    read(req, answeringResponse(), next);
    req.emit("data", Buffer.from("abc"));
    expect(next).not.toHaveBeenCalled();
    req.emit("data", Buffer.from("def"));
    req.emit("end");
    expect(next).toHaveBeenCalledOnce();
    expect(req.rawBody?.toString()).toBe("abcdef");
    const get = fakeRequest("GET");
    read(get, answeringResponse(), next);
    expect(get.rawBody?.length).toBe(0);
  });

  it("answers 408 and closes the connection when the body trickles past the deadline", () => {
    vi.useFakeTimers();
    try {
      const read = readBodyMiddleware({ timeoutMs: 10_000 });
      const req = fakeRequest("POST", 100);
      const res = answeringResponse();
      const next = vi.fn();
      read(req, res, next);
      for (let i = 0; i < 9; i++) {
        req.emit("data", Buffer.from("x"));
        vi.advanceTimersByTime(1_000);
      }
      expect(res.sent).toBeUndefined();
      vi.advanceTimersByTime(1_001);
      expect(res.statusCode).toBe(408);
      expect(res.headers.Connection).toBe("close");
      expect(req.destroyed).toBe(true);
      expect(next).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });

  it("refuses a body longer or shorter than declared", () => {
    const read = readBodyMiddleware({ timeoutMs: 1_000 });
    const long = fakeRequest("POST", 2);
    const longRes = answeringResponse();
    read(long, longRes, vi.fn());
    long.emit("data", Buffer.from("abc"));
    expect(longRes.statusCode).toBe(400);
    const short = fakeRequest("POST", 5);
    const shortRes = answeringResponse();
    read(short, shortRes, vi.fn());
    short.emit("data", Buffer.from("ab"));
    short.emit("end");
    expect(shortRes.statusCode).toBe(400);
  });
});

describe("bodies held in memory (decision 0025)", () => {
  function post(bytes: number, adminSession = false) {
    return Object.assign(fakeRequest("POST", bytes), { adminSession, url: "/admin/painel" });
  }

  it("past the total, the next body gets 503 with Retry-After before it is read; the room frees when an answer is over", () => {
    const read = readBodyMiddleware({ timeoutMs: 1_000, bytesInMemory: 10, anonymousBytesInMemory: 10 });
    const firstRes = answeringResponse();
    const first = post(6);
    const next = vi.fn();
    read(first, firstRes, next);
    const refused = post(6);
    const refusedRes = answeringResponse();
    read(refused, refusedRes, vi.fn());
    expect(refusedRes.statusCode).toBe(503);
    expect(refusedRes.headers["Retry-After"]).toBe("5");
    expect(refusedRes.sent?.body).toBe(BODIES_BUSY_MESSAGE);
    expect(refused.destroyed).toBe(true);
    // The first body arrives and is handed on: it is still held until its answer is over.
    first.emit("data", Buffer.from("abcdef"));
    first.emit("end");
    expect(next).toHaveBeenCalledOnce();
    const meanwhile = answeringResponse();
    read(post(6), meanwhile, vi.fn());
    expect(meanwhile.statusCode).toBe(503);
    firstRes.emit("close");
    const after = answeringResponse();
    read(post(6), after, vi.fn());
    expect(after.sent).toBeUndefined();
  });

  it("anonymous bodies share a smaller part, so they never take the room of a signed-in admin's body", () => {
    const read = readBodyMiddleware({ timeoutMs: 1_000, bytesInMemory: 100, anonymousBytesInMemory: 10 });
    read(post(8), answeringResponse(), vi.fn());
    const anonymous = answeringResponse();
    read(post(8), anonymous, vi.fn());
    expect(anonymous.statusCode).toBe(503);
    const admin = answeringResponse();
    read(post(80, true), admin, vi.fn());
    expect(admin.sent).toBeUndefined();
  });

  it("a refused or abandoned body gives its room back at once", () => {
    const read = readBodyMiddleware({ timeoutMs: 1_000, bytesInMemory: 10, anonymousBytesInMemory: 10 });
    const long = post(6);
    read(long, answeringResponse(), vi.fn());
    long.emit("data", Buffer.from("abcdefgh"));
    const gone = post(4);
    read(gone, answeringResponse(), vi.fn());
    gone.emit("aborted");
    const after = answeringResponse();
    read(post(10), after, vi.fn());
    expect(after.sent).toBeUndefined();
  });
});

describe("motor photo and document uploads (docs/product.md §6)", () => {
  const BIG = 3 * 1024 * 1024;
  /** @param adminSession set by body-limit.ts once the session was verified */
  function upload(adminSession = true) {
    return asRequest(
      Object.assign(new EventEmitter(), {
        method: "POST",
        url: "/admin/motores/motor-ppa-home",
        adminSession,
        headers: { "content-length": String(BIG) },
        rawBody: undefined as Buffer | undefined,
        destroyed: false,
        destroy() {
          this.destroyed = true;
        },
      }),
    );
  }

  it("an upload gets its own longer deadline; a large body without a verified session keeps the ordinary one", () => {
    vi.useFakeTimers();
    try {
      const read = readBodyMiddleware({ timeoutMs: 10_000, uploadTimeoutMs: 60_000 });
      const slow = upload();
      const slowRes = answeringResponse();
      read(slow, slowRes, vi.fn());
      const anonymous = upload(false);
      const anonymousRes = answeringResponse();
      read(anonymous, anonymousRes, vi.fn());
      vi.advanceTimersByTime(10_001);
      expect(anonymousRes.statusCode).toBe(408);
      expect(slowRes.sent).toBeUndefined();
      vi.advanceTimersByTime(50_000);
      expect(slowRes.statusCode).toBe(408);
      expect(slow.destroyed).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it("reads two uploads at once; a third gets 503 with Retry-After, and a place frees when one ends", () => {
    vi.useFakeTimers();
    try {
      const read = readBodyMiddleware({ timeoutMs: 10_000, uploadTimeoutMs: 60_000, uploadsAtOnce: 2 });
      const first = upload();
      read(first, answeringResponse(), vi.fn());
      read(upload(), answeringResponse(), vi.fn());
      const third = upload();
      const thirdRes = answeringResponse();
      read(third, thirdRes, vi.fn());
      expect(thirdRes.statusCode).toBe(503);
      expect(thirdRes.headers["Retry-After"]).toBeDefined();
      expect(third.destroyed).toBe(true);
      first.emit("aborted");
      const next = vi.fn();
      const fourthRes = answeringResponse();
      read(upload(), fourthRes, next);
      expect(fourthRes.sent).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });
});
