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

/**
 * Forms marked `data-confirm="question"` ask before sending. With `data-confirm-post="/path"`
 * the form leads, without JavaScript, to a confirmation page (GET); once the browser has asked,
 * it posts to that path instead, so the question is not asked twice.
 */
export function enhanceConfirmations() {
  document.addEventListener("submit", (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement)) return;
    const question = form.dataset.confirm;
    if (!question) return;
    if (!window.confirm(question)) {
      event.preventDefault();
      return;
    }
    const postTo = form.dataset.confirmPost;
    if (postTo) {
      event.preventDefault();
      form.method = "post";
      form.action = postTo;
      form.submit();
    }
  });
}
