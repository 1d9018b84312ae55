import type { LoaderFunctionArgs } from "@remix-run/node";
import { countPageView, VIEW_BEACON_HEADERS, VIEW_BEACON_IMAGE } from "~/server/leads/view-beacon.server";

/** The no-store image every public page loads: one human view of `p` (issue #15). */
export function loader({ request, context }: LoaderFunctionArgs) {
  countPageView(request, context.clientIp);
  return new Response(request.method === "HEAD" ? null : VIEW_BEACON_IMAGE, { headers: VIEW_BEACON_HEADERS });
}
