import { describe, expect, it } from "vitest";
import { PAGE_PARAM, SEARCH_PARAMS } from "~/lib/indexing";
import { SITEMAP_PART_PARAM } from "~/lib/sitemap-xml";
import { PAGE_QUERY_PARAMS, cleanTarget, createSiteIdentity, normaliseHost, pageKey, withDroppedParams } from "../../http/site-identity";

const site = createSiteIdentity({ siteUrl: "https://www.motores.com.br", aliases: ["motores.com.br"] });
const req = (host: string | string[], url = "/garantia", method = "GET") => ({
  method,
  url,
  rawHeaders: (Array.isArray(host) ? host : [host]).flatMap((h) => ["Host", h]),
});

describe("site identity: who may be served", () => {
  it("serves the site's host in any spelling of it", () => {
    for (const host of ["www.motores.com.br", "WWW.Motores.com.br", "www.motores.com.br:443", "www.motores.com.br."]) {
      expect(site.check(req(host))).toEqual({ kind: "ok", target: "/garantia" });
    }
  });

  it("answers aliases with a 301 to SITE_URL, keeping path and query", () => {
    expect(site.check(req("motores.com.br", "/cidades/moema?utm_source=x"))).toEqual({
      kind: "redirect",
      location: "https://www.motores.com.br/cidades/moema?utm_source=x",
    });
  });

  it("refuses a foreign Host, a Host carrying a path, query or fragment, and none or two", () => {
    for (const host of [
      "evil.com",
      "www.motores.com.br/buscar?q=GOLPE&x=",
      "www.motores.com.br?x",
      "www.motores.com.br#x",
      "www.motores.com.br:80",
      "",
      "www.motores.com.br@evil.com",
    ]) {
      expect(site.check(req(host)).kind, host).toBe("refuse");
    }
    expect(site.check(req([])).kind).toBe("refuse");
    expect(site.check(req(["www.motores.com.br", "evil.com"])).kind).toBe("refuse");
  });

  it("takes absolute-form targets only for the site itself", () => {
    expect(site.check(req("www.motores.com.br", "https://www.motores.com.br/garantia?q=1"))).toEqual({ kind: "ok", target: "/garantia?q=1" });
    expect(site.check(req("www.motores.com.br", "https://evil.com/garantia")).kind).toBe("refuse");
    expect(site.check(req("www.motores.com.br", "*")).kind).toBe("refuse");
  });

  it("answers 405 with Allow to methods the site does not use", () => {
    for (const method of ["TRACE", "OPTIONS", "DELETE", "PUT", "CONNECT", "PROPFIND"]) {
      expect(site.check(req("www.motores.com.br", "/", method))).toMatchObject({ kind: "refuse", status: 405, allow: "GET, HEAD, POST" });
    }
  });

  it("answers /healthz whatever the Host (the container's health check)", () => {
    expect(site.check(req("localhost:3000", "/healthz")).kind).toBe("ok");
  });

  it("treats the other loopback names as aliases of a loopback SITE_URL", () => {
    const local = createSiteIdentity({ siteUrl: "http://localhost:3000" });
    expect(local.check(req("127.0.0.1:3000"))).toEqual({ kind: "redirect", location: "http://localhost:3000/garantia" });
    expect(local.check(req("127.0.0.1:3001")).kind).toBe("refuse");
  });

  it("normalises host names and rejects what is no host name", () => {
    expect(normaliseHost("Exemplo.COM.:443", "https:")).toBe("exemplo.com");
    expect(normaliseHost("[::1]:3000", "http:")).toBe("[::1]:3000");
    expect(normaliseHost("a b", "http:")).toBeNull();
    expect(normaliseHost("exemplo.com/x", "http:")).toBeNull();
  });
});

describe("site identity: request targets", () => {
  it("refuses control characters, line separators, backslashes and broken escapes in the path", () => {
    for (const target of ["/a/b%0A", "/cidades/a%0Db", "/%E2%80%A8x", "/%E2%80%A9", "/x%00", "/%7F", "/%C2%85", "/%zz", "/%C3%28", "/a\\b", "/a%5Cb"]) {
      expect(cleanTarget(target), target).toBeNull();
    }
  });

  it("keeps clean paths, drops the fragment, and leaves the query to the page", () => {
    expect(cleanTarget("/cidades/s%C3%A3o-paulo?busca=%0A#frag")).toBe("/cidades/s%C3%A3o-paulo?busca=%0A");
    expect(cleanTarget("/")).toBe("/");
  });

  it("accepts the longest route-discovery URL Remix sends (7,680 characters)", () => {
    expect(site.check(req("www.motores.com.br", `/__manifest?p=${"%2Fcidades%2Fmoema".repeat(420)}`)).kind).toBe("ok");
  });

  it("refuses over-long targets with 414", () => {
    expect(site.check(req("www.motores.com.br", `/${"a".repeat(9000)}`))).toMatchObject({ status: 414 });
  });
});

describe("page key", () => {
  it("keeps only the parameters pages read, first value, fixed order", () => {
    expect(pageKey("/?utm_source=g&gclid=1&fbclid=2")).toBe("/");
    expect(pageKey("/?pagina=2&busca=motor&utm_x=1&busca=outro")).toBe("/?busca=motor&pagina=2");
    expect(pageKey("/buscar?x=1&q=port%C3%A3o")).toBe("/buscar?q=port%C3%A3o");
  });

  it("normalises escapes of unreserved characters and the case of the others", () => {
    expect(pageKey("/garanti%61")).toBe("/garantia");
    expect(pageKey("/cidades/s%c3%a3o-paulo")).toBe("/cidades/s%C3%A3o-paulo");
  });

  it("covers every parameter the pages read", () => {
    for (const name of [...SEARCH_PARAMS, PAGE_PARAM, SITEMAP_PART_PARAM, "q"]) expect(PAGE_QUERY_PARAMS).toContain(name);
  });

  it("puts dropped tracking parameters back on same-site redirects only", () => {
    const origin = "https://www.motores.com.br";
    expect(withDroppedParams("/motores", "/Motores?utm_source=x&pagina=2", origin)).toBe("/motores?utm_source=x");
    expect(withDroppedParams("https://evil.com/", "/x?utm_source=x", origin)).toBe("https://evil.com/");
    expect(withDroppedParams("/motores", "/Motores", origin)).toBe("/motores");
  });
});
