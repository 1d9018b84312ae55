import { useEffect, useRef, useState, type ReactNode } from "react";
import { createPortal } from "react-dom";
import { Toaster } from "~/components/ui/Toaster";
import { toast, type Toast } from "~/lib/toast";

/**
 * The summary of a refused save (docs/product.md §6): at the top of its form, focused and in
 * view at any width, so a phone user who pressed "Salvar" at the bottom sees why nothing was
 * saved. Without JavaScript the server's page carries `autofocus` (the browser focuses it and
 * scrolls to it on load); with JavaScript the answer arrives without a reload, so the effect
 * focuses and scrolls to it each time a new refusal (`refusal`) comes. `scroll-mt-24` keeps it
 * clear of the sticky header. With JavaScript the refusal is also toasted ("Não salvo", and how
 * many fields are marked to fix), an alert read out by screen readers that leaves the focus on the summary
 * and goes away after a few seconds or as soon as a field takes the focus.
 */
const REFUSAL_TOAST_MS = 6000;

export function ErrorSummary({ id, refusal, className = "", children }: { id?: string; refusal: unknown; className?: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [refused, setRefused] = useState<Toast | null>(null);
  useEffect(() => {
    const summary = ref.current;
    if (!summary) return;
    summary.focus({ preventScroll: true });
    summary.scrollIntoView({ block: "start", behavior: "instant" });
    // How many fields are marked to fix (aria-invalid) in the summary's form; the summary itself says the rest.
    const marked = (summary.closest("form") ?? document).querySelectorAll('[aria-invalid="true"]').length;
    const said =
      marked > 0
        ? `${marked} ${marked === 1 ? "campo para corrigir" : "campos para corrigir"}: veja no topo do formulário.`
        : "Veja no topo do formulário o que corrigir.";
    // It leaves by itself: the summary stays on the page, and on a phone the toast would cover the fields' own messages.
    setRefused({ ...toast("Não salvo", said, "destructive"), durationMs: REFUSAL_TOAST_MS });
  }, [refusal]);
  // The toast leaves once the owner starts correcting (a field takes the focus), so it never covers the form's buttons.
  useEffect(() => {
    if (!refused) return;
    const correcting = (event: FocusEvent) => {
      if (event.target instanceof Element && event.target.matches("input, textarea, select, [contenteditable=true]")) setRefused(null);
    };
    document.addEventListener("focusin", correcting);
    return () => document.removeEventListener("focusin", correcting);
  }, [refused]);
  return (
    <>
      <div
        id={id}
        ref={ref}
        role="alert"
        tabIndex={-1}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- the refused save's message must take the focus (docs/product.md §6)
        autoFocus
        data-error-summary
        className={`scroll-mt-24 rounded-md border border-red-300 bg-red-50 p-3 text-red-900 outline-offset-2 focus:outline-2 focus:outline-red-700 ${className}`}
      >
        {children}
      </div>
      {/* Set only in the browser (the effect): drawn at the end of the body, outside the form, the dialog or the row that refused. */}
      {refused && createPortal(<Toaster toast={refused} />, document.body)}
    </>
  );
}
