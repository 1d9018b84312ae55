import { qualityReport, type QualityFields } from "./page-quality";
import { toast, type Toast } from "./toast";

/** Toasts and banners of the admin content tools (docs/product.md §8 texts). */

/** Success banners of the panel stay 3 seconds (docs/product.md §2). */
const BANNER_MS = 3000;
const banner = (t: Toast): Toast => ({ ...t, durationMs: BANNER_MS });

const pages = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

const pageDeleted = () => banner(toast("Página excluída", "A página foi excluída com sucesso"));

export const adminToasts = {
  pageSaved: () => banner(toast("Sucesso!", "Página gerada e salva com sucesso!")),
  /** Saved, but out of the index (docs/content-quality.md): stays until dismissed, it says what to add. */
  pageSavedOutOfIndex: (quality: QualityFields) => toast("Sucesso!", `Página gerada e salva com sucesso! ${outOfIndexText(quality)}`),
  pageEditNotFound: () => toast("Erro", "Página não encontrada. Ela pode ter sido excluída.", "destructive"),
  pageDraftSaved: () => banner(toast("Rascunho salvo", "A página não aparece no site até ser publicada.")),
  pageUpdated: (change: { draft: boolean; movedFrom?: string; newPath: string; quality: QualityFields }) =>
    toast(
      change.draft ? "Rascunho salvo" : "Página atualizada",
      [
        change.draft ? "A página não aparece no site até ser publicada." : "As alterações já estão no site.",
        change.movedFrom && !change.draft ? `O endereço antigo ${change.movedFrom} agora leva ao novo (${change.newPath}).` : "",
        !change.draft && !change.quality.indexable ? outOfIndexText(change.quality) : "",
      ]
        .filter(Boolean)
        .join(" "),
    ),
  pagesPublished: (n: number) => banner(toast("Sucesso!", `${pages(n, "página publicada", "páginas publicadas")} com sucesso!`)),
  nothingToPublish: () => toast("Erro", "Nenhum rascunho foi publicado: a página já estava publicada ou foi excluída.", "destructive"),
  pageSaveFailed: () => toast("Erro", "Erro ao salvar a página gerada.", "destructive"),
  pageDeleted,
  /** A page put back from "Páginas excluídas" (decision 0045); its editor shows where it stands in Google. */
  pageRestored: (page: { title: string; draft: boolean }, path: string) =>
    banner(toast("Página restaurada", `“${page.title}” voltou ${page.draft ? "como rascunho" : "ao ar"} em ${path}.`)),
  /** Bulk delete speaks like the single one (docs/product.md §8 "Página excluída"). */
  pagesDeleted: (n: number) => (n === 1 ? pageDeleted() : banner(toast("Páginas excluídas", `As ${n} páginas foram excluídas com sucesso`))),
  nothingSelected: () => toast("Nenhuma página selecionada", "Marque as páginas que deseja excluir e tente de novo.", "destructive"),
  /** The page to delete does not exist (deleted in another tab, or a stale link). */
  pageDeleteNotFound: () => toast("Erro", "Erro ao deletar a página.", "destructive"),
  /**
   * The database refused the delete (every delete button, one page or several): nothing was
   * deleted. docs/product.md §8 gives this text to an error while deleting, the "not found"
   * texts to a page that was not there.
   */
  pageDeleteFailed: (n = 1) =>
    toast(
      "Erro",
      n === 1
        ? "Ocorreu um erro ao excluir a página. Nada foi excluído; tente de novo em instantes."
        : "Ocorreu um erro ao excluir as páginas. Nenhuma foi excluída; tente de novo em instantes.",
      "destructive",
    ),
  /**
   * "Gerar 50 Páginas Internas": how many were published (in Google) and how many wait as drafts,
   * and why (docs/content-quality.md "What the generators write"); "sucesso" only when every page
   * made is published.
   */
  pagesGenerated: (run: { published: number; drafts: Record<string, number>; skipped: number; failed: number; notWritten: number }) => {
    const drafted = draftTotal(run.drafts);
    // A second "Gerar 50" says what it did, not "0 páginas geradas com sucesso!".
    if (run.published === 0 && drafted === 0 && run.failed === 0 && run.notWritten === 0 && run.skipped > 0) {
      return toast("Nenhuma página nova", `${run.skipped === 1 ? "A página já existe" : `As ${run.skipped} páginas já existem`}; nenhuma nova foi criada.`);
    }
    const clean = drafted === 0 && run.failed === 0 && run.notWritten === 0;
    const summary = toast(
      clean ? "Sucesso!" : "Páginas geradas",
      [
        clean
          ? `${pages(run.published, "página gerada e publicada", "páginas geradas e publicadas")} com sucesso!`
          : `${outcomeText(run.published, run.drafts)}.`,
        run.skipped > 0 ? `${pages(run.skipped, "já existia e foi ignorada", "já existiam e foram ignoradas")}.` : "",
        run.failed > 0 ? `${pages(run.failed, "não pôde ser salva", "não puderam ser salvas")}.` : "",
        run.notWritten > 0
          ? `${pages(run.notWritten, "não foi criada porque repetiria", "não foram criadas porque repetiriam")} o texto de páginas do site que estão no índice.`
          : "",
        drafted > 0 ? "Os rascunhos não aparecem no site: complete o texto de cada um no painel e publique." : "",
      ]
        .filter(Boolean)
        .join(" "),
    );
    return clean ? banner(summary) : summary;
  },
  pagesGenerateFailed: () => toast("Erro", "Erro ao gerar páginas.", "destructive"),
  toolRunBusy: () =>
    toast("Geração em andamento", "Outra geração de páginas ainda está em andamento: espere o fim dela, mostrado nesta página.", "destructive"),
  publicPageDeleted: () => toast("Página excluída", "A página foi excluída com sucesso"),
  publicPageDeleteNotFound: () => toast("Erro", "Não foi possível excluir a página", "destructive"),

  emptyTitles: () => toast("Campo vazio", "Por favor, insira pelo menos um título para gerar o conteúdo.", "destructive"),
  contentGenerated: () => toast("Conteúdo gerado", "Conteúdo gerado com sucesso!"),
  /** The generator (or the quality check of its page) failed: the titles typed come back. */
  contentGenerateFailed: () =>
    toast("Erro ao gerar conteúdo", "Não foi possível gerar o conteúdo. Os títulos foram mantidos; tente de novo em instantes.", "destructive"),
  titleProcessed: (i: number, n: number, title: string) => toast(`Título ${i}/${n} processado`, `“${title}” foi gerado e salvo.`),
  titleFailed: (i: number, title: string, error: string) => toast(`Erro no título ${i}`, `Não foi possível salvar “${title}”: ${error}`, "destructive"),
  processingDone: (ok: number, n: number, drafts: Record<string, number> = {}) =>
    toast(
      "Processamento concluído",
      `${ok} de ${n} ${n === 1 ? "título foi processado" : "títulos foram processados"}${draftTotal(drafts) > 0 ? `: ${outcomeText(ok - draftTotal(drafts), drafts)}` : ""}.`,
      ok === n ? "success" : "destructive",
    ),
  nothingToSave: () => toast("Erro ao salvar", "É necessário gerar conteúdo antes de salvar a página.", "destructive"),
  saveError: (message: string) => toast("Erro ao salvar", message, "destructive"),
  publicPageSaved: () => toast("Página salva", "A página foi salva com sucesso e estará disponível publicamente em Links Úteis."),
  publicPageSavedOutOfIndex: (quality: QualityFields) =>
    toast("Página salva", `A página foi salva com sucesso e estará disponível publicamente em Links Úteis. ${outOfIndexText(quality)}`),
  copied: () => toast("Conteúdo copiado", "O conteúdo foi copiado para a área de transferência."),
  copyFailed: () => toast("Erro ao copiar", "Não foi possível copiar. Selecione o texto e copie manualmente.", "destructive"),

  batchDone: (ok: number, failed: number, existed = 0, drafts: Record<string, number> = {}) =>
    toast("Criação de páginas concluída", `${batchSummary(ok, failed, existed, drafts)}.`, failed === 0 ? "success" : "destructive"),
};

/** "Ela ficou fora do índice do Google: tem 87 palavras próprias; o mínimo é 150. Para entrar…" */
export function outOfIndexText(quality: QualityFields): string {
  const report = qualityReport(quality);
  return ["Ela ficou fora do índice do Google (noindex):", ...report.reasons, report.advice ?? ""].filter(Boolean).join(" ");
}

/**
 * "N páginas criadas com sucesso, M falharam" (batch creator header); pages that already
 * existed are said apart, so a second run reads "As 50 páginas já existem; nenhuma nova foi criada".
 */
export function batchSummary(ok: number, failed: number, existed = 0, drafts: Record<string, number> = {}): string {
  if (existed > 0 && ok === 0 && failed === 0) {
    return `${existed === 1 ? "A página já existe" : `As ${existed} páginas já existem`}; nenhuma nova foi criada`;
  }
  const kept = existed > 0 ? `, ${pages(existed, "já existia e ficou como estava", "já existiam e ficaram como estavam")}` : "";
  const failedText = `${failed} ${failed === 1 ? "falhou" : "falharam"}`;
  // Pages nobody will find in Google are not a "sucesso": the run says how many wait as drafts, and why.
  if (draftTotal(drafts) > 0) return `${outcomeText(ok - draftTotal(drafts), drafts)}${kept}; ${failedText}`;
  return `${pages(ok, "página criada", "páginas criadas")} com sucesso${kept}, ${failedText}`;
}

/** How many drafts, over every reason. */
export function draftTotal(drafts: Record<string, number>): number {
  return Object.values(drafts).reduce((a, b) => a + b, 0);
}

/** "12 publicadas, 38 ficaram como rascunho: 30 com texto repetido, 8 com poucas palavras próprias" */
export function outcomeText(published: number, drafts: Record<string, number>): string {
  const drafted = draftTotal(drafts);
  const why = Object.entries(drafts)
    .filter(([, n]) => n > 0)
    .sort((a, b) => b[1] - a[1])
    .map(([label, n]) => (n === drafted ? label : `${n} com ${label}`))
    .join(", ");
  const head = `${published} ${published === 1 ? "publicada" : "publicadas"}`;
  return drafted === 0 ? head : `${head}, ${drafted} ${drafted === 1 ? "ficou como rascunho" : "ficaram como rascunho"}: ${why}`;
}

/** Drafts of a run's results by reason (draftReasonLabel → how many). */
export function draftCounts(results: { success?: boolean; ok?: boolean; draft?: string }[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const r of results) if ((r.success ?? r.ok) && r.draft) counts[r.draft] = (counts[r.draft] ?? 0) + 1;
  return counts;
}

/** Counts of a batch run: created, already there, failed. */
export function batchCounts(results: { success: boolean; existed?: boolean }[]): [ok: number, failed: number, existed: number] {
  const ok = results.filter((r) => r.success).length;
  const existed = results.filter((r) => !r.success && r.existed).length;
  return [ok, results.length - ok - existed, existed];
}
