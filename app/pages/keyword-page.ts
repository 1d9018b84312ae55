import type { FaqItem } from "~/lib/jsonld";
import { BRAND } from "~/content/business";
import { FAMILIES, type KeywordFamily } from "~/content/keyword-families";
import { GUIDE_SAFETY } from "~/content/keyword-safety";
import { KEYWORD_CONTENT, type GuideContent } from "~/content/keyword-content";
import { PROBLEM_NEXT } from "~/content/problem-next";
import { PROBLEMS, type ProblemKeyword } from "~/content/problem-keywords";
import { problemPath } from "~/lib/paths";
import { DESCRIPTION_MAX, leadingSentences, wholeSentencesWithin } from "~/lib/snippet-length";
import { whatsappMessage, type WhatsAppMessage } from "~/lib/leads/message-keys";

/** The landing page of a problem keyword (docs/product.md §4.10) as data. */
type PageHead = {
  slug: string;
  keyword: string;
  heading: string;
  title: string;
  description: string;
  summary: string;
  whatsappMessage: WhatsAppMessage;
};

/** The full guide of a problem. */
export type GuidePage = PageHead & {
  kind: "guide";
  causes: string[];
  checks: string[];
  safety: string;
  call: string;
  faqs: FaqItem[];
  related: { name: string; path: string }[];
};

/** Another wording of a guide's problem: its own answer and the way to the guide. */
export type VariantPage = PageHead & { kind: "variant"; guide: { name: string; path: string } };

export type KeywordPage = GuidePage | VariantPage;

export function capitaliseFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * "{Heading}? " and the summary's leading whole sentences; the summary alone when its first
 * sentence does not fit beside the question; its leading clauses only as the last resort.
 */
function problemDescription(heading: string, summary: string): string {
  const withQuestion = wholeSentencesWithin(summary, DESCRIPTION_MAX - [...heading].length - 2);
  if (withQuestion) return `${heading}? ${withQuestion}`;
  return wholeSentencesWithin(summary) || leadingSentences(summary);
}

/** The keyword as a heading: capitalised, with the brand in capitals ("Motor de portão PPA não funciona"). */
function problemHeading(problem: ProblemKeyword): string {
  return capitaliseFirst(problem.keyword).replace(/\bppa\b/g, "PPA");
}

/**
 * The indexed problem guides by part of the gate, for the service page's list: every guide in
 * the index is linked from an indexed page besides the HTML sitemap (docs/content-quality.md).
 */
export function indexedProblemGuides(isIndexed: (path: string) => boolean): { label: string; links: { name: string; path: string }[] }[] {
  const groups = new Map<KeywordFamily, { name: string; path: string }[]>();
  for (const p of PROBLEMS) {
    const family = guideContent(p.keyword)?.family;
    if (!family || !isIndexed(problemPath(p))) continue;
    groups.set(family, [...(groups.get(family) ?? []), { name: problemHeading(p), path: problemPath(p) }]);
  }
  return [...groups].map(([family, links]) => ({ label: FAMILIES[family].label, links }));
}

function guideContent(keyword: string): GuideContent | undefined {
  const content = KEYWORD_CONTENT[keyword];
  return content?.kind === "guide" ? content : undefined;
}

const byKeyword = new Map(PROBLEMS.map((p) => [p.keyword, p]));

export function keywordPage(problem: ProblemKeyword): KeywordPage {
  const content = KEYWORD_CONTENT[problem.keyword];
  if (!content) throw new Error(`missing content for keyword "${problem.keyword}"`);
  const heading = problemHeading(problem);
  const head: PageHead = {
    slug: problem.slug,
    keyword: problem.keyword,
    heading,
    title: `${heading}: causas e solução | Motores ${BRAND}`,
    // The question, then the summary's leading sentences that fit (written to fit, never cut with "…").
    description: problemDescription(heading, content.summary),
    summary: content.summary,
    whatsappMessage: whatsappMessage("problema", problem.slug),
  };
  if (content.kind === "variant") {
    const guide = byKeyword.get(content.guide);
    if (!guide || !guideContent(content.guide)) throw new Error(`"${problem.keyword}" points to "${content.guide}", which is no guide`);
    return { ...head, kind: "variant", guide: { name: problemHeading(guide), path: problemPath(guide) } };
  }
  const safety = GUIDE_SAFETY[problem.keyword];
  if (!safety) throw new Error(`missing safety note for guide "${problem.keyword}"`);
  // The guides that answer the reader's next questions (app/content/problem-next.ts), in their
  // order; never another wording of this problem, whose page only points back here. Every indexed
  // guide is also linked from the service page's list (indexedProblemGuides).
  const related = (PROBLEM_NEXT[problem.keyword] ?? []).map((keyword) => {
    const next = byKeyword.get(keyword);
    if (!next || !guideContent(keyword) || next.slug === problem.slug) throw new Error(`"${problem.keyword}" leads to "${keyword}", which is no other guide`);
    return { name: problemHeading(next), path: problemPath(next) };
  });
  return {
    ...head,
    kind: "guide",
    causes: content.causes,
    checks: content.checks,
    safety,
    call: content.call,
    faqs: content.faqs,
    related,
  };
}

/** Visible body text of a keyword page, for the uniqueness test. */
export function keywordPageText(page: KeywordPage): string {
  if (page.kind === "variant") return page.summary;
  return [page.summary, ...page.causes, ...page.checks, page.safety, page.call, ...page.faqs.flatMap((f) => [f.question, f.answer])].join("\n");
}
