import { pageDescription } from "~/lib/generator/description";
import { slugify } from "~/lib/slug";
import { cleanLine } from "~/lib/text-safety";
import { MAX_TITLE_LENGTH } from "~/lib/title-list";
import { reservedSlugReason } from "../data/reserved-slugs.server";
import { textOf } from "../data/sanitize.server";
import { MAX_CONTENT_BYTES, contentFromTyped } from "../data/typed-content.server";

/**
 * What a generated page's fields become before they are saved or previewed (docs/product.md §6):
 * one `normalisePage()` read by the save's checks (`validatePage`) and by every preview, so the
 * preview shows exactly what a save would store.
 */

export type PageInput = {
  title: string;
  /** Empty: derived from the title. */
  slug?: string;
  content: string;
  /** Empty: the default description (docs/product.md §7). */
  description?: string;
  keywords?: string;
  /** Saved as a draft ("rascunho"): not public until published (docs/product.md §6). */
  draft?: boolean;
  /** "gerador" for a generator's run; anything else is the admin's ("admin"). */
  writtenBy?: "gerador" | "admin";
  /**
   * The generators: published only when the judge admits the page to Google, otherwise saved as a
   * draft for the owner to finish (docs/content-quality.md "What the generators write").
   */
  publishOnlyIfAdmitted?: boolean;
};

export type PageField = "title" | "slug" | "content";

export { MAX_CONTENT_BYTES };
export { MAX_TITLE_LENGTH };
export const MAX_SLUG_LENGTH = 120;

/** The slug rule, cut at a hyphen so it stays within MAX_SLUG_LENGTH. */
export function pageSlug(slugOrTitle: string): string {
  const slug = slugify(slugOrTitle);
  if (slug.length <= MAX_SLUG_LENGTH) return slug;
  const cut = slug.slice(0, MAX_SLUG_LENGTH + 1);
  const hyphen = cut.lastIndexOf("-");
  return hyphen > 0 ? cut.slice(0, hyphen) : slug.slice(0, MAX_SLUG_LENGTH);
}

export type NormalisedPage = { title: string; slug: string; content: string; description: string; keywords: string; draft: boolean };

/**
 * The fields as they would be stored: lines cleaned, the slug rule, the typed content turned
 * into sanitised HTML, the default description when none was typed. No check; `slugTyped` says
 * whether the slug came from the slug field (for the error's field).
 */
export function normalisePage(input: PageInput): NormalisedPage & { slugTyped: boolean } {
  const title = cleanLine(input.title ?? "");
  const content = contentFromTyped(input.content ?? "");
  const typedSlug = cleanLine(input.slug ?? "");
  const slug = pageSlug(typedSlug || title);
  const description = pageDescription(title, cleanLine(input.description ?? "").slice(0, 300), content);
  const keywords = cleanLine(input.keywords ?? "").slice(0, 500);
  return { title, slug, content, description, keywords, draft: input.draft === true, slugTyped: typedSlug !== "" };
}

export const CONTENT_TOO_LARGE = "O conteúdo passa do limite de 200 KB. Reduza o texto ou divida em mais de uma página.";

/** The save's limit on the content, as typed: the preview says it too (and converts nothing past it). */
export function contentTooLarge(content: string): boolean {
  return Buffer.byteLength(content, "utf8") > MAX_CONTENT_BYTES;
}

/** Checks and normalises an input; everything except the duplicate check (done in the transaction). */
export function validatePage(input: PageInput): { ok: true; page: NormalisedPage } | { ok: false; field: PageField; error: string } {
  // An oversized body is not converted: its error comes after the title's.
  const oversized = contentTooLarge(input.content ?? "");
  const { slugTyped, ...page } = normalisePage(oversized ? { ...input, content: "" } : input);
  if (!page.title) return { ok: false, field: "title", error: "Informe o título da página." };
  if (page.title.length > MAX_TITLE_LENGTH) return { ok: false, field: "title", error: `O título pode ter no máximo ${MAX_TITLE_LENGTH} caracteres.` };
  if (oversized) {
    return { ok: false, field: "content", error: CONTENT_TOO_LARGE };
  }
  if (!textOf(page.content) && !/<(img|iframe)\s/.test(page.content)) {
    return { ok: false, field: "content", error: "Escreva o conteúdo da página: ele está vazio ou só tinha elementos que não são permitidos." };
  }
  if (!page.slug) {
    return { ok: false, field: slugTyped ? "slug" : "title", error: "Não foi possível formar um endereço: use letras ou números no slug ou no título." };
  }
  const reserved = reservedSlugReason(page.slug);
  if (reserved) return { ok: false, field: "slug", error: reserved };
  return { ok: true, page };
}
