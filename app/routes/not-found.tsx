import type { LoaderFunctionArgs } from "@remix-run/node";
import { notFound } from "~/server/data/not-found-log.server";

/**
 * Target of redirects for unknown generated pages (docs/product.md §4.8, §4.13): the
 * not-found page, HTTP 404. The path that was asked for is logged before the redirect, so
 * this one is not.
 */
export function loader({ request }: LoaderFunctionArgs) {
  throw notFound(request, { log: false });
}

/**
 * Never rendered (the loader always throws, and the root meta and ErrorBoundary draw the page);
 * it only makes this a document route, whose thrown 404 gets the site's error page instead
 * of the bare text a resource route would send.
 */
export default function NotFoundRoute() {
  return null;
}
