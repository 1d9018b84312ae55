import { Form, useSubmit } from "@remix-run/react";
import { ErrorSummary } from "~/components/admin/ErrorSummary";
import { dangerButton } from "../ui";

/**
 * "Excluir" for one photo or document: with JavaScript the browser asks, then it posts
 * confirmed; without, the first post comes back asking and "Confirmar exclusão" deletes.
 */
export function ConfirmDelete({ id, label, asking }: { id: number; label: string; asking: boolean }) {
  const submit = useSubmit();
  if (asking) {
    return (
      <Form method="post" className="flex flex-wrap items-center gap-2">
        <input type="hidden" name="intent" value="excluir" />
        <input type="hidden" name="id" value={id} />
        <input type="hidden" name="confirmed" value="1" />
        <span className="text-sm text-red-800">Excluir {label}? Esta ação não pode ser desfeita.</span>
        <button type="submit" className={dangerButton}>
          Confirmar exclusão
        </button>
      </Form>
    );
  }
  return (
    <Form
      method="post"
      onSubmit={(event) => {
        event.preventDefault();
        if (window.confirm(`Excluir ${label}? Esta ação não pode ser desfeita.`))
          submit({ intent: "excluir", id: String(id), confirmed: "1" }, { method: "post" });
      }}
    >
      <input type="hidden" name="intent" value="excluir" />
      <input type="hidden" name="id" value={id} />
      <button type="submit" className={dangerButton} aria-label={`Excluir ${label}`}>
        Excluir
      </button>
    </Form>
  );
}

/** The error of one form of the page, when the last post was that form's. */
export function FormError({ result, form }: { result: { error?: string; form?: string } | undefined; form: string }) {
  if (!result?.error || result.form !== form) return null;
  return (
    <ErrorSummary id={`erro-${form}`} refusal={result} className="text-sm">
      {result.error}
    </ErrorSummary>
  );
}
