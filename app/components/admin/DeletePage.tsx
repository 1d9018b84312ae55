import { Form, useFetcher } from "@remix-run/react";
import { ErrorSummary } from "~/components/admin/ErrorSummary";
import { useEffect, useRef, useState } from "react";
import { deletePagePath, usefulLinkPath } from "~/lib/paths";
import { dangerButton, inputClass, secondaryButton } from "./ui";

/**
 * One way to delete a generated page (docs/product.md §9): the same question, the same optional
 * 301 target and the same server action with and without JavaScript. Without it "Deletar" opens
 * the confirmation page (`/admin/painel/excluir/{id}`); with it the same form opens in a dialog
 * over the list, with the same destinations (the panel's loader gives them) and posted to that
 * page's action. (Loading that page's data with a fetcher would have it revalidated after the
 * delete, when the page no longer exists.)
 */

export const confirmDeleteButton =
  "rounded-md bg-red-700 px-5 py-2.5 font-semibold text-white hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-600 disabled:cursor-wait disabled:opacity-70";

export type RedirectSuggestion = { path: string; label: string };

/** What the confirmation page's action answers when the destination is no page of the site (nothing was deleted). */
export type DeleteRefused = { error: string; redirectTo: string };

/** "Enviar quem abrir o endereço antigo para (opcional)" with the site's main pages suggested. */
export function RedirectTargetField({ suggestions, error, value }: { suggestions: RedirectSuggestion[]; error?: string; value?: string }) {
  return (
    <div>
      {error && (
        <ErrorSummary id="redirect-error" refusal={error} className="mb-3 text-sm">
          {error}
        </ErrorSummary>
      )}
      <label htmlFor="redirect-to" className="block text-sm font-medium text-slate-700">
        Enviar quem abrir o endereço antigo para (opcional)
      </label>
      <input
        id="redirect-to"
        name="redirectTo"
        list="redirect-suggestions"
        defaultValue={value ?? ""}
        maxLength={500}
        placeholder="/links-uteis"
        aria-invalid={Boolean(error)}
        aria-describedby={`redirect-hint${error ? " redirect-error" : ""}`}
        className={inputClass}
      />
      <datalist id="redirect-suggestions">
        {suggestions.map((s) => (
          <option key={s.path} value={s.path}>
            {s.label}
          </option>
        ))}
      </datalist>
      <p id="redirect-hint" className="mt-1 text-sm text-slate-600">
        Em branco, o endereço responde “página removida” (HTTP 410) e os buscadores o tiram do índice. Com um destino, os visitantes e os buscadores vão para
        ele (redirecionamento 301).
      </p>
    </div>
  );
}

export function DeleteQuestion({ title, slug }: { title: string; slug: string }) {
  return (
    <>
      Tem certeza que deseja deletar a página <strong>“{title}”</strong> (/links-uteis/{slug})? Esta ação não pode ser desfeita.
    </>
  );
}

/** "Deletar" of one page in the panel's list: a link to the confirmation page, a dialog with JavaScript. */
export function DeletePageButton({ page, suggestions }: { page: { id: number; title: string; slug: string }; suggestions: RedirectSuggestion[] }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Form
        method="get"
        action={deletePagePath(page.id)}
        onSubmit={(event) => {
          event.preventDefault();
          setOpen(true);
        }}
      >
        <button type="submit" className={dangerButton} aria-label={`Deletar ${page.title}`} aria-haspopup="dialog">
          Deletar
        </button>
      </Form>
      {open && <DeletePageDialog page={page} suggestions={suggestions.filter((s) => s.path !== usefulLinkPath(page.slug))} onClose={() => setOpen(false)} />}
    </>
  );
}

function DeletePageDialog({
  page,
  suggestions,
  onClose,
}: {
  page: { id: number; title: string; slug: string };
  suggestions: RedirectSuggestion[];
  onClose: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const remove = useFetcher<DeleteRefused>();
  useEffect(() => {
    dialog.current?.showModal();
  }, []);

  const deleting = remove.state !== "idle";
  const failed = remove.data && "error" in remove.data ? remove.data : undefined;
  return (
    <dialog
      ref={dialog}
      aria-labelledby={`delete-title-${page.id}`}
      onClose={onClose}
      className="m-auto w-[min(36rem,calc(100vw-2rem))] rounded-xl border border-slate-300 p-0 shadow-xl backdrop:bg-slate-900/50"
    >
      <div className="p-6">
        <h2 id={`delete-title-${page.id}`} className="text-xl font-bold text-brand-900">
          Deletar página
        </h2>
        <p className="mt-3 text-slate-700">
          <DeleteQuestion title={page.title} slug={page.slug} />
        </p>
        <remove.Form method="post" action={deletePagePath(page.id)} className="mt-5 space-y-4">
          <RedirectTargetField suggestions={suggestions} error={failed?.error} value={failed?.redirectTo} />
          <div className="flex flex-wrap gap-3">
            <button type="submit" disabled={deleting} className={confirmDeleteButton}>
              {deleting ? "Deletando..." : "Deletar"}
            </button>
            <button type="button" onClick={() => dialog.current?.close()} className={secondaryButton}>
              Cancelar
            </button>
          </div>
        </remove.Form>
      </div>
    </dialog>
  );
}
