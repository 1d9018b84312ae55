// Requests of one client that reach the app (docs/operations.md "Limits"): pages in the page
// cache, static files and contact redirects are answered before this and never count. One
// address has at most `atOnce` requests past this point (rendering or waiting for a render
// slot); its next ones wait here, in arrival order, at most `waitingMax` of them and each at most
// `waitMs`; past either bound the answer is 429 with Retry-After. So a client flooding the
// server with uncached URLs holds at most `atOnce` places in the render queue
// (render-limit.ts) and everyone else's pages keep their turn. The client is `req.ip` (the
// address the trusted proxy reported: proxy-trust.ts); an IPv6 client is its /64, which one
// household or server gets whole.
//
// A client already at both bounds is refused before anything else runs (`refuseEarly`, called by
// site.ts ahead of Express, after the page cache and static files): its next request cannot be
// served or wait, so it gets the same 429 without the security-header, compression, body and
// routing steps. A refused client is then held, until LIMITS.clientRequests.penaltyMs after its
// last refusal, to `penalizedPerSecond` requests a second (the others refused the same way; an
// early refusal also closes the connection):
// otherwise a flood renewing its requests as they answer keeps its one request at once rendering
// without pause and takes half the thread from every other visitor. A flood then costs the
// thread a map lookup and a short write per request (docs/operations.md "Per-client limits
// behind nginx").
import type { IncomingMessage, ServerResponse } from "node:http";
import net from "node:net";
import { LIMITS } from "../app/lib/limits";
import { createNonce } from "./nonce";
import type { HttpMiddleware, HttpRequest, HttpResponse, SecurityHeaders } from "./types";

export const TOO_MANY_MESSAGE = "Muitos pedidos ao mesmo tempo vindos do seu endereço. Espere alguns segundos e tente de novo.";

export type ClientLimitOptions = {
  /** Requests of one client past this point at once; 0 turns the limit off. */
  atOnce?: number;
  waitingMax?: number;
  waitMs?: number;
  retryAfterSeconds?: number;
  penaltyMs?: number;
  penalizedPerSecond?: number;
  penalizedMax?: number;
  bypass?: (req: HttpRequest) => boolean;
};

/** The key of a client: its IPv4 address, or the /64 of its IPv6 address. */
export function clientKey(address: string): string {
  const ip = address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, "");
  if (!net.isIPv6(ip)) return ip;
  const [head, tail = ""] = ip.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = ip.includes("::") ? [...left, ...Array<string>(8 - left.length - right.length).fill("0"), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.toLowerCase().replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}

/** `waiting`: each waiting request's start, with its refusal. */
type Client = { active: number; waiting: Map<() => void, () => void> };
/** A refused client's bound on its rate: refused until `until`, with `tokens` requests left at `at` (performance.now()). */
type Penalty = { until: number; tokens: number; at: number };

export type ClientLimit = {
  middleware: HttpMiddleware;
  /**
   * Answers 429 and returns true when the request's client is at both bounds (as many requests
   * past the limit as allowed and as many waiting) or, refused lately, past its rate; otherwise
   * returns false and does nothing.
   * `addressOf` gives the address `req.ip` will have (client-address.ts, the same TRUST_PROXY rule).
   */
  refuseEarly: (req: IncomingMessage, res: ServerResponse) => boolean;
};

export function createClientLimit({
  atOnce = LIMITS.clientRequests.atOnce,
  waitingMax = LIMITS.clientRequests.waitingMax,
  waitMs = LIMITS.clientRequests.waitMs,
  retryAfterSeconds = LIMITS.clientRequests.retryAfterSeconds,
  penaltyMs = LIMITS.clientRequests.penaltyMs,
  penalizedPerSecond = LIMITS.clientRequests.penalizedPerSecond,
  penalizedMax = LIMITS.clientRequests.penalizedMax,
  bypass = () => false,
  bypassEarly = () => false,
  addressOf,
  security,
}: ClientLimitOptions & {
  addressOf: (req: IncomingMessage) => string;
  security: SecurityHeaders;
  /** Requests `refuseEarly` never refuses (what `bypass` names, read before Express). */
  bypassEarly?: (req: IncomingMessage) => boolean;
}): ClientLimit {
  /** Clients with a request past this point or waiting; a client leaves when it has neither. */
  const clients = new Map<string, Client>();
  /** Clients refused lately (LIMITS.clientRequests.penaltyMs), in order of their last refusal. */
  const penalized = new Map<string, Penalty>();
  const penalize = (key: string) => {
    // A client refused is flooding: what it has waiting is refused too, so its queue does not keep
    // a render of its own going for everyone else's requests to share the thread with (docs/operations.md "Limits").
    const client = clients.get(key);
    if (client) for (const refuse of [...client.waiting.values()]) refuse();
    const now = performance.now();
    const penalty = penalized.get(key) ?? { until: 0, tokens: 0, at: now };
    penalized.delete(key);
    penalty.until = now + penaltyMs;
    penalized.set(key, penalty);
    for (const [oldest] of penalized) {
      if (penalized.size <= penalizedMax) break;
      penalized.delete(oldest);
    }
  };
  /** False when the client is penalized and has used its requests of the last second. */
  const withinRate = (key: string): boolean => {
    const penalty = penalized.get(key);
    if (!penalty) return true;
    const now = performance.now();
    if (now >= penalty.until) {
      penalized.delete(key);
      return true;
    }
    penalty.tokens = Math.min(1, penalty.tokens + ((now - penalty.at) / 1000) * penalizedPerSecond);
    penalty.at = now;
    if (penalty.tokens < 1) return false;
    penalty.tokens--;
    return true;
  };
  const refusal = Buffer.from(TOO_MANY_MESSAGE);
  const refuseEarly = (req: IncomingMessage, res: ServerResponse): boolean => {
    if (atOnce <= 0 || (clients.size === 0 && penalized.size === 0)) return false;
    const key = clientKey(addressOf(req));
    const client = clients.get(key);
    const full = client !== undefined && client.active >= atOnce && client.waiting.size >= waitingMax;
    if (!full && withinRate(key)) return false;
    if (bypassEarly(req)) return false;
    penalize(key);
    const headers = [...security.fixed.flat(), "Content-Security-Policy", security.csp(createNonce())];
    headers.push("Content-Type", "text/plain; charset=utf-8", "Content-Length", String(refusal.length));
    headers.push("Retry-After", String(retryAfterSeconds), "Cache-Control", "no-store");
    // The connection ends: a body this answer does not read would be taken for the next request,
    // and a flood renewing its requests on kept-alive connections must open a new one for each.
    headers.push("Connection", "close");
    res.writeHead(429, headers);
    res.end(req.method === "HEAD" ? undefined : refusal);
    return true;
  };
  const refuse = (res: HttpResponse) => {
    res.set("Retry-After", String(retryAfterSeconds)).set("Cache-Control", "no-store");
    res.status(429).type("text/plain; charset=utf-8").send(TOO_MANY_MESSAGE);
  };
  const tooMany = (res: HttpResponse, key: string) => {
    penalize(key);
    refuse(res);
  };
  const release = (key: string, client: Client) => {
    client.active--;
    const [first] = client.waiting.keys();
    if (first) {
      client.waiting.delete(first);
      first();
    } else if (client.active === 0) clients.delete(key);
  };
  const middleware: HttpMiddleware = (req, res, next) => {
    if (atOnce <= 0 || bypass(req)) return next();
    const key = clientKey(req.ip ?? "");
    let client = clients.get(key);
    if (!client) clients.set(key, (client = { active: 0, waiting: new Map() }));
    const current = client;
    const enter = () => {
      current.active++;
      let done = false;
      const leave = () => {
        if (done) return;
        done = true;
        release(key, current);
      };
      res.once("finish", leave);
      res.once("close", leave);
      next();
    };
    if (current.active < atOnce) return enter();
    if (current.waiting.size >= waitingMax) return tooMany(res, key);
    const refuseWaiting = () => {
      giveUp();
      refuse(res);
    };
    let timer: NodeJS.Timeout | undefined = undefined;
    const start = () => {
      clearTimeout(timer);
      enter();
    };
    const giveUp = () => {
      if (!current.waiting.delete(start)) return;
      clearTimeout(timer);
      if (current.active === 0 && current.waiting.size === 0) clients.delete(key);
    };
    timer = setTimeout(() => {
      if (!current.waiting.has(start)) return;
      giveUp();
      tooMany(res, key);
    }, waitMs).unref();
    res.once("close", giveUp);
    current.waiting.set(start, refuseWaiting);
  };
  return { middleware, refuseEarly };
}
