/**
 * Search-result lengths (issue #14): the <title> and the meta description of every page fit
 * what Google shows, at most 60 and 160 characters, cut where a reader would cut them.
 */
export const TITLE_MAX = 60;
export const DESCRIPTION_MAX = 160;

const ELLIPSIS = "…";

/** Cut at the last word boundary so that the text and "…" fit `max` characters. */
function cutAtWord(text: string, max: number): string {
  const chars = [...text];
  if (chars.length <= max) return text;
  const head = chars.slice(0, max - 1).join("");
  const space = head.lastIndexOf(" ");
  return `${(space > max / 2 ? head.slice(0, space) : head).replace(/[\s,;:.–|-]+$/u, "")}${ELLIPSIS}`;
}

/** The title, dropping trailing " | …" parts while too long, then cut at a word. */
export function fitTitle(title: string): string {
  let fitted = title;
  while ([...fitted].length > TITLE_MAX && fitted.includes(" | ")) fitted = fitted.slice(0, fitted.lastIndexOf(" | "));
  return cutAtWord(fitted, TITLE_MAX);
}

/** The description, ending at its last full sentence that fits (when that keeps most of it), else cut at a word. */
export function fitDescription(description: string): string {
  if ([...description].length <= DESCRIPTION_MAX) return description;
  const head = [...description].slice(0, DESCRIPTION_MAX).join("");
  const end = Math.max(head.lastIndexOf(". "), head.endsWith(".") ? head.length - 1 : -1);
  if (end >= DESCRIPTION_MAX * 0.6) return head.slice(0, end + 1);
  return cutAtWord(description, DESCRIPTION_MAX);
}
