import { describe, expect, it } from "vitest";
import { loginUrl, safeRedirect } from "~/lib/admin-auth";
import { crossSiteWrite } from "~/server/infra/origin.server";

describe("redirect after sign-in", () => {
  it("keeps paths on this site", () => {
    expect(safeRedirect("/admin/local-generator")).toBe("/admin/local-generator");
    expect(safeRedirect("/links-uteis/portao-em-santana?x=1")).toBe("/links-uteis/portao-em-santana?x=1");
  });

  it("falls back to the panel for other sites, odd paths and the sign-in URLs", () => {
    for (const bad of [
      "https://evil.example/",
      "//evil.example",
      "/\\evil.example",
      "admin/painel",
      "/admin/login",
      "/admin/logout",
      "/auth/google/callback?code=1",
      "/a\nb",
      null,
      42,
    ]) {
      expect(safeRedirect(bad)).toBe("/admin/painel");
    }
  });

  it("checks the target after NFKC normalisation and keeps only ASCII same-site paths", () => {
    const hostile = [
      "／／evil.com",
      "／＼evil.com",
      "/%0d%0a",
      "/x%0aSet-Cookie:a=1",
      "/%2F%2Fevil.com",
      "/%5Cevil.com",
      "/ação",
      "/日本",
      "/admin/painel?x=ç",
      "/a b",
      "/%E0%A4%A",
      "/admin/login/codigo",
      "/admin/%6Cogin",
    ];
    for (const bad of hostile) expect(safeRedirect(bad), bad).toBe("/admin/painel");
    expect(safeRedirect("／admin／batch-creator")).toBe("/admin/batch-creator"); // full-width solidus folds to "/"
    expect(safeRedirect("/admin/painel?x=%C3%A7")).toBe("/admin/painel?x=%C3%A7");
    for (const target of ["/", "/admin/painel", "/links-uteis/a?b=c#d"]) expect(safeRedirect(target)).toMatch(/^\/(?![/\\])[\x21-\x7e]*$/);
  });

  it("builds the sign-in URL that brings the admin back", () => {
    expect(loginUrl("/admin/painel")).toBe("/admin/login?redirectTo=%2Fadmin%2Fpainel");
    expect(loginUrl("//evil.example")).toBe("/admin/login");
    expect(loginUrl(null)).toBe("/admin/login");
  });
});

describe("cross-site write rule", () => {
  const site = "https://www.exemplo.com.br";

  it("accepts writes whose Origin, or else Referer, is the site", () => {
    expect(crossSiteWrite("POST", site, null, site)).toBe(false);
    expect(crossSiteWrite("DELETE", null, `${site}/admin/painel`, site)).toBe(false);
  });

  it("refuses other origins, a null origin, and writes with neither header", () => {
    expect(crossSiteWrite("POST", "https://evil.example", null, site)).toBe(true);
    expect(crossSiteWrite("POST", "http://www.exemplo.com.br", null, site)).toBe(true);
    expect(crossSiteWrite("PUT", "null", `${site}/`, site)).toBe(true);
    expect(crossSiteWrite("PATCH", null, "https://www.exemplo.com.br.evil.example/", site)).toBe(true);
    expect(crossSiteWrite("POST", null, null, site)).toBe(true);
    // Origin wins over a matching Referer.
    expect(crossSiteWrite("POST", "https://evil.example", `${site}/`, site)).toBe(true);
  });

  it("never blocks reads", () => {
    for (const method of ["GET", "HEAD", "OPTIONS"]) expect(crossSiteWrite(method, "https://evil.example", null, site)).toBe(false);
  });
});
