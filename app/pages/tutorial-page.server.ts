import type { ChildNode, Element } from "domhandler";
import { isElement, listItems as items, meaningful, outerHtml as html, storedSections, textOf as text } from "./stored-html.server";

/**
 * How the tutorial's page (docs/product.md §4.12) lays out its stored text, which is the owner's
 * in "Páginas do site" (decision 0043). The rule, read from the sanitised HTML of the text:
 * - what comes before the first "## " heading is the opening;
 * - a "## " section whose heading starts with a number and a period ("## 3. Grave o percurso")
 *   is a step: the steps are shown in order under "Passo a passo", each with its paragraphs, and
 *   a list in a step is its checklist. They are the HowTo of the page: the page has never carried
 *   HowTo JSON-LD (Google stopped showing HowTo results in 2023), and should it ever, these
 *   sections are its steps, so it follows what the owner writes;
 * - the sections before the first step are shown side by side as cards, the first one as the
 *   warning (the safety section of the starting text);
 * - the sections after the last step are shown as written, except a list whose every item opens
 *   in bold ("**sintoma** o que fazer"), which becomes the table "Sintoma | O que fazer".
 * An owner who writes no numbered section gets every section as written.
 */

/** A block of the text: its HTML as sanitised when saved, or a table of "**sintoma** o que fazer" items. */
export type TutorialBlock = { kind: "html"; html: string } | { kind: "table"; rows: { symptom: string; fix: string }[] };

export type TutorialSection = { heading: string; blocks: TutorialBlock[] };
export type TutorialStep = { heading: string; paragraphs: string[]; checks: string[] };

export type TutorialLayout = {
  opening: string[];
  cards: TutorialSection[];
  steps: TutorialStep[];
  after: TutorialSection[];
};

const STEP_HEADING = /^\d+\.\s/;

/** A list whose every item opens with <strong>: its rows, the bold words and the rest. */
function tableRows(list: Element): { symptom: string; fix: string }[] | null {
  const rows = items(list).map((li) => {
    // A list typed with blank lines between its items holds each item in a paragraph.
    const shown = meaningful(li.children);
    const inner = shown.length === 1 && isElement(shown[0]) && shown[0].name === "p" ? meaningful(shown[0].children) : shown;
    const [first, ...rest] = inner;
    if (!first || !isElement(first) || first.name !== "strong") return null;
    return { symptom: text(first), fix: rest.map(text).join(" ").trim() };
  });
  return rows.length > 0 && rows.every((r) => r !== null) ? (rows as { symptom: string; fix: string }[]) : null;
}

function sectionBlocks(nodes: ChildNode[]): TutorialBlock[] {
  return nodes.map((node) => {
    const rows = isElement(node) && node.name === "ul" ? tableRows(node) : null;
    return rows ? { kind: "table", rows } : { kind: "html", html: html(node) };
  });
}

export function tutorialLayout(bodyHtml: string): TutorialLayout {
  const stored = storedSections(bodyHtml);
  const opening = stored.opening.map(html);
  const sections = stored.sections;
  const first = sections.findIndex((s) => STEP_HEADING.test(s.heading));
  if (first < 0) return { opening, cards: [], steps: [], after: sections.map((s) => ({ heading: s.heading, blocks: sectionBlocks(s.nodes) })) };
  let last = first;
  while (last + 1 < sections.length && STEP_HEADING.test(sections[last + 1].heading)) last++;
  return {
    opening,
    cards: sections.slice(0, first).map((s) => ({ heading: s.heading, blocks: sectionBlocks(s.nodes) })),
    steps: sections.slice(first, last + 1).map((s) => ({
      heading: s.heading,
      paragraphs: s.nodes.filter((n) => !(isElement(n) && (n.name === "ul" || n.name === "ol"))).map(html),
      checks: s.nodes.filter((n): n is Element => isElement(n) && (n.name === "ul" || n.name === "ol")).flatMap((l) => items(l).map(text)),
    })),
    after: sections.slice(last + 1).map((s) => ({ heading: s.heading, blocks: sectionBlocks(s.nodes) })),
  };
}
