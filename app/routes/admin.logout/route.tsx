import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { toast } from "~/lib/toast";
import { requireAdmin } from "~/server/auth/auth.server";
import { endSession } from "~/server/auth/session.server";
import { redirectWithToast } from "~/server/infra/toast.server";
import { LOGIN_PATH, PANEL_PATH } from "~/lib/paths";
import { recordActivity } from "~/server/admin/activity-log.server";

/** Signing out changes data, so it is a POST only; a GET just goes back to the panel. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return redirect(PANEL_PATH);
}

/** "Sair": deletes the session row and clears the cookie; the old cookie opens nothing afterwards. */
export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const clear = await endSession(request);
  recordActivity(admin.email, "login.sair");
  return redirectWithToast(LOGIN_PATH, toast("Sessão encerrada", "Você saiu do painel administrativo."), { headers: { "Set-Cookie": clear } });
}
