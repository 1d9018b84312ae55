import type { LoaderFunctionArgs } from "@remix-run/node";
import { REQUESTS_ADMIN_PATH } from "~/lib/paths";
import { toast } from "~/lib/toast";
import { requireAdmin } from "~/server/auth/auth.server";
import { recordActivity } from "~/server/admin/activity-log.server";
import { now } from "~/server/infra/clock.server";
import { redirectWithToast } from "~/server/infra/toast.server";
import { requestsExport } from "~/server/requests/request-export.server";

/** One person's visit requests as JSON, found by the phone they typed (LGPD art. 18: access), streamed a page at a time. Photos are listed by key; each opens in "Pedidos". */
export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  const typed = (new URL(request.url).searchParams.get("telefone") ?? "").slice(0, 40);
  const found = requestsExport(typed, now());
  if (!found) return redirectWithToast(REQUESTS_ADMIN_PATH, toast("Erro", "Telefone inválido: use o DDD e o número, como (11) 98765-4321.", "destructive"));
  recordActivity(admin.email, "pedido.exportar", `${found.phone}: ${found.count} pedido(s)`);
  return new Response(found.body, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="pedidos-${found.phone.replace(/\D/g, "")}.json"`,
      "Cache-Control": "private, no-store",
    },
  });
}
