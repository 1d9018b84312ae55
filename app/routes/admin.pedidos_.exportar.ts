import type { LoaderFunctionArgs } from "@remix-run/node";
import { REQUESTS_ADMIN_PATH } from "~/lib/paths";
import { toast } from "~/lib/toast";
import { requireAdmin } from "~/server/auth/auth.server";
import { recordActivity } from "~/server/admin/activity-log.server";
import { redirectWithToast } from "~/server/infra/toast.server";
import { requestsOfPhone } from "~/server/requests/request-list.server";

/** One person's visit requests as JSON, found by the phone they typed (LGPD art. 18: access). Photos are listed by key; each opens in "Pedidos". */
export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  const typed = (new URL(request.url).searchParams.get("telefone") ?? "").slice(0, 40);
  const found = requestsOfPhone(typed);
  if (!found) return redirectWithToast(REQUESTS_ADMIN_PATH, toast("Erro", "Telefone inválido: use o DDD e o número, como (11) 98765-4321.", "destructive"));
  recordActivity(admin.email, "pedido.exportar", `${found.phone}: ${found.rows.length} pedido(s)`);
  const body = {
    telefone: found.phone,
    exportadoEm: new Date().toISOString(),
    pedidos: found.rows.map((r) => ({
      codigo: r.code,
      recebidoEm: new Date(r.at).toISOString(),
      pagina: r.pagePath,
      nome: r.name,
      telefone: r.phone,
      local: r.place,
      tipoDePortao: r.gateType,
      descricao: r.problem,
      diaPreferido: r.preferredDay,
      periodo: r.period,
      fotos: JSON.parse(r.photos) as string[],
      resultado: r.outcome,
    })),
  };
  return new Response(JSON.stringify(body, null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="pedidos-${found.phone.replace(/\D/g, "")}.json"`,
      "Cache-Control": "private, no-store",
    },
  });
}
