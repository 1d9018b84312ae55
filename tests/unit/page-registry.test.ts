import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import remixConfig from "../../remix.config.js";
import { FIXED_PAGE_PATHS, INDEXED_MAIN_PAGE_PATHS, SITE_PAGES, menuLinks, sitePage } from "~/lib/page-registry";
import { pageKind } from "~/lib/leads/page-kind";
import { HOME_PATH, NOT_FOUND_PATH, PRIVATE_PATH_PREFIXES, isUnder } from "~/lib/paths";

/**
 * The registry of fixed pages (app/lib/page-registry.ts) against the routes Remix really serves:
 * the route manifest comes from Remix's own flat-routes reader with the project's ignore rules,
 * the same one the build uses.
 */
const require = createRequire(import.meta.url);
const { flatRoutes } = require("@remix-run/dev/dist/config/flat-routes.js") as {
  flatRoutes: (appDir: string, ignored: string[]) => Record<string, { path?: string; index?: boolean; file: string }>;
};

const manifest = Object.values(flatRoutes(path.resolve(__dirname, "../../app"), remixConfig.ignoredRouteFiles));

/** HTML pages with a fixed URL: a .tsx route without parameters. */
const fixedPages = manifest
  .filter((r) => r.file.endsWith(".tsx"))
  .map((r) => ({ url: `/${r.path ?? ""}`.replace(/\/$/, "") || HOME_PATH, file: r.file }))
  .filter(({ url }) => !/[:*]/.test(url));
/** Those every visitor may read: outside the private paths (admin, sign-in, review and request forms) and the 404 page. */
const fixedPublicPages = fixedPages.filter(({ url }) => url !== NOT_FOUND_PATH && !PRIVATE_PATH_PREFIXES.some((p) => isUnder(url, p)));

describe("the registry of the site's pages", () => {
  it("finds the fixed public pages Remix serves", () => {
    expect(fixedPublicPages.map((p) => p.url)).toEqual(expect.arrayContaining([HOME_PATH, "/motores", "/duvidas-frequentes", "/termos"]));
  });

  it.each(fixedPublicPages.map((p) => [p.url, p.file]))("has a row for %s (app/%s)", (url, file) => {
    expect(sitePage(url), `app/${file} serves ${url}, which has no row in app/lib/page-registry.ts SITE_PAGES: add one`).toBeDefined();
  });

  it.each(SITE_PAGES.map((r) => [r.path]))("serves %s with a route module", (url) => {
    expect(
      fixedPages.map((p) => p.url),
      `${url} is a row of SITE_PAGES but no route module serves it`,
    ).toContain(url);
  });

  it('reads every admin screen from a route folder (docs/architecture.md "Admin routes")', () => {
    const admin = manifest.filter((r) => /^admin(\/|$)/.test(r.path ?? ""));
    expect(admin.length).toBeGreaterThan(30);
    expect(admin.filter((r) => !/^routes\/admin[^/]*\/route\.tsx?$/.test(r.file)).map((r) => r.file)).toEqual([]);
  });

  it("derives the leads' page kinds, the menus and the sitemap lists from the rows", () => {
    const row = SITE_PAGES.find((r) => r.leadSubject && r.path !== HOME_PATH);
    expect(row).toBeDefined();
    expect(pageKind(row!.path)).toEqual({ template: row!.leadKind, subject: row!.leadSubject });
    const footer = SITE_PAGES.filter((r) => r.menus?.some((m) => m.placement === "rodape")).map((r) => r.path);
    expect(
      menuLinks("rodape")
        .map((l) => l.to)
        .sort(),
    ).toEqual(footer.sort());
    for (const p of INDEXED_MAIN_PAGE_PATHS) expect(sitePage(p)?.sitemapXml).toBe(true);
    expect(FIXED_PAGE_PATHS[0]).toBe(HOME_PATH);
  });
});
