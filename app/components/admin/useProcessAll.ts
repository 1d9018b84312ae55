import { useRevalidator } from "@remix-run/react";
import { useState } from "react";
import { adminToasts, draftCounts } from "~/lib/admin-toasts";
import type { Toast } from "~/lib/toast";
import type { ProcessResultItem } from "./ProcessResults";
import { PROCESS_TITLE_PATH } from "~/lib/paths";

type Run = { total: number; results: ProcessResultItem[]; current: string | null };

/** Answer of a per-item admin request; a lost session or network error becomes a readable message. */
export async function postForm<T extends object>(path: string, body: FormData): Promise<T | { error: string }> {
  try {
    const response = await fetch(path, { method: "POST", body, headers: { Accept: "application/json" } });
    if (response.status === 401) return { error: "sua sessão expirou; entre de novo pelo login administrativo." };
    if (!response.ok && !response.headers.get("Content-Type")?.includes("json")) return { error: `o servidor respondeu ${response.status}.` };
    return (await response.json()) as T;
  } catch {
    return { error: "falha de conexão com o servidor." };
  }
}

/** "Processar todos" with JavaScript: one request per title, in order, with a toast for each. */
export function useProcessAll(showToast: (toast: Toast) => void) {
  const [run, setRun] = useState<Run | null>(null);
  const revalidator = useRevalidator();

  async function start(titles: string[], creativity: number) {
    const results: ProcessResultItem[] = [];
    setRun({ total: titles.length, results: [], current: titles[0] });
    for (const [index, title] of titles.entries()) {
      setRun({ total: titles.length, results: [...results], current: title });
      const body = new FormData();
      body.set("title", title);
      body.set("creativity", String(creativity));
      body.set("index", String(index));
      const answer = await postForm<ProcessResultItem>(PROCESS_TITLE_PATH, body);
      const result: ProcessResultItem = "ok" in answer ? answer : { index, title, ok: false, error: answer.error };
      results.push(result);
      showToast(result.ok ? adminToasts.titleProcessed(index + 1, titles.length, title) : adminToasts.titleFailed(index + 1, title, result.error ?? ""));
    }
    setRun({ total: titles.length, results, current: null });
    showToast(adminToasts.processingDone(results.filter((r) => r.ok).length, titles.length, draftCounts(results)));
    revalidator.revalidate();
  }

  return { run, start, running: run !== null && run.current !== null };
}
