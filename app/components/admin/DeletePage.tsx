import { Form, useFetcher } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { deletePagePath } from "~/lib/paths";
import type { action as deleteAction, loader as deleteLoader } from "~/routes/admin.painel_.excluir.$id";
import { dangerButton, inputClass, secondaryButton } from "./ui";

/**
 * One way to delete a generated page (docs/product.md §9): the same question, the same optional
 * 301 target and the same server action with and without JavaScript. Without it "Deletar" opens
 * the confirmation page (`/admin/painel/excluir/{id}`); with it the same form opens in a dialog
 * over the list, fed by that page's loader and posted to its action.
 */

export const confirmDeleteButton =
  "rounded-md bg-red-700 px-5 py-2.5 font-semibold text-white hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-600 disabled:cursor-wait disabled:opacity-70";

export type RedirectSuggestion = { path: string; label: string };

/** "Enviar quem abrir o endereço antigo para (opcional)" with the site's main pages suggested. */
export function RedirectTargetField({ suggestions, error, value }: { suggestions: RedirectSuggestion[]; error?: string; value?: string }) {
  return (
    <div>
      {error && (
        <div id="redirect-error" role="alert" className="mb-3 rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900">
          {error}
        </div>
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
export function DeletePageButton({ id, title }: { id: number; title: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Form
        method="get"
        action={deletePagePath(id)}
        onSubmit={(event) => {
          event.preventDefault();
          setOpen(true);
        }}
      >
        <button type="submit" className={dangerButton} aria-label={`Deletar ${title}`} aria-haspopup="dialog">
          Deletar
        </button>
      </Form>
      {open && <DeletePageDialog id={id} title={title} onClose={() => setOpen(false)} />}
    </>
  );
}

function DeletePageDialog({ id, title, onClose }: { id: number; title: string; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const page = useFetcher<typeof deleteLoader>();
  const remove = useFetcher<typeof deleteAction>();
  const path = deletePagePath(id);

  useEffect(() => {
    dialog.current?.showModal();
  }, []);
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    page.load(path);
  }, [page, path]);

  const deleting = remove.state !== "idle";
  const failed = remove.data && "error" in remove.data ? remove.data : undefined;
  return (
    <dialog
      ref={dialog}
      aria-labelledby={`delete-title-${id}`}
      onClose={onClose}
      className="m-auto w-[min(36rem,calc(100vw-2rem))] rounded-xl border border-slate-300 p-0 shadow-xl backdrop:bg-slate-900/50"
    >
      <div className="p-6">
        <h2 id={`delete-title-${id}`} className="text-xl font-bold text-brand-900">
          Deletar página
        </h2>
        <p className="mt-3 text-slate-700">
          <DeleteQuestion title={page.data?.title ?? title} slug={page.data?.slug ?? "…"} />
        </p>
        <remove.Form method="post" action={path} className="mt-5 space-y-4">
          <RedirectTargetField suggestions={page.data?.suggestions ?? []} error={failed?.error} value={failed?.redirectTo} />
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
