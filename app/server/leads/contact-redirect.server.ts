import { messageWithCode, type ContactClick } from "~/lib/leads/contact-click";
import { messageText, type StoredNames } from "~/lib/leads/message-text";
import { whatsappLink } from "~/lib/whatsapp";
import { now } from "../infra/clock.server";
import { getContact } from "../infra/contact.server";
import { getEnv } from "../infra/env.server";
import { campaignFrom, cleanHost, clickStore } from "./clicks.server";
import { storedNames } from "./site-pages.server";
import { log, logServerError } from "../infra/log.server";
import { callCodeFormat, callCodeResponse } from "./call-code.server";

/**
 * GET /contato/{whatsapp|telefone}: records the click (decision 0014) and answers 302 to the
 * business's own WhatsApp chat or phone. The target never comes from the request, nor does the
 * message: the link names one of the site's templates and the code line is added here, once
 * (decision 0023). A failure to record is logged and the visitor is still sent on. Nothing here is cached.
 */
export function contactRedirect(request: Request, click: ContactClick, clientIp: string): Response {
  const at = now();
  let code: string | null = null;
  if (request.method === "GET") {
    try {
      const url = new URL(request.url);
      const page = sameSitePage(request.headers.get("referer"));
      code = clickStore.record({
        click,
        address: clientIp,
        userAgent: request.headers.get("user-agent") ?? "",
        // JavaScript carries the landing's referrer as `ref`; without it, only a foreign Referer says anything.
        referrerHost: cleanHost(url.searchParams.get("ref")) ?? (page ? null : cleanHost(request.headers.get("referer"))),
        campaign: campaignFrom(url.searchParams, page?.searchParams ?? null),
        at,
      }).code;
    } catch (error) {
      // Logged, and the visitor is still sent on: counting must never block the contact.
      logServerError(error, request);
    }
  }
  const contact = getContact();
  const format = click.channel === "telefone" ? callCodeFormat(new URL(request.url).searchParams) : null;
  if (format) return callCodeResponse(format, code, contact, click.from);
  // Without the number the owner has not set yet, the visitor goes to the home (decision 0028).
  const target =
    (click.channel === "telefone"
      ? contact.phoneHref
      : contact.whatsappNumber && whatsappLink(contact.whatsappNumber, messageWithCode(whatsappText(click), code))) ?? "/";
  return new Response(null, {
    status: 302,
    headers: { Location: target, "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow", "Referrer-Policy": "no-referrer" },
  });
}

/** The site's own message the link names; the default one if the names cannot be read (the visitor is sent on all the same). */
function whatsappText(click: ContactClick): string {
  try {
    return messageText(click.message, storedNames());
  } catch (error) {
    log.error("Falha ao ler os nomes das páginas para a mensagem do WhatsApp", error);
    return messageText(null, NO_NAMES);
  }
}

const NO_NAMES: StoredNames = { motor: () => undefined, post: () => undefined, generatedPage: () => undefined, topic: () => undefined };

/** The site's own page in a Referer header (its query may carry utm_* of the landing), or null. */
function sameSitePage(referer: string | null): URL | null {
  if (!referer) return null;
  try {
    const url = new URL(referer);
    return url.origin === new URL(getEnv().SITE_URL).origin ? url : null;
  } catch {
    return null;
  }
}
