import type { LoaderFunctionArgs } from "@remix-run/node";
import { LOGIN_PATH, PANEL_PATH } from "~/lib/admin-auth";
import { clearGoogleStateCookies, finishGoogleLogin, signedIn } from "~/server/auth.server";
import { redirectWithToast } from "~/server/toast.server";

/** Google sends the visitor back here with `code` and `state`; the session starts only for an authorised account. */
export async function loader({ request }: LoaderFunctionArgs) {
  const result = await finishGoogleLogin(request);
  const headers = new Headers();
  for (const cookie of clearGoogleStateCookies(request)) headers.append("Set-Cookie", cookie);
  if (!result.ok) return redirectWithToast(LOGIN_PATH, result.toast, { headers });
  headers.append("Set-Cookie", result.setCookie);
  return redirectWithToast(PANEL_PATH, signedIn(), { headers });
}
