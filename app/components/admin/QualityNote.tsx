import { qualityReport, type QualityFields } from "~/lib/page-quality";

/**
 * A generated page's standing with the content-quality gate (issue #14): "No índice" with its
 * figures, or "Fora do índice" with why and what to add. `compact` (the page list) keeps the
 * reasons and leaves the advice to the preview and the save message.
 */
export function QualityNote({ quality, compact = false, id }: { quality: QualityFields; compact?: boolean; id?: string }) {
  const report = qualityReport(quality);
  const tone = report.indexable ? "border-green-300 bg-green-50 text-green-900" : "border-amber-300 bg-amber-50 text-amber-950";
  if (compact) {
    return (
      <p id={id} className="text-sm">
        <span className={`mr-2 inline-block rounded border px-1.5 py-0.5 text-xs font-semibold ${tone}`}>{report.label}</span>
        <span className="text-slate-600">{report.figures}</span>
        {report.reasons.length > 0 && <span className="block text-amber-900">{report.reasons.join(" ")}</span>}
      </p>
    );
  }
  return (
    <div id={id} className={`rounded-md border p-3 text-sm ${tone}`}>
      <p className="font-semibold">
        {report.indexable ? "Avaliação de conteúdo: entra no índice do Google" : "Avaliação de conteúdo: ficará fora do índice do Google (noindex)"}
      </p>
      {report.figures && <p>{report.figures}</p>}
      {report.reasons.map((r) => (
        <p key={r}>{r}</p>
      ))}
      {report.advice && <p className="mt-1">{report.advice}</p>}
    </div>
  );
}
