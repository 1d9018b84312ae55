/**
 * The "manutenção express" promotion of the Guarulhos and Osasco landings (docs/product.md §2):
 * valid for a number of months from a configured start date (PROMO_START_DATE),
 * by default from the first day of the current month. Dates are calendar days in
 * São Paulo; they are computed and formatted in UTC so the server's zone never shifts them.
 */

export type PromoPeriod = {
  /** YYYY-MM-DD */
  start: string;
  end: string;
  /** "1º de maio de 2025" */
  startLabel: string;
  endLabel: string;
  status: "upcoming" | "active" | "ended";
};

const SAO_PAULO_TZ = "America/Sao_Paulo";

/** Today's calendar date in São Paulo as YYYY-MM-DD. */
export function saoPauloToday(now = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: SAO_PAULO_TZ, year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
}

function parseDay(iso: string): Date {
  const [y, m, d] = iso.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d));
}

function toIso(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** Adds calendar months, clamping to the month's last day (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(iso: string, months: number): string {
  const d = parseDay(iso);
  const target = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d.getUTCDate(), lastDay));
  return toIso(target);
}

/** Adds calendar days to a YYYY-MM-DD date. */
export function addDays(iso: string, days: number): string {
  const d = parseDay(iso);
  d.setUTCDate(d.getUTCDate() + days);
  return toIso(d);
}

/** "1º de maio de 2025", "15 de março de 2025". */
export function formatDayPtBR(iso: string): string {
  const d = parseDay(iso);
  const month = new Intl.DateTimeFormat("pt-BR", { month: "long", timeZone: "UTC" }).format(d);
  const day = d.getUTCDate();
  return `${day === 1 ? "1º" : day} de ${month} de ${d.getUTCFullYear()}`;
}

export function isValidDay(iso: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso)) return false;
  return toIso(parseDay(iso)) === iso;
}

export function promoPeriod(configuredStart: string | undefined, months: number, now = new Date()): PromoPeriod {
  const today = saoPauloToday(now);
  const start = configuredStart && isValidDay(configuredStart) ? configuredStart : `${today.slice(0, 8)}01`;
  const end = addMonths(start, months);
  const status = today < start ? "upcoming" : today > end ? "ended" : "active";
  return { start, end, startLabel: formatDayPtBR(start), endLabel: formatDayPtBR(end), status };
}
