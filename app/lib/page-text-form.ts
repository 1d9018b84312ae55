import { z } from "zod";
import { cleanLine } from "./text-safety";
import { LIMITS } from "./limits";
import { cleanParagraphs, type PageQuestion, type PageTextFields } from "./page-texts";

/**
 * The one schema of the "Páginas do site" editor (decision 0040): what each field may hold and
 * the pt-BR message when it does not. A blank title, description, heading or lead is the
 * template's own text; a field left as it was shown stays the template's text.
 */

const B = LIMITS.pageTexts;

const lineField = (max: number, label: string) =>
  z
    .string()
    .transform(cleanLine)
    .refine((v) => [...v].length <= max, `${label}: use no máximo ${max} caracteres.`);

const questionSchema = z
  .object({
    group: lineField(80, "Tema da pergunta"),
    question: lineField(B.questionMax, "Pergunta"),
    answer: z
      .string()
      .transform(cleanParagraphs)
      .refine((v) => [...v].length <= B.answerMax, `Resposta: use no máximo ${B.answerMax} caracteres.`),
  })
  .refine((q) => q.question.length > 0 && q.answer.length > 0, "Perguntas: cada pergunta precisa do texto da pergunta e da resposta.");

export const pageTextSchema = z.object({
  title: lineField(B.titleMax, "Título no Google"),
  description: lineField(B.descriptionMax, "Descrição no Google"),
  heading: lineField(B.headingMax, "Título da página"),
  lead: z
    .string()
    .transform(cleanParagraphs)
    .refine((v) => [...v].length <= B.leadMax, `Texto de abertura: use no máximo ${B.leadMax} caracteres.`),
  body: z
    .string()
    .transform((v) => v.replace(/\r\n?/g, "\n"))
    .refine((v) => new TextEncoder().encode(v).length <= B.bodyMaxBytes, `Texto próprio: o texto passa de ${B.bodyMaxBytes / 1024} KB; divida-o ou encurte-o.`),
  questions: z.array(questionSchema).max(B.questionsMax, `Perguntas: a página aceita no máximo ${B.questionsMax} perguntas.`).nullable(),
});

export type PageTextFormField = "title" | "description" | "heading" | "lead" | "body" | "questions";
export type PageTextFormErrors = Partial<Record<PageTextFormField, string>>;

/** What the form shows for the line fields (the template's text as rendered, or the owner's). */
export type ShownFields = Pick<PageTextFields, "title" | "description" | "heading" | "lead">;

const LINE_FIELDS = ["title", "description", "heading", "lead"] as const;

/** Rows of the questions list: q-<n>-tema, q-<n>-pergunta, q-<n>-resposta, q-<n>-ordem, q-<n>-remover. */
export function questionsFromForm(form: FormData): { rows: (PageQuestion & { order: number; remove: boolean })[]; present: boolean } {
  const count = Math.min(Number(form.get("q-count")) || 0, B.questionsMax + 10);
  const rows: (PageQuestion & { order: number; remove: boolean })[] = [];
  for (let i = 0; i < count; i++) {
    const text = (key: string) => String(form.get(`q-${i}-${key}`) ?? "");
    const order = Number.parseFloat(text("ordem").replace(",", "."));
    rows.push({
      group: text("tema"),
      question: text("pergunta"),
      answer: text("resposta"),
      order: Number.isFinite(order) ? order : i + 1,
      remove: form.get(`q-${i}-remover`) !== null,
    });
  }
  return { rows, present: form.has("q-count") };
}

/** The questions in the order the owner numbered them, without removed and blank rows. */
export function orderedQuestions(rows: ReturnType<typeof questionsFromForm>["rows"]): PageQuestion[] {
  return rows
    .map((row, index) => ({ row, index }))
    .filter(({ row }) => !row.remove && (row.question.trim() || row.answer.trim()))
    .sort((a, b) => a.row.order - b.row.order || a.index - b.index)
    .map(({ row }) => ({ group: row.group, question: row.question, answer: row.answer }));
}

export type ParsedPageText = { ok: true; fields: PageTextFields } | { ok: false; errors: PageTextFormErrors; typed: PageTextFields };

/**
 * Reads the editor's form against what it showed (`shown`, `stored`): a line field equal to what
 * was shown while the stored value is the template's stays null; a blank one returns to the
 * template's text. Questions equal to `defaultQuestions` stay null (the template's list).
 */
export function readPageTextForm(
  form: FormData,
  context: { shown: ShownFields; stored: PageTextFields; defaultQuestions: PageQuestion[] | null },
): ParsedPageText {
  const { rows, present } = questionsFromForm(form);
  const raw = {
    title: String(form.get("title") ?? ""),
    description: String(form.get("description") ?? ""),
    heading: String(form.get("heading") ?? ""),
    lead: String(form.get("lead") ?? ""),
    body: String(form.get("body") ?? ""),
    questions: present && context.defaultQuestions ? orderedQuestions(rows) : null,
  };
  const typed: PageTextFields = {
    ...raw,
    title: raw.title || null,
    description: raw.description || null,
    heading: raw.heading || null,
    lead: raw.lead || null,
  };
  const parsed = pageTextSchema.safeParse(raw);
  if (!parsed.success) {
    const errors: PageTextFormErrors = {};
    for (const issue of parsed.error.issues) {
      const key = issue.path[0] as PageTextFormField;
      errors[key] ??= issue.message;
    }
    return { ok: false, errors, typed };
  }
  const value = parsed.data;
  const fields: PageTextFields = { title: null, description: null, heading: null, lead: null, body: value.body.trim() ? value.body : "", questions: null };
  for (const key of LINE_FIELDS) {
    const typedValue = value[key];
    const shown = context.shown[key] === null ? "" : key === "lead" ? cleanParagraphs(context.shown[key]!) : cleanLine(context.shown[key]!);
    if (!typedValue) fields[key] = null;
    else if (typedValue === shown && context.stored[key] === null) fields[key] = null;
    else fields[key] = typedValue;
  }
  if (value.questions && context.defaultQuestions) {
    const same = JSON.stringify(value.questions) === JSON.stringify(context.defaultQuestions.map((q) => ({ ...q, answer: cleanParagraphs(q.answer) })));
    fields.questions = same ? null : value.questions;
  }
  return { ok: true, fields };
}
