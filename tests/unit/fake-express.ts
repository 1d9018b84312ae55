import { EventEmitter } from "node:events";

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
  return res;
}
