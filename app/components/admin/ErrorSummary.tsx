import { useEffect, useRef, type ReactNode } from "react";

/**
 * The summary of a refused save (docs/product.md §6): at the top of its form, focused and in
 * view at any width, so a phone user who pressed "Salvar" at the bottom sees why nothing was
 * saved. Without JavaScript the server's page carries `autofocus` (the browser focuses it and
 * scrolls to it on load); with JavaScript the answer arrives without a reload, so the effect
 * focuses and scrolls to it each time a new refusal (`refusal`) comes. `scroll-mt-24` keeps it
 * clear of the sticky header.
 */
export function ErrorSummary({ id, refusal, className = "", children }: { id?: string; refusal: unknown; className?: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const summary = ref.current;
    if (!summary) return;
    summary.focus({ preventScroll: true });
    summary.scrollIntoView({ block: "start", behavior: "instant" });
  }, [refusal]);
  return (
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
  );
}
