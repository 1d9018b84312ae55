import { faqLink } from "../../../app/lib/faq-questions";
import type { SeededText } from "../page-texts";
import { SERVICE_PROSE as S } from "../prose/service";
import { escapeInline, escapeTyped } from "./light-syntax";

const bullets = (items: readonly string[]) => items.map((item) => `- ${escapeInline(item)}`).join("\n");

/**
 * The service page's text in the light syntax, laid out as its template reads it
 * (app/pages/service-page.server.ts): one "## " section per service card (its paragraph and its
 * list), then the section whose numbered list is the care between visits, then the questions
 * linked to their answers on the FAQ page.
 */
export function serviceBody(): string {
  return [
    ...S.cards.flatMap((card) => [`## ${escapeInline(card.title)}`, escapeTyped(card.text), bullets(card.items)]),
    `## ${escapeInline(S.tips.title)}`,
    escapeTyped(S.tips.text),
    S.tips.items.map((tip, i) => `${i + 1}. ${escapeInline(tip)}`).join("\n"),
    `## ${escapeInline(S.faq.title)}`,
    escapeTyped(S.faq.text),
    S.faq.questions
      .map(faqLink)
      .map((link) => `- [${escapeInline(link.name)}](${link.path})`)
      .join("\n"),
  ].join("\n\n");
}

/**
 * The service page's starting text (decision 0043): title and description in Google, the heading,
 * the opening (the lead) and the cards, the care between visits and the linked questions as the
 * page's text. The owner's own text of an earlier version was shown right under the heading: it
 * stays there, before the cards.
 */
export function serviceTexts(): SeededText[] {
  return [{ path: S.path, title: S.title, description: S.description, heading: S.heading, lead: S.lead, body: serviceBody(), ownTextFirst: true }];
}
