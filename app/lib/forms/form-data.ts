import type { RefinementCtx, ZodError } from "zod";

/**
 * Reading a posted form for its schema (docs/architecture.md, "One schema per form"): every field
 * the schema names, as the string posted ("" when absent), line breaks as "\n", cut far above any
 * bound so an over-long field still comes back to the form (and is refused with its message).
 */
export const TYPED_FIELD_MAX = 20_000;
/** A generated page's text may hold 200 KiB (its save limit): its forms read far above that. */
export const PAGE_TEXT_MAX = 1024 * 1024;

export function readFields<const N extends string>(form: FormData, names: readonly N[], max: number = TYPED_FIELD_MAX): Record<N, string> {
  const typed = {} as Record<N, string>;
  for (const name of names) {
    const value = form.get(name);
    typed[name] = typeof value === "string" ? value.replace(/\r\n?/g, "\n").slice(0, max) : "";
  }
  return typed;
}

export const UNREADABLE_POST = "Não foi possível ler o envio. Tente de novo.";

/** The posted form, or null when the body cannot be read as one (cut off, wrong type): the route answers UNREADABLE_POST. */
export async function readPost(request: Request): Promise<FormData | null> {
  try {
    return await request.formData();
  } catch {
    return null;
  }
}

/** The first pt-BR message of each field a schema refused, keyed by the field's name. */
export function fieldErrors<N extends string>(error: ZodError): Partial<Record<N, string>> {
  const errors: Partial<Record<N, string>> = {};
  for (const issue of error.issues) {
    const name = String(issue.path[0] ?? "") as N;
    errors[name] ??= issue.message;
  }
  return errors;
}

/**
 * A field's rule as one function: the cleaned value in, its pt-BR message out (null = fine).
 * `z.string().transform(cleanLine).superRefine(rule((v) => (v ? null : "Informe o nome.")))`.
 */
export function rule<T>(message: (value: T) => string | null) {
  return (value: T, ctx: RefinementCtx) => {
    const m = message(value);
    if (m) ctx.addIssue({ code: "custom", message: m });
  };
}
