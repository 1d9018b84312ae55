import type { LoaderFunctionArgs } from "@remix-run/node";
import { parseContactClick } from "~/lib/leads/contact-click";
import { contactRedirect } from "~/server/leads/contact-redirect.server";
import { notFound } from "~/server/data/not-found-log.server";

/** Counted contact link (issue #15): /contato/whatsapp and /contato/telefone. */
export function loader({ request, params, context }: LoaderFunctionArgs) {
  const click = parseContactClick(params.canal ?? "", new URL(request.url).searchParams);
  if (!click) throw notFound(request);
  return contactRedirect(request, click, context.clientIp);
}
