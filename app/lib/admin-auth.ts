/** Admin sign-in paths and rules shared by the login page and the server. */
export const LOGIN_PATH = "/admin/login";
export const PANEL_PATH = "/admin/painel";
export const LOGOUT_PATH = "/admin/logout";

/** Hidden field people never fill; bots that fill every input reveal themselves. */
export const HONEYPOT_FIELD = "website";

/**
 * Where to go after signing in: a path on this site only (no "//host", no backslashes, no
 * control characters), never back to the sign-in or sign-out URLs; otherwise the panel.
 */
export function safeRedirect(to: unknown, fallback: string = PANEL_PATH): string {
  if (typeof to !== "string" || to.length > 2000) return fallback;
  if (!to.startsWith("/") || to.startsWith("//") || /[\\\u0000-\u001f]/.test(to)) return fallback;
  const path = to.split(/[?#]/)[0];
  if (path === LOGIN_PATH || path === LOGOUT_PATH || path.startsWith("/auth/")) return fallback;
  return to;
}

/** Sign-in URL that brings the admin back to `path` afterwards. */
export function loginUrl(path: string | null): string {
  const target = path ? safeRedirect(path, "") : "";
  return target ? `${LOGIN_PATH}?redirectTo=${encodeURIComponent(target)}` : LOGIN_PATH;
}
