// A public page sees only the query parameters it declares beside its path (app/lib/paths.ts
// PAGE_QUERIES), whether the page cache is on (production) or off (`npm run dev`,
// HTML_CACHE_MB=0): the chain's last steps (http/site.ts renderChain) render a page request as
// its page key in both cases, so a parameter left undeclared is lost under `npm run dev` too,
// where the developer sees it, and never only in production.
import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as paths from "~/lib/paths";
import { createHtmlCache } from "../../http/html-cache";
import { createNonce } from "../../http/nonce";
import { createSecurityHeaders, securityHeadersMiddleware } from "../../http/security-headers";
import { renderChain } from "../../http/site";
import { PAGE_QUERY_PARAMS, createSiteIdentity } from "../../http/site-identity";

const SITE_URL = "https://www.motores-teste.com.br";
const identity = createSiteIdentity({ siteUrl: SITE_URL });
const security = createSecurityHeaders({ siteUrl: SITE_URL });

type Chain = { url: string; seen: string[]; close: () => Promise<void> };

async function startChain(cacheOn: boolean): Promise<Chain> {
  const seen: string[] = [];
  const cache = cacheOn ? createHtmlCache({ maxBytes: 1 << 20, currentVersion: () => 1, security, createNonce }) : null;
  const app = express();
  app.use(securityHeadersMiddleware(security, createNonce));
  app.use(
    ...renderChain({
      cache,
      identity,
      getLoadContext: () => ({ clientIp: "" }),
      handleRequest: async (request) => {
        const url = new URL(request.url);
        seen.push(url.pathname + url.search);
        if (url.pathname === "/Buscar") return new Response(null, { status: 301, headers: { Location: `/buscar${url.search}` } });
        return new Response("<p>ok</p>", { headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "public, max-age=60" } });
      },
    }),
  );
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, seen, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const chains: Record<string, Chain> = {};
beforeAll(async () => {
  chains.on = await startChain(true);
  chains.off = await startChain(false);
});
afterAll(async () => {
  await Promise.all(Object.values(chains).map((chain) => chain.close()));
});

describe.each([["on"], ["off"]])("with the page cache %s", (mode) => {
  it("gives the page its declared parameter and drops one it did not declare", async () => {
    const chain = chains[mode];
    chain.seen.length = 0;
    const response = await fetch(`${chain.url}/buscar?ordem=preco&q=portao&utm_source=x`);
    expect(response.status).toBe(200);
    expect(chain.seen).toEqual(["/buscar?q=portao"]);
  });

  it("gives a signed-in visitor (a cookie) and a tool's page the whole query", async () => {
    const chain = chains[mode];
    chain.seen.length = 0;
    await fetch(`${chain.url}/buscar?q=portao&ordem=preco`, { headers: { Cookie: "__session=x" } });
    await fetch(`${chain.url}${paths.SELECTOR_PATH}?ordem=preco`);
    expect(chain.seen).toEqual(["/buscar?q=portao&ordem=preco", `${paths.SELECTOR_PATH}?ordem=preco`]);
  });

  it("puts the dropped parameters back on a same-site redirect", async () => {
    const response = await fetch(`${chains[mode].url}/Buscar?q=portao&utm_source=x`, { redirect: "manual" });
    expect(response.status).toBe(301);
    expect(response.headers.get("Location")).toBe("/buscar?q=portao&utm_source=x");
  });
});

describe("the page cache's allow-list", () => {
  it("is what the public paths declare, and Remix's own", () => {
    expect(PAGE_QUERY_PARAMS).toEqual(["busca", "cidade", "pagina", "q", "_routes", "index"]);
  });

  it("lists every *_QUERY constant of app/lib/paths.ts in PAGE_QUERIES", () => {
    const declared = Object.entries(paths).filter(([name]) => name.endsWith("_QUERY"));
    expect(declared.length).toBe(Object.keys(paths.PAGE_QUERIES).length);
    for (const [name, query] of declared) {
      const path = (paths as Record<string, unknown>)[name.replace(/_QUERY$/, "_PATH")];
      expect(paths.PAGE_QUERIES[path as string]).toBe(query);
    }
  });
});
