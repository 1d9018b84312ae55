import type { ChildNode, Element } from "domhandler";
import { matchProblemPath } from "~/lib/problem-path";
import { problemPath } from "~/lib/paths";
import { innerHtml, isElement, listItems, outerHtml, storedSections, textOf, type StoredSection } from "./stored-html.server";

/**
 * How the service page (/instalacao-manutencao, docs/product.md §4.3) lays out its stored text,
 * which is the owner's in "Páginas do site" (decision 0043). The rule, read from the sanitised
 * HTML of the text:
 * - what comes before the first "## " heading is shown under the page's heading;
 * - the first section holding a numbered list is the care between visits: its heading, its
 *   paragraphs under it and its list in two columns;
 * - the sections before it holding a "- " list are the service cards, side by side: heading,
 *   paragraphs, the list with check marks, then the card's price line, which is the template's
 *   (app/pages/service-page.ts SERVICE_CARD_SLOTS, by the card's position); a section there
 *   without a list is shown as written under the heading;
 * - the first section holding "### " headings is the common problems' guide, shown after the
 *   care list wherever it stands in the text: what comes before its first "### " under its
 *   heading, then each "### " a card, its blocks in order: a paragraph as a small heading over
 *   the list after it, "- " and "1. " lists, and a paragraph that is only a link as the card's
 *   link, which must lead to a problem page (app/lib/problem-path.ts, refused at save otherwise,
 *   `guideLinkRefusal`); it is shown at the problem page's address, found on each request;
 * - after the care list, the first section whose list is all links is the questions answered on
 *   the FAQ page, shown as links under their heading; any other section is shown as written after
 *   them.
 */

/** A paragraph (its inner HTML, laid out by the template) or any other block (its HTML as written). */
export type ServiceBlock = { kind: "p" | "html"; html: string };

export type ServiceSection = { heading: string; blocks: ServiceBlock[]; items: string[] };

/** A block of a guide card: a small heading, a list, its link to a problem page, or any other block as written. */
export type GuideBlock =
  { kind: "label"; html: string } | { kind: "ul" | "ol"; items: string[] } | { kind: "link"; name: string; path: string } | { kind: "html"; html: string };

export type GuideCard = { title: string; blocks: GuideBlock[] };

export type ServiceGuides = { heading: string; blocks: ServiceBlock[]; cards: GuideCard[] };

export type ServiceLayout = {
  /** HTML shown under the page's heading. */
  opening: string;
  cards: ServiceSection[];
  tips: ServiceSection | null;
  /** The common problems' guide; null when the text has no section with "### " cards. */
  guides: ServiceGuides | null;
  faq: (Omit<ServiceSection, "items"> & { links: { name: string; path: string }[] }) | null;
  /** HTML of the sections after the questions, as written. */
  after: string;
  /** The first card's first paragraph as plain text (the install kit's description in its structured data). */
  summary: string;
};

const isList = (node: ChildNode, name: "ul" | "ol"): boolean => isElement(node) && node.name === name;
const lists = (s: StoredSection, name: "ul" | "ol") => s.nodes.filter((n): n is Element => isElement(n) && n.name === name);
const asWritten = (s: StoredSection) => `<h2>${escapeText(s.heading)}</h2>${s.nodes.map(outerHtml).join("")}`;

function escapeText(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

function blocks(s: StoredSection): ServiceBlock[] {
  return s.nodes
    .filter((n) => !isList(n, "ul") && !isList(n, "ol"))
    .map((n) => (isElement(n) && n.name === "p" ? { kind: "p", html: innerHtml(n) } : { kind: "html", html: outerHtml(n) }));
}

function section(s: StoredSection, name: "ul" | "ol"): ServiceSection {
  return { heading: s.heading, blocks: blocks(s), items: lists(s, name).flatMap((l) => listItems(l).map(textOf)) };
}

/** A list item that is one link and nothing else: its words and address. */
function onlyLink(li: Element): { name: string; path: string } | null {
  const inner = li.children.filter((n) => isElement(n) || textOf(n) !== "");
  const node = inner.length === 1 && isElement(inner[0]) && inner[0].name === "p" ? inner[0].children.filter((n) => isElement(n) || textOf(n) !== "") : inner;
  const [a] = node;
  if (node.length !== 1 || !isElement(a) || a.name !== "a" || !a.attribs.href) return null;
  return { name: textOf(a), path: a.attribs.href };
}

function linkList(s: StoredSection): { name: string; path: string }[] | null {
  const items = lists(s, "ul").flatMap(listItems);
  if (items.length === 0 || lists(s, "ol").length > 0) return null;
  const links = items.map(onlyLink);
  return links.every((l) => l !== null) ? (links as { name: string; path: string }[]) : null;
}

const isGuides = (s: StoredSection) => s.nodes.some((n) => isElement(n) && n.name === "h3");

/** A guide card's "### " sections: its title and the nodes under it (nodes before the first one are the section's own). */
function guideCards(s: StoredSection): { blocks: ChildNode[]; cards: { title: string; nodes: ChildNode[] }[] } {
  const blocks: ChildNode[] = [];
  const cards: { title: string; nodes: ChildNode[] }[] = [];
  for (const node of s.nodes) {
    if (isElement(node) && node.name === "h3") cards.push({ title: textOf(node), nodes: [] });
    else if (cards.length > 0) cards[cards.length - 1].nodes.push(node);
    else blocks.push(node);
  }
  return { blocks, cards };
}

/** A paragraph that is one link and nothing else. */
function paragraphLink(node: ChildNode): { name: string; href: string } | null {
  if (!isElement(node) || node.name !== "p") return null;
  const inner = node.children.filter((n) => isElement(n) || textOf(n) !== "");
  const [a] = inner;
  if (inner.length !== 1 || !isElement(a) || a.name !== "a") return null;
  return { name: textOf(a), href: a.attribs.href ?? "" };
}

/** A guide card's link, at its problem page's address now; null when it names no problem page. */
function guideLink(href: string): string | null {
  const problem = href.startsWith("/") ? matchProblemPath(href.split("#")[0]) : undefined;
  return problem ? problemPath(problem) : null;
}

function guideBlock(node: ChildNode): GuideBlock | null {
  const link = paragraphLink(node);
  if (link) {
    const path = guideLink(link.href);
    return path ? { kind: "link", name: link.name, path } : null;
  }
  if (isList(node, "ul") || isList(node, "ol")) return { kind: (node as Element).name as "ul" | "ol", items: listItems(node as Element).map(innerHtml) };
  if (isElement(node) && node.name === "p") return { kind: "label", html: innerHtml(node) };
  return { kind: "html", html: outerHtml(node) };
}

function guides(s: StoredSection): ServiceGuides {
  const { blocks: own, cards } = guideCards(s);
  return {
    heading: s.heading,
    blocks: blocks({ heading: s.heading, nodes: own }),
    cards: cards.map((c) => ({ title: c.title, blocks: c.nodes.map(guideBlock).filter((b) => b !== null) })),
  };
}

/**
 * The guide cards' links that lead to no problem page, as typed (the editor refuses them):
 * `bodyHtml` is the text converted as a publish converts it.
 */
export function brokenGuideLinks(bodyHtml: string): { card: string; href: string }[] {
  const s = storedSections(bodyHtml).sections.find(isGuides);
  if (!s) return [];
  return guideCards(s).cards.flatMap((c) =>
    c.nodes.flatMap((n) => {
      const link = paragraphLink(n);
      return link && !guideLink(link.href) ? [{ card: c.title, href: link.href }] : [];
    }),
  );
}

export function serviceLayout(bodyHtml: string): ServiceLayout {
  const all = storedSections(bodyHtml);
  const guidesSection = all.sections.find(isGuides) ?? null;
  const { opening } = all;
  const sections = all.sections.filter((s) => s !== guidesSection);
  const tipsAt = sections.findIndex((s) => lists(s, "ol").length > 0);
  const faqAt = sections.findIndex((s, i) => i > tipsAt && linkList(s) !== null);
  const before = sections.slice(0, tipsAt < 0 ? (faqAt < 0 ? sections.length : faqAt) : tipsAt);
  const cards = before.filter((s) => lists(s, "ul").length > 0).map((s) => section(s, "ul"));
  const faq = faqAt < 0 ? null : sections[faqAt];
  const firstCard = before.find((s) => lists(s, "ul").length > 0);
  const first = firstCard?.nodes.find((n) => isElement(n) && n.name === "p");
  return {
    opening: [...opening.map(outerHtml), ...before.filter((s) => lists(s, "ul").length === 0).map(asWritten)].join(""),
    cards,
    tips: tipsAt < 0 ? null : section(sections[tipsAt], "ol"),
    guides: guidesSection && guides(guidesSection),
    faq: faq && { heading: faq.heading, blocks: blocks(faq), links: linkList(faq) ?? [] },
    after: sections
      .filter((_, i) => i >= before.length && i !== tipsAt && i !== faqAt)
      .map(asWritten)
      .join(""),
    summary: first ? textOf(first) : "",
  };
}
