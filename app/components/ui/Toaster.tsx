import { useLocation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { ADMIN_PATH, isUnder } from "~/lib/paths";
import type { Toast } from "~/lib/toast";

const DISMISS_MS = 5000;

/**
 * Shows the toast of the current response (from the root loader's flash cookie, or one a
 * page passes in). Server-rendered, so it appears without JavaScript; with JavaScript it
 * fades out after a few seconds (on admin screens also as soon as a form field takes the focus)
 * and can be closed (React on admin pages, app/enhance/toast.ts
 * on public ones). On admin pages an error stays until it is closed: it says what to do next.
 *
 * Admin screens show it at the bottom: at the top it covered the admin navigation ("Sair"
 * included) at 1366 px (docs/product.md §6). Public pages keep it at the top, clear of the
 * floating WhatsApp button and the contact bar at the bottom.
 */
export function Toaster({ toast }: { toast: Toast | null | undefined }) {
  const [visible, setVisible] = useState<Toast | null>(toast ?? null);
  const place = isUnder(useLocation().pathname, ADMIN_PATH) ? "bottom-4" : "top-20";
  useEffect(() => {
    setVisible(toast ?? null);
    // An admin error stays until closed, unless it says how long it stays (a refusal whose summary stays on the page).
    if (!toast || (toast.variant === "destructive" && place === "bottom-4" && toast.durationMs === undefined)) return;
    const t = setTimeout(() => setVisible(null), toast.durationMs ?? DISMISS_MS);
    // On admin screens a success message also leaves as soon as a field or the editor takes
    // the focus, so it never sits over what the admin is writing.
    const leaveForWork = (event: FocusEvent) => {
      if (place === "bottom-4" && event.target instanceof Element && event.target.closest("form, [contenteditable=true]")) setVisible(null);
    };
    document.addEventListener("focusin", leaveForWork);
    return () => {
      clearTimeout(t);
      document.removeEventListener("focusin", leaveForWork);
    };
  }, [toast, place]);
  if (!visible) return null;
  const destructive = visible.variant === "destructive";
  return (
    <div
      data-toast-box
      data-toast-ms={visible.durationMs ?? DISMISS_MS}
      className={`pointer-events-none fixed inset-x-0 ${place} z-50 flex justify-center px-4 sm:justify-end`}
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
