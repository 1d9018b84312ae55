import type { LoaderFunctionArgs } from "@remix-run/node";
import { clearGoogleStateCookies, finishGoogleLogin } from "~/server/auth/auth.server";
import { signInResponse } from "~/server/auth/sign-in.server";
import { redirectWithToast } from "~/server/infra/toast.server";
import { LOGIN_PATH } from "~/lib/paths";

/**
 * Google sends the visitor back here with `code` and `state`; an authorised account goes on to
 * the panel, or first to the code step when its second factor is on.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const result = await finishGoogleLogin(request);
  const stateCookies = clearGoogleStateCookies(request);
  if (result.ok) return signInResponse(result.signIn, stateCookies);
  const headers = new Headers();
  for (const cookie of stateCookies) headers.append("Set-Cookie", cookie);
  return redirectWithToast(LOGIN_PATH, result.toast, { headers });
}
