import type { DayRange } from "~/server/leads/report.server";

/** The leads dashboard and its CSV export (issue #15). */
export const LEADS_PATH = "/admin/leads";
export const LEADS_EXPORT_PATH = "/admin/leads/exportar";

/** CSV of one table ("pagina", "modelo"…) or of every click ("cliques") for a range. */
export function leadsExportHref(kind: string, range: DayRange): string {
  return `${LEADS_EXPORT_PATH}?${new URLSearchParams({ tabela: kind, de: range.from, ate: range.to })}`;
}
