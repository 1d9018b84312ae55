import type { DayRange } from "./day-range";

/**
 * The dashboard's query string, read on the server: period (7, 30, 90 days or custom
 * `de`/`ate`), sorting, and the code looked up. Bad input falls back to the last 30 days
 * with a pt-BR message; nothing here trusts the URL.
 */
export const PERIODS = [7, 30, 90] as const;
export const MAX_RANGE_DAYS = 400;

export type RangeChoice = { range: DayRange; period: (typeof PERIODS)[number] | "personalizado"; error: string | null };

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function shiftDay(day: string, days: number): string {
  return new Date(Date.parse(`${day}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

function isRealDay(day: string): boolean {
  return DAY.test(day) && new Date(`${day}T12:00:00Z`).toISOString().slice(0, 10) === day;
}

export function readRange(query: URLSearchParams, today: string): RangeChoice {
  const from = query.get("de") ?? "";
  const to = query.get("ate") ?? "";
  if (query.get("periodo") === "personalizado" || from || to) {
    let error: string | null = null;
    if (!isRealDay(from) || !isRealDay(to)) error = "Informe as duas datas do período (de e até).";
    else if (from > to) error = "A data inicial precisa ser anterior ou igual à final.";
    else if (to > today) error = "O período não pode terminar depois de hoje.";
    else if (Date.parse(to) - Date.parse(from) > (MAX_RANGE_DAYS - 1) * 86_400_000) error = `Escolha um período de até ${MAX_RANGE_DAYS} dias.`;
    if (!error) return { range: { from, to }, period: "personalizado", error: null };
    return { range: { from: shiftDay(today, -29), to: today }, period: 30, error };
  }
  const days = PERIODS.find((p) => String(p) === query.get("periodo")) ?? 30;
  return { range: { from: shiftDay(today, -(days - 1)), to: today }, period: days, error: null };
}

export const SORT_COLUMNS = ["chave", "visitas", "cliques", "conversao", "vendas", "valor"] as const;
export type SortColumn = (typeof SORT_COLUMNS)[number];

export function readSort(query: URLSearchParams): SortColumn {
  return SORT_COLUMNS.find((c) => c === query.get("ordem")) ?? "cliques";
}

/** "1.899,90", "1899.90", "R$ 350" → cents; empty → null; anything else → undefined (invalid). */
export function parseReais(input: string): number | null | undefined {
  const text = input.replace(/R\$|\s/g, "");
  if (!text) return null;
  let normalised = text;
  if (/^\d{1,3}(\.\d{3})+(,\d{1,2})?$/.test(text) || /^\d+(,\d{1,2})?$/.test(text)) normalised = text.replace(/\./g, "").replace(",", ".");
  else if (!/^\d+(\.\d{1,2})?$/.test(text)) return undefined;
  const cents = Math.round(Number(normalised) * 100);
  return Number.isSafeInteger(cents) && cents <= 100_000_000_00 ? cents : undefined;
}

type SortableRow = { key: string; views: number | null; clicks: number; conversion: number | null; sales: number; valueCents: number };

const SORT_VALUE: Record<Exclude<SortColumn, "chave">, (r: SortableRow) => number> = {
  visitas: (r) => r.views ?? -1,
  cliques: (r) => r.clicks,
  conversao: (r) => r.conversion ?? -1,
  vendas: (r) => r.sales,
  valor: (r) => r.valueCents,
};

/** Rows by the chosen column, largest first (names A–Z); ties by clicks, then name. */
export function sortRows<T extends SortableRow>(rows: T[], column: SortColumn): T[] {
  const byKey = (a: T, b: T) => a.key.localeCompare(b.key, "pt-BR");
  if (column === "chave") return [...rows].sort(byKey);
  const value = SORT_VALUE[column];
  return [...rows].sort((a, b) => value(b) - value(a) || b.clicks - a.clicks || byKey(a, b));
}
