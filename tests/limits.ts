/**
 * Sizes that keep test results independent of the machine's speed. Fixed case counts, never a
 * time limit, sized so a property finishes in a few seconds on a loaded 2-core machine (about
 * ten times slower than a quiet one): a failure then means a bug, not a slow computer.
 */

/** fast-check cases for properties whose case costs well under a millisecond (string transforms, sanitising). */
export const NUM_RUNS = 500;

/** fast-check cases for properties whose case compresses or renders a page (tens of milliseconds each when quiet). */
export const NUM_RUNS_COSTLY = 20;

/**
 * Time limit for a test that starts a real process (tsx, npx) or waits out SQLite's 5 s
 * busy_timeout: a few seconds on a quiet machine, many more on a loaded one. Everything else
 * stays far below Vitest's default testTimeout (vite.config.ts).
 */
export const PROCESS_TEST_TIMEOUT_MS = 120_000;
