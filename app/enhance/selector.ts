/**
 * The motor selector's form (app/components/tools/SelectorForm.tsx) shows every question
 * without JavaScript. This turns it into one question per screen: the progress line and the
 * "Voltar"/"Próxima" buttons the server rendered hidden appear, and the submit button only on
 * the last question. After each move the new question's legend takes the focus (a screen reader
 * reads it) and the form's top is scrolled to just below the sticky header.
 */
export function stepSelector() {
  document.querySelectorAll<HTMLFormElement>("form[data-steps]").forEach((form) => {
    const questions = [...form.querySelectorAll<HTMLFieldSetElement>(":scope > fieldset")];
    const progress = form.querySelector<HTMLElement>("[data-step-progress]");
    const back = form.querySelector<HTMLButtonElement>("[data-step-back]");
    const next = form.querySelector<HTMLButtonElement>("[data-step-next]");
    const submit = form.querySelector<HTMLButtonElement>("[data-step-submit]");
    if (questions.length < 2 || !progress || !back || !next || !submit) return;
    const last = questions.length - 1;
    let step = 0;

    const show = (moved: boolean) => {
      questions.forEach((q, i) => (q.hidden = i !== step));
      progress.textContent = `Pergunta ${step + 1} de ${questions.length}`;
      progress.hidden = false;
      back.hidden = step === 0;
      next.hidden = step === last;
      submit.hidden = step !== last;
      if (!moved) return;
      const headerBottom = document.querySelector("header")?.getBoundingClientRect().bottom ?? 0;
      window.scrollTo({ top: window.scrollY + form.getBoundingClientRect().top - Math.max(0, headerBottom) - 12 });
      questions[step].querySelector("legend")?.focus({ preventScroll: true });
    };
    const go = (to: number) => {
      step = Math.min(last, Math.max(0, to));
      show(true);
    };

    back.addEventListener("click", () => go(step - 1));
    next.addEventListener("click", () => go(step + 1));
    // Enter in a text field before the last question moves on instead of sending half a form.
    form.addEventListener("keydown", (event) => {
      if (event.key === "Enter" && step < last && event.target instanceof HTMLInputElement && event.target.type !== "radio") {
        event.preventDefault();
        go(step + 1);
      }
    });
    show(false);
  });
}
