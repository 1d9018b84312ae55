/** A toast (app/components/ui/Toaster.tsx) can be closed and fades out after its time. */
export function dismissToasts() {
  document.querySelectorAll<HTMLElement>("[data-toast-box]").forEach((box) => {
    const close = () => box.remove();
    box.querySelector("[data-toast-close]")?.addEventListener("click", close);
    const ms = Number(box.dataset.toastMs);
    if (ms > 0) window.setTimeout(close, ms);
  });
}
