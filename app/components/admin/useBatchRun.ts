import { useRevalidator } from "@remix-run/react";
import { useState } from "react";
import { adminToasts, batchCounts, draftCounts } from "~/lib/admin-toasts";
import type { Toast } from "~/lib/toast";
import type { BatchResultItem } from "./BatchResults";
import { postForm } from "./useProcessAll";
import { BATCH_PAGE_PATH } from "~/lib/paths";

export type BatchRun = { results: BatchResultItem[]; current: string | null; total: number };

/** The batch with JavaScript: one request per page, so the progress bar shows real progress. */
export function useBatchRun(titles: string[], showToast: (toast: Toast) => void) {
  const [run, setRun] = useState<BatchRun | null>(null);
  const revalidator = useRevalidator();

  async function start() {
    const results: BatchResultItem[] = [];
    for (const [index, title] of titles.entries()) {
      setRun({ results: [...results], current: title, total: titles.length });
      const body = new FormData();
      body.set("index", String(index));
      const answer = await postForm<BatchResultItem>(BATCH_PAGE_PATH, body);
      results.push("success" in answer ? answer : { success: false, title, error: `Erro: ${answer.error}` });
    }
    setRun({ results, current: null, total: titles.length });
    showToast(adminToasts.batchDone(...batchCounts(results), draftCounts(results)));
    revalidator.revalidate();
  }

  return { run, start, running: run !== null && run.current !== null };
}
