import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { startGoogleLogin } from "~/server/auth/auth.server";
import { assertSameSite } from "~/server/infra/origin.server";
import { LOGIN_PATH } from "~/lib/paths";

export function loader() {
  return redirect(LOGIN_PATH);
}

/** "Entrar com Google": sets the state/PKCE cookie and sends the visitor to Google. */
export async function action({ request }: ActionFunctionArgs) {
  assertSameSite(request);
  return startGoogleLogin(request);
}
