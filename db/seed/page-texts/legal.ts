import type { SeededText } from "../page-texts";
import { privacyPolicy, TERMS, WARRANTY_DOC, type LegalDoc } from "../prose/legal";
import { escapeTyped } from "./light-syntax";

/** Inline text escaped for a heading: its "1. " stays as typed (a heading is never a list). */
const inline = (text: string) => text.replace(/([\\`*_[\]<>])/g, "\\$1");

/** A document's numbered sections in the light syntax: "## " headings, their paragraphs, then their list. */
export function legalBody(doc: LegalDoc): string {
  return doc.sections
    .flatMap((s) => [`## ${inline(s.heading)}`, ...s.paragraphs.map(escapeTyped), ...(s.items ? [s.items.map((i) => `- ${escapeTyped(i)}`).join("\n")] : [])])
    .join("\n\n");
}

/**
 * The footer's documents' starting text (decision 0043): title and description in Google, the
 * heading, the opening (the lead) and the numbered sections as the page's text. Figures stay slots
 * of "Dados do negócio" and the privacy policy's periods slots of app/lib/legal.ts, filled when the
 * page is served. The owner's own text of an earlier version was shown before the sections.
 */
export function legalTexts(): SeededText[] {
  return [TERMS, WARRANTY_DOC, privacyPolicy()].map((doc) => ({
    path: doc.path,
    title: doc.metaTitle,
    description: doc.description,
    heading: doc.title,
    lead: doc.intro,
    body: legalBody(doc),
    ownTextFirst: true,
  }));
}
