import { micromark } from "micromark";
import { sanitizeContent } from "./sanitize.server";

/**
 * What the owner types into "Conteúdo" becomes the stored HTML (decision 0031). A field that
 * already holds markup is HTML, as it always was, so every stored page and every generated body
 * round-trips unchanged. A field without any tag is plain text with a light syntax, read by a
 * CommonMark parser (micromark): a blank line starts a paragraph, "- " a list item, "## " (or "### ", a sub-heading) a
 * heading, **negrito**, *itálico*, [texto](https://…). Either way the result goes through the
 * sanitiser's allowlist (decision 0008), so the syntax can never produce what HTML could not.
 */

/** An opening or closing tag ("<p>", "</strong>", "<img src=…>"): the field is HTML. */
const HTML_TAG = /<\/?[a-z][a-z0-9]*(\s[^<>]*)?\/?>/i;

export function looksLikeHtml(raw: string): boolean {
  return HTML_TAG.test(raw);
}

/** The largest "Conteúdo" a save accepts; a larger one is never converted, for a save or a preview. */
export const MAX_CONTENT_BYTES = 200 * 1024;

/**
 * Nesting a person never types but a parser pays for: quote markers beyond MAX_QUOTE_DEPTH on a
 * line, and link brackets ("[", "]") beyond MAX_LINK_BRACKETS in the whole text, stay as the
 * characters typed; indentation past MAX_INDENT is cut. CommonMark's resolution of link labels
 * and deep block quotes grows faster than the text (80,000 "[" took 33 s). The characters kept
 * are handed to the parser as stand-ins it reads as plain letters (HELD, Unicode noncharacters,
 * dropped from what was typed first) and put back in its HTML: written as backslash escapes they
 * cost the parser one construct each (80,000 of them about 1 s), as letters nothing.
 */
export const MAX_QUOTE_DEPTH = 8;
export const MAX_LINK_BRACKETS = 1_000;
/** Leading spaces kept on a line (a list nested a dozen levels deep); more are dropped. */
export const MAX_INDENT = 24;

const HELD = { "[": "\uFDD0", "]": "\uFDD1", ">": "\uFDD2" } as const;
const HELD_CHARACTERS = /[\uFDD0-\uFDD2]/g;
/** The HTML of each stand-in: the character itself, ">" as the parser writes it in text. */
const HELD_HTML: Record<string, string> = { "\uFDD0": "[", "\uFDD1": "]", "\uFDD2": "&gt;" };

function boundNesting(text: string): string {
  let brackets = 0;
  return text
    .split("\n")
    .map((raw) => {
      const indent = /^[ \t]*/.exec(raw)![0];
      const line = indent.length > MAX_INDENT ? " ".repeat(MAX_INDENT) + raw.slice(indent.length) : raw;
      const quotes = /^(?: {0,3}> ?)+/.exec(line)?.[0];
      let out = line;
      if (quotes) {
        let depth = 0;
        const kept = quotes.replace(/>/g, (m) => (++depth > MAX_QUOTE_DEPTH ? HELD[">"] : m));
        out = kept + line.slice(quotes.length);
      }
      return out.replace(/(\\?)([[\]])/g, (m, escaped: string, bracket: "[" | "]") => (escaped || ++brackets <= MAX_LINK_BRACKETS ? m : HELD[bracket]));
    })
    .join("\n");
}

/** HTML for what was typed, before the sanitiser (kept apart so tests can see the conversion). */
export function typedToHtml(raw: string): string {
  if (looksLikeHtml(raw)) return raw;
  // allowDangerousHtml stays off: a stray "<" in plain text is escaped, never read as markup.
  const html = micromark(boundNesting(raw.replace(/\r\n?/g, "\n").replace(HELD_CHARACTERS, "")));
  return html.replace(HELD_CHARACTERS, (c) => HELD_HTML[c]);
}

/** Stored, sanitised HTML for the "Conteúdo" field of any admin form ("" past the save's limit). */
export function contentFromTyped(raw: string): string {
  if (Buffer.byteLength(raw, "utf8") > MAX_CONTENT_BYTES) return "";
  return sanitizeContent(typedToHtml(raw));
}
