import { contactClickPath } from "~/lib/paths";

/**
 * The counted contact links (issue #15): every WhatsApp and phone button points to a
 * first-party path that records the click and redirects. The target is always built from
 * the business's own number; the link only says where the click came from and, for
 * WhatsApp, the message to prefill — cut and cleaned here, never trusted.
 */
export const CONTACT_CHANNELS = ["whatsapp", "telefone"] as const;
export type ContactChannel = (typeof CONTACT_CHANNELS)[number];

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

export const MAX_MESSAGE_CHARS = 500;
export const MAX_FROM_PATH_CHARS = 300;

/** The href of a counted contact button. */
export function contactClickHref(channel: ContactChannel, from: string, placement: Placement, message?: string): string {
  const params = new URLSearchParams({ de: from, local: placement });
  if (channel === "whatsapp" && message) params.set("texto", message);
  return `${contactClickPath(channel)}?${params}`;
}

export type ContactClick = { channel: ContactChannel; from: string; placement: Placement; message: string | null };

/** Control characters except line breaks, and the invisible bidi/format characters. */
const UNWANTED_CLASS = "[\\u0000-\\u0009\\u000b-\\u001f\\u007f-\\u009f\\u200b-\\u200f\\u202a-\\u202e\\u2060-\\u2064\\ufeff]";
const UNWANTED = new RegExp(UNWANTED_CLASS, "g");
const HAS_UNWANTED = new RegExp(UNWANTED_CLASS);

/** Same-site path of the page the click came from, or "/" when it does not look like one. */
export function cleanFromPath(raw: string | null): string {
  if (!raw || !raw.startsWith("/") || raw.startsWith("//") || raw.includes("\\")) return "/";
  const path = raw.split(/[?#]/, 1)[0];
  return path.length > MAX_FROM_PATH_CHARS || HAS_UNWANTED.test(path) ? "/" : path;
}

/** The prefilled text, NFC, without control characters, at most MAX_MESSAGE_CHARS code points. */
export function cleanMessage(raw: string | null): string | null {
  if (!raw) return null;
  const text = raw.normalize("NFC").replace(UNWANTED, "").replace(/\r\n?/g, "\n").trim();
  if (!text) return null;
  const chars = Array.from(text);
  return chars.length > MAX_MESSAGE_CHARS ? chars.slice(0, MAX_MESSAGE_CHARS).join("").trimEnd() : text;
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
    message: channel === "whatsapp" ? cleanMessage(query.get("texto")) : null,
  };
}

/**
 * The text sent to WhatsApp: the page's message, then the reference code (when the click was
 * recorded) and the note on when the reply comes (outside the opening hours).
 */
export function messageWithCode(message: string, code: string | null, afterHours: string | null): string {
  const extra = [code && `Código do atendimento: ${code}`, afterHours && `(Fora do horário de atendimento. ${afterHours})`].filter(Boolean);
  return extra.length > 0 ? [message, "", ...extra].join("\n") : message;
}
