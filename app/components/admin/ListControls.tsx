import { Link } from "@remix-run/react";
import type { Pagination } from "~/lib/pagination";
import { inputClass } from "./ui";

/** A labelled select of a list's filter form (a GET form, so it works without JavaScript). */
export function SelectField({
  id,
  name,
  label,
  value,
  options,
}: {
  id: string;
  name: string;
  label: string;
  value: string;
  options: { value: string; label: string }[];
}) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      <select id={id} name={name} defaultValue={value} key={value} className={inputClass}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** "← Anterior", "Página N de M", "Próxima →" under an admin list; nothing when it fits one page. */
export function ListPager({ pagination: p, href, label }: { pagination: Pagination; href: (page: number) => string; label: string }) {
  if (p.totalPages <= 1) return null;
  return (
    <nav aria-label={label} className="mt-4 flex flex-wrap items-center gap-3 font-semibold">
      {p.hasPrevious && (
        <Link to={href(p.page - 1)} rel="prev" className="text-brand-700 hover:underline">
          ← Anterior
        </Link>
      )}
      <span className="text-slate-600">{`Página ${p.page} de ${p.totalPages}`}</span>
      {p.hasNext && (
        <Link to={href(p.page + 1)} rel="next" className="text-brand-700 hover:underline">
          Próxima →
        </Link>
      )}
    </nav>
  );
}
