import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { requireAdmin } from "~/server/auth.server";
import { createBatchPage } from "~/server/page-generation.server";

/** One page of the batch (JavaScript): creates page `index` of the fixed list, answers JSON. */
export async function action({ request }: ActionFunctionArgs) {
  await requireAdmin(request);
  const form = await request.formData();
  const index = Number(form.get("index"));
  return Response.json(createBatchPage(Number.isInteger(index) ? index : -1));
}

/** Only POST does something here; the guard still answers first. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return new Response("Método não permitido", { status: 405, headers: { Allow: "POST" } });
}
