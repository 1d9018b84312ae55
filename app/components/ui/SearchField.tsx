import type { InputHTMLAttributes } from "react";

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "id" | "name"> & {
  id: string;
  name: string;
  /** Accessible name of the field (visually hidden). */
  label: string;
  buttonLabel?: string;
};

/** Search input with a hidden label and its submit button, for the GET search forms. */
export function SearchField({ id, name, label, buttonLabel = "Buscar", className = "", ...input }: Props) {
  return (
    <>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="search"
        autoComplete="off"
        {...input}
        className={`w-full flex-1 rounded-lg border border-slate-300 px-4 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none ${className}`}
      />
      <button type="submit" className="rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800">
        {buttonLabel}
      </button>
    </>
  );
}
