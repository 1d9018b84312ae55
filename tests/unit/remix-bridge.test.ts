// The Request handed to Remix takes its origin from SITE_URL alone (docs/decisions/0001):
// whatever Host, X-Forwarded-*, Forwarded or absolute-form target a client sends, the app sees
// SITE_URL's scheme and host, and the headers naming another host never reach it.
import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { remixMiddleware } from "../../http/remix-bridge";
import { createSecurityHeaders } from "../../http/security-headers";
import { identityFirst } from "../../http/site";
import { createSiteIdentity } from "../../http/site-identity";
import { rawRequest } from "../integration/raw-http";

const SITE_URL = "https://www.motores-teste.com.br";
const HOST = "www.motores-teste.com.br";

let server: http.Server;
let port = 0;
let seen: Request[] = [];

beforeAll(async () => {
  const identity = createSiteIdentity({ siteUrl: SITE_URL });
  const app = express();
  app.use(
    remixMiddleware({
      identity,
      getLoadContext: () => ({ clientIp: "" }),
      handleRequest: async (request) => {
        seen.push(request);
        return new Response("ok", { headers: { "Content-Type": "text/plain" } });
      },
    }),
  );
  const security = createSecurityHeaders({ siteUrl: SITE_URL });
  server = http.createServer(identityFirst({ identity, security, fromMemory: () => false, app }));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  seen = [];
});

function get(target: string, headers: string[]) {
  return rawRequest(port, [`GET ${target} HTTP/1.1`, ...headers, "Connection: close", "", ""].join("\r\n"));
}

describe("the request given to Remix", () => {
  it("has SITE_URL's origin and host, whatever the forwarding headers say", async () => {
    const response = await get("/motores?pagina=2", [
      `Host: ${HOST}`,
      "X-Forwarded-Host: evil.example",
      "X-Forwarded-Proto: http",
      "X-Forwarded-Port: 8080",
      "X-Forwarded-Server: evil.example",
      "Forwarded: for=1.2.3.4;host=evil.example;proto=http",
      "Accept-Language: pt-BR",
    ]);
    expect(response.status).toBe(200);
    expect(seen).toHaveLength(1);
    const [request] = seen;
    expect(request.url).toBe(`${SITE_URL}/motores?pagina=2`);
    expect(new URL(request.url).origin).toBe(SITE_URL);
    expect(request.headers.get("host")).toBe(HOST);
    for (const name of ["x-forwarded-host", "x-forwarded-proto", "x-forwarded-port", "x-forwarded-server", "forwarded"]) {
      expect(request.headers.has(name)).toBe(false);
    }
    expect(request.headers.get("accept-language")).toBe("pt-BR");
  });

  it("turns an absolute-form target on the site's origin into SITE_URL plus its path", async () => {
    const response = await get(`${SITE_URL}/garantia`, [`Host: ${HOST}`]);
    expect(response.status).toBe(200);
    expect(seen.map((r) => r.url)).toEqual([`${SITE_URL}/garantia`]);
  });

  it("never reaches Remix with another origin: foreign Host or absolute-form target get 400", async () => {
    expect((await get("/", ["Host: evil.example", `X-Forwarded-Host: ${HOST}`])).status).toBe(400);
    expect((await get("http://evil.example/", [`Host: ${HOST}`])).status).toBe(400);
    expect((await get(`http://${HOST}/`, [`Host: ${HOST}`])).status).toBe(400);
    expect(seen).toEqual([]);
  });

  it("keeps SITE_URL's origin on the health check, answered whatever the Host", async () => {
    const response = await get("/healthz", ["Host: localhost:3000", "X-Forwarded-Proto: http"]);
    expect(response.status).toBe(200);
    expect(seen.map((r) => [r.url, r.headers.get("host")])).toEqual([[`${SITE_URL}/healthz`, HOST]]);
  });
});
