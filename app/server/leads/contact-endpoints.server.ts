import { parseContactClick } from "~/lib/leads/contact-click";
import { CONTACT_PREFIX, VIEW_BEACON_PATH } from "~/lib/paths";
import { contactRedirect } from "./contact-redirect.server";
import { countPageView, VIEW_BEACON_HEADERS, VIEW_BEACON_IMAGE } from "./view-beacon.server";

/**
 * The answers under /contato/ (decision 0014): the view beacon and the counted redirects.
 * The HTTP layer calls this before the render queue, since these answers render no page
 * (http/contact.ts, in production and development alike; no route module answers /contato/).
 * Null when the path is not one of them (the caller goes on to Remix, whose catch-all route
 * answers the logged 404).
 */
export function answerContactPath(request: Request, clientIp: string): Response | null {
  const url = new URL(request.url);
  if (request.method !== "GET" && request.method !== "HEAD") return null;
  if (url.pathname === VIEW_BEACON_PATH) {
    countPageView(request, clientIp);
    return new Response(request.method === "HEAD" ? null : VIEW_BEACON_IMAGE, { headers: VIEW_BEACON_HEADERS });
  }
  if (!url.pathname.startsWith(`${CONTACT_PREFIX}/`)) return null;
  const click = parseContactClick(url.pathname.slice(CONTACT_PREFIX.length + 1), url.searchParams);
  return click ? contactRedirect(request, click, clientIp) : null;
}
