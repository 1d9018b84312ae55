import { createCookie, type CookieOptions } from "@remix-run/node";
import { getEnv } from "./env.server";

/** True when SITE_URL is https: cookies are then Secure and `__Host-` prefixed. */
export function siteIsHttps(): boolean {
  return getEnv().SITE_URL.startsWith("https://");
}

/**
 * A cookie signed with SESSION_SECRET (the first secret signs, every listed one verifies, so
 * secrets can rotate), HttpOnly, SameSite=Lax and Path=/ unless `options.path` narrows it.
 * Over https it is Secure and named `__Host-<name>`, which pins it to this exact host; a cookie
 * with a narrower path cannot carry that prefix and is named `__Secure-<name>`.
 */
export function siteCookie(name: string, options: CookieOptions = {}) {
  const secure = siteIsHttps();
  const prefix = !secure ? "" : (options.path ?? "/") === "/" ? "__Host-" : "__Secure-";
  return createCookie(`${prefix}${name}`, {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure,
    secrets: getEnv().SESSION_SECRET,
    ...options,
  });
}
