/** Label and value rows of a model's (or the whole line's) specification, named by a heading. */
export function SpecTable({ rows, labelledBy, className = "" }: { rows: [string, string][]; labelledBy: string; className?: string }) {
  return (
    <table aria-labelledby={labelledBy} className={`w-full overflow-hidden rounded-xl border border-slate-200 bg-white text-left ${className}`}>
      <tbody className="divide-y divide-slate-200">
        {rows.map(([label, value]) => (
          <tr key={label}>
            <th scope="row" className="w-1/2 px-4 py-2.5 font-semibold text-slate-700">
              {label}
            </th>
            <td className="px-4 py-2.5">{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
