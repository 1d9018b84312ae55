// One line per request (docs/operations.md "Logs", decision 0033), a pino object with its fields
// and a readable msg: `{"level":"info","time":"…","method":"GET","path":"/motores","status":200,
// "ms":3.1,"client":"203.0.113.0/24","agent":"celular","msg":"[acesso] GET /motores 200 3.1ms 203.0.113.0/24 celular"}`. The path only: no query
// string, no cookie, no header; control characters escaped and the length bounded
// (LIMITS.accessLogPathMax). 404s and the 429s of the per-client limit (client-limit.ts) are what
// any client can cause: at most LIMITS.accessLog404PerWindow lines per window together, the rest
// counted in one line per status (log-limit.ts).
import type { IncomingMessage, ServerResponse } from "node:http";
import { LIMITS } from "../app/lib/limits";
import { createLineLimiter, omittedLine } from "../app/lib/log-limit";
import { writeLine } from "./log-lines";
import { pathOf } from "./target";
import { truncateAddress, userAgentClass } from "./client-address";

/** Statuses any client can cause at will, and the key their lines are counted under. */
const FLOOD_KEYS: Partial<Record<number, string>> = { 404: "[acesso] 404", 429: "[acesso] 429" };

export function createAccessLog({
  write = writeLine,
  clientOf = (req: IncomingMessage) => req.socket.remoteAddress ?? "",
}: { write?: typeof writeLine; clientOf?: (req: IncomingMessage) => string } = {}) {
  const notFound = createLineLimiter({
    summary: (key, skipped) => write("warn", omittedLine(key, skipped)),
    repeats: LIMITS.accessLog404PerWindow,
    lines: LIMITS.accessLog404PerWindow,
  });
  return (req: IncomingMessage, res: ServerResponse) => {
    const began = process.hrtime.bigint();
    res.once("finish", () => {
      const floodKey = FLOOD_KEYS[res.statusCode];
      if (floodKey && !notFound.allow(floodKey)) return;
      const ms = Number(process.hrtime.bigint() - began) / 1e6;
      const method = printable(req.method ?? "-");
      const path = printable(pathOf(req.url ?? "/"));
      const status = res.statusCode;
      // The client's network, never its full address, and the class of its user agent (client-address.ts).
      const client = truncateAddress(clientOf(req));
      const agent = userAgentClass(req.headers["user-agent"]);
      write(status >= 500 ? "error" : "info", `[acesso] ${method} ${path} ${status} ${ms.toFixed(1)}ms ${client} ${agent}`, {
        method,
        path,
        status,
        ms: Math.round(ms * 10) / 10,
        client,
        agent,
      });
    });
  };
}

/** Bounded, one line, nothing a terminal would interpret. */
function printable(text: string): string {
  const cut = text.length > LIMITS.accessLogPathMax ? `${text.slice(0, LIMITS.accessLogPathMax)}…` : text;
  // Control characters are exactly what must not reach the log as they are.
  // eslint-disable-next-line no-control-regex
  return cut.replace(/[\x00-\x20\x7f]/g, (c) => `%${c.charCodeAt(0).toString(16).padStart(2, "0").toUpperCase()}`);
}
