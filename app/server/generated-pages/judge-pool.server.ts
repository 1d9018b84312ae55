import Tinypool from "tinypool";
import type { QualityIndex } from "~/lib/content-quality";
import { log } from "../infra/log.server";
import type { Score } from "./judge-score.server";
import type { JudgeAnswer, JudgeTask } from "./judge-worker";

/**
 * The judge's worker thread (decision 0046; tinypool). One thread: the machine's second core,
 * and one copy of the prepared pages; started by the first check, ended after a minute without
 * one. Its heap is bounded (`JUDGE_WORKER_HEAP_MB`, part of the process's memory in
 * docs/operations.md "Scaling"). Built: `BUILD_DIR/workers/judge-worker.js`
 * (scripts/build-http.mjs) next to the server bundle; from the sources (tests, `npm run dev`)
 * the TypeScript file through tsx (judge-worker-from-sources.mjs).
 */
export const JUDGE_WORKER_HEAP_MB = 64;

let pool: Tinypool | null = null;

function workerPool(): Tinypool {
  if (!pool) {
    const fromSources = import.meta.url.endsWith(".ts");
    pool = new Tinypool({
      filename: fromSources ? new URL("./judge-worker-from-sources.mjs", import.meta.url).href : new URL("../workers/judge-worker.js", import.meta.url).href,
      minThreads: 0,
      maxThreads: 1,
      idleTimeout: 60_000,
      resourceLimits: { maxOldGenerationSizeMb: JUDGE_WORKER_HEAP_MB },
    });
  }
  return pool;
}

/** Ends the thread (shutdown, tests): the next check starts another. */
export async function closeJudgeWorker(): Promise<void> {
  const closing = pool;
  pool = null;
  await closing?.destroy();
}

/** What the thread was last sent: a new thread or a failed task sends everything again. */
const sent = { site: null as QualityIndex | null, keys: new Set<string>() };
const siteIds = new WeakMap<QualityIndex, number>();
let nextSiteId = 1;

export type WorkerCheck = Omit<JudgeTask, "siteId" | "site" | "others"> & {
  site: QualityIndex;
  others: { key: string; indexable: boolean; text: () => JudgeTask["candidate"] }[];
};

function task(check: WorkerCheck, everything: boolean): JudgeTask {
  let siteId = siteIds.get(check.site);
  if (siteId === undefined) siteIds.set(check.site, (siteId = nextSiteId++));
  const sendSite = everything || sent.site !== check.site;
  const others = check.others.map((o) =>
    everything || !sent.keys.has(o.key) ? { key: o.key, indexable: o.indexable, page: o.text() } : { key: o.key, indexable: o.indexable },
  );
  sent.site = check.site;
  sent.keys = new Set(check.others.map((o) => o.key));
  return {
    siteId,
    ...(sendSite && { site: check.site.pages.slice() }),
    others,
    candidate: check.candidate,
    unprotected: check.unprotected,
  };
}

let tasks = 0;

/** Sends every page again with the next check (a test's new database reuses ids and dates). */
export function forgetJudgeWorkerPages(): void {
  sent.site = null;
  sent.keys = new Set();
}
/** Checks the worker answered since the process started (tests). */
export function judgeWorkerTasks(): number {
  return tasks;
}

/** The candidate's figures, measured in the worker thread; null when the worker failed (logged; the caller measures in-thread). */
export async function scoreInWorker(check: WorkerCheck): Promise<Score | null> {
  try {
    let answer = (await workerPool().run(task(check, false))) as JudgeAnswer;
    if (answer.missing) answer = (await workerPool().run(task(check, true))) as JudgeAnswer;
    if (answer.missing) return null;
    tasks++;
    return answer.score;
  } catch (error) {
    forgetJudgeWorkerPages();
    log.error("Avaliação de conteúdo: o processo auxiliar falhou; a página é avaliada no processo principal", error);
    return null;
  }
}
