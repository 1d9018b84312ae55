import { Link } from "@remix-run/react";
import { card, scrollList } from "./ui";
import { usefulLinkPath } from "~/lib/paths";

export type ProcessResultItem = { index: number; title: string; ok: boolean; slug?: string; error?: string; quality?: string; draft?: string };

/** Per-title results of "Processar todos" (live with JavaScript, all at once without). */
export function ProcessResults({ results, total, current }: { results: ProcessResultItem[]; total: number; current?: string | null }) {
  const ok = results.filter((r) => r.ok).length;
  const done = results.length === total && !current;
  return (
    <section aria-labelledby="process-heading" className={card}>
      <h2 id="process-heading" className="text-xl font-bold text-brand-900">
        Processamento dos títulos
      </h2>
      <p className="mt-2 text-slate-700" role="status">
        {done
          ? `Processamento concluído: ${ok} de ${total} ${total === 1 ? "título foi processado" : "títulos foram processados"}.`
          : `Processando título ${results.length + 1} de ${total}: ${current ?? ""}`}
      </p>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable result list must be reachable by keyboard (axe: scrollable-region-focusable) */}
      <ul tabIndex={0} aria-label="Resultado por título" className={`${scrollList} mt-4 space-y-2`}>
        {results.map((r) => (
          <li key={r.index} className={r.ok ? "text-green-800" : "text-red-800"}>
            <span aria-hidden="true">{r.ok ? "✓" : "✗"} </span>
            <span className="sr-only">{r.ok ? "Salvo:" : "Erro:"} </span>
            {r.ok && r.slug ? (
              <>
                Título {r.index + 1}/{total} processado:{" "}
                <Link to={usefulLinkPath(r.slug)} className="font-medium underline">
                  {r.title}
                </Link>
                {r.quality && (
                  <span className="block pl-5 text-sm text-amber-900">
                    {r.draft ? `Salvo como rascunho (não aparece no site), ${r.quality}` : `Salvo ${r.quality}`}
                  </span>
                )}
              </>
            ) : (
              <>
                Erro no título {r.index + 1}: não foi possível salvar “{r.title}”. {r.error}
              </>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
