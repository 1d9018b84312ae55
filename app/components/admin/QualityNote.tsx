import { qualityReport, type QualityFields } from "~/lib/page-quality";

type ChecklistItem = { label: string; done: boolean };

/** Shared sentences listed in the panel; the rest are counted. */
const SHOWN_SENTENCES = 12;

/**
 * A generated page's standing with the content-quality judge (docs/content-quality.md): "No
 * índice" with its figures, or "Fora do índice" with why and what to add; the page it most
 * resembles and the sentences they share (the judge's list, in the editor and the preview). `compact` (the page list) keeps the
 * reasons and leaves the advice to the preview and the save message.
 */
export function QualityNote({
  quality,
  compact = false,
  id,
  checklist,
}: {
  quality: QualityFields;
  compact?: boolean;
  id?: string;
  /** What would give the page substance; shown while the page is out of the index. */
  checklist?: ChecklistItem[];
}) {
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
      {quality.similarTo && quality.similarity !== null && quality.similarity > 0 && (
        <p>
          Página mais parecida:{" "}
          <a href={quality.similarTo} className="font-semibold underline">
            {quality.similarTo}
          </a>
          .
        </p>
      )}
      {quality.similarTo && quality.sharedSentences && quality.sharedSentences.length > 0 && (
        <details className="mt-2" open={!report.indexable}>
          <summary className="cursor-pointer font-semibold">
            {quality.sharedSentences.length === 1 ? "1 trecho" : `${quality.sharedSentences.length} trechos`} também em {quality.similarTo}
          </summary>
          <p className="mt-1">Reescreva com as suas palavras ou troque por algo que só esta página diz:</p>
          <ul className="mt-1 list-disc space-y-1 pl-5" aria-label={`Trechos em comum com ${quality.similarTo}`}>
            {quality.sharedSentences.slice(0, SHOWN_SENTENCES).map((sentence, i) => (
              // Two list items may read the same; the position keeps the keys apart.
              <li key={`${i}-${sentence}`}>{sentence}</li>
            ))}
          </ul>
          {quality.sharedSentences.length > SHOWN_SENTENCES && <p className="mt-1">e mais {quality.sharedSentences.length - SHOWN_SENTENCES}.</p>}
        </details>
      )}
      {!report.indexable && checklist && checklist.length > 0 ? (
        <>
          <p className="mt-2 font-semibold">O que daria substância à página:</p>
          <ul className="mt-1 space-y-1" aria-label="O que daria substância à página">
            {checklist.map((item) => (
              <li key={item.label}>
                <span aria-hidden="true">{item.done ? "✓ " : "○ "}</span>
                <span className="sr-only">{item.done ? "Já tem: " : "Falta: "}</span>
                {item.label}
              </li>
            ))}
          </ul>
        </>
      ) : (
        report.advice && <p className="mt-1">{report.advice}</p>
      )}
    </div>
  );
}
