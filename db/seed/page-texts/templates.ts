import { TEMPLATE_PATH_LIST } from "../../../app/lib/page-templates";
import type { SeededText } from "../page-texts";
import { TEMPLATE_PROSE, type TemplateBlock } from "../prose/page-templates";
import { escapeTyped } from "./light-syntax";

/** Inline text escaped for a heading: a leading "1. " stays as typed. */
const inline = (text: string) => text.replace(/([\\`*_[\]<>])/g, "\\$1");

function blockTyped(block: TemplateBlock): string {
  if (block.kind === "p") return escapeTyped(block.text);
  return block.items.map((item, i) => `${block.kind === "ol" ? `${i + 1}.` : "-"} ${escapeTyped(item)}`).join("\n");
}

/**
 * The page templates' starting text (decision 0043, app/lib/page-templates.ts): title,
 * description, heading, opening and the text in the light syntax, the paragraphs before the
 * sections first, each section under its "## " heading; no questions.
 */
export function templateTexts(): SeededText[] {
  return TEMPLATE_PATH_LIST.map((path) => {
    const t = TEMPLATE_PROSE[path];
    const body = [...t.intro.map(escapeTyped), ...t.sections.flatMap((s) => [`## ${inline(s.heading)}`, ...s.blocks.map(blockTyped)])].join("\n\n");
    return { path, title: t.title, description: t.description, heading: t.heading, lead: t.lead, body };
  });
}
