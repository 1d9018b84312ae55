import { EventEmitter } from "node:events";
import { describe, expect, it, vi } from "vitest";
import { readBodyMiddleware } from "../../http/request-body";
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
