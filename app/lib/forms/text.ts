/**
 * The one cleaner of typed text, admin and visitor alike (docs/architecture.md, "One schema per
 * form"): control characters (but the line break) and the bidirectional marks that could make a
 * text read as another (U+202E turns "gpj.exe" around) never reach the database.
 */

// eslint-disable-next-line no-control-regex -- control characters are what this matches
const UNSAFE = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
const UNSAFE_ONE = new RegExp(UNSAFE.source);

/** True when the text holds a character `cleanLine` would remove (a form refuses it with a message). */
export function hasUnsafeChars(text: string): boolean {
  return UNSAFE_ONE.test(text.replace(/\r\n?/g, "\n"));
}

/** "Vila  Mariana" -> "Vila Mariana": one line, unsafe characters out, one space between words. */
export function cleanLine(text: string): string {
  return text.replace(UNSAFE, " ").replace(/\s+/g, " ").trim();
}

/** A text of paragraphs: each line cleaned, blank lines dropped, one line break between paragraphs. */
export function cleanParagraphs(text: string): string {
  return text.replace(/\r\n?/g, "\n").split("\n").map(cleanLine).filter(Boolean).join("\n");
}

/** Length as a reader counts it: an emoji or an accented letter is one character. */
export function charCount(text: string): number {
  return Array.from(text).length;
}
