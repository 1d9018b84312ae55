import { CONTENT_QUALITY } from "./content-quality";

/**
 * What the admin reads about a generated page's quality (docs/content-quality.md):
 * the figures the content-quality gate stored when the page was saved, as a status, the
 * reasons it stays out of the index and what to add. Pure.
 */
export type QualityFields = {
  indexable: boolean;
  /** Null: saved before the gate existed, never measured. */
  ownWords: number | null;
  /** Share of the main text other pages of the site also carry (0 to 1; the `similarity` column). */
  similarity: number | null;
  /** The page it shares most with. */
  similarTo: string | null;
  /** The sentences and list items it shares with that page (the judge's, not stored). */
  sharedSentences?: string[];
  /** An indexable page the save would push over the targets, or make worse (the judge's, not stored). */
  pushesOver?: string | null;
  /** The description is the spec's default template (the judge's, not stored). */
  defaultDescription?: boolean;
};

export type QualityReport = {
  indexable: boolean;
  /** "No índice", "Fora do índice" or "No índice (sem avaliação)". */
  label: string;
  /** One line of figures: "212 palavras próprias · 18% do texto em outras páginas". */
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

export function qualityReport(q: QualityFields, limits: { minOwnWords: number; maxSharedShare: number } = CONTENT_QUALITY): QualityReport {
  if (q.ownWords === null || q.similarity === null) {
    return q.indexable
      ? { indexable: true, label: "No índice (sem avaliação)", figures: "Salva antes da avaliação de conteúdo", reasons: [], advice: null }
      : { indexable: false, label: "Fora do índice", figures: "", reasons: [], advice: QUALITY_ADVICE };
  }
  const figures = `${q.ownWords} ${q.ownWords === 1 ? "palavra própria" : "palavras próprias"} · ${percent(q.similarity)}% do texto em outras páginas`;
  if (q.indexable) return { indexable: true, label: "No índice", figures, reasons: [], advice: null };

  const reasons: string[] = [];
  if (q.ownWords < limits.minOwnWords) {
    reasons.push(`Tem ${q.ownWords} ${q.ownWords === 1 ? "palavra própria" : "palavras próprias"}; o mínimo é ${limits.minOwnWords}.`);
  }
  if (q.similarity > limits.maxSharedShare) {
    reasons.push(
      `${percent(q.similarity)}% do texto também está em outras páginas do site (mais em ${q.similarTo ?? "outra página"}); o máximo é ${percent(limits.maxSharedShare)}%.`,
    );
  }
  if (q.defaultDescription) {
    reasons.push("A descrição é o texto padrão (“Informações sobre …”); escreva uma descrição própria do que a página responde.");
  }
  if (reasons.length === 0) {
    reasons.push(`Repete trechos de ${q.similarTo ?? "outra página do site"}, que passaria do limite de texto repetido.`);
  }
  return { indexable: false, label: "Fora do índice", figures, reasons, advice: QUALITY_ADVICE };
}

/** "fora do índice: Tem 87 palavras próprias; o mínimo é 150." for a result line; empty when indexable. */
export function outOfIndexNote(q: QualityFields): string {
  const report = qualityReport(q);
  return report.indexable ? "" : `fora do índice: ${report.reasons.join(" ")}`;
}

/** The judge's figures that are stored with the page (columns of generated_pages). */
export function storedQuality(q: QualityFields | undefined): Pick<QualityFields, "indexable" | "ownWords" | "similarity" | "similarTo"> | undefined {
  return q && { indexable: q.indexable, ownWords: q.ownWords, similarity: q.similarity, similarTo: q.similarTo };
}
