import type { FaqItem } from "~/lib/jsonld";
import { BRAND } from "~/content/business";
import { FAMILIES, type KeywordFamily } from "~/content/keyword-families";
import { GUIDE_SAFETY } from "~/content/keyword-safety";
import { KEYWORD_CONTENT, type GuideContent } from "~/content/keyword-content";
import { PROBLEMS, type ProblemKeyword } from "~/content/problem-keywords";
import { problemPath } from "~/lib/paths";
import { DESCRIPTION_MAX, leadingSentences, wholeSentencesWithin } from "~/lib/snippet-length";
import { foldText } from "~/lib/slug";
import { whatsappMessage, type WhatsAppMessage } from "~/lib/leads/message-keys";

const bySlug = new Map(PROBLEMS.map((p) => [p.slug, p]));

/**
 * docs/product.md §4.10: the path matches a keyword when it equals the keyword's slug,
 * or equals the keyword once hyphens become spaces, case-insensitively.
 */
export function matchProblemPath(path: string): ProblemKeyword | undefined {
  const raw = decodeSafe(path.replace(/^\/+|\/+$/g, ""));
  const lower = raw.toLowerCase();
  const bySlugHit = bySlug.get(lower);
  if (bySlugHit) return bySlugHit;
  const spaced = lower.replace(/-/g, " ");
  return PROBLEMS.find((p) => p.keyword.toLowerCase() === spaced || foldText(p.keyword) === foldText(spaced));
}

function decodeSafe(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

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

/** `isIndexed`: the stored verdict of a path (app/server/verdicts/page-verdicts.server.ts). */
export function keywordPage(problem: ProblemKeyword, isIndexed: (path: string) => boolean): KeywordPage {
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
  // The other guides of the same part of the gate, those in the index first, so each indexed
  // guide is linked from another indexed page; then the wordings this guide answers.
  const guides = PROBLEMS.filter((p) => p.slug !== problem.slug && guideContent(p.keyword)?.family === content.family);
  const wordings = PROBLEMS.filter((p) => {
    const other = KEYWORD_CONTENT[p.keyword];
    return other?.kind === "variant" && other.guide === problem.keyword;
  });
  const nearGuides = [...guides.filter((p) => isIndexed(problemPath(p))), ...guides.filter((p) => !isIndexed(problemPath(p)))].slice(0, 6);
  const related = [...nearGuides, ...wordings].map((p) => ({ name: problemHeading(p), path: problemPath(p) }));
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
