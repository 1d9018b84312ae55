import { getEnv } from "../infra/env.server";
import { readSession } from "./session.server";

/**
 * True when a `Cookie` header carries a live admin session: the cookie's signature is checked
 * first (SESSION_SECRET, siteCookie), then one indexed lookup of the session row, exactly as the
 * admin guard does (decision 0005). The HTTP layer asks this before it reads a large request
 * body (http/body-limit.ts, decision 0025): only a real session gets more than the small limit.
 */
export async function hasAdminSession(cookieHeader: string | undefined): Promise<boolean> {
  if (!cookieHeader || !cookieHeader.includes("admin_session=")) return false;
  // readSession reads only the request's Cookie header; the URL is the site's own.
  const request = new Request(getEnv().SITE_URL, { headers: { Cookie: cookieHeader } });
  return (await readSession(request)) !== null;
}
