import { loginUrl } from "~/lib/admin-auth";
import { getEnv } from "../infra/env.server";
import { readSession } from "./session.server";
import { LOGIN_PATH, SECOND_FACTOR_PATH } from "~/lib/paths";

/*
 * What the admin guard answers when there is no valid session, by kind of request:
 * a page navigation or plain form post is redirected to the sign-in page (which brings the
 * admin back afterwards), Remix's JavaScript data requests follow that same redirect, and any
 * other request (scripts, API clients) gets 401 JSON.
 */

/** A browser navigation: Sec-Fetch-Mode says so; clients without it are judged by Accept. */
export function isNavigationRequest(request: Request): boolean {
  const mode = request.headers.get("Sec-Fetch-Mode");
  if (mode) return mode === "navigate";
  return (request.headers.get("Accept") ?? "").includes("text/html");
}

/** Where the visitor was going: the URL for a GET, the same-site page that posted for a write. */
function returnPath(request: Request): string | null {
  const url = new URL(request.url);
  if (request.method === "GET" || request.method === "HEAD") {
    url.searchParams.delete("_routes");
    return url.pathname + url.search;
  }
  const referer = request.headers.get("Referer");
  if (!referer) return null;
  try {
    const from = new URL(referer);
    return from.origin === new URL(getEnv().SITE_URL).origin ? from.pathname + from.search : null;
  } catch {
    return null;
  }
}

/** `parkedCookie`: the Set-Cookie of a form kept for after the sign-in (decision 0032). */
export function loginRequired(request: Request, parkedCookie: string | null = null): Response {
  const location = loginUrl(returnPath(request));
  const noStore: Record<string, string> = { "Cache-Control": "no-store", ...(parkedCookie && { "Set-Cookie": parkedCookie }) };
  if (isNavigationRequest(request)) {
    return new Response(null, { status: request.method === "GET" ? 302 : 303, headers: { ...noStore, Location: location } });
  }
  return Response.json({ error: "Sessão de administrador necessária. Entre pelo login administrativo.", login: location }, { status: 401, headers: noStore });
}

/**
 * Remix's data requests (`/path.data`: client-side navigations and JavaScript form posts) reach
 * the guard as fetches and get 401; they are turned back into the sign-in redirect, which the
 * Remix client follows. Called from entry.server `handleDataRequest` with the original request.
 */
export async function loginRedirectForDataRequest(response: Response, request: Request): Promise<Response | null> {
  const url = new URL(request.url);
  url.pathname = url.pathname.replace(/\.data$/, "").replace(/^\/_root$/, "/");
  // The sign-in forms' own 401 (wrong password or code) is an answer to show, not a missing session.
  const signInForm = url.pathname === LOGIN_PATH || url.pathname === SECOND_FACTOR_PATH;
  if (response.status !== 401 || signInForm || (await readSession(request))) return null;
  const location = loginUrl(returnPath(new Request(url, { method: request.method, headers: request.headers })));
  const headers = new Headers({ Location: location, "Cache-Control": "no-store" });
  // A form the guard parked for after the sign-in keeps its cookie (decision 0032).
  for (const cookie of response.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
  return new Response(null, { status: 302, headers });
}

type MaybeErrorResponse = { status?: unknown; data?: { login?: unknown } };

/**
 * A document request that is not a navigation (curl, scripts) and hit the guard: answer the
 * guard's 401 JSON instead of rendering an error page. Null for anything else.
 */
export function loginRequiredDocument(errors: Record<string, unknown> | null | undefined): Response | null {
  for (const error of Object.values(errors ?? {})) {
    const e = error as MaybeErrorResponse | null;
    if (e && e.status === 401 && typeof e.data?.login === "string") {
      return Response.json(e.data, { status: 401, headers: { "Cache-Control": "no-store" } });
    }
  }
  return null;
}
