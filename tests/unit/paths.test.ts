import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { dynamicCacheControl } from "../../http/cache-policy";
import { RESERVED_FIRST_SEGMENTS } from "~/lib/page-registry";
import * as paths from "~/lib/paths";

/**
 * Every path of app/lib/paths.ts is served by a route file of app/routes, read with Remix's
 * flat-routes naming: dots are slashes, `$param` a parameter, a lone `$` the splat, a
 * leading `_` a pathless segment, a trailing `_` leaves the parent's layout (same URL),
 * `[.]` escapes a dot, and a folder with route.tsx is one route.
 */

const ROUTES_DIR = path.resolve(__dirname, "../../app/routes");

type Segment = { kind: "static"; value: string } | { kind: "param" } | { kind: "splat" };

function routeNames(): string[] {
  return fs.readdirSync(ROUTES_DIR, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) {
      const inside = fs.readdirSync(path.join(ROUTES_DIR, entry.name));
      return inside.some((f) => /^route\.(tsx?|jsx?)$/.test(f)) ? [entry.name] : [];
    }
    return /\.(tsx?|jsx?)$/.test(entry.name) ? [entry.name.replace(/\.(tsx?|jsx?)$/, "")] : [];
  });
}

/** Splits a flat-routes name on the dots that are not inside `[...]`. */
function splitName(name: string): string[] {
  const parts: string[] = [];
  let current = "";
  let escaped = false;
  for (const ch of name) {
    if (ch === "[") escaped = true;
    else if (ch === "]") escaped = false;
    else if (ch === "." && !escaped) {
      parts.push(current);
      current = "";
    } else current += ch;
  }
  parts.push(current);
  return parts;
}

function routeSegments(name: string): Segment[] {
  return splitName(name).flatMap((raw): Segment[] => {
    const part = raw.replace(/_$/, "");
    if (part === "" || part.startsWith("_")) return []; // _index, pathless layouts
    if (part === "$") return [{ kind: "splat" }];
    if (part.startsWith("$")) return [{ kind: "param" }];
    return [{ kind: "static", value: part }];
  });
}

const ROUTES = routeNames().map((name) => ({ name, segments: routeSegments(name) }));

/** Route files whose pattern matches `url`; with `staticOnly`, only routes without parameters. */
function routesFor(url: string, { staticOnly }: { staticOnly: boolean }): string[] {
  const wanted = url.split("?")[0].split("/").filter(Boolean);
  return ROUTES.filter(({ segments }) => {
    if (staticOnly && segments.some((s) => s.kind !== "static")) return false;
    if (segments.some((s) => s.kind === "splat")) return false; // the catch-all 404 matches everything
    if (segments.length !== wanted.length) return false;
    return segments.every((s, i) => s.kind === "param" || (s.kind === "static" && s.value === wanted[i]));
  }).map((r) => r.name);
}

/** The folders the HTTP layer answers itself ("/contato/*" -> "/contato"). */
const HTTP_LAYER_PREFIXES = paths.HTTP_LAYER_PATHS.map(({ path }) => path)
  .filter((path) => /^\/[a-z-]+\/\*$/.test(path))
  .map((path) => path.slice(0, -2));

const constants = Object.entries(paths).flatMap(([name, value]): [string, string][] => {
  // A *_PREFIX names a folder of URLs, not a page (checked with the prefixes below); a path
  // under HTTP_LAYER_PATHS has no route module (checked below).
  if (typeof value !== "string" || !value.startsWith("/") || name.endsWith("_PREFIX")) return [];
  return HTTP_LAYER_PREFIXES.some((prefix) => paths.isUnder(value, prefix)) ? [] : [[name, value]];
});

describe("app/lib/paths.ts", () => {
  it("reads the flat-routes names as Remix does", () => {
    expect(routesFor("/admin/painel/excluir/7", { staticOnly: false })).toEqual(["admin.painel_.excluir.$id"]);
    expect(routesFor("/robots.txt", { staticOnly: true })).toEqual(["robots[.]txt"]);
    expect(routesFor("/sitemap.xml", { staticOnly: true })).toEqual(["sitemap[.]xml"]);
    expect(routesFor("/", { staticOnly: true })).toEqual(["_index"]);
    expect(routesFor("/postagens/x", { staticOnly: false })).toEqual(["postagens.$slug"]);
  });

  it("has a path constant for every fixed URL the site links to", () => {
    expect(constants.length).toBeGreaterThan(25);
  });

  it.each(constants)("%s (%s) is a route file without parameters", (_name, url) => {
    expect(routesFor(url, { staticOnly: true })).toHaveLength(1);
  });

  const builders: [string, string, string][] = [
    ["motorPath", paths.motorPath("motor-ppa-home"), "motores.$slug"],
    ["cityPath", paths.cityPath({ slug: "moema" }), "cidades.$slug"],
    ["topicPath", paths.topicPath("Portão Não Abre"), "topicos.$slug"],
    ["topicSlugPath", paths.topicSlugPath("portao-nao-abre"), "topicos.$slug"],
    ["problemPath", paths.problemPath({ slug: "portao-nao-abre" }), "$slug"],
    ["postPath", paths.postPath("uma-postagem"), "postagens.$slug"],
    ["usefulLinkPath", paths.usefulLinkPath("uma-pagina"), "links-uteis.$slug"],
    ["deletePagePath", paths.deletePagePath(12), "admin.painel_.excluir.$id"],
  ];

  it.each(builders)("%s builds %s, served by routes/%s", (_name, url, route) => {
    expect(routesFor(url, { staticOnly: false })).toContain(route);
  });

  it("keeps every route's first segment from generated page slugs", () => {
    const firstSegments = ROUTES.map(({ segments }) => segments[0])
      .filter((s): s is { kind: "static"; value: string } => s?.kind === "static")
      .map((s) => s.value);
    expect(firstSegments.length).toBeGreaterThan(10);
    for (const segment of firstSegments) expect(RESERVED_FIRST_SEGMENTS).toContain(segment.replace(".", ""));
  });

  it("lists the noindex and private prefixes as real paths", () => {
    for (const prefix of [...paths.NOINDEX_PATH_PREFIXES, ...paths.PRIVATE_PATH_PREFIXES]) {
      const routed = ROUTES.some(({ segments }) => segments[0]?.kind === "static" && `/${segments[0].value}` === prefix);
      expect(routed || HTTP_LAYER_PREFIXES.includes(prefix)).toBe(true);
    }
  });
});

describe("URLs the HTTP layer answers (HTTP_LAYER_PATHS)", () => {
  const ROOT = path.resolve(__dirname, "../..");
  const chain = ["http/site.ts", "http/main.ts"].map((file) => fs.readFileSync(path.join(ROOT, file), "utf8")).join("\n");

  it("finds the contact and media folders", () => {
    expect(HTTP_LAYER_PREFIXES).toEqual([paths.CONTACT_PREFIX, paths.MEDIA_PREFIX]);
  });

  it.each(paths.HTTP_LAYER_PATHS.map((entry) => [entry.path, entry.handler]))("%s is answered by %s, mounted by the request chain", (_path, handler) => {
    expect(fs.existsSync(path.join(ROOT, handler))).toBe(true);
    expect(chain).toContain(`from "./${path.basename(handler, ".ts")}"`);
  });

  it.each(HTTP_LAYER_PREFIXES.map((prefix) => [prefix]))("no route module claims %s", (prefix) => {
    expect(ROUTES.filter(({ segments }) => segments[0]?.kind === "static" && `/${segments[0].value}` === prefix)).toEqual([]);
  });
});

describe("cache policy of the private routes", () => {
  // The admin, sign-in and health routes set no Cache-Control of their own: the HTTP layer's
  // policy makes every one of their responses private, whatever the status or cookies.
  const privateRoutes = ROUTES.filter(({ segments }) =>
    paths.PRIVATE_PATH_PREFIXES.some((prefix) => segments[0]?.kind === "static" && `/${segments[0].value}` === prefix),
  );
  const urls = privateRoutes.map(({ segments }) => "/" + segments.map((s) => (s.kind === "static" ? s.value : "7")).join("/"));

  it("finds the admin, auth and health routes", () => {
    expect(urls).toEqual(expect.arrayContaining([paths.ADMIN_PATH, paths.PANEL_PATH, paths.LOGIN_PATH, paths.GOOGLE_CALLBACK_PATH, paths.HEALTH_PATH]));
    expect(urls.length).toBe(privateRoutes.length);
  });

  it.each(urls.flatMap((url) => [[url], [`${url}.data`]]))("%s is private, no-store for every answer", (pathname) => {
    for (const status of [200, 302, 400, 401, 404, 429, 500]) {
      for (const requestHasCookie of [false, true]) {
        for (const setsCookie of [false, true]) {
          expect(dynamicCacheControl({ pathname, status, requestHasCookie, setsCookie, routeChoice: undefined })).toBe("private, no-store");
        }
      }
    }
  });
});
