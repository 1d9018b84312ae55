import { CONTENT_QUALITY } from "./content-quality";

/**
 * What the admin reads about a generated page's quality (issue #14, docs/content-quality.md):
 * the figures the content-quality gate stored when the page was saved, as a status, the
 * reasons it stays out of the index and what to add. Pure.
 */
export type QualityFields = {
  indexable: boolean;
  /** Null: saved before the gate existed, never measured. */
  ownWords: number | null;
  similarity: number | null;
  similarTo: string | null;
};

export type QualityReport = {
  indexable: boolean;
  /** "No índice", "Fora do índice" or "No índice (sem avaliação)". */
  label: string;
  /** One line of figures: "212 palavras próprias · semelhança máxima 18%". */
  figures: string;
  /** Why it is out of the index (empty when it is in). */
  reasons: string[];
  /** What to add to get in (null when it is in). */
  advice: string | null;
};

export const QUALITY_ADVICE =
  "Para entrar no índice do Google, acrescente texto próprio sobre o assunto do título (o que é, como funciona, quanto custa, cuidados e dúvidas comuns) e escreva com as suas palavras o que já existe em outras páginas.";

export function percent(fraction: number): number {
  return Math.round(fraction * 100);
}

export function qualityReport(q: QualityFields, limits: { minUniqueWords: number; maxSimilarity: number } = CONTENT_QUALITY): QualityReport {
  if (q.ownWords === null || q.similarity === null) {
    return q.indexable
      ? { indexable: true, label: "No índice (sem avaliação)", figures: "Salva antes da avaliação de conteúdo", reasons: [], advice: null }
      : { indexable: false, label: "Fora do índice", figures: "", reasons: [], advice: QUALITY_ADVICE };
  }
  const figures = `${q.ownWords} ${q.ownWords === 1 ? "palavra própria" : "palavras próprias"} · semelhança máxima ${percent(q.similarity)}%`;
  if (q.indexable) return { indexable: true, label: "No índice", figures, reasons: [], advice: null };

  const reasons: string[] = [];
  if (q.ownWords < limits.minUniqueWords) {
    reasons.push(`Tem ${q.ownWords} ${q.ownWords === 1 ? "palavra própria" : "palavras próprias"}; o mínimo é ${limits.minUniqueWords}.`);
  }
  if (q.similarity > limits.maxSimilarity) {
    reasons.push(`É ${percent(q.similarity)}% parecida com ${q.similarTo ?? "outra página do site"}; o máximo é ${percent(limits.maxSimilarity)}%.`);
  }
  if (reasons.length === 0) {
    reasons.push(`Repete trechos de ${q.similarTo ?? "outra página do site"}, que ficaria com menos de ${limits.minUniqueWords} palavras próprias.`);
  }
  return { indexable: false, label: "Fora do índice", figures, reasons, advice: QUALITY_ADVICE };
}

/** "fora do índice: Tem 87 palavras próprias; o mínimo é 150." for a result line; empty when indexable. */
export function outOfIndexNote(q: QualityFields): string {
  const report = qualityReport(q);
  return report.indexable ? "" : `fora do índice: ${report.reasons.join(" ")}`;
}
