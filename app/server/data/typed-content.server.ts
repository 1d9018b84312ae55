import { micromark } from "micromark";
import { sanitizeContent } from "./sanitize.server";

/**
 * What the owner types into "Conteúdo" becomes the stored HTML (decision 0031). A field that
 * already holds markup is HTML, as it always was, so every stored page and every generated body
 * round-trips unchanged. A field without any tag is plain text with a light syntax, read by a
 * CommonMark parser (micromark): a blank line starts a paragraph, "- " a list item, "## " a
 * heading, **negrito**, *itálico*, [texto](https://…). Either way the result goes through the
 * sanitiser's allowlist (decision 0008), so the syntax can never produce what HTML could not.
 */

/** An opening or closing tag ("<p>", "</strong>", "<img src=…>"): the field is HTML. */
const HTML_TAG = /<\/?[a-z][a-z0-9]*(\s[^<>]*)?\/?>/i;

export function looksLikeHtml(raw: string): boolean {
  return HTML_TAG.test(raw);
}

/** HTML for what was typed, before the sanitiser (kept apart so tests can see the conversion). */
export function typedToHtml(raw: string): string {
  if (looksLikeHtml(raw)) return raw;
  // allowDangerousHtml stays off: a stray "<" in plain text is escaped, never read as markup.
  return micromark(raw.replace(/\r\n?/g, "\n"));
}

/** Stored, sanitised HTML for the "Conteúdo" field of any admin form. */
export function contentFromTyped(raw: string): string {
  return sanitizeContent(typedToHtml(raw));
}
