import type { LoaderFunctionArgs } from "@remix-run/node";
import { answerContactPath } from "~/server/leads/contact-endpoints.server";

/** The no-store image every public page loads: one human view of `p` (decision 0014). */
export function loader({ request, context }: LoaderFunctionArgs) {
  return answerContactPath(request, context.clientIp)!;
}
