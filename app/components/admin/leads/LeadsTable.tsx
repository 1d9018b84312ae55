import { Link } from "@remix-run/react";
import { formatBRL } from "~/content/business";
import type { SortColumn } from "~/lib/leads/dashboard-query";
import type { ReportRow } from "~/server/leads/report.server";

export const percent = (rate: number | null) => (rate === null ? "—" : `${(rate * 100).toLocaleString("pt-BR", { maximumFractionDigits: 1 })}%`);

const COLUMNS: { id: SortColumn; label: string }[] = [
  { id: "chave", label: "" },
  { id: "visitas", label: "Visitas" },
  { id: "cliques", label: "Cliques" },
  { id: "conversao", label: "Conversão" },
  { id: "vendas", label: "Vendas" },
  { id: "valor", label: "Valor vendido" },
];

/** One table of the dashboard; column headers are links that sort on the server (no JavaScript needed). */
export function LeadsTable({
  id,
  title,
  rows,
  sort,
  sortHref,
  exportHref,
  total,
}: {
  id: string;
  title: string;
  rows: ReportRow[];
  sort: SortColumn;
  sortHref: (column: SortColumn) => string;
  exportHref: string;
  total: number;
}) {
  return (
    <section aria-labelledby={`${id}-heading`} className="mt-8">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={`${id}-heading`} className="text-lg font-bold text-brand-900">
          Por {title.toLowerCase()}
        </h3>
        <a href={exportHref} className="text-sm font-semibold text-brand-700 hover:underline">
          Baixar CSV
        </a>
      </div>
      {rows.length === 0 ? (
        <p className="mt-2 text-slate-600">Nada registrado no período.</p>
      ) : (
        <div className="mt-2 overflow-x-auto">
          <table className="w-full min-w-[40rem] text-left text-sm">
            <thead className="border-b border-slate-300">
              <tr>
                {COLUMNS.map((c) => (
                  <th key={c.id} scope="col" className="py-2 pr-4" aria-sort={sort === c.id ? (c.id === "chave" ? "ascending" : "descending") : undefined}>
                    <Link to={sortHref(c.id)} preventScrollReset className="font-semibold text-brand-800 hover:underline">
                      {c.label || title}
                      {sort === c.id ? <span aria-hidden="true"> {c.id === "chave" ? "▲" : "▼"}</span> : null}
                    </Link>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {rows.map((r) => (
                <tr key={r.key}>
                  <th scope="row" className="max-w-xs truncate py-1.5 pr-4 font-medium">
                    {r.key}
                  </th>
                  <td className="pr-4">{r.views ?? "—"}</td>
                  <td className="pr-4">
                    {r.clicks}
                    {r.clicks > 0 && (
                      <span className="text-slate-500">
                        {" "}
                        ({r.whatsapp} WhatsApp, {r.phone} tel.)
                      </span>
                    )}
                  </td>
                  <td className="pr-4">{percent(r.conversion)}</td>
                  <td className="pr-4">{r.sales}</td>
                  <td>{r.valueCents > 0 ? formatBRL(r.valueCents) : "—"}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {total > rows.length && (
            <p className="mt-1 text-sm text-slate-600">
              Mostrando {rows.length} de {total}; o CSV traz todas.
            </p>
          )}
        </div>
      )}
    </section>
  );
}
