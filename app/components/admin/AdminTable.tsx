import type { ReactNode } from "react";

/**
 * An admin list as a table: a caption for screen readers, one header row of column names, and
 * the rows (`children`, each a `<tr>`) divided by a line. The cells are the caller's: each list
 * chooses what a row shows; this holds the markup every admin table repeats.
 */
/** A column's name; `{ hidden }` names it for screen readers only (a column of buttons). */
export type AdminColumn = string | { hidden: string };

/** `className` adds classes to the table (a minimum width, a margin). */
export function AdminTable({ caption, columns, className, children }: { caption: string; columns: AdminColumn[]; className?: string; children: ReactNode }) {
  return (
    <table className={`w-full text-left text-sm ${className ?? ""}`.trim()}>
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b border-slate-200 text-slate-700">
          {columns.map((column, i) => (
            <th key={i} scope="col" className={i < columns.length - 1 ? "py-2 pr-3" : "py-2"}>
              {typeof column === "string" ? column : <span className="sr-only">{column.hidden}</span>}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-200">{children}</tbody>
    </table>
  );
}
