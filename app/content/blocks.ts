/**
 * Structured page copy: content modules describe text as sections of paragraphs and
 * lists, and one component renders them. No HTML strings, so nothing needs sanitising.
 */
export type Block = { kind: "p"; text: string } | { kind: "ul"; items: string[] } | { kind: "ol"; items: string[] };

export type ContentSection = { heading: string; blocks: Block[] };

export const p = (text: string): Block => ({ kind: "p", text });
export const ul = (items: string[]): Block => ({ kind: "ul", items });
export const ol = (items: string[]): Block => ({ kind: "ol", items });

export function section(heading: string, ...blocks: Block[]): ContentSection {
  return { heading, blocks };
}

/** Every visible string of the sections, in order (tests compare page bodies with it). */
export function sectionsText(sections: ContentSection[]): string {
  return sections.flatMap((s) => [s.heading, ...s.blocks.flatMap((b) => (b.kind === "p" ? [b.text] : b.items))]).join("\n");
}
