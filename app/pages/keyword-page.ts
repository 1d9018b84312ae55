import type { FaqItem } from "~/lib/jsonld";
import { BRAND, INSTALMENTS, WARRANTY } from "~/content/business";
import { FAMILIES, type KeywordFamily } from "~/content/keyword-families";
import { isContentAdmitted } from "~/lib/indexed-content";
import { KEYWORD_CONTENT } from "~/content/keyword-content";
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
export type KeywordPage = {
  slug: string;
  keyword: string;
  heading: string;
  title: string;
  description: string;
  summary: string;
  causes: string[];
  checks: string[];
  safety: string;
  call: string;
  servicesTitle: string;
  services: string[];
  reasons: string[];
  faqs: FaqItem[];
  related: { name: string; path: string }[];
  whatsappMessage: WhatsAppMessage;
};

export const REASONS_TO_CHOOSE: string[] = [
  `Técnicos especializados em motores ${BRAND}, com peças originais`,
  // Claims (customers, year started) live in "Dados do negócio" and show only where the owner set them (decision 0028).
  "Equipe própria de instalação e manutenção, sem terceirizar o serviço",
  `${WARRANTY.summary}; ${WARRANTY.serviceMonths} meses de garantia no serviço`,
  `Orçamento antes do serviço e pagamento em até ${INSTALMENTS}x`,
  "Atendimento em São Paulo, ABCD, Guarulhos, Osasco e região",
];

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
export function indexedProblemGuides(): { label: string; links: { name: string; path: string }[] }[] {
  const groups = new Map<KeywordFamily, { name: string; path: string }[]>();
  for (const p of PROBLEMS) {
    const family = KEYWORD_CONTENT[p.keyword]?.family;
    if (!family || !isContentAdmitted(problemPath(p))) continue;
    groups.set(family, [...(groups.get(family) ?? []), { name: problemHeading(p), path: problemPath(p) }]);
  }
  return [...groups].map(([family, links]) => ({ label: FAMILIES[family].label, links }));
}

export function keywordPage(problem: ProblemKeyword): KeywordPage {
  const content = KEYWORD_CONTENT[problem.keyword];
  if (!content) throw new Error(`missing content for keyword "${problem.keyword}"`);
  const family = FAMILIES[content.family];
  const heading = problemHeading(problem);
  // Siblings in the index first, so each indexed guide is linked from another indexed page.
  const siblings = PROBLEMS.filter((p) => p.slug !== problem.slug && KEYWORD_CONTENT[p.keyword]?.family === content.family);
  const related = [...siblings.filter((p) => isContentAdmitted(problemPath(p))), ...siblings.filter((p) => !isContentAdmitted(problemPath(p)))]
    .slice(0, 6)
    .map((p) => ({ name: problemHeading(p), path: problemPath(p) }));
  return {
    slug: problem.slug,
    keyword: problem.keyword,
    heading,
    title: `${heading}: causas e solução | Motores ${BRAND}`,
    // The question, then the summary's leading sentences that fit (written to fit, never cut with "…").
    description: problemDescription(heading, content.summary),
    summary: content.summary,
    causes: content.causes,
    checks: content.checks,
    safety: family.safety,
    call: content.call,
    servicesTitle: family.label,
    services: family.services,
    reasons: REASONS_TO_CHOOSE,
    faqs: content.faqs,
    related,
    whatsappMessage: whatsappMessage("problema", problem.slug),
  };
}

/** Visible body text of a keyword page, for the uniqueness test. */
export function keywordPageText(page: KeywordPage): string {
  return [page.summary, ...page.causes, ...page.checks, page.safety, page.call, ...page.services, ...page.faqs.flatMap((f) => [f.question, f.answer])].join(
    "\n",
  );
}
