/** Markdown's characters that would change a line's meaning, escaped so the text reads as written. */
export function escapeTyped(text: string): string {
  return text
    .replace(/([\\`*_[\]<>])/g, "\\$1")
    .replace(/^(\d+)\. /, "$1\\. ")
    .replace(/^([#>+-]) /, "\\$1 ");
}

/** Inline text escaped for the middle of a line (a heading, a link's words): a leading "1. " stays as typed. */
export function escapeInline(text: string): string {
  return text.replace(/([\\`*_[\]<>])/g, "\\$1");
}
