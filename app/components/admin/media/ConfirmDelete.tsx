import { ErrorSummary } from "~/components/admin/ErrorSummary";
import { AskFirst } from "../AskFirst";

/**
 * "Excluir" for one photo or document: with JavaScript the browser asks, then it posts
 * confirmed; without, the first post comes back asking and "Confirmar exclusão" deletes.
 */
export function ConfirmDelete({ id, label, asking }: { id: number; label: string; asking: boolean }) {
  return (
    <AskFirst
      id={id}
      intent="excluir"
      label="Excluir"
      ariaLabel={`Excluir ${label}`}
      question={`Excluir ${label}? Esta ação não pode ser desfeita.`}
      confirmLabel="Confirmar exclusão"
      asking={asking}
    />
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
