import { Form } from "@remix-run/react";
import type { IntentRow } from "~/server/verdicts/intents.server";
import { card, inputClass, secondaryButton } from "./ui";

type Result = { intent: string; path: string; error: string } | null;

/**
 * "Buscas e páginas" in "Google" (docs/content-quality.md "One page per search intent"): each
 * search the business lives on, the page that answers it in Google, and a plain POST form to
 * choose another of the pages that answer it (works without JavaScript).
 */
export function IntentMap({ intents, result }: { intents: IntentRow[]; result: Result }) {
  return (
    <section id="buscas" aria-labelledby="buscas-titulo" className={`${card} space-y-4`}>
      <div>
        <h2 id="buscas-titulo" className="text-xl font-bold text-slate-900">
          Buscas e a página que responde a cada uma
        </h2>
        <p className="mt-1 text-sm text-slate-700">
          Para cada busca, uma só página do site fica no Google. As outras páginas sobre o mesmo assunto continuam no ar, fora do Google, e indicam a escolhida
          como endereço principal. Você pode escolher outra página quando a busca tem mais de uma.
        </p>
      </div>
      <ul aria-label="Buscas e páginas escolhidas" className="divide-y divide-slate-200">
        {intents.map((intent) => {
          const chosen = intent.candidates.find((c) => c.path === intent.chosen);
          const error = result?.intent === intent.key ? result.error : null;
          const errorId = `busca-erro-${intent.key.replace(/[^a-z0-9-]/g, "-")}`;
          return (
            <li key={intent.key} className="space-y-2 py-3" data-intent={intent.key}>
              <p className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                <strong className="text-slate-900">“{intent.label}”</strong>
                {chosen ? (
                  <span className="text-sm">
                    <a href={chosen.path} className="font-mono break-all text-brand-700 underline" data-intent-chosen>
                      {chosen.path}
                    </a>{" "}
                    <strong className={chosen.indexable ? "text-green-800" : "text-red-800"}>{chosen.indexable ? "No Google" : "Fora do Google"}</strong>
                    {intent.byOwner ? <span className="text-slate-600"> · escolhida por você</span> : null}
                  </span>
                ) : (
                  <span className="text-sm text-red-800">Nenhuma página responde ainda.</span>
                )}
              </p>
              {chosen && !chosen.indexable ? <p className="text-sm text-slate-700">{chosen.line}</p> : null}
              {intent.candidates.length > 1 ? (
                <Form method="post" className="flex flex-wrap items-end gap-2">
                  <input type="hidden" name="intent" value={intent.key} />
                  <div>
                    <label htmlFor={`busca-${intent.key}`} className="block text-sm font-medium text-slate-700">
                      Página que responde
                    </label>
                    <select
                      id={`busca-${intent.key}`}
                      name="path"
                      defaultValue={error ? result?.path : (intent.chosen ?? "")}
                      className={inputClass}
                      aria-invalid={error ? true : undefined}
                      aria-describedby={error ? errorId : undefined}
                    >
                      {intent.candidates.map((c) => (
                        <option key={c.path} value={c.path}>
                          {c.path}
                        </option>
                      ))}
                    </select>
                  </div>
                  <button type="submit" className={secondaryButton}>
                    Escolher esta página
                  </button>
                  {error ? (
                    <p id={errorId} role="alert" className="w-full text-sm font-medium text-red-800">
                      {error}
                    </p>
                  ) : null}
                </Form>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
