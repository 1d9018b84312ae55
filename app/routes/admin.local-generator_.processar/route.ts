import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { readProcessTitleForm } from "~/lib/forms/generator-forms";
import { requireAdmin } from "~/server/auth/auth.server";
import { processTitle } from "~/server/generated-pages/generator-preview.server";
import { qualityJudge } from "~/server/generated-pages/judge.server";
import { recordActivity } from "~/server/admin/activity-log.server";
import { PAGE_TOOLS, pageTarget } from "~/lib/activity-actions";

/** One title of "Processar todos" (JavaScript): generates and saves it, answers JSON. */
export async function action({ request, context }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const { title, index, creativity } = readProcessTitleForm(await request.formData());
  if (!title) return Response.json({ index, title, ok: false, error: "título vazio." }, { status: 400 });
  const result = processTitle(title, creativity, index, await qualityJudge(context));
  if (result.ok && result.slug) recordActivity(admin.email, "paginas.gerar", `${PAGE_TOOLS.local}: ${pageTarget({ title: result.title, slug: result.slug })}`);
  return Response.json(result);
}

/** Only POST does something here; the guard still answers first. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return new Response("Método não permitido", { status: 405, headers: { Allow: "POST" } });
}
