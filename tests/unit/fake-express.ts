import { EventEmitter } from "node:events";
import type { HttpRequest, HttpResponse } from "../../http/types";

/**
 * A request with only the fields a middleware reads, typed as the Express request the
 * middleware declares (the fake holds nothing else, so the test fails loudly if it reads more).
 */
export function fakeRequest<T extends object>(fields: T): T & HttpRequest {
  return fields as T & HttpRequest;
}

/** A response with only the fields a middleware uses, typed as the Express response it declares. */
export function fakeResponse<T extends object>(fields: T): T & HttpResponse {
  return fields as T & HttpResponse;
}

/** An Express-like response that records what a middleware answered (status, headers, body). */
export function answeringResponse() {
  const headers: Record<string, string> = {};
  const res = Object.assign(new EventEmitter(), {
    locals: {} as { renderDone?: () => void },
    headersSent: false,
    destroyed: false,
    statusCode: 200,
    headers,
    sent: undefined as { status: number; headers: Record<string, string>; body: string } | undefined,
    set(name: string, value: string) {
      headers[name] = value;
      return res;
    },
    status(code: number) {
      res.statusCode = code;
      return res;
    },
    type() {
      return res;
    },
    send(body: string) {
      res.sent = { status: res.statusCode, headers, body };
      res.emit("finish");
      return res;
    },
  });
  return fakeResponse(res);
}
