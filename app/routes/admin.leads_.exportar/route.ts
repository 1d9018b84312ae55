import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireAdmin } from "~/server/auth/auth.server";
import { now } from "~/server/infra/clock.server";
import { leadsCsv } from "~/server/leads/export.server";

/**
 * CSV of the dashboard's tables, of the counted clicks and of the suspect clicks (decisions 0014, 0023):
 * /admin/leads/exportar?tabela=…&de=…&ate=… The clicks are streamed a page at a time.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const csv = leadsCsv(new URL(request.url).searchParams, now());
  if (!csv) return new Response("Tabela desconhecida ou período inválido.", { status: 400, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  return new Response(csv.body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${csv.filename}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
