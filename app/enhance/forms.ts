/**
 * Search forms marked `data-ignore-blank` do nothing for blank text (docs/product.md §4.10;
 * without JavaScript the server redirects back).
 */
export function ignoreBlankSearches() {
  document.addEventListener("submit", (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !form.hasAttribute("data-ignore-blank")) return;
    const input = form.elements.namedItem("q");
    if (input instanceof HTMLInputElement && input.value.trim() === "") {
      event.preventDefault();
      input.focus();
    }
  });
}

/** Forms marked `data-confirm="question"` ask before sending. */
export function enhanceConfirmations() {
  document.addEventListener("submit", (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement)) return;
    const question = form.dataset.confirm;
    if (question && !window.confirm(question)) event.preventDefault();
  });
}
