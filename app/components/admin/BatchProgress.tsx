import type { BatchRun } from "./useBatchRun";

/** Real per-page progress of the batch: percent, count, bar and the title being created (`done`: pages finished, when they are not all in `results`). */
export function BatchProgress({
  run,
  running,
  done = run.results.length,
}: {
  run: Pick<BatchRun, "current" | "total"> & { results: unknown[] };
  running: boolean;
  done?: number;
}) {
  const percent = Math.round((done / run.total) * 100);
  return (
    <div className="mt-6" aria-live="polite">
      <p className="font-semibold text-brand-900">{running ? "Criando páginas..." : "Criação concluída"}</p>
      <p className="mt-1 text-sm text-slate-700">
        {percent}% concluído ({done} de {run.total})
      </p>
      <div
        role="progressbar"
        aria-label="Progresso da criação de páginas"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="mt-2 h-3 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div className={`h-full transition-[width] ${running ? "bg-brand-700" : "bg-green-600"}`} style={{ width: `${percent}%` }} />
      </div>
      {running && run.current && (
        <p className="mt-2 text-sm text-slate-700">
          Criando: <span className="font-medium">{run.current}</span>
        </p>
      )}
    </div>
  );
}
