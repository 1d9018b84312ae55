import type { SeededText } from "../page-texts";
import { HOME_PROSE as H } from "../prose/home";
import { escapeInline, escapeTyped } from "./light-syntax";

/**
 * The home's text in the light syntax, laid out as its template reads it
 * (app/pages/home-page.server.ts): the hero's benefit ticks (a plain list under a heading that
 * names it), the video's heading with its two offers (a section without a list), the reasons to
 * choose (a list whose items open in bold: the reason, then its text) and "Atendimento local"
 * (its list names the groups of links).
 */
export function homeBody(): string {
  return [
    `## ${escapeInline(H.benefits.title)}`,
    H.benefits.items.map((b) => `- ${escapeInline(b)}`).join("\n"),
    `## ${escapeInline(H.videoTitle)}`,
    ...H.videoOffers.map(escapeTyped),
    `## ${escapeInline(H.reasons.title)}`,
    escapeTyped(H.reasons.text),
    H.reasons.items.map((r) => `- **${escapeInline(r.title)}** ${escapeInline(r.text)}`).join("\n"),
    `## ${escapeInline(H.local.title)}`,
    escapeTyped(H.local.text),
    H.local.groups.map((g) => `- ${escapeInline(g)}`).join("\n"),
  ].join("\n\n");
}

/**
 * The home's starting text (decision 0043): title and description in Google, the hero's heading
 * and text, and the sections above as the page's text. The owner's own text of an earlier version
 * was shown after the reasons: it comes first in the text, which the home shows at that place.
 */
export function homeTexts(): SeededText[] {
  return [{ path: H.path, title: H.title, description: H.description, heading: H.heading, lead: H.lead, body: homeBody(), ownTextFirst: true }];
}
