import { useEffect, useState } from "react";
import type { Toast } from "~/lib/toast";

const DISMISS_MS = 5000;

/**
 * Shows the toast of the current response (from the root loader's flash cookie, or one a
 * page passes in). Server-rendered, so it appears without JavaScript; with JavaScript it
 * fades out after a few seconds and can be closed (React on admin pages, app/enhance/toast.ts
 * on public ones).
 */
export function Toaster({ toast }: { toast: Toast | null | undefined }) {
  const [visible, setVisible] = useState<Toast | null>(toast ?? null);
  useEffect(() => {
    setVisible(toast ?? null);
    if (!toast) return;
    const t = setTimeout(() => setVisible(null), toast.durationMs ?? DISMISS_MS);
    return () => clearTimeout(t);
  }, [toast]);
  if (!visible) return null;
  const destructive = visible.variant === "destructive";
  return (
    <div
      data-toast-box
      data-toast-ms={visible.durationMs ?? DISMISS_MS}
      className="pointer-events-none fixed inset-x-0 top-20 z-50 flex justify-center px-4 sm:justify-end"
    >
      <div
        role={destructive ? "alert" : "status"}
        aria-live={destructive ? "assertive" : "polite"}
        data-toast={visible.variant ?? "success"}
        className={`pointer-events-auto w-full max-w-sm rounded-lg border p-4 shadow-lg ${
          destructive ? "border-red-300 bg-red-50 text-red-900" : "border-green-300 bg-white text-slate-900"
        }`}
      >
        <div className="flex items-start gap-3">
          <div className="flex-1">
            <p className="font-semibold">{visible.title}</p>
            {visible.description && <p className="mt-1 text-sm">{visible.description}</p>}
          </div>
          <button type="button" data-toast-close onClick={() => setVisible(null)} className="rounded px-2 text-lg leading-none" aria-label="Fechar aviso">
            ×
          </button>
        </div>
      </div>
    </div>
  );
}
