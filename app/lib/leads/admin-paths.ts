import type { DayRange } from "./day-range";
import { LEADS_EXPORT_PATH } from "~/lib/paths";

/** CSV of one table ("pagina", "modelo"…) or of every click ("cliques") for a range. */
export function leadsExportHref(kind: string, range: DayRange): string {
  return `${LEADS_EXPORT_PATH}?${new URLSearchParams({ tabela: kind, de: range.from, ate: range.to })}`;
}
