import { describe, expect, it } from "vitest";
import { CACHE_CONTROL, dynamicCacheControl, isPrivatePath } from "../../http/cache-policy";
import { matchesEtag, pickEncoding } from "../../http/http-body";
import { createSecurityHeaders } from "../../http/security-headers";
import { VIDEO_HOSTS } from "../../app/lib/video-hosts";
import { sanitizeContent } from "~/server/data/sanitize.server";

const header = (headers: ReturnType<typeof createSecurityHeaders>, name: string) => headers.fixed.find(([n]) => n === name)?.[1];

describe("Cache-Control of rendered responses", () => {
  const base = { pathname: "/motores", requestHasCookie: false, status: 200, setsCookie: false, routeChoice: null };
  it("lets CDNs keep anonymous public pages", () => {
    expect(dynamicCacheControl(base)).toBe(CACHE_CONTROL.publicPage);
  });
  it("keeps admin, sign-in, cookie-bearing and cookie-setting responses private", () => {
    expect(dynamicCacheControl({ ...base, pathname: "/admin/painel" })).toBe("private, no-store");
    expect(dynamicCacheControl({ ...base, pathname: "/admin/login.data" })).toBe("private, no-store");
    expect(dynamicCacheControl({ ...base, pathname: "/auth/google/callback" })).toBe("private, no-store");
    expect(dynamicCacheControl({ ...base, requestHasCookie: true })).toBe("private, no-store");
    expect(dynamicCacheControl({ ...base, setsCookie: true, routeChoice: "public, max-age=3600" })).toBe("private, no-store");
  });
  it("does not cache errors and respects a route's own choice", () => {
    expect(dynamicCacheControl({ ...base, status: 404 })).toBe("no-store");
    expect(dynamicCacheControl({ ...base, routeChoice: "public, max-age=3600" })).toBe("public, max-age=3600");
  });
  it("treats only the admin, auth and health URLs as private paths", () => {
    expect(isPrivatePath("/admin")).toBe(true);
    expect(isPrivatePath("/healthz")).toBe(true);
    expect(isPrivatePath("/administradora-de-condominios")).toBe(false);
    expect(isPrivatePath("/autorizada-ppa")).toBe(false);
  });
});

describe("content negotiation", () => {
  it("prefers brotli, then gzip, and honours q=0", () => {
    expect(pickEncoding("gzip, deflate, br, zstd", true, true)).toBe("br");
    expect(pickEncoding("gzip", true, true)).toBe("gzip");
    expect(pickEncoding("br;q=0, gzip;q=0.8", true, true)).toBe("gzip");
    expect(pickEncoding("*;q=0", true, true)).toBe("identity");
    expect(pickEncoding(undefined, true, true)).toBe("identity");
    expect(pickEncoding("br", false, true)).toBe("identity");
  });
  it("compares ETags weakly, in lists and with *", () => {
    expect(matchesEtag('W/"abc"', 'W/"abc"')).toBe(true);
    expect(matchesEtag('"abc"', 'W/"abc"')).toBe(true);
    expect(matchesEtag('"x", W/"abc"', 'W/"abc"')).toBe(true);
    expect(matchesEtag("*", 'W/"abc"')).toBe(true);
    expect(matchesEtag('W/"abd"', 'W/"abc"')).toBe(false);
    expect(matchesEtag(undefined, 'W/"abc"')).toBe(false);
  });
});

describe("security headers", () => {
  it("sends HSTS for one year only when the site is served over https", () => {
    expect(header(createSecurityHeaders({ siteUrl: "https://www.exemplo.com.br" }), "Strict-Transport-Security")).toBe("max-age=31536000");
    expect(header(createSecurityHeaders({ siteUrl: "http://localhost:3000" }), "Strict-Transport-Security")).toBeUndefined();
  });
  it("allows frames only from the demo video's host and the players the sanitiser keeps", () => {
    const frameSrc = (csp: string) => /frame-src ([^;]+);/.exec(csp)![1].split(" ");
    const players = VIDEO_HOSTS.map((h) => `https://${h}`);
    const custom = frameSrc(createSecurityHeaders({ siteUrl: "https://x.com.br", videoUrl: "https://video.exemplo.com.br/v/123?h=1" }).csp("n"));
    expect(custom.sort()).toEqual(["https://video.exemplo.com.br", ...players].sort());
    expect(frameSrc(createSecurityHeaders({ siteUrl: "https://x.com.br" }).csp("n")).sort()).toEqual([...players].sort());
    // Every iframe host the sanitiser lets through can be loaded.
    for (const host of VIDEO_HOSTS) {
      const kept = sanitizeContent(`<iframe src="https://${host}/embed/abc"></iframe>`);
      expect(kept, host).toContain("<iframe");
      expect(custom).toContain(new URL(/src="([^"]+)"/.exec(kept)![1]).origin);
    }
  });
  it("lets the sign-in form continue to Google only when Google sign-in is configured", () => {
    expect(createSecurityHeaders({ siteUrl: "https://x.com.br", googleSignIn: true }).csp("n")).toContain("form-action 'self' https://accounts.google.com;");
    expect(createSecurityHeaders({ siteUrl: "https://x.com.br" }).csp("n")).toContain("form-action 'self';");
  });
  it("puts the nonce in script-src with strict-dynamic", () => {
    expect(createSecurityHeaders({ siteUrl: "https://x.com.br" }).csp("abc123")).toContain("script-src 'nonce-abc123' 'strict-dynamic';");
  });
});
