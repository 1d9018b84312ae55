import { z } from "zod";
import { parsePageId, parsePageIds } from "../page-id";
import { PAGE_TEXT_MAX, readFields } from "./form-data";

/**
 * The panel's forms about generated pages (docs/product.md §6), one schema each
 * (docs/architecture.md, "One schema per form"): the new page typed in the panel, its list's
 * "Publicar" and "Gerar 50", deleting one page (with where its address leads), deleting the
 * selected ones, and restoring a deleted one. The page's own rules (title, slug, content) are
 * the store's `savePage`, shared by every generator; the destination of a deleted page's
 * address is checked by the server against the site.
 */

const NEW_PAGE_FIELDS = ["intent", "status", "title", "slug", "keywords", "content"] as const;

export const newPageFormSchema = z
  .object({
    intent: z.string(),
    status: z.string(),
    title: z.string(),
    slug: z.string(),
    keywords: z.string(),
    content: z.string(),
  })
  .transform(({ intent, status, ...values }) => ({
    /** "generate-50" and "publish" are the list's buttons; anything else saves the typed page. */
    intent: intent === "generate-50" || intent === "publish" ? intent : ("save" as const),
    draft: status === "rascunho",
    values,
  }));

export type NewPageForm = z.infer<typeof newPageFormSchema>;

/** The panel's post: which button, the typed page, and for "Publicar" the checked pages. */
export function readNewPageForm(form: FormData): NewPageForm & { ids: number[] } {
  return { ...newPageFormSchema.parse(readFields(form, NEW_PAGE_FIELDS, PAGE_TEXT_MAX)), ids: parsePageIds(form.getAll("ids")) };
}

/** A page typed before the session ended (decision 0032): only a save carries typed text. */
export function parkedNewPage(form: FormData): NewPageForm["values"] | null {
  const typed = readFields(form, NEW_PAGE_FIELDS, PAGE_TEXT_MAX);
  if (typed.intent !== "" && typed.intent !== "save") return null;
  return newPageFormSchema.parse(typed).values;
}

/** Deleting one page: where its address leads afterwards, as typed (empty = 410 Gone). */
export const REDIRECT_TARGET_MAX = 2000;
export const deletePageFormSchema = z.object({ redirectTo: z.string().transform((v) => v.slice(0, REDIRECT_TARGET_MAX)) });

export function readDeletePageForm(form: FormData): { redirectTo: string } {
  return deletePageFormSchema.parse(readFields(form, ["redirectTo"]));
}

/** The selected pages of a bulk action: valid ids only, without repeats, at most `max`. */
export function selectedPageIds(values: unknown[], max: number): number[] {
  return z
    .array(z.unknown())
    .transform((all) => parsePageIds(all).slice(0, max))
    .parse(values);
}

/** Restoring a deleted page: its id, or the pt-BR message when none was chosen. */
export const RESTORE_NEEDS_PAGE = "Escolha uma página da lista para restaurar.";
export const restorePageFormSchema = z.object({
  id: z.string().transform((v, ctx) => {
    const id = parsePageId(v);
    if (id === null) ctx.addIssue({ code: "custom", message: RESTORE_NEEDS_PAGE });
    return id ?? 0;
  }),
});

export function readRestorePageForm(form: FormData): { ok: true; id: number } | { ok: false; error: string } {
  const parsed = restorePageFormSchema.safeParse(readFields(form, ["id"]));
  return parsed.success ? { ok: true, id: parsed.data.id } : { ok: false, error: RESTORE_NEEDS_PAGE };
}
