import { Link } from "@remix-run/react";
import type { Pagination } from "~/lib/pagination";

/** "← Anterior", "Página N de M", "Próxima →" under a paginated list; nothing when it fits one page. */
export function ListPager({
  pagination: p,
  href,
  label,
  className = "mt-4 gap-3",
}: {
  pagination: Pagination;
  href: (page: number) => string;
  label: string;
  className?: string;
}) {
  if (p.totalPages <= 1) return null;
  return (
    <nav aria-label={label} className={`flex flex-wrap items-center font-semibold ${className}`}>
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
