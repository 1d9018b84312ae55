import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { readBatchPageForm } from "~/lib/forms/generator-forms";
import { requireAdmin } from "~/server/auth/auth.server";
import { createBatchPage } from "~/server/generated-pages/batches.server";
import { qualityJudge } from "~/server/generated-pages/judge.server";
import { recordActivity } from "~/server/admin/activity-log.server";
import { PAGE_TOOLS, pageTarget } from "~/lib/activity-actions";

/** One page of the batch (JavaScript): creates page `index` of the fixed list, answers JSON. */
export async function action({ request, context }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const form = readBatchPageForm(await request.formData());
  if (!form.ok) return Response.json({ success: false, error: form.error }, { status: 400 });
  const result = createBatchPage(form.index, await qualityJudge(context));
  if (result.success && result.slug)
    recordActivity(admin.email, "paginas.gerar", `${PAGE_TOOLS.batch}: ${pageTarget({ title: result.title, slug: result.slug })}`);
  return Response.json(result);
}

/** Only POST does something here; the guard still answers first. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return new Response("Método não permitido", { status: 405, headers: { Allow: "POST" } });
}
