import { DEFAULT_PHONE } from "~/content/business";
import type { Contact } from "~/lib/contact";
import { phoneDigits } from "~/lib/whatsapp";
import { getEnv } from "./env.server";

let cached: Contact | undefined;

/** Phone and e-mail as the operator configured them (BUSINESS_PHONE / BUSINESS_EMAIL). */
export function getContact(): Contact {
  if (cached) return cached;
  const env = getEnv();
  const phone = env.BUSINESS_PHONE ?? DEFAULT_PHONE;
  const digits = phoneDigits(phone);
  cached = {
    phone,
    phoneHref: `tel:+${digits}`,
    whatsappNumber: digits,
    email: env.BUSINESS_EMAIL ?? null,
    address: env.BUSINESS_ADDRESS ?? null,
  };
  return cached;
}

export function resetContactForTests() {
  cached = undefined;
}
