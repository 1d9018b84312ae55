/**
 * The server's notion of "now" (milliseconds since the epoch). Session expiry and login
 * rate limits read it here, so tests can move time forward without waiting.
 */
let current: () => number = Date.now;

export function now(): number {
  return current();
}

/** Replaces the clock (tests only); `null` restores the real one. */
export function setClockForTests(clock: (() => number) | null) {
  current = clock ?? Date.now;
}

/** The instant `months` calendar months (UTC) before `at`: where a retention in months ends. */
export function monthsBefore(at: number, months: number): Date {
  const cutoff = new Date(at);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff;
}
