import { z } from "zod";
import { normalizeCreativity } from "../generator";
import { PAGE_TEXT_MAX, readFields } from "./form-data";

/**
 * The page generators' forms, one schema each (docs/architecture.md, "One schema per form"): the
 * batch creator's one page, "Processar todos" of the local generator (one title per post), and the
 * local generator's own form (its titles, creativity, and the previewed page it saves). The
 * generated page's rules are the store's `savePage` and the generator's title rules.
 */

/** Only a plain non-negative whole number names a page of the batch ("", "1e1" or "abc" do not). */
export const BAD_BATCH_INDEX = "Índice de página inválido.";
export const batchPageFormSchema = z.object({
  index: z
    .string()
    .regex(/^\d{1,3}$/, BAD_BATCH_INDEX)
    .transform(Number),
});

export function readBatchPageForm(form: FormData): { ok: true; index: number } | { ok: false; error: string } {
  const parsed = batchPageFormSchema.safeParse(readFields(form, ["index"]));
  return parsed.success ? { ok: true, index: parsed.data.index } : { ok: false, error: BAD_BATCH_INDEX };
}

const creativity = z.string().transform(normalizeCreativity);

/** One title of "Processar todos": the title (trimmed; empty is refused by the route), its place in the list, the creativity. */
export const processTitleFormSchema = z.object({
  title: z.string().transform((v) => v.trim()),
  index: z.string().transform((v) => Math.max(0, Number(v) || 0)),
  creativity,
});

export function readProcessTitleForm(form: FormData) {
  return processTitleFormSchema.parse(readFields(form, ["title", "index", "creativity"]));
}

/** The local generator's buttons; an absent or unknown one generates from the titles. */
export const LOCAL_GENERATOR_INTENTS = ["save", "process-all", "generate-first", "generate"] as const;

/** The local generator's form: "save" keeps the previewed page; the others generate from the titles. */
export const localGeneratorFormSchema = z.object({
  intent: z.string().transform((v) => LOCAL_GENERATOR_INTENTS.find((i) => i === v) ?? "generate"),
  titles: z.string(),
  creativity,
  title: z.string().transform((v) => v.trim()),
  content: z.string(),
  keywords: z.string(),
});

export type LocalGeneratorForm = z.infer<typeof localGeneratorFormSchema>;

export function readLocalGeneratorForm(form: FormData): LocalGeneratorForm {
  return localGeneratorFormSchema.parse(readFields(form, ["intent", "titles", "creativity", "title", "content", "keywords"], PAGE_TEXT_MAX));
}
