import { Form, Link } from "@remix-run/react";
import { card, inputClass, secondaryButton } from "~/components/admin/ui";
import { formatMoment } from "~/lib/pt-br-time";
import type { CallSearch as Search } from "~/server/leads/call-search.server";

/** "Procurar ligação": a call whose code the customer did not read out, found by its day and hour. */
export function CallSearch({ search, codeHref, now }: { search: Search; codeHref: (code: string) => string; now: number }) {
  return (
    <section aria-labelledby="call-search-heading" className={`${card} mt-6`}>
      <h2 id="call-search-heading" className="text-xl font-bold text-brand-900">
        Procurar ligação por dia e hora
      </h2>
      <p className="mt-1 text-slate-600">
        Quem toca em “Ligar” no site vê um código para dizer na ligação. Se o cliente não disse, procure pelo dia e pela hora em que ele ligou.
      </p>
      <Form method="get" className="mt-3 flex flex-wrap items-end gap-3">
        <label>
          Dia
          <input name="ligacao_dia" defaultValue={search?.day ?? ""} placeholder="25/12" className={`${inputClass} w-32`} autoComplete="off" />
        </label>
        <label>
          Hora (opcional)
          <input name="ligacao_hora" defaultValue={search?.hour ?? ""} placeholder="13h ou 9h30" className={`${inputClass} w-32`} autoComplete="off" />
        </label>
        <button type="submit" className={secondaryButton}>
          Procurar ligação
        </button>
      </Form>
      {search?.error && (
        <p role="alert" className="mt-2 text-red-700">
          {search.error}
        </p>
      )}
      {search && !search.error && search.calls.length === 0 && (
        <p role="status" className="mt-2 text-slate-700">
          Nenhuma ligação pelo site {search.hour ? "perto dessa hora" : "nesse dia"}.
        </p>
      )}
      {search && search.calls.length > 0 && (
        <ul className="mt-3 divide-y divide-slate-100" data-call-results>
          {search.calls.map((c) => (
            <li key={c.id} className="flex flex-wrap items-baseline gap-x-3 py-1.5">
              <span>{formatMoment(c.at, now)}</span>
              {c.code ? (
                <Link to={codeHref(c.code)} className="font-mono font-semibold text-brand-700 underline">
                  {c.code}
                </Link>
              ) : (
                <span>sem código</span>
              )}
              <span className="text-slate-600">{c.pagePath}</span>
              <span>{c.outcomeLabel ?? "não marcada"}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
