import { CONTENT_QUALITY } from "./content-quality";
import { percent } from "./page-quality";

/**
 * Why a page is in or out of Google, as stored with its verdict (docs/content-quality.md
 * "Stored verdicts"): a short code in the row, turned here into the one pt-BR line the owner
 * reads in the admin. Pure.
 */
export const VERDICT_REASONS = [
  /** A main page (home, service page, FAQ...): in the index by rule. */
  "principal",
  /** Passed the targets when judged. */
  "aprovada",
  /** In the index since the starting list, not measured since. */
  "inicial-dentro",
  /** Out of the index since the starting list, not measured since. */
  "inicial-fora",
  /** Fewer own words than the target. */
  "poucas-palavras",
  /** More of its text on other pages than the target allows. */
  "texto-repetido",
  /** Indexing it would push another indexable page over the targets. */
  "tiraria-outra",
  /** Carries the system's default description. */
  "descricao-padrao",
  /** Imported with the old site, never measured: indexable as it was. */
  "importada",
  /** A draft: not public. */
  "rascunho",
  /** A post: a place variant of a title pattern, never indexed (docs/content-quality.md). */
  "postagem",
  /** A retired model: its page answers, out of the index. */
  "fora-de-linha",
  /** The page chosen to answer a search intent (app/lib/search-intents.ts): in the index. */
  "escolhida",
  /** Another page answers the same search: out, with a canonical to it. */
  "outra-pagina",
] as const;

export type VerdictReason = (typeof VERDICT_REASONS)[number];

export function isVerdictReason(value: string): value is VerdictReason {
  return (VERDICT_REASONS as readonly string[]).includes(value);
}

/** Why a generator's page was kept as a draft, in a few words for a count ("30 com texto repetido"). */
export function draftReasonLabel(reason: VerdictReason): string {
  switch (reason) {
    case "poucas-palavras":
      return "poucas palavras próprias";
    case "descricao-padrao":
      return "descrição padrão";
    case "tiraria-outra":
      return "tiraria outra página do Google";
    default:
      return "texto repetido";
  }
}

/** The figures a line may quote. */
export type VerdictFigures = {
  reason: string;
  ownWords: number | null;
  sharedShare: number | null;
  mostSimilarPath: string | null;
  /** The page answering the same search, for "outra-pagina". */
  canonicalPath?: string | null;
};

/** The one line the owner reads about a page's place in Google. */
export function verdictLine({ reason, ownWords, sharedShare, mostSimilarPath, canonicalPath }: VerdictFigures): string {
  const figures = ownWords !== null && sharedShare !== null ? ` (${ownWords} palavras próprias, ${percent(sharedShare)}% do texto em outras páginas)` : "";
  const other = mostSimilarPath ? ` com ${mostSimilarPath}` : " com outras páginas";
  switch (reason) {
    case "principal":
      return "No Google: é uma página principal do site.";
    case "aprovada":
      return `No Google: o texto é próprio o bastante${figures}.`;
    case "inicial-dentro":
      return "No Google desde a primeira avaliação do site; será medida de novo quando o texto mudar.";
    case "inicial-fora":
      return "Fora do Google desde a primeira avaliação do site: o texto tinha pouco de próprio; será medida de novo quando o texto mudar.";
    case "poucas-palavras":
      return `Fora do Google: só ${ownWords ?? 0} palavras próprias, e o mínimo é ${CONTENT_QUALITY.minOwnWords}.`;
    case "texto-repetido":
      return `Fora do Google: ${percent(sharedShare ?? 0)}% do texto é igual ao de outras páginas (o limite é ${percent(CONTENT_QUALITY.maxSharedShare)}%); o que mais se repete é${other}.`;
    case "tiraria-outra":
      return `Fora do Google: com ela, ${mostSimilarPath ?? "outra página"} perderia o texto próprio e sairia do Google.`;
    case "descricao-padrao":
      return "Fora do Google: a descrição é a padrão do sistema; escreva uma descrição própria.";
    case "importada":
      return "No Google: página importada do site antigo, ainda sem avaliação; será medida quando for salva de novo.";
    case "rascunho":
      return "Fora do Google: é um rascunho, ainda não publicado.";
    case "postagem":
      return "Fora do Google: postagens repetem o mesmo modelo de título para cada lugar e não entram no Google.";
    case "fora-de-linha":
      return "Fora do Google: o modelo saiu de linha.";
    case "escolhida":
      return "No Google: é a página escolhida para responder a esta busca.";
    case "outra-pagina":
      return `Fora do Google: outra página responde a esta busca (${canonicalPath ?? mostSimilarPath ?? "outra página"}); esta aponta para ela como endereço principal.`;
    default:
      return "Situação no Google sem explicação guardada.";
  }
}
