import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { notFound } from "~/server/data/not-found-log.server";

/** Any path no other route claims: 404 with the not-found page, and the path is logged. */
export function loader({ request }: LoaderFunctionArgs) {
  throw notFound(request);
}

export const meta: MetaFunction = () => [{ title: "Página não encontrada | Motores PPA" }, { name: "robots", content: "noindex" }];

export default function CatchAll() {
  return null;
}
