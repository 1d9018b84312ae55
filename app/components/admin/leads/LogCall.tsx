import { Form } from "@remix-run/react";
import { ErrorSummary } from "~/components/admin/ErrorSummary";
import { card, inputClass, secondaryButton } from "~/components/admin/ui";
import { LOG_CALL_INTENT, type LogCallValues } from "~/lib/forms/log-call-form";

/**
 * "Registrar ligação": a call that came without the site's "Ligar" button, logged with the page
 * the caller says they saw; it gets a code and is marked like any lead (app/server/leads/log-call.server.ts).
 * The page field offers the site's pages as a list the browser filters while typing (a datalist,
 * with or without JavaScript).
 */
export function LogCall({ pages, today, refused }: { pages: string[]; today: string; refused?: { error: string; values: LogCallValues } }) {
  const values = refused?.values;
  return (
    <section aria-labelledby="log-call-heading" className={`${card} mt-6`}>
      <h2 id="log-call-heading" className="text-xl font-bold text-brand-900">
        Registrar ligação
      </h2>
      <p className="mt-1 text-slate-600">
        Recebeu uma ligação que não veio do botão “Ligar” do site? Registre com a página que a pessoa diz ter visto: ela ganha um código para marcar o resultado
        e conta nas vendas daquela página.
      </p>
      <Form method="post" className="mt-3 space-y-3">
        <input type="hidden" name="intent" value={LOG_CALL_INTENT} />
        {refused && <ErrorSummary refusal={refused}>Nada foi registrado: {refused.error}</ErrorSummary>}
        <label className="block">
          Página que a pessoa viu (em branco se ela não sabe)
          <input
            name="pagina"
            list="log-call-pages"
            defaultValue={values?.page ?? ""}
            placeholder="/motores/motor-ppa-home"
            maxLength={300}
            className={`${inputClass} w-full`}
            autoComplete="off"
          />
        </label>
        <datalist id="log-call-pages">
          {pages.map((p) => (
            <option key={p} value={p} />
          ))}
        </datalist>
        <div className="flex flex-wrap items-end gap-3">
          <label>
            Dia
            <input
              name="dia"
              defaultValue={values?.day ?? today}
              placeholder="25/12"
              maxLength={20}
              className={`${inputClass} w-32`}
              autoComplete="off"
              required
            />
          </label>
          <label>
            Hora (opcional)
            <input name="hora" defaultValue={values?.hour ?? ""} placeholder="13h ou 9h30" maxLength={20} className={`${inputClass} w-32`} autoComplete="off" />
          </label>
          <button type="submit" className={secondaryButton}>
            Registrar ligação
          </button>
        </div>
      </Form>
    </section>
  );
}
