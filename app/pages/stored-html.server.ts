import { DomUtils, parseDocument } from "htmlparser2";
import type { ChildNode, Element } from "domhandler";

/**
 * Reading a page's stored text (sanitised HTML, decision 0031) to lay it out: the templates that
 * give the owner's sections a layout of their own (the tutorial, the service page) split it by
 * its "## " headings with these.
 */

export const isElement = (node: ChildNode): node is Element => node.type === "tag";
export const outerHtml = (node: ChildNode) => DomUtils.getOuterHTML(node, { encodeEntities: "utf8" });
export const innerHtml = (node: Element) => DomUtils.getInnerHTML(node, { encodeEntities: "utf8" });
export const textOf = (node: ChildNode) => DomUtils.textContent(node).replace(/\s+/g, " ").trim();
export const meaningful = (nodes: ChildNode[]) => nodes.filter((n) => isElement(n) || textOf(n) !== "");
export const listItems = (list: Element) => list.children.filter(isElement).filter((n) => n.name === "li");

export type StoredSection = { heading: string; nodes: ChildNode[] };

/** The text's nodes before its first h2, and each h2 with the nodes under it. */
export function storedSections(bodyHtml: string): { opening: ChildNode[]; sections: StoredSection[] } {
  const opening: ChildNode[] = [];
  const sections: StoredSection[] = [];
  for (const node of meaningful(parseDocument(bodyHtml).children)) {
    if (isElement(node) && node.name === "h2") sections.push({ heading: textOf(node), nodes: [] });
    else if (sections.length > 0) sections[sections.length - 1].nodes.push(node);
    else opening.push(node);
  }
  return { opening, sections };
}
