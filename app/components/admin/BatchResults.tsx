import { Link } from "@remix-run/react";
import { batchCounts, batchSummary, draftCounts } from "~/lib/admin-toasts";
import { usefulLinkPath } from "~/lib/paths";
import { scrollList } from "./ui";

export type BatchResultItem = { success: boolean; title: string; slug?: string; error?: string; quality?: string; draft?: string; existed?: boolean };

/** Results of the batch creator: "N páginas criadas com sucesso, M falharam" and one line per page. */
export function BatchResults({ results }: { results: BatchResultItem[] }) {
  return (
    <section aria-labelledby="batch-results-heading" className="mt-6">
      <h3 id="batch-results-heading" className="text-lg font-bold text-brand-900">
        {batchSummary(...batchCounts(results), draftCounts(results))}
      </h3>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable result list must be reachable by keyboard (axe: scrollable-region-focusable) */}
      <ul tabIndex={0} className={`${scrollList} mt-3 space-y-1 rounded-md border border-slate-200 p-3`} aria-label="Resultado por página">
        {results.map((r, i) => (
          <li key={i} className={r.success ? "text-green-800" : r.existed ? "text-slate-700" : "text-red-800"}>
            <span aria-hidden="true">{r.success ? "✓" : r.existed ? "=" : "✗"} </span>
            <span className="sr-only">{r.success ? "Criada:" : r.existed ? "Já existia:" : "Falhou:"} </span>
            {r.success && r.slug ? (
              <Link to={usefulLinkPath(r.slug)} className="underline">
                {r.title}
              </Link>
            ) : (
              <span className="font-medium">{r.title}</span>
            )}
            {r.error && <span className="block pl-5 text-sm">{r.error}</span>}
            {r.quality && (
              <span className="block pl-5 text-sm text-amber-900">
                {r.draft ? `Criada como rascunho (não aparece no site), ${r.quality}` : `Criada ${r.quality}`}
              </span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
