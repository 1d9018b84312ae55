/**
 * Opening hours of "Dados do negócio" (docs/decisions/0028-business-settings.md), kept apart
 * from the settings' validation so the public enhancement script carries only this.
 */

/** Opening and closing time of one day, "08:00"–"18:00"; null = closed. */
export type DayHours = { opens: string; closes: string } | null;

/** A dated exception (holiday, special day): closed, or open with its own hours. */
export type HoursException = { date: string; hours: DayHours };

/** The week (index 0 = Sunday … 6 = Saturday) and the dated exceptions. */
export type Hours = { week: DayHours[]; exceptions: HoursException[] };

export const WEEKDAY_LABELS = ["Domingo", "Segunda-feira", "Terça-feira", "Quarta-feira", "Quinta-feira", "Sexta-feira", "Sábado"] as const;
export const WEEKDAY_CODES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

/** The hours of a calendar day (YYYY-MM-DD, São Paulo), its exception first. */
export function hoursOnDay(hours: Hours, day: string, weekday: number): DayHours {
  const exception = hours.exceptions.find((e) => e.date === day);
  return exception ? exception.hours : hours.week[weekday];
}

/** "08:00" → "08h", "08:30" → "08h30" (as the footer always wrote them). */
export function hourLabel(hhmm: string): string {
  const [h, m] = hhmm.split(":");
  return `${h}h${m === "00" ? "" : m}`;
}
