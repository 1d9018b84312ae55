import { useLocation } from "@remix-run/react";
import { REVIEW_PREFIX, isUnder } from "../paths";
import { contactClickHref, type ContactChannel, type Placement } from "./contact-click";
import type { WhatsAppMessage } from "./message-keys";

/**
 * The href of a counted contact button on the page being rendered (decision 0014): the page's
 * path goes with it, never its query string, so a cached page's links are the same for everyone.
 * A review-request form goes as its prefix: its path carries the customer's token (decision 0027).
 */
export function useContactHref(channel: ContactChannel, placement: Placement, message?: WhatsAppMessage): string {
  return contactClickHref(channel, useContactFromPath(), placement, message);
}

/**
 * The page a contact link or the visit request form names as where the visitor came from: its
 * path, or a review-request form's prefix (its path carries the customer's token, decision 0027).
 */
export function useContactFromPath(): string {
  const { pathname } = useLocation();
  return isUnder(pathname, REVIEW_PREFIX) ? REVIEW_PREFIX : pathname;
}

/** rel of every counted contact link: not followed by crawlers (they are disallowed anyway). */
export const CONTACT_REL = { whatsapp: "nofollow noopener noreferrer", telefone: "nofollow" } as const;
