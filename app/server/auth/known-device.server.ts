import crypto from "node:crypto";
import { ADMIN_PATH } from "~/lib/paths";
import { siteCookie } from "../infra/cookies.server";

/*
 * Known-device cookie (OWASP "Slow down online guessing attacks with device cookies"): after a
 * completed sign-in the browser gets a cookie naming the account, with a random nonce, signed
 * with SESSION_SECRET and kept for a year. A later sign-in for the same account from that
 * browser counts its failures against the cookie's nonce instead of the account, so failures
 * from elsewhere never lock it out, while the cookie locks itself out after its own failures
 * (LOGIN_LIMIT in rate-limit.server.ts). Scoped to /admin: public pages never carry it.
 */

export const KNOWN_DEVICE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export type KnownDevice = { email: string; nonce: string };

function deviceCookie() {
  return siteCookie("admin_device", { path: ADMIN_PATH, maxAge: KNOWN_DEVICE_MAX_AGE_SECONDS });
}

/** The browser's known-device cookie when its signature holds, otherwise null. */
export async function readKnownDevice(request: Request): Promise<KnownDevice | null> {
  const header = request.headers.get("Cookie");
  if (!header) return null;
  const value = (await deviceCookie().parse(header)) as { e?: unknown; n?: unknown } | null;
  if (typeof value?.e !== "string" || typeof value.n !== "string" || !/^[\w-]{22}$/.test(value.n)) return null;
  return { email: value.e, nonce: value.n };
}

/** Set-Cookie of a new known-device cookie for `email` (a fresh nonce at every sign-in). */
export async function knownDeviceCookie(email: string): Promise<string> {
  return deviceCookie().serialize({ e: email, n: crypto.randomBytes(16).toString("base64url") });
}
