import { hasHiddenChars } from "../text-safety";
import { contactClickPath } from "~/lib/paths";
import { parseMessage, type WhatsAppMessage } from "./message-keys";

/**
 * The counted contact links (decision 0014): every WhatsApp and phone button points to a
 * first-party path that records the click and redirects. The target is always built from
 * the business's own number; the link only says where the click came from and, for
 * WhatsApp, which of the site's own messages to prefill (a key and a slug, decision 0023): the
 * server writes the text, never the link.
 */
export const CONTACT_CHANNELS = ["whatsapp", "telefone"] as const;
export type ContactChannel = (typeof CONTACT_CHANNELS)[number];

/** How a lead reached the business: a counted button, or the visit request form ("pedido", same code table). */
export const CHANNEL_LABELS: Record<string, string> = { whatsapp: "WhatsApp", telefone: "Telefone", pedido: "Pedido de visita" };
export const channelLabel = (channel: string): string => CHANNEL_LABELS[channel] ?? channel;

/** Where on the page the button sits; anything else is recorded as "outro". */
export const PLACEMENTS = [
  "cabecalho",
  "menu",
  "destaque",
  "flutuante",
  "barra-inferior",
  "cartao",
  "chamada",
  "conteudo",
  "rodape",
  "pagina-nao-encontrada",
  "outro",
] as const;
export type Placement = (typeof PLACEMENTS)[number];

export const MAX_FROM_PATH_CHARS = 300;

/** The href of a counted contact button: `msg` names the message, `sobre` its detail. */
export function contactClickHref(channel: ContactChannel, from: string, placement: Placement, message?: WhatsAppMessage): string {
  const params = new URLSearchParams({ de: from, local: placement });
  if (channel === "whatsapp" && message) {
    params.set("msg", message.key);
    if (message.detail) params.set("sobre", message.detail);
  }
  return `${contactClickPath(channel)}?${params}`;
}

export type ContactClick = { channel: ContactChannel; from: string; placement: Placement; message: WhatsAppMessage | null };

/** Same-site path of the page the click came from, or "/" when it does not look like one. */
export function cleanFromPath(raw: string | null): string {
  if (!raw || !raw.startsWith("/") || raw.startsWith("//") || raw.includes("\\")) return "/";
  const path = raw.split(/[?#]/, 1)[0];
  return path.length > MAX_FROM_PATH_CHARS || hasHiddenChars(path) ? "/" : path;
}

/** Reads a click from its path and query; null when the path is not a contact channel. */
export function parseContactClick(channelSegment: string, query: URLSearchParams): ContactClick | null {
  const channel = CONTACT_CHANNELS.find((c) => c === channelSegment);
  if (!channel) return null;
  const placementRaw = query.get("local");
  const placement = PLACEMENTS.find((p) => p === placementRaw) ?? "outro";
  return {
    channel,
    from: cleanFromPath(query.get("de")),
    placement,
    // An old link's free `texto` is ignored: the message is the site's own (decision 0023).
    message: channel === "whatsapp" ? parseMessage(query.get("msg"), query.get("sobre")) : null,
  };
}

/**
 * The text sent to WhatsApp: the site's message, then the reference code when the click was
 * recorded. Nothing else: the message goes out in the visitor's name, so the business's own notes
 * (when the reply comes, outside the opening hours) stay on the page (ReplyNote), never in it.
 * Only the server calls this, so the code line is its own and appears once.
 */
export function messageWithCode(message: string, code: string | null): string {
  return code ? `${message}\n\nCódigo do atendimento: ${code}` : message;
}
