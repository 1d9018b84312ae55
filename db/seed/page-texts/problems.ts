import { BRAND } from "../../../app/content/business";
import { PROBLEMS } from "../../../app/content/problem-keywords";
import { problemPath } from "../../../app/lib/paths";
import { DESCRIPTION_MAX, leadingSentences, wholeSentencesWithin } from "../../../app/lib/snippet-length";
import { problemHeading } from "../../../app/pages/keyword-page";
import type { SeededText } from "../page-texts";
import { PROBLEM_PROSE, type GuideProse } from "../prose/problems/guides";
import { GUIDE_SAFETY } from "../prose/problems/safety";
import { escapeTyped } from "./light-syntax";

/** The headings of a guide's text; the page puts its diagnosis link before the last one (app/pages/problem-body.server.ts). */
export const GUIDE_HEADINGS = {
  causes: "Causas mais comuns",
  checks: "O que você pode verificar com segurança",
  call: "Quando chamar um técnico",
} as const;

/**
 * "{Heading}? " and the summary's leading whole sentences; the summary alone when its first
 * sentence does not fit beside the question; its leading clauses only as the last resort.
 */
function problemDescription(heading: string, summary: string): string {
  const withQuestion = wholeSentencesWithin(summary, DESCRIPTION_MAX - [...heading].length - 2);
  if (withQuestion) return `${heading}? ${withQuestion}`;
  return wholeSentencesWithin(summary) || leadingSentences(summary);
}

/** A guide's text in the light syntax: causes, the safety note as a quote over the numbered checks, when to call. */
export function guideBody(keyword: string, guide: GuideProse): string {
  const safety = GUIDE_SAFETY[keyword];
  if (!safety) throw new Error(`Guia sem aviso de segurança: ${keyword}`);
  const headings = guide.headings ?? GUIDE_HEADINGS;
  return [
    `## ${headings.causes}`,
    guide.causes.map((c) => `- ${escapeTyped(c)}`).join("\n"),
    `## ${headings.checks}`,
    `> ${escapeTyped(safety)}`,
    guide.checks.map((c, i) => `${i + 1}. ${escapeTyped(c)}`).join("\n"),
    `## ${GUIDE_HEADINGS.call}`,
    escapeTyped(guide.call),
  ].join("\n\n");
}

/**
 * Every problem page's starting text (decision 0043): the title and description in Google, the
 * heading (the keyword, capitalised), the opening (the summary), a guide's causes, safe checks
 * and when to call as the page's text, and its three questions. A variant's page has its opening
 * only; the link to its guide is the template's. The owner's own text of an earlier version was
 * shown under the opening, before the guide's sections.
 */
export function problemTexts(): SeededText[] {
  return PROBLEMS.map((problem) => {
    const prose = PROBLEM_PROSE[problem.keyword];
    if (!prose) throw new Error(`Problema sem texto inicial: ${problem.keyword}`);
    const heading = problemHeading(problem);
    return {
      path: problemPath(problem),
      title: `${heading}: causas e solução | Motores ${BRAND}`,
      // The question, then the summary's leading sentences that fit (written to fit, never cut with "…").
      description: problemDescription(heading, prose.summary),
      heading,
      lead: prose.summary,
      body: prose.kind === "guide" ? guideBody(problem.keyword, prose) : "",
      questions: prose.kind === "guide" ? prose.faqs.map(({ question, answer }) => ({ group: "", question, answer })) : null,
      ownTextFirst: true,
    };
  });
}
