import { LIMITS } from "./limits";

/**
 * The one cleaner of typed text, admin and visitor alike (docs/security.md "Text fields",
 * docs/architecture.md "One schema per form"):
 * one list of the characters that are removed, one list of the invisible ones that are counted,
 * and one rule for stacked combining marks. Every form and every log line uses these helpers
 * instead of its own pattern.
 */

/** Control characters (C0 but tab and line breaks, DEL, C1) and the bidirectional marks, overrides and isolates. */
const UNSAFE_CLASS = "\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f-\\u009f\\u200e\\u200f\\u202a-\\u202e\\u2066-\\u2069";
/** Characters that draw nothing: soft hyphen, zero-width space/joiners, word joiner and invisible operators, BOM, tags. */
const INVISIBLE_CLASS = "\\u00ad\\u180e\\u200b-\\u200d\\u2060-\\u2064\\ufeff\\u{e0000}-\\u{e007f}";

const UNSAFE = new RegExp(`[${UNSAFE_CLASS}]`, "u");
const UNSAFE_RUNS = new RegExp(`[${UNSAFE_CLASS}]+`, "gu");
const INVISIBLE_ALL = new RegExp(`[${INVISIBLE_CLASS}]`, "gu");
const HIDDEN = new RegExp(`[\\t\\n\\r${UNSAFE_CLASS}${INVISIBLE_CLASS}]`, "u");
const COMBINING_RUN = /\p{M}+/gu;

/** True when the text holds a control or bidirectional character (the text is refused or cleaned, never stored as is). */
export function hasUnsafeChars(text: string): boolean {
  return UNSAFE.test(text);
}

/** True when the text holds anything a reader cannot see: controls, line breaks, tabs, bidi marks, zero-width characters. */
export function hasHiddenChars(text: string): boolean {
  return HIDDEN.test(text);
}

/** The text with each run of control and bidirectional characters replaced by `replacement`. */
export function withoutUnsafe(text: string, replacement = " "): string {
  return text.replace(UNSAFE_RUNS, replacement);
}

/** "Vila  Mariana" -> "Vila Mariana": one line, no control characters, one space between words. */
export function cleanLine(text: string): string {
  return withoutUnsafe(text).replace(/\s+/g, " ").trim();
}

/** A text of paragraphs: each line cleaned, blank lines dropped, one line break between paragraphs. */
export function cleanParagraphs(text: string): string {
  return text.replace(/\r\n?/g, "\n").split("\n").map(cleanLine).filter(Boolean).join("\n");
}

/** Longest run of combining marks (accents stacked on one letter). */
function longestCombiningRun(text: string): number {
  let longest = 0;
  for (const run of text.matchAll(COMBINING_RUN)) longest = Math.max(longest, Array.from(run[0]).length);
  return longest;
}

/**
 * Why a (cleaned) text cannot be kept, in pt-BR naming the field, or null. Refused: a letter
 * carrying more than `LIMITS.text.combiningMarksRun` accents (they draw over the lines around),
 * and more than `LIMITS.text.invisibleChars` invisible characters (an emoji family needs three).
 */
export function textRefusal(text: string, field: string): string | null {
  const { combiningMarksRun, invisibleChars } = LIMITS.text;
  if (longestCombiningRun(text) > combiningMarksRun)
    return `${field} tem acentos ou sinais empilhados sobre uma mesma letra (mais de ${combiningMarksRun}): apague-os e escreva o texto de novo.`;
  const invisible = text.match(INVISIBLE_ALL)?.length ?? 0;
  if (invisible > invisibleChars) return `${field} tem ${invisible} caracteres invisíveis (o máximo é ${invisibleChars}): apague-os e escreva o texto de novo.`;
  return null;
}

/** A zod refinement (`.superRefine(refuseUnreadable("O nome"))`) that adds textRefusal's message as the field's error. */
export function refuseUnreadable(field: string): (text: string, ctx: { addIssue(issue: { code: "custom"; message: string }): void }) => void {
  return (text, ctx) => {
    const refusal = textRefusal(text, field);
    if (refusal) ctx.addIssue({ code: "custom", message: refusal });
  };
}

const segmenter = new Intl.Segmenter("pt-BR", { granularity: "grapheme" });

/** The text split as a reader sees it: "Élida" -> ["É", "l", "i", "d", "a"], an emoji family is one item. */
export function graphemes(text: string): string[] {
  return Array.from(segmenter.segment(text), (s) => s.segment);
}

/** Length as a reader counts it: an emoji or an accented letter is one character. */
export function charCount(text: string): number {
  return Array.from(text).length;
}
