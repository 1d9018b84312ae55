// The server's identity comes from SITE_URL, never from the request (docs/operations.md "Behind a proxy
// or CDN", docs/decisions/0001-site-identity.md). Every request is checked here before any
// other code sees it: its Host must be the site's (or a configured alias, answered with a
// 301 to SITE_URL), its target must be a clean origin-form path, and the URL the app
// renders is always SITE_URL's origin plus that path. `Host`, `X-Forwarded-*` and
// `Forwarded` never reach the app.
import { LIMITS } from "../app/lib/limits";
import { PAGE_QUERIES } from "../app/lib/paths";

/** Methods the site answers; anything else gets 405 with an `Allow` header. */
export const ALLOWED_METHODS: readonly string[] = ["GET", "HEAD", "POST"];

/** Remix's own parameters of data requests (single fetch's `_routes`, an index route's `index`). */
const REMIX_QUERY_PARAMS = ["_routes", "index"];

/**
 * Query parameters some page reads, derived from what each public path declares beside its
 * builder (app/lib/paths.ts PAGE_QUERIES), and Remix's own. Only these make a different page,
 * so only these are part of the page-cache key and of the URL rendered for it, with or without
 * the cache (page-request.ts); `utm_*`, `gclid` and any other parameter neither create entries
 * nor reach a page.
 */
export const PAGE_QUERY_PARAMS: readonly string[] = [...[...new Set(Object.values(PAGE_QUERIES).flat())].sort(), ...REMIX_QUERY_PARAMS];

/** Paths answered whatever the Host (the container's health check calls localhost). */
const HOST_FREE_PATHS = new Set(["/healthz"]);

const LOOPBACK_NAMES = ["localhost", "127.0.0.1", "[::1]"];
const HOST_SYNTAX = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/;
// C0 controls, DEL, C1 controls, and the Unicode line and paragraph separators.
// eslint-disable-next-line no-control-regex -- control characters are what this removes or refuses
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

/** "Example.COM.:443" on https -> "example.com"; null when it is no host name at all. */
export function normaliseHost(value: unknown, protocol: string): string | null {
  if (typeof value !== "string") return null;
  let host = value.trim().toLowerCase();
  if (!HOST_SYNTAX.test(host.replace(/\.(?=:|$)/, ""))) return null;
  host = host.replace(/\.(?=:|$)/, "");
  const defaultPort = protocol === "https:" ? ":443" : ":80";
  if (host.endsWith(defaultPort)) host = host.slice(0, -defaultPort.length);
  return host;
}

/** What to do with a request before anything else runs. */
export type Verdict = { kind: "ok"; target: string } | Redirect | Refusal;
export type Redirect = { kind: "redirect"; location: string };
export type Refusal = { kind: "refuse"; status: number; message: string; allow?: string };

/** The parts of a Node request the identity check reads. */
export type RequestHead = { method?: string; url?: string; rawHeaders: string[] };

export type SiteIdentity = { origin: string; host: string; check: (req: RequestHead) => Verdict };

export function createSiteIdentity({ siteUrl, aliases = [] }: { siteUrl: string; aliases?: string[] }): SiteIdentity {
  const site = new URL(siteUrl);
  const origin = site.origin;
  const host = site.host;
  const aliasHosts = new Set(aliases.map((a) => normaliseHost(a, site.protocol)).filter((h): h is string => h !== null && h !== "" && h !== host));
  // On a loopback SITE_URL the other loopback names of the same port are aliases, so
  // http://127.0.0.1:3000 leads to http://localhost:3000 during development.
  if (LOOPBACK_NAMES.includes(site.hostname)) {
    for (const name of LOOPBACK_NAMES) if (name !== site.hostname) aliasHosts.add(site.port ? `${name}:${site.port}` : name);
  }

  function check(req: RequestHead): Verdict {
    const hosts: string[] = [];
    for (let i = 0; i < req.rawHeaders.length; i += 2) if (req.rawHeaders[i].toLowerCase() === "host") hosts.push(req.rawHeaders[i + 1]);
    if (hosts.length !== 1) return refuse(400, "Requisição inválida: cabeçalho Host ausente ou repetido.");
    const target = originForm(req.url ?? "");
    if (target === null) return refuse(400, "Endereço inválido.");
    if (target.length > LIMITS.maxTargetLength) return refuse(414, "Endereço longo demais.");
    const clean = cleanTarget(target);
    if (clean === null) return refuse(400, "Endereço inválido.");
    if (!ALLOWED_METHODS.includes(req.method ?? "")) {
      return { kind: "refuse", status: 405, message: "Método não permitido.", allow: ALLOWED_METHODS.join(", ") };
    }
    const requestHost = normaliseHost(hosts[0], site.protocol);
    if (requestHost === host || HOST_FREE_PATHS.has(clean.split("?")[0])) return { kind: "ok", target: clean };
    if (requestHost !== null && aliasHosts.has(requestHost)) return { kind: "redirect", location: origin + clean };
    return refuse(400, `Requisição inválida: este servidor atende apenas ${origin}.`);
  }

  /** The request target in origin form, or null (absolute form is accepted only for this site). */
  function originForm(url: string): string | null {
    if (url.startsWith("/")) return url;
    if (!/^https?:\/\//i.test(url)) return null;
    try {
      const absolute = new URL(url);
      return absolute.origin === origin ? absolute.pathname + absolute.search : null;
    } catch {
      return null;
    }
  }

  return { origin, host, check };
}

/**
 * The target with a fragment removed, or null when its path does not decode to clean text
 * (bad percent-encoding, invalid UTF-8, control or line-separator characters, backslashes).
 */
export function cleanTarget(target: string): string | null {
  const hash = target.indexOf("#");
  const withoutFragment = hash >= 0 ? target.slice(0, hash) : target;
  const q = withoutFragment.indexOf("?");
  const pathname = q >= 0 ? withoutFragment.slice(0, q) : withoutFragment;
  if (pathname.includes("\\")) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (CONTROL_CHARACTER.test(decoded) || decoded.includes("\\")) return null;
  return withoutFragment;
}

function refuse(status: number, message: string): Refusal {
  return { kind: "refuse", status, message };
}

/**
 * The page-cache key of an origin-form target: the path and, in a fixed order, the first
 * value of each parameter in PAGE_QUERY_PARAMS that is present. It is also the URL the
 * app renders for the cache, so what is stored is exactly what the key names.
 */
export function pageKey(target: string): string {
  const q = target.indexOf("?");
  if (q < 0) return normalisePath(target);
  const params = new URLSearchParams(target.slice(q + 1));
  const kept = new URLSearchParams();
  for (const name of PAGE_QUERY_PARAMS) {
    const value = params.get(name);
    if (value !== null) kept.set(name, value);
  }
  const search = kept.toString();
  const path = normalisePath(target.slice(0, q));
  return search ? `${path}?${search}` : path;
}

/** RFC 3986 §6.2.2 normalisation: unreserved characters decoded, other escapes upper-case. */
export function normalisePath(pathname: string): string {
  return pathname.replace(/%([0-9a-fA-F]{2})/g, (escape, hex) => {
    const char = String.fromCharCode(parseInt(hex, 16));
    return /[A-Za-z0-9\-._~]/.test(char) ? char : escape.toUpperCase();
  });
}

/**
 * A same-site redirect `location` with the parameters the page key dropped (utm_*, gclid…)
 * put back, so a campaign survives "/Motores?utm_source=x" -> "/motores".
 */
export function withDroppedParams(location: string, target: string, origin: string): string {
  const q = target.indexOf("?");
  if (q < 0) return location;
  let url: URL;
  try {
    url = new URL(location, origin);
  } catch {
    return location;
  }
  if (url.origin !== origin) return location;
  const original = new URLSearchParams(target.slice(q + 1));
  let changed = false;
  for (const [name, value] of original) {
    if (PAGE_QUERY_PARAMS.includes(name) || url.searchParams.has(name)) continue;
    url.searchParams.append(name, value);
    changed = true;
  }
  if (!changed) return location;
  return /^https?:/i.test(location) ? url.href : url.pathname + url.search;
}
