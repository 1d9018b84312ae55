import { FAMILIES, type KeywordFamily } from "~/content/keyword-families";
import { PROBLEM_SHAPES, type ProblemShape } from "~/content/problem-guides";
import { PROBLEM_NEXT } from "~/content/problem-next";
import { PROBLEMS, type ProblemKeyword } from "~/content/problem-keywords";
import { problemPath } from "~/lib/paths";
import { whatsappMessage, type WhatsAppMessage } from "~/lib/leads/message-keys";

/**
 * The landing page of a problem keyword (docs/product.md §4.10) as structure: its address, the
 * heading its links use, the quote message, and a guide's next questions or a variant's guide.
 * The page's text (title, description, heading, opening, causes, safe checks, when to call and
 * its questions) is its row in "Páginas do site" (decision 0043), seeded from db/seed/prose/problems.
 */
type PageHead = {
  slug: string;
  keyword: string;
  /** The keyword as a heading: the name other pages link to it by (the page's own heading is its stored row's). */
  heading: string;
  whatsappMessage: WhatsAppMessage;
};

/** The full guide of a problem: the guides answering the reader's next questions. */
export type GuidePage = PageHead & { kind: "guide"; related: { name: string; path: string }[] };

/** Another wording of a guide's problem: the way to the guide. */
export type VariantPage = PageHead & { kind: "variant"; guide: { name: string; path: string } };

export type KeywordPage = GuidePage | VariantPage;

export function capitaliseFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The keyword as a heading: capitalised, with the brand in capitals ("Motor de portão PPA não funciona"). */
export function problemHeading(problem: ProblemKeyword): string {
  return capitaliseFirst(problem.keyword).replace(/\bppa\b/g, "PPA");
}

function shapeOf(keyword: string): ProblemShape {
  const shape = PROBLEM_SHAPES[keyword];
  if (!shape) throw new Error(`missing shape for keyword "${keyword}"`);
  return shape;
}

const isGuide = (keyword: string) => PROBLEM_SHAPES[keyword]?.kind === "guide";

/**
 * The indexed problem guides by part of the gate, for the service page's list: every guide in
 * the index is linked from an indexed page besides the HTML sitemap (docs/content-quality.md).
 */
export function indexedProblemGuides(isIndexed: (path: string) => boolean): { label: string; links: { name: string; path: string }[] }[] {
  const groups = new Map<KeywordFamily, { name: string; path: string }[]>();
  for (const p of PROBLEMS) {
    const shape = PROBLEM_SHAPES[p.keyword];
    if (shape?.kind !== "guide" || !isIndexed(problemPath(p))) continue;
    groups.set(shape.family, [...(groups.get(shape.family) ?? []), { name: problemHeading(p), path: problemPath(p) }]);
  }
  return [...groups].map(([family, links]) => ({ label: FAMILIES[family].label, links }));
}

const byKeyword = new Map(PROBLEMS.map((p) => [p.keyword, p]));

export function keywordPage(problem: ProblemKeyword): KeywordPage {
  const shape = shapeOf(problem.keyword);
  const head: PageHead = {
    slug: problem.slug,
    keyword: problem.keyword,
    heading: problemHeading(problem),
    whatsappMessage: whatsappMessage("problema", problem.slug),
  };
  if (shape.kind === "variant") {
    const guide = byKeyword.get(shape.guide);
    if (!guide || !isGuide(shape.guide)) throw new Error(`"${problem.keyword}" points to "${shape.guide}", which is no guide`);
    return { ...head, kind: "variant", guide: { name: problemHeading(guide), path: problemPath(guide) } };
  }
  // The guides that answer the reader's next questions (app/content/problem-next.ts), in their
  // order; never another wording of this problem, whose page only points back here. Every indexed
  // guide is also linked from the service page's list (indexedProblemGuides).
  const related = (PROBLEM_NEXT[problem.keyword] ?? []).map((keyword) => {
    const next = byKeyword.get(keyword);
    if (!next || !isGuide(keyword) || next.slug === problem.slug) throw new Error(`"${problem.keyword}" leads to "${keyword}", which is no other guide`);
    return { name: problemHeading(next), path: problemPath(next) };
  });
  return { ...head, kind: "guide", related };
}
