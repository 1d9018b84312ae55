import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { notFound } from "~/server/data/not-found-log.server";

/**
 * Target of redirects for unknown generated pages (docs/product.md §4.8, §4.13): the
 * not-found page, HTTP 404. The path that was asked for is logged before the redirect, so
 * this one is not.
 */
export function loader({ request }: LoaderFunctionArgs) {
  throw notFound(request, { log: false });
}

export const meta: MetaFunction = () => [{ title: "Página não encontrada | Motores PPA" }, { name: "robots", content: "noindex" }];

export default function NotFoundRoute() {
  return null;
}
