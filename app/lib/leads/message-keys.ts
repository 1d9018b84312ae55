/**
 * The prefilled WhatsApp messages a counted link may ask for (decision 0023): a key naming one
 * of the site's own templates (app/lib/leads/message-text.ts) and at most a short detail, the
 * slug or id of a row of the site's own tables (a model, a place, a problem…). The link never
 * carries text: the server writes the message, and adds the reference code once, itself.
 */
export const MESSAGE_KEYS = [
  "geral",
  "desconto",
  "video",
  "catalogo",
  "servico",
  "duvidas",
  "tutorial",
  "documento",
  "regiao",
  "manutencao-express",
  "local",
  "problema",
  "busca",
  "topico",
  "motor",
  "postagem",
  "pagina-gerada",
  "diagnostico",
  "qual-motor",
] as const;
export type MessageKey = (typeof MESSAGE_KEYS)[number];

/** A template chosen by key, with the slug or id it is about (looked up on the server, never shown as typed). */
export type WhatsAppMessage = { key: MessageKey; detail?: string };

/** The "qual-motor" detail when no model of the catalogue fits the answers. */
export const NO_MODEL = "nenhum";

/** Longest detail read from a link; a slug or id of the site's tables is shorter. */
export const MAX_MESSAGE_DETAIL_CHARS = 120;

const DETAIL = /^[a-z0-9][a-z0-9-]*$/;

export function whatsappMessage(key: MessageKey, detail?: string | null): WhatsAppMessage {
  return detail ? { key, detail } : { key };
}

/** The message a link asks for, or null: an unknown key, or a detail that is not a slug, is no message at all. */
export function parseMessage(key: string | null, detail: string | null): WhatsAppMessage | null {
  const known = MESSAGE_KEYS.find((k) => k === key);
  if (!known) return null;
  if (!detail) return { key: known };
  return detail.length <= MAX_MESSAGE_DETAIL_CHARS && DETAIL.test(detail) ? { key: known, detail } : { key: known };
}
