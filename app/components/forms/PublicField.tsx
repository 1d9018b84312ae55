import type { ReactNode } from "react";

/**
 * The pieces of the public forms (the visit request, the customer's testimonial): plain HTML, no
 * React handlers (decision 0017). The server answers every post with the form again: what was
 * typed kept, each message beside its field (`erro-{name}`, named by the field's
 * aria-describedby with its hint `{name}-dica`).
 */
export const publicInput =
  "mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none aria-[invalid=true]:border-red-600";
export const publicLabel = "block font-medium text-slate-800";
export const publicHint = "mt-1 text-sm text-slate-600";
export const publicSubmit =
  "inline-flex items-center rounded-lg bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";

/** What a refused post sends back: the values typed and one message per field. */
export type PublicFormState = { typed: Partial<Record<string, string>>; errors: Record<string, string> };

export function FieldError({ name, message }: { name: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={`erro-${name}`} className="mt-1 text-sm font-medium text-red-800">
      {message}
    </p>
  );
}

/** A field's aria-describedby: its message when it has one, then its hint. */
export function describedBy(errors: Record<string, string>, name: string, hintId?: string): string | undefined {
  return [errors[name] ? `erro-${name}` : null, hintId ?? null].filter(Boolean).join(" ") || undefined;
}

type FieldAttributes = {
  type?: "text" | "tel";
  inputMode?: "tel";
  maxLength?: number;
  autoComplete?: string;
  required?: boolean;
  /** A textarea of this many rows instead of an input. */
  rows?: number;
};

/** One labelled input (or textarea) with its hint and its message. */
export function PublicField({
  name,
  label,
  hint,
  state,
  rows,
  ...attributes
}: { name: string; label: ReactNode; hint?: ReactNode; state: PublicFormState } & FieldAttributes) {
  const hintId = hint ? `${name}-dica` : undefined;
  const field = {
    id: name,
    name,
    defaultValue: state.typed[name] ?? "",
    "aria-invalid": state.errors[name] ? true : undefined,
    "aria-describedby": describedBy(state.errors, name, hintId),
    className: publicInput,
    ...attributes,
  };
  return (
    <div>
      <label htmlFor={name} className={publicLabel}>
        {label}
      </label>
      {rows ? <textarea rows={rows} {...field} /> : <input {...field} />}
      {hint && (
        <p id={hintId} className={publicHint}>
          {hint}
        </p>
      )}
      <FieldError name={name} message={state.errors[name]} />
    </div>
  );
}

/** The honeypot: hidden from people and screen readers; bots fill it (the server refuses a post that has it). */
export function Honeypot() {
  return (
    <div className="absolute -left-[9999px] h-px w-px overflow-hidden" aria-hidden="true">
      <label htmlFor="site">Site</label>
      <input id="site" name="site" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}

/** The required consent box ("autorizo"), its words given by the form. */
export function ConsentField({ state, children }: { state: PublicFormState; children: ReactNode }) {
  return (
    <div>
      <label className="flex items-start gap-3 text-slate-800">
        <input
          type="checkbox"
          id="autorizo"
          name="autorizo"
          value="1"
          defaultChecked={state.typed.autorizo === "1"}
          required
          aria-invalid={state.errors.autorizo ? true : undefined}
          aria-describedby={describedBy(state.errors, "autorizo")}
          className="mt-1 h-5 w-5 flex-none"
        />
        <span>{children}</span>
      </label>
      <FieldError name="autorizo" message={state.errors.autorizo} />
    </div>
  );
}
