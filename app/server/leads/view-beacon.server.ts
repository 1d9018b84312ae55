import { cleanFromPath } from "~/lib/leads/contact-click";
import { now } from "../infra/clock.server";
import { countView } from "./views.server";
import { logServerError } from "../infra/log.server";

/** A transparent 1×1 GIF (42 bytes). */
export const VIEW_BEACON_IMAGE = Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64");

/** No cache may keep it: a view the origin never sees is a view lost behind a CDN. */
export const VIEW_BEACON_HEADERS = {
  "Content-Type": "image/gif",
  "Content-Length": String(VIEW_BEACON_IMAGE.length),
  "Cache-Control": "no-store, private",
  "X-Robots-Tag": "noindex, nofollow",
};

/** Counts a GET of the beacon; a failure is logged and the image is still sent. */
export function countPageView(request: Request, clientIp: string) {
  if (request.method !== "GET") return;
  try {
    const raw = new URL(request.url).searchParams.get("p");
    const path = cleanFromPath(raw);
    // A path that is not one (foreign, odd) is no view at all: only the site's pages count (decision 0023).
    if (path === "/" && raw?.split(/[?#]/, 1)[0] !== "/") return;
    countView(path, clientIp, request.headers.get("user-agent") ?? "", now());
  } catch (error) {
    logServerError(error, request);
  }
}
