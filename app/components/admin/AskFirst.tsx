import { Form, useSubmit } from "@remix-run/react";
import { dangerButton } from "./ui";

type Props = {
  id: number;
  intent: string;
  /** The button's text. */
  label: string;
  /** What the browser (or, without JavaScript, the page) asks before the post counts. */
  question: string;
  /** The post came back asking (no JavaScript): show the question and the confirming button. */
  asking: boolean;
  confirmLabel?: string;
  ariaLabel?: string;
};

/**
 * A button whose post must be confirmed (delete, reject): with JavaScript the browser asks, then it
 * posts `confirmed=1`; without, the first post comes back asking and the second confirms.
 */
export function AskFirst({ id, intent, label, question, asking, confirmLabel = "Confirmar", ariaLabel }: Props) {
  const submit = useSubmit();
  if (asking) {
    return (
      <Form method="post" className="flex flex-wrap items-center gap-2">
        <input type="hidden" name="intent" value={intent} />
        <input type="hidden" name="id" value={id} />
        <input type="hidden" name="confirmed" value="1" />
        <span className="text-sm text-red-800">{question}</span>
        <button type="submit" className={dangerButton}>
          {confirmLabel}
        </button>
      </Form>
    );
  }
  return (
    <Form
      method="post"
      onSubmit={(event) => {
        event.preventDefault();
        if (window.confirm(question)) submit({ intent, id: String(id), confirmed: "1" }, { method: "post" });
      }}
    >
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      <button type="submit" className={dangerButton} aria-label={ariaLabel}>
        {label}
      </button>
    </Form>
  );
}
