// Hostile requests against the real HTTP chain (http/main.ts bundled into the production build, fresh
// database, cold page cache): nothing a client sends can change what other visitors get
// (docs/operations.md "Behind a proxy or CDN", issue "Hostile requests"). Two servers run side by side;
// after each hostile request sent to the first, plain requests to both must answer the same
// bytes (pages compared with their per-response nonce masked).
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureBuild, startServer, tempDataDir } from "../../bench/server-process.mjs";
import { LIMITS } from "../../app/lib/limits";
import { decodedBody, freePort, plainGet, rawRequest, type RawResponse } from "./raw-http";

const SITE_HOST = "www.motores-teste.com.br";
const SITE_URL = `https://${SITE_HOST}`;
const PAGES = ["/", "/garantia", "/cidades/moema", "/sitemap.xml", "/robots.txt"];
const ENCODINGS = ["identity", "gzip", "br"];

type Server = Awaited<ReturnType<typeof startServer>> & { port: number; dir: string };
let target: Server;
let clean: Server;

async function start(): Promise<Server> {
  const port = await freePort();
  const dir = tempDataDir("hostile");
  const server = await startServer({ port, dbFile: path.join(dir, "site.db"), env: { SITE_URL, SITE_HOST_ALIASES: "motores-teste.com.br" } });
  return Object.assign(server, { port, dir });
}

beforeAll(async () => {
  ensureBuild();
  [target, clean] = await Promise.all([start(), start()]);
}, 180_000);

afterAll(async () => {
  await Promise.all([target?.stop(), clean?.stop()]);
  for (const s of [target, clean]) if (s) fs.rmSync(s.dir, { recursive: true, force: true });
});

/** Empties the target's page cache the way a content write does (bumps the version row). */
function coldCache(server: Server) {
  const db = new Database(path.join(server.dir, "site.db"));
  try {
    db.prepare("UPDATE content_version SET version = version + 1").run();
  } finally {
    db.close();
  }
}

const NONCE = /nonce="[^"]*"|'nonce-[^']*'/g;

/** What a visitor would notice of an answer: status, the headers that matter, the body. */
function visible(response: RawResponse) {
  const type = response.headers["content-type"]?.[0] ?? "";
  const text = /html/.test(type);
  return {
    status: response.status,
    type,
    encoding: response.headers["content-encoding"]?.[0] ?? "identity",
    location: response.headers.location?.[0],
    cacheControl: response.headers["cache-control"]?.[0],
    // The entry's part of the ETag; each response adds its own nonce (decision 0025).
    etag: response.headers.etag?.[0]?.replace(/\.[^."]+"$/, '"'),
    // HTML carries a fresh nonce per response; other bodies must match byte for byte.
    body: text ? decodedBody(response).replace(NONCE, "nonce") : response.body.toString("base64"),
  };
}

async function expectSameAsCleanServer() {
  for (const page of PAGES) {
    for (const encoding of ENCODINGS) {
      const [got, want] = await Promise.all([plainGet(target.port, SITE_HOST, page, encoding), plainGet(clean.port, SITE_HOST, page, encoding)]);
      expect(visible(got), `${page} (${encoding})`).toEqual(visible(want));
      expect(got.status, `${page} (${encoding})`).toBe(200);
    }
  }
}

const request = (lines: string[]) => [...lines, "Connection: close", "", ""].join("\r\n");

/** Each hostile request, written for one page path. */
const HOSTILE: Record<string, (page: string) => string> = {
  "Host with a path and query": (p) => request([`GET ${p} HTTP/1.1`, `Host: ${SITE_HOST}/buscar?q=GOLPE&x=`]),
  "Host with a fragment": (p) => request([`GET ${p} HTTP/1.1`, `Host: ${SITE_HOST}#/buscar?q=GOLPE`]),
  "Host with a query": (p) => request([`GET ${p} HTTP/1.1`, `Host: ${SITE_HOST}?q=GOLPE`]),
  "Host with user info": (p) => request([`GET ${p} HTTP/1.1`, `Host: evil.example@${SITE_HOST}`]),
  "foreign Host": (p) => request([`GET ${p} HTTP/1.1`, "Host: evil.example"]),
  "X-Forwarded-Host and Proto": (p) =>
    request([`GET ${p} HTTP/1.1`, `Host: ${SITE_HOST}`, "X-Forwarded-Host: evil.example", "X-Forwarded-Proto: http", "X-Forwarded-Port: 8080"]),
  Forwarded: (p) => request([`GET ${p} HTTP/1.1`, `Host: ${SITE_HOST}`, 'Forwarded: for=1.2.3.4;host="evil.example/buscar?q=GOLPE";proto=http']),
  "absolute-form target of another host": (p) =>
    request([`GET http://evil.example/buscar?q=GOLPE HTTP/1.1`, `Host: ${SITE_HOST}`]).replace("GOLPE", `GOLPE${p}`),
  "absolute-form target with the page path": (p) => request([`GET http://evil.example${p} HTTP/1.1`, `Host: ${SITE_HOST}`]),
  "duplicate Host": (p) => request([`GET ${p} HTTP/1.1`, `Host: ${SITE_HOST}`, "Host: evil.example"]),
  "tracking parameters and an X-Forwarded-Host": (p) =>
    request([`GET ${p}?utm_source=GOLPE&gclid=GOLPE HTTP/1.1`, `Host: ${SITE_HOST}`, "X-Forwarded-Host: evil.example"]),
};

describe("hostile requests cannot change what others get", () => {
  it("a clean server and the target answer the same before any hostile request", async () => {
    await expectSameAsCleanServer();
  }, 60_000);

  for (const [name, build] of Object.entries(HOSTILE)) {
    it(`${name}: plain requests afterwards are identical to a clean server's`, async () => {
      coldCache(target);
      for (const page of PAGES) {
        const answer = await rawRequest(target.port, build(page));
        expect(answer.status, `${name} ${page}`).toBeLessThan(500);
        if (answer.status === 200) expect(decodedBody(answer)).not.toMatch(/evil\.example|GOLPE/);
      }
      await expectSameAsCleanServer();
    }, 60_000);
  }

  it("the issue's reproduction: a Host carrying /buscar?q=GOLPE gets 400 and /garantia stays clean", async () => {
    coldCache(target);
    const poisoned = await rawRequest(target.port, request(["GET /garantia HTTP/1.1", `Host: ${SITE_HOST}/buscar?q=GOLPE&x=`]));
    expect(poisoned.status).toBe(400);
    const after = await plainGet(target.port, SITE_HOST, "/garantia", "identity");
    expect(decodedBody(after)).not.toContain("GOLPE");
    expect(decodedBody(after)).toContain("<title>Garantia");
  });

  it("links, canonical and sitemap URLs come from SITE_URL whatever the request said", async () => {
    coldCache(target);
    const page = await rawRequest(
      target.port,
      request(["GET /motores HTTP/1.1", `Host: ${SITE_HOST}`, "X-Forwarded-Host: evil.example", "X-Forwarded-Proto: http"]),
    );
    expect(decodedBody(page)).toContain(`<link rel="canonical" href="${SITE_URL}/motores"/>`);
    const sitemap = await rawRequest(target.port, request(["GET /sitemap.xml HTTP/1.1", `Host: ${SITE_HOST}`, "Forwarded: host=evil.example;proto=http"]));
    expect(decodedBody(sitemap)).toContain(`<loc>${SITE_URL}/</loc>`);
    expect(decodedBody(sitemap)).not.toContain("evil.example");
  });

  it("an alias host answers 301 to SITE_URL with path and query", async () => {
    const answer = await rawRequest(target.port, request(["GET /cidades/moema?utm_source=x HTTP/1.1", "Host: motores-teste.com.br"]));
    expect(answer.status).toBe(301);
    expect(answer.headers.location?.[0]).toBe(`${SITE_URL}/cidades/moema?utm_source=x`);
  });

  it("tracking parameters share one cache entry and survive a canonical redirect", async () => {
    coldCache(target);
    const first = await plainGet(target.port, SITE_HOST, "/garantia?utm_source=a", "identity");
    const second = await plainGet(target.port, SITE_HOST, "/garantia?utm_source=b&gclid=c", "identity");
    const entryEtag = (r: RawResponse) => r.headers.etag?.[0]?.replace(/\.[^."]+"$/, '"');
    expect(entryEtag(second)).toEqual(entryEtag(first));
    const redirect = await plainGet(target.port, SITE_HOST, "/Garantia?utm_source=a", "identity");
    expect(redirect.status).toBe(301);
    expect(redirect.headers.location?.[0]).toMatch(/\/garantia\?utm_source=a$/);
  });
});

describe("malformed requests answer 4xx without a stack trace", () => {
  const cases: [string, string, number][] = [
    ["newline in a later segment", "GET /cidades/a%0Ab HTTP/1.1", 400],
    ["carriage return", "GET /topicos/x%0D HTTP/1.1", 400],
    ["line separator U+2028", "GET /postagens/x%E2%80%A8y HTTP/1.1", 400],
    ["paragraph separator U+2029", "GET /a/b%E2%80%A9 HTTP/1.1", 400],
    ["NUL", "GET /garantia%00 HTTP/1.1", 400],
    ["broken escape", "GET /%zz HTTP/1.1", 400],
    ["invalid UTF-8", "GET /cidades/%C3%28 HTTP/1.1", 400],
    ["overlong UTF-8 slash", "GET /%C0%AFetc HTTP/1.1", 400],
    ["encoded backslash", "GET /%5Cevil.example HTTP/1.1", 400],
    ["TRACE", "TRACE / HTTP/1.1", 405],
    ["OPTIONS", "OPTIONS * HTTP/1.1", 400],
    ["DELETE", "DELETE /admin/painel HTTP/1.1", 405],
    ["PROPFIND", "PROPFIND / HTTP/1.1", 405],
    ["over-long target", `GET /${"a".repeat(9000)} HTTP/1.1`, 414],
  ];
  for (const [name, line, status] of cases) {
    it(name, async () => {
      const answer = await rawRequest(target.port, request([line, `Host: ${SITE_HOST}`]));
      expect(answer.status).toBe(status);
      expect(answer.body.toString()).not.toMatch(/\n\s+at |Error:/);
    });
  }

  it("the server logged no stack trace for any of them", () => {
    expect(target.log()).not.toMatch(/\n\s+at .*\(/);
  });
});

describe("request bodies", () => {
  it("a body that trickles past the deadline gets 408 and holds no render slot meanwhile", async () => {
    // Declares 200 bytes and sends 10: the reader waits for the rest until its deadline.
    const slow = rawRequest(
      target.port,
      request([
        "POST /admin/login HTTP/1.1",
        `Host: ${SITE_HOST}`,
        `Origin: ${SITE_URL}`,
        "Content-Type: application/x-www-form-urlencoded",
        "Content-Length: 200",
      ]) + "email=a%40b",
      30_000,
    );
    // Meanwhile a page that must be rendered answers at once (it needs a render slot).
    const page = await plainGet(target.port, SITE_HOST, "/admin/login", "identity");
    expect(page.status).toBe(200);
    const answer = await slow;
    expect(answer.status).toBe(408);
    expect(answer.headers.connection?.[0]).toBe("close");
  }, 40_000);

  it("a body longer than allowed is refused before it is read", async () => {
    const answer = await rawRequest(
      target.port,
      request(["POST /admin/login HTTP/1.1", `Host: ${SITE_HOST}`, `Origin: ${SITE_URL}`, "Content-Length: 99999999"]),
    );
    expect(answer.status).toBe(413);
  });

  it("a login behind a proxy that rewrites Host still works (Host and Origin come from SITE_URL)", async () => {
    const form = "email=ninguem%40exemplo.com.br&password=errada-123";
    const answer = await rawRequest(
      target.port,
      request([
        "POST /admin/login HTTP/1.1",
        `Host: ${SITE_HOST}`,
        "X-Forwarded-Host: interno.local:3000",
        `Origin: ${SITE_URL}`,
        "Content-Type: application/x-www-form-urlencoded",
        `Content-Length: ${form.length}`,
      ]) + form,
    );
    expect(answer.status).toBeLessThan(500);
    expect(decodedBody(answer)).toContain("Email ou senha incorretos");
  });
});

describe("every answer carries the security headers, refusals and redirects included (decision 0025)", () => {
  function expectSecurityHeaders(answer: RawResponse, what: string) {
    expect(answer.headers["content-security-policy"]?.[0], what).toMatch(/^default-src 'self'; script-src 'nonce-[A-Za-z0-9+/]{24}' 'strict-dynamic'/);
    expect(answer.headers["x-content-type-options"]?.[0], what).toBe("nosniff");
    expect(answer.headers["x-frame-options"]?.[0], what).toBe("DENY");
    expect(answer.headers["referrer-policy"]?.[0], what).toBe("strict-origin-when-cross-origin");
    expect(answer.headers["strict-transport-security"]?.[0], what).toBe("max-age=31536000");
  }
  const post = (path: string, headers: string[], body = "") =>
    request([`POST ${path} HTTP/1.1`, `Host: ${SITE_HOST}`, `Origin: ${SITE_URL}`, ...headers]) + body;

  const refusals: [string, string, number][] = [
    ["400 malformed target", request(["GET /%zz HTTP/1.1", `Host: ${SITE_HOST}`]), 400],
    ["400 foreign Host", request(["GET / HTTP/1.1", "Host: evil.example"]), 400],
    ["400 Node's parser", `GET / HTTP/1.1\r\nHost: ${SITE_HOST}\r\nCabeçalho sem dois pontos\r\n\r\n`, 400],
    ["431 headers too large", request(["GET / HTTP/1.1", `Host: ${SITE_HOST}`, `X-Grande: ${"a".repeat(20_000)}`]), 431],
    ["405 unknown method", request(["DELETE /admin/painel HTTP/1.1", `Host: ${SITE_HOST}`]), 405],
    ["411 streamed body", post("/admin/login", ["Content-Type: application/x-www-form-urlencoded", "Transfer-Encoding: chunked"], "0\r\n\r\n"), 411],
    ["413 body too large", post("/admin/login", ["Content-Type: application/x-www-form-urlencoded", "Content-Length: 99999999"]), 413],
    ["414 target too long", request([`GET /${"a".repeat(9000)} HTTP/1.1`, `Host: ${SITE_HOST}`]), 414],
    ["415 text/plain form", post("/admin/login", ["Content-Type: text/plain", "Content-Length: 3"], "a=b"), 415],
    ["400 legacy ?_data request", request(["GET /admin/painel?_data=x HTTP/1.1", `Host: ${SITE_HOST}`]), 400],
    ["301 alias host", request(["GET /garantia HTTP/1.1", "Host: motores-teste.com.br"]), 301],
  ];
  for (const [name, raw, status] of refusals) {
    it(name, async () => {
      const answer = await rawRequest(target.port, raw);
      expect(answer.status).toBe(status);
      expectSecurityHeaders(answer, name);
      expect(answer.body.toString()).not.toMatch(/\n\s+at |Error:/);
    });
  }

  it("304 of a static file held in memory", async () => {
    const first = await plainGet(target.port, SITE_HOST, "/favicon.svg", "identity");
    const etag = first.headers.etag?.[0];
    expect(etag).toBeTruthy();
    const again = await rawRequest(target.port, request(["GET /favicon.svg HTTP/1.1", `Host: ${SITE_HOST}`, `If-None-Match: ${etag}`]));
    expect(again.status).toBe(304);
    expectSecurityHeaders(again, "304 static");
  });

  it("304 of a cached page, whose policy names the nonce of the copy the client holds", async () => {
    await plainGet(target.port, SITE_HOST, "/garantia", "identity");
    const first = await plainGet(target.port, SITE_HOST, "/garantia", "identity");
    const nonce = /nonce="([^"]+)"/.exec(decodedBody(first))?.[1];
    expect(nonce).toBeTruthy();
    const again = await rawRequest(target.port, request(["GET /garantia HTTP/1.1", `Host: ${SITE_HOST}`, `If-None-Match: ${first.headers.etag?.[0]}`]));
    expect(again.status).toBe(304);
    expectSecurityHeaders(again, "304 page");
    expect(again.headers["content-security-policy"]?.[0]).toContain(`'nonce-${nonce}'`);
  });

  it("503 when anonymous bodies fill their share of memory, with Retry-After", async () => {
    // Each declares 64 KB and sends nothing: together they hold LIMITS.anonymousBodyBytesInMemory.
    const held = LIMITS.anonymousBodyBytesInMemory / LIMITS.anonymousBodyBytes;
    const sockets = await Promise.all(
      Array.from(
        { length: held },
        () =>
          new Promise<net.Socket>((resolve) => {
            const socket = net.connect(target.port, "127.0.0.1", () => {
              socket.write(post("/admin/login", ["Content-Type: application/x-www-form-urlencoded", `Content-Length: ${LIMITS.anonymousBodyBytes}`]));
              resolve(socket);
            });
            socket.on("error", () => undefined);
          }),
      ),
    );
    try {
      let answer: RawResponse | undefined;
      // The held bodies reach the reader in their own time; ask until the share is full.
      for (let i = 0; i < 50 && answer?.status !== 503; i++) {
        answer = await rawRequest(target.port, post("/admin/login", ["Content-Type: application/x-www-form-urlencoded", "Content-Length: 3"], "a=b"));
        if (answer.status !== 503) await new Promise((r) => setTimeout(r, 50));
      }
      expect(answer?.status).toBe(503);
      expect(answer?.headers["retry-after"]?.[0]).toBe(String(LIMITS.retryAfterSeconds));
      expect(answer?.body.toString()).toContain("muitos envios");
      expectSecurityHeaders(answer!, "503");
    } finally {
      for (const socket of sockets) socket.destroy();
    }
    // Their room is given back as soon as they go: a small form is read again.
    await new Promise((r) => setTimeout(r, 200));
    const after = await rawRequest(target.port, post("/admin/login", ["Content-Type: application/x-www-form-urlencoded", "Content-Length: 3"], "a=b"));
    expect(after.status).not.toBe(503);
  }, 30_000);
});

describe("Remix's own requests pass through whole", () => {
  it("route discovery keeps every path and the version (no page-cache key applies)", async () => {
    // Only admin pages load Remix's client (decision 0017); the sign-in page names the version.
    const html = decodedBody(await plainGet(target.port, SITE_HOST, "/admin/login", "identity"));
    const version = /manifest-([0-9a-f]+)\.js/.exec(html)?.[1];
    expect(version).toBeTruthy();
    const answer = await plainGet(target.port, SITE_HOST, `/__manifest?p=%2Fgarantia&p=%2Fmotores&version=${version}`, "identity");
    expect(answer.status).toBe(200);
    const patches = JSON.parse(decodedBody(answer));
    expect(Object.keys(patches)).toEqual(expect.arrayContaining(["routes/garantia", "routes/motores._index"]));
  });
});
