// The judge's worker thread (decision 0046): measures a generated page against the site off the
// thread that serves visitors. It keeps what it was sent (the built-in pages, prepared on the
// request thread once per process, and every public generated page, prepared here once per
// version), so a check sends only the candidate and what changed. No database: the verdict is
// used only when the save's transaction finds the same pages (judge.server.ts).
import { QualityIndex, type PreparedPage } from "~/lib/content-quality";
import { prepareServed, scoreCandidate, type Score, type ServedText } from "./judge-score.server";

export type JudgeTask = {
  /** Which set of built-in pages; `site` is sent with it when the worker may not hold it. */
  siteId: number;
  site?: PreparedPage[];
  /** Every other public generated page: its version key, and its texts when the worker may not hold it. */
  others: { key: string; indexable: boolean; page?: ServedText }[];
  candidate: ServedText;
  unprotected: string[];
};

/** `missing`: the worker lacks pages the task did not carry (a new thread); the caller sends them all. */
export type JudgeAnswer = { missing: true } | { missing: false; score: Score };

let site: { id: number; index: QualityIndex } | null = null;
let prepared = new Map<string, PreparedPage>();

export default function judge(task: JudgeTask): JudgeAnswer {
  if (task.site) site = { id: task.siteId, index: new QualityIndex(task.site) };
  if (!site || site.id !== task.siteId) return { missing: true };
  const next = new Map<string, PreparedPage>();
  for (const other of task.others) {
    // Texts sent are prepared again: the sender forgot what this thread holds (a new database).
    const page = other.page ? prepareServed(other.page, other.indexable) : prepared.get(other.key);
    if (!page) return { missing: true };
    next.set(other.key, page);
  }
  // Only the pages of the latest check are kept: a page changed or gone is dropped.
  prepared = next;
  const score = scoreCandidate({
    site: site.index,
    others: [...next.values()],
    candidate: task.candidate,
    unprotected: new Set(task.unprotected),
  });
  return { missing: false, score };
}
