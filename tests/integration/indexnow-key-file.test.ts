// docs/product.md §6: with INDEXNOW_KEY set, /{key}.txt answers the key (IndexNow checks it); nothing
// else does, whatever the request's headers say.
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureBuild, startServer, tempDataDir } from "../../bench/server-process.mjs";
import { freePort, rawRequest } from "./raw-http";

const KEY = "chave-indexnow-0123456789";
let server: Awaited<ReturnType<typeof startServer>>;
let port: number;
let dir: string;

beforeAll(async () => {
  ensureBuild();
  port = await freePort();
  dir = tempDataDir("indexnow");
  server = await startServer({ port, dbFile: path.join(dir, "site.db"), env: { INDEXNOW_KEY: KEY } });
}, 180_000);

afterAll(async () => {
  await server?.stop();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

describe("IndexNow key file", () => {
  it("answers the key as text at /{key}.txt", async () => {
    const res = await fetch(`${server.url}/${KEY}.txt`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(await res.text()).toBe(KEY);
  });

  it("another .txt name, a near miss or an odd encoding is the site's 404", async () => {
    for (const p of ["/outra-chave-0123456789.txt", `/${KEY.toUpperCase()}.txt`, `/${KEY}.txt.bak`, `/%2F${KEY}.txt`]) {
      const res = await fetch(server.url + p, { redirect: "manual" });
      expect([404, 301, 302, 400], p).toContain(res.status);
      expect(await res.text()).not.toBe(KEY);
    }
  });

  it("forged Host and X-Forwarded headers change nothing", async () => {
    const url = new URL(server.url);
    const res = await rawRequest(
      port,
      `GET /${KEY}.txt HTTP/1.1\r\nHost: ${url.host}\r\nX-Forwarded-Host: evil.example\r\nX-Forwarded-Proto: http\r\nConnection: close\r\n\r\n`,
    );
    expect(res.status).toBe(200);
    expect(res.body.toString()).toBe(KEY);
  });
});
