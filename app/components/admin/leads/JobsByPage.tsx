import { formatBRL } from "~/content/business";
import type { JobsByPage as Row } from "~/server/leads/lead-code.server";
import { card } from "../ui";

/**
 * Jobs of "Serviços realizados" that carry a lead's code, with their value, by the page where the
 * lead started (docs/decisions/0038-job-log.md). Nothing is shown while no job carries a code.
 */
export function JobsByPage({ rows }: { rows: Row[] }) {
  return (
    <section aria-labelledby="servicos-por-pagina" className={`${card} mt-8`} data-jobs-by-page>
      <h2 id="servicos-por-pagina" className="text-xl font-bold text-brand-900">
        Serviços por página de origem
      </h2>
      <p className="mt-1 text-sm text-slate-600">Serviços realizados no período com o “Código do atendimento”, pela página onde o cliente clicou.</p>
      {rows.length === 0 ? (
        <p className="mt-3 text-slate-600">Nenhum serviço do período tem código de atendimento.</p>
      ) : (
        <div className="mt-3 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead>
              <tr className="border-b border-slate-200">
                <th scope="col" className="py-2 pr-4">
                  Página
                </th>
                <th scope="col" className="py-2 pr-4 text-right">
                  Serviços
                </th>
                <th scope="col" className="py-2 text-right">
                  Valor
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.pagePath} className="border-b border-slate-100">
                  <td className="py-2 pr-4 break-all">{r.pagePath}</td>
                  <td className="py-2 pr-4 text-right">{r.jobs}</td>
                  <td className="py-2 text-right">{formatBRL(r.valueCents)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
