import type { ContentSection } from "../../../app/content/blocks";

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

/** Sections of paragraphs and lists as the light syntax: "## " headings, "- " and "1. " items. */
export function sectionsToTyped(intro: string, sections: ContentSection[]): string {
  const parts: string[] = intro ? [escapeTyped(intro)] : [];
  for (const s of sections) {
    parts.push(`## ${escapeTyped(s.heading)}`);
    for (const b of s.blocks) {
      if (b.kind === "p") parts.push(escapeTyped(b.text));
      else parts.push(b.items.map((item, i) => `${b.kind === "ol" ? `${i + 1}.` : "-"} ${escapeTyped(item)}`).join("\n"));
    }
  }
  return parts.join("\n\n");
}
