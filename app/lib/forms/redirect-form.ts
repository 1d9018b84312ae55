import { z } from "zod";
import { fieldErrors, readFields, rule } from "./form-data";

/**
 * The "Redirecionamentos e 404" screen's form, one schema (docs/architecture.md, "One schema per
 * form"): which button was pressed, the address it acts on and, to save a redirect, where it
 * leads. Whether the destination is a page of the site is the server's
 * (app/server/data/redirects.server.ts `checkRedirectTarget`), which needs the database.
 */
export const MAX_FROM_LENGTH = 500;

/** pt-BR message when `from` cannot be redirected (not a path of the site, or the admin's), else null. */
export function fromPathProblem(from: string): string | null {
  if (!from.startsWith("/") || from.startsWith("//") || from.length > MAX_FROM_LENGTH || from.startsWith("/admin")) return "Endereço de origem inválido.";
  return null;
}

export const TARGET_NEEDED = "Informe para qual página do site enviar os visitantes, como /motores.";

/** The addresses as posted: a path is cut just past what a stored one may hold, a typed target a little further. */
const path = z.string().transform((v) => v.slice(0, 600));

export const redirectFormSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({
      intent: z.literal("redirect"),
      path: path.superRefine(rule(fromPathProblem)),
      to: z
        .string()
        .transform((v) => v.slice(0, 2000))
        .refine((v) => v.trim().length > 0, TARGET_NEEDED),
    }),
    z.object({ intent: z.literal("ignore"), path }),
    z.object({ intent: z.literal("delete"), path, confirmed: z.string().transform((v) => v === "1") }),
  ],
  { errorMap: () => ({ message: "Ação desconhecida." }) },
);

export type RedirectForm = z.infer<typeof redirectFormSchema>;

/** The post as the schema reads it; a refusal keeps the path and the typed target for the form. */
export function readRedirectForm(form: FormData): { ok: true; value: RedirectForm } | { ok: false; path: string; typed: string; message: string } {
  const typed = readFields(form, ["intent", "path", "to", "confirmed"]);
  const parsed = redirectFormSchema.safeParse(typed);
  if (parsed.success) return { ok: true, value: parsed.data };
  const errors = fieldErrors<"intent" | "path" | "to">(parsed.error);
  return {
    ok: false,
    path: typed.path.slice(0, 600),
    typed: typed.to.slice(0, 2000),
    message: errors.intent ?? errors.path ?? errors.to ?? "Ação desconhecida.",
  };
}
