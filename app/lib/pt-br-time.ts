/**
 * Dates and hours as the owner and the visitor read and type them, in São Paulo time (UTC−3 all
 * year): "25/12", "13h", "9h30" (docs/product.md). One module formats them for every screen that
 * shows a moment (the admin's lists, logs and histories), and reads them back from what the owner types ("25/12", "25/12/2026",
 * "2026-12-25"; "13h", "9h30", "09:30", "13").
 */

const ZONE_OFFSET_MS = 3 * 60 * 60 * 1000;

/** The São Paulo wall clock of a moment. */
function wall(at: number | Date): { year: number; month: number; day: number; hour: number; minute: number } {
  const d = new Date((typeof at === "number" ? at : at.getTime()) - ZONE_OFFSET_MS);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate(), hour: d.getUTCHours(), minute: d.getUTCMinutes() };
}

const two = (n: number) => String(n).padStart(2, "0");

/** "25/12". */
export function formatDay(at: number | Date): string {
  const w = wall(at);
  return `${two(w.day)}/${two(w.month)}`;
}

/** "13h", "9h30". */
export function formatHour(at: number | Date): string {
  const w = wall(at);
  return w.minute === 0 ? `${w.hour}h` : `${w.hour}h${two(w.minute)}`;
}

/** The day number (days since 1970-01-01) of a São Paulo wall-clock date. */
function dayNumber(w: { year: number; month: number; day: number }): number {
  return Date.UTC(w.year, w.month - 1, w.day) / 86_400_000;
}

/** "hoje", "ontem", "amanhã", "25/12"; with the year when it is not the year of `now` ("25/12/2025"). */
export function formatDate(at: number | Date, now: number | Date): string {
  const w = wall(at);
  const n = wall(now);
  const daysAgo = dayNumber(n) - dayNumber(w);
  if (daysAgo === 0) return "hoje";
  if (daysAgo === 1) return "ontem";
  if (daysAgo === -1) return "amanhã";
  return w.year === n.year ? formatDay(at) : `${formatDay(at)}/${w.year}`;
}

/**
 * A moment as every admin screen shows it: "hoje, 13h", "ontem, 9h30", "25/12, 0h05",
 * "25/12/2025, 13h". `now` is the loader's clock (app/server/infra/clock.server.ts), so the server
 * and the hydrating browser write the same text.
 */
export function formatMoment(at: number | Date, now: number | Date): string {
  return `${formatDate(at, now)}, ${formatHour(at)}`;
}

/** A calendar day stored as "AAAA-MM-DD" (a job's date, a promotion's end) in the same words: "hoje", "ontem", "25/12", "25/12/2025". */
export function formatCalendarDay(day: string, now: number | Date): string {
  return formatDate(saoPauloMoment(day), now);
}

/** A day typed by the owner as "AAAA-MM-DD", or null: "25/12" is in the year of `today` ("AAAA-MM-DD"), "25/12/26" and "25/12/2026" carry theirs. */
export function parseDay(input: string, today: string): string | null {
  const v = input.trim();
  let year: number, month: number, day: number;
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
  const br = /^(\d{1,2})\/(\d{1,2})(?:\/(\d{2}|\d{4}))?$/.exec(v);
  if (iso) [year, month, day] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else if (br) {
    day = Number(br[1]);
    month = Number(br[2]);
    year = br[3] ? (br[3].length === 2 ? 2000 + Number(br[3]) : Number(br[3])) : Number(today.slice(0, 4));
  } else return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${year}-${two(month)}-${two(day)}`;
}

/** Minutes after midnight of an hour typed by the owner ("13h", "9h30", "09:30", "13"), or null. */
export function parseHour(input: string): number | null {
  const m = /^(\d{1,2})(?:\s*(?:h|:)\s*(\d{2})?)?\s*(?:h|min)?$/i.exec(input.trim());
  if (!m) return null;
  const hour = Number(m[1]);
  const minute = m[2] ? Number(m[2]) : 0;
  if (hour > 23 || minute > 59) return null;
  return hour * 60 + minute;
}

/** The moment (ms) of a São Paulo day ("AAAA-MM-DD") and minutes after its midnight. */
export function saoPauloMoment(day: string, minutes = 0): number {
  return Date.parse(`${day}T00:00:00-03:00`) + minutes * 60_000;
}
