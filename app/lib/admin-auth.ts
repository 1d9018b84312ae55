import type { HeadersFunction } from "@remix-run/node";
import { AUTH_PATH_PREFIX, LOGIN_PATH, LOGOUT_PATH, PANEL_PATH } from "./paths";

/** Admin sign-in rules shared by the login page and the server (the paths are in ./paths.ts). */

/** Hidden field people never fill; bots that fill every input reveal themselves. */
export const HONEYPOT_FIELD = "website";

function decoded(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/**
 * Where to go after signing in: an ASCII path on this site, checked after Unicode NFKC
 * normalisation (a full-width "／／evil.com" is "//evil.com"). It starts with a single "/",
 * not "//" or "/\", has no backslash, space or control character, not even percent-encoded,
 * and is not one of the sign-in or sign-out URLs; anything else gives the fallback (the panel).
 * Being ASCII, it always fits a Location header.
 */
export function safeRedirect(to: unknown, fallback: string = PANEL_PATH): string {
  if (typeof to !== "string" || to.length > 2000) return fallback;
  const target = to.normalize("NFKC");
  if (!/^\/[\x21-\x7e]*$/.test(target) || target.startsWith("//") || target.includes("\\")) return fallback;
  const plain = decoded(target);
  // eslint-disable-next-line no-control-regex -- control characters are what this refuses
  if (plain === null || plain.startsWith("//") || /[\\\u0000-\u001f\u007f]/.test(plain)) return fallback;
  const path = plain.split(/[?#]/)[0];
  if (path === LOGIN_PATH || path.startsWith(`${LOGIN_PATH}/`) || path === LOGOUT_PATH || path.startsWith(`${AUTH_PATH_PREFIX}/`)) return fallback;
  return target;
}

/** Sign-in URL that brings the admin back to `path` afterwards. */
export function loginUrl(path: string | null): string {
  const target = path ? safeRedirect(path, "") : "";
  return target ? `${LOGIN_PATH}?redirectTo=${encodeURIComponent(target)}` : LOGIN_PATH;
}

/**
 * `headers` of the sign-in screens: an action's Retry-After (429) reaches the response.
 * Cache-Control is not set here: every /admin response is `private, no-store` by the HTTP
 * layer's cache policy (http/cache-policy.ts; tests/unit/http-policy.test.ts).
 */
export const signInHeaders: HeadersFunction = ({ actionHeaders }) => {
  const out = new Headers();
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) out.set("Retry-After", retryAfter);
  return out;
};
