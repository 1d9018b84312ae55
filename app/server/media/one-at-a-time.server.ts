/**
 * Photo conversions run one after the other (docs/performance.md "Photo uploads"): a decoded
 * photo is the largest thing the process holds, so two uploads at once would hold two. Each
 * task starts when the previous one has settled, whatever its outcome.
 */
let tail: Promise<unknown> = Promise.resolve();
let waiting = 0;

export function oneAtATime<T>(task: () => Promise<T>): Promise<T> {
  waiting++;
  const run = tail.then(task).finally(() => waiting--);
  tail = run.catch(() => undefined);
  return run;
}

/** Conversions waiting or running (the one in progress included). */
export function photoConversionsPending(): number {
  return waiting;
}
