import type { Toast } from "~/lib/toast";
import { siteCookie } from "./cookies.server";

/**
 * One-shot messages ("flash") carried by a signed cookie across a redirect: the next
 * page shows them once, with or without JavaScript, and they are cleared on read.
 */
function toastCookie() {
  return siteCookie("toast", { maxAge: 60 });
}

/** Set-Cookie header value that makes the next page show `toast`. */
export async function setToastCookie(toast: Toast): Promise<string> {
  return toastCookie().serialize(toast);
}

/** Reads the pending toast (if any) and the Set-Cookie header that clears it. */
export async function readToast(request: Request): Promise<{ toast: Toast | null; clear: string | null }> {
  const cookie = toastCookie();
  const header = request.headers.get("Cookie");
  if (!header || !header.includes("toast=")) return { toast: null, clear: null };
  const value = (await cookie.parse(header)) as Toast | null;
  const clear = await cookie.serialize("", { maxAge: 0 });
  return { toast: value && typeof value.title === "string" ? value : null, clear };
}

/** Redirect that shows a toast on the target page. */
export async function redirectWithToast(url: string, toast: Toast, init: ResponseInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.append("Set-Cookie", await setToastCookie(toast));
  headers.set("Location", url);
  return new Response(null, { ...init, status: init.status ?? 303, headers });
}
