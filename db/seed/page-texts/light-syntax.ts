/** Markdown's characters that would change a line's meaning, escaped so the text reads as written. */
export function escapeTyped(text: string): string {
  return text
    .replace(/([\\`*_[\]<>])/g, "\\$1")
    .replace(/^(\d+)\. /, "$1\\. ")
    .replace(/^([#>+-]) /, "\\$1 ");
}
