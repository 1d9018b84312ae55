import type { LoaderFunctionArgs } from "@remix-run/node";
import { notFound } from "~/server/data/not-found-log.server";
import { answerContactPath } from "~/server/leads/contact-endpoints.server";

/** Counted contact link (decision 0014): /contato/whatsapp and /contato/telefone; anything else is the 404 page. */
export function loader({ request, context }: LoaderFunctionArgs) {
  const answer = answerContactPath(request, context.clientIp);
  if (!answer) throw notFound(request);
  return answer;
}
