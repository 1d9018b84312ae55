import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { PANEL_PATH } from "~/lib/admin-auth";
import { requireAdmin } from "~/server/auth/auth.server";

/** /admin is the panel. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return redirect(PANEL_PATH);
}
