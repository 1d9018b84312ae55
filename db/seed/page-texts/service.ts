import { faqLink } from "../../../app/lib/faq-questions";
import { matchProblemPath } from "../../../app/lib/problem-path";
import { problemPath } from "../../../app/lib/paths";
import type { SeededText } from "../page-texts";
import { SERVICE_PROSE as S } from "../prose/service";
import { escapeInline, escapeTyped } from "./light-syntax";

const bullets = (items: readonly string[]) => items.map((item) => `- ${escapeInline(item)}`).join("\n");
const numbered = (items: readonly string[]) => items.map((item, i) => `${i + 1}. ${escapeInline(item)}`).join("\n");

/** The problem page a guide card links to, by its keyword. */
function guideLink(keyword: string): string {
  const problem = matchProblemPath(`/${keyword.replace(/ /g, "-")}`);
  if (!problem) throw new Error(`Guia sem página de problema: ${keyword}`);
  return `[Saiba mais: ${escapeInline(problem.keyword)}](${problemPath(problem)})`;
}

/**
 * The common problems' guide: a "## " section whose "### " sections are the cards, each with its
 * causes and what to do under their labels, and its link to the problem's page.
 */
export function serviceGuides(): string {
  const G = S.guides;
  return [
    `## ${escapeInline(G.title)}`,
    ...G.items.flatMap((guide) => [
      `### ${escapeInline(guide.title)}`,
      escapeTyped(G.causesLabel),
      bullets(guide.causes),
      escapeTyped(G.whatToDoLabel),
      numbered(guide.whatToDo),
      guideLink(guide.keyword),
    ]),
  ].join("\n\n");
}

/**
 * The service page's text in the light syntax, laid out as its template reads it
 * (app/pages/service-page.server.ts): one "## " section per service card (its paragraph and its
 * list), then the section whose numbered list is the care between visits, the common problems'
 * guide, then the questions linked to their answers on the FAQ page.
 */
export function serviceBody(): string {
  return [
    ...S.cards.flatMap((card) => [`## ${escapeInline(card.title)}`, escapeTyped(card.text), bullets(card.items)]),
    `## ${escapeInline(S.tips.title)}`,
    escapeTyped(S.tips.text),
    numbered(S.tips.items),
    serviceGuides(),
    `## ${escapeInline(S.faq.title)}`,
    escapeTyped(S.faq.text),
    S.faq.questions
      .map(faqLink)
      .map((link) => `- [${escapeInline(link.name)}](${link.path})`)
      .join("\n"),
  ].join("\n\n");
}

/**
 * An owner's text saved before the guide of the common problems moved into it (revision 4): the
 * guide joins it after the care between visits (the first section with a numbered list), where
 * the page showed it, or at its end; the page reads as before and every word they wrote stays.
 */
export function withServiceGuides(body: string): string {
  const lines = body.split("\n");
  const starts = lines.flatMap((line, i) => (line.startsWith("## ") ? [i] : []));
  const tips = starts.findIndex((start, k) => lines.slice(start, starts[k + 1]).some((line) => /^\d+\. /.test(line)));
  const at = tips < 0 || tips + 1 >= starts.length ? lines.length : starts[tips + 1];
  const before = lines.slice(0, at).join("\n").trimEnd();
  const after = lines.slice(at).join("\n");
  return [before, serviceGuides(), after].filter((part) => part.trim() !== "").join("\n\n");
}

/**
 * The service page's starting text (decision 0043): title and description in Google, the heading,
 * the opening (the lead) and the cards, the care between visits and the linked questions as the
 * page's text. The owner's own text of an earlier version was shown right under the heading: it
 * stays there, before the cards.
 */
export function serviceTexts(): SeededText[] {
  return [
    {
      path: S.path,
      title: S.title,
      description: S.description,
      heading: S.heading,
      lead: S.lead,
      body: serviceBody(),
      ownTextFirst: true,
      added: { revision: 4, to: withServiceGuides },
    },
  ];
}
