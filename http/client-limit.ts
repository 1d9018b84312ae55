// Requests of one client that reach the app (docs/operations.md "Limits"): pages in the page
// cache, static files and contact redirects are answered before this and never count. One
// address has at most `atOnce` requests past this point (rendering or waiting for a render
// slot); its next ones wait here, in arrival order, at most `waitingMax` of them and each at most
// `waitMs`; past either bound the answer is 429 with Retry-After. So a client flooding the
// server with uncached URLs holds at most `atOnce` places in the render queue
// (render-limit.ts) and everyone else's pages keep their turn. The client is `req.ip` (the
// address the trusted proxy reported: proxy-trust.ts); an IPv6 client is its /64, which one
// household or server gets whole.
import net from "node:net";
import { LIMITS } from "../app/lib/limits";
import type { HttpMiddleware, HttpRequest, HttpResponse } from "./types";

export const TOO_MANY_MESSAGE = "Muitos pedidos ao mesmo tempo vindos do seu endereço. Espere alguns segundos e tente de novo.";

export type ClientLimitOptions = {
  /** Requests of one client past this point at once; 0 turns the limit off. */
  atOnce?: number;
  waitingMax?: number;
  waitMs?: number;
  retryAfterSeconds?: number;
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

type Client = { active: number; waiting: Set<() => void> };

export function clientLimitMiddleware({
  atOnce = LIMITS.clientRequests.atOnce,
  waitingMax = LIMITS.clientRequests.waitingMax,
  waitMs = LIMITS.clientRequests.waitMs,
  retryAfterSeconds = LIMITS.clientRequests.retryAfterSeconds,
  bypass = () => false,
}: ClientLimitOptions = {}): HttpMiddleware {
  /** Clients with a request past this point or waiting; a client leaves when it has neither. */
  const clients = new Map<string, Client>();
  const tooMany = (res: HttpResponse) => {
    res.set("Retry-After", String(retryAfterSeconds)).set("Cache-Control", "no-store");
    res.status(429).type("text/plain; charset=utf-8").send(TOO_MANY_MESSAGE);
  };
  const release = (key: string, client: Client) => {
    client.active--;
    const [first] = client.waiting;
    if (first) {
      client.waiting.delete(first);
      first();
    } else if (client.active === 0) clients.delete(key);
  };
  return (req, res, next) => {
    if (atOnce <= 0 || bypass(req)) return next();
    const key = clientKey(req.ip ?? "");
    let client = clients.get(key);
    if (!client) clients.set(key, (client = { active: 0, waiting: new Set() }));
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
    if (current.waiting.size >= waitingMax) return tooMany(res);
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
      tooMany(res);
    }, waitMs).unref();
    res.once("close", giveUp);
    current.waiting.add(start);
  };
}
