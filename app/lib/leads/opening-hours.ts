import { hoursOnDay, type Hours } from "../business-hours";
import { addDays } from "../promo";

export type { Hours } from "../business-hours";

/**
 * When the business answers (docs/product.md §2; the hours of "Dados do negócio", decision 0028), read in São Paulo's time zone
 * (no daylight saving since 2019). Used at click time by the contact redirect, so cached pages
 * never carry a stale "we are closed" text.
 */
export const BUSINESS_TIME_ZONE = "America/Sao_Paulo";

const DAY_NAMES = ["domingo", "segunda-feira", "terça-feira", "quarta-feira", "quinta-feira", "sexta-feira", "sábado"];

type LocalTime = { weekday: number; minutes: number };

const localParts = new Intl.DateTimeFormat("en-US", {
  timeZone: BUSINESS_TIME_ZONE,
  weekday: "short",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});
const SHORT_DAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

/**
 * Formatting in a time zone costs more than a contact redirect's other work, and São Paulo's
 * offset is whole hours: one answer per minute is enough (a one-entry memo per function).
 */
function perMinute<T>(compute: (at: Date) => T): (at: Date) => T {
  let minute = NaN;
  let value: T;
  return (at) => {
    const m = Math.floor(at.getTime() / 60_000);
    if (m !== minute) {
      value = compute(at);
      minute = m;
    }
    return value;
  };
}

const localTime = perMinute((now: Date): LocalTime => {
  const parts = Object.fromEntries(localParts.formatToParts(now).map((p) => [p.type, p.value]));
  return { weekday: SHORT_DAYS.indexOf(parts.weekday), minutes: Number(parts.hour) * 60 + Number(parts.minute) };
});

function toMinutes(hhmm: string): number {
  const [h, m] = hhmm.split(":").map(Number);
  return h * 60 + m;
}

function hoursOn(day: string, weekday: number, hours: Hours): { opens: number; closes: number; label: string } | null {
  const entry = hoursOnDay(hours, day, weekday);
  return entry ? { opens: toMinutes(entry.opens), closes: toMinutes(entry.closes), label: entry.opens } : null;
}

export type ReplyWindow = { open: true } | { open: false; daysAhead: number; weekday: number; opens: string } | { open: false; daysAhead: null };

/** Open now, or when it opens next (0 = later today, 1 = tomorrow…); daysAhead null when no open day is in the next two weeks. */
export function replyWindow(now: Date, hours: Hours): ReplyWindow {
  const { weekday, minutes } = localTime(now);
  const todayIso = businessDay(now);
  const today = hoursOn(todayIso, weekday, hours);
  if (today && minutes >= today.opens && minutes < today.closes) return { open: true };
  if (today && minutes < today.opens) return { open: false, daysAhead: 0, weekday, opens: today.label };
  for (let ahead = 1; ahead <= 14; ahead++) {
    const day = (weekday + ahead) % 7;
    const next = hoursOn(addDays(todayIso, ahead), day, hours);
    if (next) return { open: false, daysAhead: ahead, weekday: day, opens: next.label };
  }
  return { open: false, daysAhead: null };
}

/**
 * What a visitor outside the opening hours is told — "Respondemos hoje a partir das 08:00.",
 * "…amanhã…", "…na segunda-feira…", "…no sábado…" — or null while open.
 */
export function replyNote(now: Date, hours: Hours): string | null {
  const w = replyWindow(now, hours);
  if (w.open) return null;
  if (w.daysAhead === null) return "Respondemos assim que voltarmos a atender.";
  return `Respondemos ${whenText(w.daysAhead, w.weekday)} a partir das ${w.opens}.`;
}

/**
 * The same note in two short lines' worth, for the phone's bottom bar, a third of 390 px wide:
 * "Resposta amanhã, 08:00", "Resposta segunda, 08:00"; null while open.
 */
export function shortReplyNote(now: Date, hours: Hours): string | null {
  const w = replyWindow(now, hours);
  if (w.open) return null;
  if (w.daysAhead === null) return "Resposta na volta";
  const when = w.daysAhead <= 1 ? whenText(w.daysAhead, w.weekday) : DAY_NAMES[w.weekday].replace("-feira", "");
  return `Resposta ${when}, ${w.opens}`;
}

function whenText(daysAhead: number, weekday: number): string {
  if (daysAhead === 0) return "hoje";
  if (daysAhead === 1) return "amanhã";
  return `${weekday === 0 || weekday === 6 ? "no" : "na"} ${DAY_NAMES[weekday]}`;
}

const dayFormat = new Intl.DateTimeFormat("en-CA", { timeZone: BUSINESS_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" });

/** The São Paulo calendar day of an instant, "2026-11-23": the unit of the daily counts. */
export const businessDay: (at: Date) => string = perMinute((at) => dayFormat.format(at));
