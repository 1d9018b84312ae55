import type { LoaderFunctionArgs } from "@remix-run/node";
import { notFound } from "~/server/data/not-found-log.server";

/** Any path no other route claims: 404 with the not-found page, and the path is logged. */
export function loader({ request }: LoaderFunctionArgs) {
  throw notFound(request);
}

/**
 * Never rendered (the loader always throws, and the root meta and ErrorBoundary draw the page);
 * it only makes this a document route, whose thrown 404 gets the site's error page instead
 * of the bare text a resource route would send.
 */
export default function CatchAll() {
  return null;
}
