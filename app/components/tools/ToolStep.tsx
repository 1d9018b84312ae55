import type { ReactNode } from "react";

/**
 * One question of a tool (/diagnostico, /qual-motor) as a plain GET form: the earlier answers
 * travel as hidden fields, so the page works without JavaScript, each state has its own URL
 * and the browser's back button goes one question back.
 */
export function ToolStep({
  action,
  carried,
  name,
  legend,
  help,
  warning,
  options,
  submitLabel = "Continuar",
  children,
}: {
  action: string;
  carried: [string, string][];
  name: string;
  legend: string;
  help?: string;
  warning?: string;
  options: { value: string; label: string }[];
  submitLabel?: string;
  children?: ReactNode;
}) {
  return (
    <form method="get" action={`${action}#pergunta`} className="mt-6 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      {carried.map(([k, v]) => (
        <input key={k} type="hidden" name={k} value={v} />
      ))}
      <fieldset>
        <legend id="pergunta" className="scroll-mt-24 text-xl font-bold text-brand-900">
          {legend}
        </legend>
        {help && <p className="mt-2 text-slate-700">{help}</p>}
        {warning && (
          <p role="note" className="mt-3 rounded-lg border-l-4 border-accent-500 bg-amber-50 px-4 py-3 text-slate-800">
            <strong>Segurança: </strong>
            {warning}
          </p>
        )}
        <div className="mt-4 space-y-2">
          {options.map((o, i) => (
            <label
              key={o.value}
              className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-200 px-4 py-3 hover:border-brand-400 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
            >
              <input type="radio" name={name} value={o.value} required={i === 0} className="mt-0.5 size-5 shrink-0" />
              <span>{o.label}</span>
            </label>
          ))}
        </div>
        {children}
      </fieldset>
      <button
        type="submit"
        className="mt-6 inline-flex items-center rounded-lg bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        {submitLabel}
      </button>
    </form>
  );
}
