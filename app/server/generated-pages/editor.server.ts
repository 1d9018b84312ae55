import type { QualityFields } from "~/lib/page-quality";
import type { GeneratedPage } from "./store.server";
import { CONTENT_TOO_LARGE, contentTooLarge, normalisePage, type PageInput } from "./normalise.server";
import type { QualityJudge } from "./judge.server";
import { substanceChecklist, type SubstanceItem } from "./substance-checklist.server";

/** Server side of the generated page editor (docs/product.md §6): the form's fields and its preview. */

/** What the editor's fields hold; `status` is "publicada" or "rascunho". */
export type EditorValues = { title: string; slug: string; description: string; keywords: string; content: string; status: PageStatus };
export type PageStatus = "publicada" | "rascunho";

/** The page as it will look: sanitised as on save, with the figures it would be saved with. */
export type EditorPreview = {
  title: string;
  description: string;
  content: string;
  slug: string;
  quality: QualityFields | null;
  /** What would give the page substance (substance-checklist.server.ts). */
  checklist: SubstanceItem[];
};

/** Longest text kept from one field of the form (the content's own limit is checked on save). */
const MAX_FIELD = 300 * 1024;

function field(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value.slice(0, MAX_FIELD) : "";
}

export function readEditorForm(form: FormData): EditorValues {
  return {
    title: field(form, "title"),
    slug: field(form, "slug"),
    description: field(form, "description"),
    keywords: field(form, "keywords"),
    content: field(form, "content"),
    status: form.get("status") === "rascunho" ? "rascunho" : "publicada",
  };
}

export function editorValuesOf(page: GeneratedPage): EditorValues {
  return {
    title: page.title,
    slug: page.slug,
    description: page.description,
    keywords: page.keywords,
    content: page.content,
    status: page.draft ? "rascunho" : "publicada",
  };
}

export function pageInputOf(values: EditorValues): PageInput {
  return { ...values, draft: values.status === "rascunho" };
}

/** The preview of what was typed; nothing is written. A judge adds the quality figures. */
export function editorPreview(values: EditorValues, judge?: QualityJudge, id?: number): EditorPreview {
  // The save's own rules: the same line cleaning, slug rule, sanitising and default description.
  // Past the save's limit nothing is converted, measured or checked: the answer only says so
  // (editorPreviewError), as early as the typed text allows.
  const oversized = contentTooLarge(values.content ?? "");
  const { title, slug, content, description } = normalisePage(oversized ? { ...values, content: "" } : values);
  const quality = judge && title && !oversized ? judge({ slug, title, description, content }, id) : null;
  return { title, description, content, slug, quality, checklist: oversized ? [] : substanceChecklist(content) };
}

/** What the preview tells the owner about the content: past the save's limit nothing is converted, and it says so. */
export function editorPreviewError(values: EditorValues): { field: "content"; message: string; preview: true } | null {
  return contentTooLarge(values.content) ? { field: "content", message: CONTENT_TOO_LARGE, preview: true } : null;
}
