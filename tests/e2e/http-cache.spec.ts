import { expect, test } from "@playwright/test";
import { insertGeneratedPage } from "./db";

const PUBLIC = "public, max-age=60, s-maxage=2";
const withoutNonces = (html: string) => html.replace(/nonce="[^"]*"/g, 'nonce=""');
/** The entry's part of a response's ETag, `W/"hash.nonce"` -> `W/"hash"` (decision 0025). */
const entryEtag = (etag: string | undefined) => etag?.replace(/\.[^."]+"$/, '"');

test.describe("HTTP caching", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "HTTP-level checks run once");

  test("a public page can be kept by a CDN, has an ETag and answers 304 without a body, with the CSP of the stored copy", async ({ request }) => {
    // Other tests write pages meanwhile (every page lists them in its menu): a write between the
    // two requests rightly changes the ETag and gives a 200, so try again until none came between.
    let again;
    let etag = "";
    let nonce = "";
    for (let attempt = 0; attempt < 5; attempt++) {
      const first = await request.get("/");
      nonce = /nonce="([^"]+)"/.exec(await first.text())?.[1] ?? "";
      expect(first.headers()["cache-control"]).toBe(PUBLIC);
      expect(first.headers()["vary"]).toContain("Accept-Encoding");
      etag = first.headers()["etag"];
      expect(etag).toMatch(/^W\/".+"$/);
      again = await request.get("/", { headers: { "If-None-Match": etag } });
      if (again.status() === 304) break;
      expect(again.status()).toBe(200);
      expect(entryEtag(again.headers()["etag"])).not.toBe(entryEtag(etag));
    }
    expect(again!.status()).toBe(304);
    expect((await again!.body()).length).toBe(0);
    expect(again!.headers()["etag"]).toBe(etag);
    expect(again!.headers()["cache-control"]).toBe(PUBLIC);
    // A 304's headers replace the stored ones: its policy names the nonce of the stored page's scripts.
    expect(nonce).not.toBe("");
    expect(again!.headers()["content-security-policy"]).toContain(`'nonce-${nonce}'`);
    expect(again!.headers()["x-content-type-options"]).toBe("nosniff");
  });

  test("gzip and brotli bodies decode to the same page as the plain one", async ({ baseURL }) => {
    const bodies: Record<string, string> = {};
    for (const encoding of ["identity", "gzip", "br"]) {
      // Node's fetch decodes gzip and br itself, as a browser does; a corrupt stream would throw.
      const res = await fetch(`${baseURL}/`, { headers: { "Accept-Encoding": encoding } });
      expect(res.headers.get("content-encoding") ?? "identity").toBe(encoding);
      bodies[encoding] = withoutNonces(await res.text());
    }
    expect(bodies.identity).toContain("</html>");
    expect(bodies.gzip).toBe(bodies.identity);
    expect(bodies.br).toBe(bodies.identity);
  });

  test("hashed assets are immutable for a year and compressed", async ({ request, baseURL }) => {
    const html = await (await request.get("/")).text();
    for (const asset of [/\/assets\/[^"]+\.js/.exec(html)![0], /\/assets\/[^"]+\.css/.exec(html)![0]]) {
      const res = await fetch(`${baseURL}${asset}`, { headers: { "Accept-Encoding": "br, gzip" } });
      expect(res.status).toBe(200);
      expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(res.headers.get("content-encoding")).toBe("br");
    }
  });

  test("admin screens, requests with a cookie and responses that set one are private", async ({ request }) => {
    for (const path of ["/admin/login", "/admin/painel", "/healthz"]) {
      const res = await request.get(path, { maxRedirects: 0 });
      expect(res.headers()["cache-control"], path).toBe("private, no-store");
    }
    const withCookie = await request.get("/", { headers: { Cookie: "preferencia=1" } });
    expect(withCookie.headers()["cache-control"]).toBe("private, no-store");
    // A stale toast cookie makes the page clear it: the response sets a cookie.
    const setsCookie = await request.get("/", { headers: { Cookie: "toast=expirado" } });
    expect(setsCookie.headers()["set-cookie"]).toContain("toast=");
    expect(setsCookie.headers()["cache-control"]).toBe("private, no-store");
  });

  test("a content write shows on the very next request of a cached page", async ({ request }, testInfo) => {
    const before = await request.get("/");
    const slug = `pagina-cache-${testInfo.project.name}-${Date.now()}`;
    const title = `Página nova do cache ${Date.now()}`;
    expect(await before.text()).not.toContain(title);
    await request.get("/"); // now certainly served from the cache
    insertGeneratedPage(slug, title);
    const after = await request.get("/");
    expect(await after.text()).toContain(title);
    expect(entryEtag(after.headers()["etag"])).not.toBe(entryEtag(before.headers()["etag"]));
  });
});
