import { randomUUID } from "node:crypto";
import { LIMITS } from "~/lib/limits";
import type { Toast } from "~/lib/toast";
import { now } from "../infra/clock.server";
import { log } from "../infra/log.server";
import type { BatchResult } from "./batches.server";
import type { ProcessResult } from "./generator-preview.server";

/**
 * A page tool's run followed on its own page (docs/performance.md "The owner works while visitors
 * browse"): the owner's post starts the run and is answered at once with the run's progress page,
 * which refreshes itself (the `Refresh` header without JavaScript, a revalidation with it) until the
 * run is over. The work goes on in slices after the answer (decision 0044), so neither the owner's
 * browser nor a visitor waits for the whole run. Runs live in this process's memory: one of each
 * tool at a time, and finished ones for `LIMITS.toolRuns.keepMinutes`, at most `LIMITS.toolRuns.kept`.
 */
export type ToolRunKind = "gerar-50" | "lote" | "gerador-local";

type RunBase = {
  id: string;
  by: string;
  total: number;
  /** Titles done so far. */
  done: number;
  /** The title being made, null between two and at the end. */
  current: string | null;
  startedAt: number;
  finishedAt: number | null;
  /** What the tool says at the end (the same toast as before runs had a page). */
  toast: Toast | null;
};

export type ToolRun =
  | (RunBase & { kind: "gerar-50"; results: [] })
  | (RunBase & { kind: "lote"; results: BatchResult[] })
  | (RunBase & { kind: "gerador-local"; results: ProcessResult[] });

type ResultOf<K extends ToolRunKind> = Extract<ToolRun, { kind: K }>["results"][number];

/** What a run's work reports: the title it starts, and each title's result when done. */
export type RunProgress<R> = { start(title: string): void; done(result?: R): void };

const runs = new Map<string, ToolRun>();
const finished = new Map<string, Promise<void>>();

function prune(at: number) {
  const oldest = at - LIMITS.toolRuns.keepMinutes * 60_000;
  const over = [...runs.values()].filter((r) => r.finishedAt !== null);
  for (const [i, run] of over.entries()) {
    if ((run.finishedAt ?? at) < oldest || over.length - i > LIMITS.toolRuns.kept) {
      runs.delete(run.id);
      finished.delete(run.id);
    }
  }
}

/** Forgets every run (tests; process-state.server.ts). A run still going keeps writing its pages. */
export function forgetToolRuns(): void {
  runs.clear();
  finished.clear();
}

/** The run of `kind` still going, if any. */
export function runningToolRun(kind: ToolRunKind): ToolRun | null {
  return [...runs.values()].find((r) => r.kind === kind && r.finishedAt === null) ?? null;
}

export function findToolRun(id: string): ToolRun | null {
  return runs.get(id) ?? null;
}

/** Resolves when the run is over (tests, and the fault checks through its page). */
export function toolRunFinished(id: string): Promise<void> {
  return finished.get(id) ?? Promise.resolve();
}

/**
 * Starts `work` as a run of `kind` over `total` titles, unless a run of the same tool is going
 * (then that one is returned): two tools' runs go side by side, each in its own slices. `work` reports its progress and returns the closing toast; if it throws, the
 * run ends with `failed` and the error is logged.
 */
export function startToolRun<K extends ToolRunKind>(
  kind: K,
  { by, total, at, failed }: { by: string; total: number; at: number; failed: Toast },
  work: (progress: RunProgress<ResultOf<K>>) => Promise<Toast>,
): { started: true; id: string } | { started: false; running: ToolRun } {
  const running = runningToolRun(kind);
  if (running) return { started: false, running };
  prune(at);
  const run = { id: randomUUID(), kind, by, total, done: 0, current: null, startedAt: at, finishedAt: null, toast: null, results: [] } as unknown as ToolRun;
  runs.set(run.id, run);
  const progress: RunProgress<ResultOf<K>> = {
    start: (title) => {
      run.current = title;
    },
    done: (result) => {
      run.done++;
      run.current = null;
      if (result !== undefined) (run.results as ResultOf<K>[]).push(result);
    },
  };
  const end = (toast: Toast) => {
    run.current = null;
    run.toast = toast;
    run.finishedAt = now();
  };
  finished.set(
    run.id,
    work(progress).then(end, (error: unknown) => {
      log.error(`Execução "${kind}" interrompida`, error);
      end(failed);
    }),
  );
  return { started: true, id: run.id };
}
