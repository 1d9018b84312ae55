import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { requireAdmin } from "~/server/auth/auth.server";
import { PANEL_PATH } from "~/lib/paths";

/** /admin is the panel. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return redirect(PANEL_PATH);
}
