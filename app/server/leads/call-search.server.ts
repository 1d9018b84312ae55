import { parseDay, parseHour, saoPauloMoment } from "~/lib/pt-br-time";
import { listCalls, type LeadRow } from "./outcomes.server";

/** Calls shown for one search: the nearest to the hour typed. */
export const CALL_SEARCH_ROWS = 20;
/** Without an hour the whole day; with one, an hour either side of it. */
const AROUND_MS = 60 * 60_000;

export type CallSearch = { day: string; hour: string; error: string | null; calls: LeadRow[] } | null;

/**
 * "Buscar ligação" of /admin/leads: the owner who took a call without its code finds it by the day
 * and hour as typed ("25/12", "13h", "9h30", or the ISO forms), then marks it like any code.
 */
export function searchCalls(query: URLSearchParams, today: string): CallSearch {
  const day = (query.get("ligacao_dia") ?? "").slice(0, 20);
  const hour = (query.get("ligacao_hora") ?? "").slice(0, 20);
  if (!day && !hour) return null;
  const iso = parseDay(day, today);
  if (!iso) return { day, hour, error: "Dia inválido: use como 25/12 ou 25/12/2026.", calls: [] };
  const minutes = hour ? parseHour(hour) : null;
  if (hour && minutes === null) return { day, hour, error: "Hora inválida: use como 13h, 9h30 ou 09:30 (ou deixe em branco para o dia todo).", calls: [] };
  const start = saoPauloMoment(iso);
  const [from, to, around] =
    minutes === null
      ? [start, saoPauloMoment(iso, 24 * 60), start]
      : [saoPauloMoment(iso, minutes) - AROUND_MS, saoPauloMoment(iso, minutes) + AROUND_MS, saoPauloMoment(iso, minutes)];
  return { day, hour, error: null, calls: listCalls(from, to, around, CALL_SEARCH_ROWS) };
}
