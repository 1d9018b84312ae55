/** A span of whole São Paulo days, both ends included ("2026-11-01" to "2026-11-28"): what the leads dashboard and its exports read. */
export type DayRange = { from: string; to: string };
