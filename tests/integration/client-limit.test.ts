// Per-client limit of uncached requests (http/client-limit.ts, docs/operations.md "Limits"), on
// the real HTTP chain of the production build behind the documented TRUST_PROXY=loopback: 32
// concurrent 404s from one address get 429 with Retry-After beyond LIMITS.clientRequests, and
// another address is answered meanwhile, ahead of the flood's waiting requests.
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LIMITS } from "~/lib/limits";
import { ensureBuild, startServer, tempDataDir } from "../../bench/server-process.mjs";
import { clientKey, TOO_MANY_MESSAGE } from "../../http/client-limit";
import { freePort } from "./raw-http";

let server: Awaited<ReturnType<typeof startServer>>;
let dir: string;

beforeAll(async () => {
  ensureBuild();
  dir = tempDataDir("client-limit");
  server = await startServer({ port: await freePort(), dbFile: path.join(dir, "site.db"), env: { TRUST_PROXY: "loopback" } });
}, 180_000);

afterAll(async () => {
  await server?.stop();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

type Answer = { status: number; retryAfter: string | null; body: string; order: number };

describe("requests of one client at once", () => {
  it("32 concurrent 404s from one address: 429 beyond the bound and for what it had waiting, while another address is served", async () => {
    let finished = 0;
    let refusedOne: () => void = () => {};
    const firstRefusal = new Promise<void>((resolve) => (refusedOne = resolve));
    const get = async (pathname: string, forwardedFor: string): Promise<Answer> => {
      const res = await fetch(`${server.url}${pathname}`, { headers: { "X-Forwarded-For": forwardedFor, Accept: "text/html" } });
      const body = await res.text();
      if (res.status === 429) refusedOne();
      return { status: res.status, retryAfter: res.headers.get("retry-after"), body, order: finished++ };
    };
    const flood = Array.from({ length: 32 }, (_, i) => get(`/nao-existe-${i}`, "203.0.113.7"));
    // The first refusal says the flood's queue is full: its waiting requests are in the server
    // (on a busy machine the client sends them over some milliseconds, so "right after" is not enough).
    await Promise.race([firstRefusal, Promise.all(flood)]);
    const other = await get("/nao-existe-outro-visitante", "198.51.100.9");
    const answers = await Promise.all(flood);

    const { atOnce, waitingMax, retryAfterSeconds } = LIMITS.clientRequests;
    const refused = answers.filter((a) => a.status === 429);
    // Past atOnce + waitingMax the flood is refused, and what it had waiting is refused with it
    // (a flooding client's queue would keep a render of its own going the whole time).
    expect(refused.length).toBeGreaterThanOrEqual(32 - atOnce - waitingMax);
    for (const a of refused) expect([a.retryAfter, a.body]).toEqual([String(retryAfterSeconds), TOO_MANY_MESSAGE]);
    const served = answers.filter((a) => a.status === 404);
    expect(served.length).toBe(32 - refused.length);
    expect(served.length).toBeLessThan(atOnce + waitingMax);
    expect(other.status).toBe(404);
  });

  it("the health check never waits for the client's turn", async () => {
    const flood = Array.from({ length: 24 }, (_, i) => fetch(`${server.url}/nao-existe-b-${i}`, { headers: { "X-Forwarded-For": "203.0.113.8" } }));
    const health = await fetch(`${server.url}/healthz`, { headers: { "X-Forwarded-For": "203.0.113.8" } });
    expect(health.status).toBe(200);
    await Promise.all(flood.map(async (r) => (await r).arrayBuffer()));
  });

  it("a refused client is then held to a few requests a second, answered before the app with the site's headers; another address is not", async () => {
    const from = (address: string, pathname: string) => fetch(`${server.url}${pathname}`, { headers: { "X-Forwarded-For": address, Accept: "text/html" } });
    const flood = await Promise.all(Array.from({ length: 32 }, (_, i) => from("203.0.113.20", `/nao-existe-c-${i}`)));
    await Promise.all(flood.map((r) => r.arrayBuffer()));
    expect(flood.some((r) => r.status === 429)).toBe(true);
    // One after another, as fast as they answer: within LIMITS.clientRequests.penaltyMs, at most
    // penalizedPerSecond of them a second reach the app.
    const started = performance.now();
    const after: Response[] = [];
    for (let i = 0; i < 8; i++) {
      const res = await from("203.0.113.20", `/nao-existe-d-${i}`);
      await res.clone().arrayBuffer();
      after.push(res);
    }
    const seconds = (performance.now() - started) / 1000;
    const served = after.filter((r) => r.status === 404).length;
    expect(served).toBeLessThanOrEqual(1 + Math.ceil(seconds * LIMITS.clientRequests.penalizedPerSecond));
    const refused = after.find((r) => r.status === 429)!;
    expect(await refused.text()).toBe(TOO_MANY_MESSAGE);
    expect(refused.headers.get("retry-after")).toBe(String(LIMITS.clientRequests.retryAfterSeconds));
    expect(refused.headers.get("content-security-policy")).toContain("default-src");
    expect(refused.headers.get("x-content-type-options")).toBe("nosniff");
    // Another address, meanwhile, is answered every time.
    for (let i = 0; i < 8; i++) expect((await from("198.51.100.20", `/nao-existe-e-${i}`)).status).toBe(404);
  });

  it("a client is its IPv4 address, or the /64 of its IPv6 address", () => {
    expect(clientKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(clientKey("2001:db8:1:2:aaaa::1")).toBe("2001:db8:1:2::/64");
    expect(clientKey("2001:db8:1:2:bbbb:cccc:dddd:eeee")).toBe("2001:db8:1:2::/64");
    expect(clientKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
  });
});
