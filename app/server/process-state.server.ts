import { forgetBusinessSettings } from "./data/business-settings.server";
import { forgetJudgeWorkerPages } from "./generated-pages/judge-pool.server";
import { forgetToolRuns } from "./generated-pages/tool-runs.server";
import { forgetNotFoundLog } from "./data/not-found-log.server";
import { forgetEnv } from "./infra/env.server";
import { setClockForTests } from "./infra/clock.server";
import { forgetIndexNowQueue } from "./infra/indexnow.server";
import { forgetWriteProbe } from "./infra/write-probe.server";
import { clickStore } from "./leads/clicks.server";
import { forgetSitePages } from "./leads/site-pages.server";
import { forgetViews } from "./leads/views.server";
import { forgetVisitorSalt } from "./leads/visitor.server";
import { forgetMailQueue } from "./requests/mail.server";

/**
 * Every piece of state a server process keeps between requests, by concern: where it lives,
 * when it is made, and how a test starts afresh. Each is made by its own module, at boot
 * (app/server/startup/boot.server.ts, http/main.ts) or on first use, and reached through that
 * module's functions; none is read from another module's variable. A test that swaps databases
 * or changes process.env calls `resetProcessState()` once (tests/integration/helpers.ts) instead
 * of one reset per module in the right order. tests/unit/process-state.test.ts checks that every
 * module of app/server holding module-level state is listed here.
 *
 * Left out of the reset on purpose: the shared database connection (closed by whoever swaps the
 * file), the password cost a test lowers for speed (`setPasswordCostForTests`, kept for the whole
 * test file), and the HTTP layer's state (http/site.ts makes the page cache, identity and
 * render queue per server and passes them; http/log-lines.ts and http/nonce.ts keep the
 * logger and the nonce pool).
 */
export const PROCESS_STATE = [
  // Write-behind buffers, written on a timer and before any read (decisions 0014, 0020): dropped
  // unwritten by the reset (their database is going away).
  {
    concern: "write-behind",
    module: "leads/clicks.server.ts",
    holds: "queued clicks (1 s) and, through click-ledger.server.ts, the codes and counts of the day",
    made: "first click",
    reset: clickStore.reset,
  },
  { concern: "write-behind", module: "leads/views.server.ts", holds: "page views counted in memory (30 s)", made: "boot (timer)", reset: forgetViews },
  {
    concern: "write-behind",
    module: "infra/indexnow.server.ts",
    holds: "paths waiting to be announced (2 s)",
    made: "first announce",
    reset: forgetIndexNowQueue,
  },
  {
    concern: "write-behind",
    module: "requests/mail.server.ts",
    holds: "the running delivery round of the visit requests' e-mails (the queue itself is in visit_requests)",
    made: "first request (and the minute timer at boot)",
    reset: forgetMailQueue,
  },
  // Caches of rows, each checked against the content version or the day.
  { concern: "cache", module: "data/business-settings.server.ts", holds: "Dados do negócio", made: "boot", reset: forgetBusinessSettings },
  {
    concern: "cache",
    module: "generated-pages/tool-runs.server.ts",
    holds: "the page tools' runs, going and finished (LIMITS.toolRuns), for their progress page",
    made: "first run",
    reset: forgetToolRuns,
  },
  { concern: "cache", module: "leads/site-pages.server.ts", holds: "the site's countable paths and names", made: "first view", reset: forgetSitePages },
  { concern: "cache", module: "leads/visitor.server.ts", holds: "the day's visitor salt", made: "first click or view", reset: forgetVisitorSalt },
  { concern: "cache", module: "auth/auth.server.ts", holds: "the authenticator, rebuilt when the environment changes", made: "first sign-in", reset: null },
  { concern: "cache", module: "auth/secret-box.server.ts", holds: "keys derived from SESSION_SECRET, by secret", made: "first seal", reset: null },
  {
    concern: "cache",
    module: "generated-pages/judge.server.ts",
    holds: "the rendered pages a generated page is compared with",
    made: "first judgement",
    reset: null,
  },
  {
    concern: "cache",
    module: "generated-pages/judge-pool.server.ts",
    holds: "the judge's worker thread (decision 0046) and which pages it was sent",
    made: "first generator run",
    reset: forgetJudgeWorkerPages,
  },
  {
    concern: "cache",
    module: "generated-pages/judge-worker.ts",
    holds: "in the judge's worker thread: the pages it was sent, prepared (the thread's own memory)",
    made: "first check in the thread",
    reset: null,
  },
  // Database connections: three, each with its own settings. The shared one is closed by whoever
  // swaps the database file (tests/integration/helpers.ts useFreshDatabase, http/main.ts at exit).
  { concern: "database", module: "data/db.server.ts", holds: "the shared connection (synchronous FULL, busy 5 s)", made: "boot", reset: null },
  {
    concern: "database",
    module: "data/not-found-log.server.ts",
    holds: "the 404 log's own connection (busy 0, synchronous NORMAL) and its write-behind buffer",
    made: "first 404",
    reset: forgetNotFoundLog,
  },
  {
    concern: "database",
    module: "data/content-version.server.ts",
    holds: "the page cache's version probe, read-only",
    made: "boot (http/site.ts)",
    reset: null,
  },
  {
    concern: "database",
    module: "data/wal-sync.server.ts",
    holds: "the WAL file of each connection and the fsync running on it",
    made: "first click write",
    reset: null,
  },
  // Configuration, read again on next use.
  { concern: "configuration", module: "infra/env.server.ts", holds: "the parsed environment", made: "first use", reset: forgetEnv },
  {
    concern: "configuration",
    module: "infra/clock.server.ts",
    holds: "the clock (tests replace it)",
    made: "module load",
    reset: () => setClockForTests(null),
  },
  { concern: "configuration", module: "auth/password.server.ts", holds: "the scrypt cost and the dummy hash", made: "boot", reset: null },
  { concern: "configuration", module: "startup/boot.server.ts", holds: "whether boot ran", made: "boot", reset: null },
  {
    concern: "configuration",
    module: "infra/env-file.server.ts",
    holds: "whether the env file's values were copied into process.env (once per process)",
    made: "boot",
    reset: null,
  },
  {
    concern: "cache",
    module: "infra/write-probe.server.ts",
    holds: "the health check's last write probe (5 s) and the count of failed ones",
    made: "first /healthz",
    reset: forgetWriteProbe,
  },
  {
    concern: "cache",
    module: "media/one-at-a-time.server.ts",
    holds: "the queue of photo conversions (one at a time) and how many wait",
    made: "first photo upload",
    reset: null,
  },
] as const satisfies readonly {
  concern: string;
  /** Path under app/server. */
  module: string;
  holds: string;
  made: string;
  /** Null: nothing a test must undo (derived from the environment, or kept on purpose). */
  reset: (() => void) | null;
}[];

/**
 * Forgets the process's state in the order of PROCESS_STATE: buffers dropped without writing,
 * caches forgotten, the 404 log's connection closed, the environment and the clock restored.
 * The shared connection is left to the caller that swaps the database file.
 */
export function resetProcessState(): void {
  for (const { reset } of PROCESS_STATE) reset?.();
}
