import { templateOf, type QualityPage } from "./content-quality";
import { isFixedPage } from "./index-candidates";
import { readMain } from "./page-html";
import { pageSubjects } from "./page-subjects";
import { MAIN_PAGE_PATHS } from "./page-registry";
import { usefulLinkPath } from "./paths";

const MAIN_PAGES = new Set<string>(MAIN_PAGE_PATHS);

/**
 * A rendered page as the content-quality measure reads it (docs/content-quality.md): its main
 * text in blocks, its template and its subject's forms. One reading for the audit, the
 * admission and the admin's judge. Server-side only (htmlparser2).
 */
export function qualityPageOf(path: string, html: string, indexable: boolean): QualityPage {
  const { text, heading, boilerplateWords } = readMain(html);
  return {
    url: path,
    boilerplateWords,
    template: templateOf(path, MAIN_PAGES),
    mainText: text,
    subjects: pageSubjects(path, heading, { fixedHeading: isFixedPage(path) }),
    indexable,
  };
}

export type PageText = { slug: string; title: string; description: string; content: string };

/**
 * The main text a generated page shows (app/routes/links-uteis.$slug.tsx): its heading, its lead
 * (`pageLead`: null when the page shows none) and its content.
 */
export function generatedQualityPage(page: Omit<PageText, "description"> & { lead: string | null }, indexable = false): QualityPage {
  const lead = page.lead === null ? "" : `<p>${escapeText(page.lead)}</p>`;
  const html = `<main><h1>${escapeText(page.title)}</h1>${lead}${page.content}</main>`;
  return qualityPageOf(usefulLinkPath(page.slug), html, indexable);
}

function escapeText(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}
