import { Form, Link } from "@remix-run/react";
import { inputClass, primaryButton } from "~/components/admin/ui";
import { channelLabel } from "~/lib/leads/contact-click";
import { OUTCOME_LABELS } from "~/lib/leads/outcomes";
import { LEADS_PATH } from "~/lib/paths";
import { formatMoment } from "~/lib/pt-br-time";
import type { FollowUp } from "~/server/leads/follow-ups.server";

/** Outcomes offered beside a quote to follow up: what usually became of it. */
const NEXT_OUTCOMES = ["venda", "perdido", "respondido"] as const;

/**
 * "A retomar" (app/server/leads/follow-ups.server.ts): quotes sent and not answered for the owner's
 * days, each with the ready WhatsApp message when the customer's phone is known and the form that
 * marks what became of it (the same one as "Contatos e vendas", back to the panel).
 */
export function FollowUpList({ followUps, days, now }: { followUps: { total: number; items: FollowUp[] }; days: number; now: number }) {
  if (followUps.total === 0) return null;
  return (
    <section aria-labelledby="retomar-titulo" className="rounded-xl border border-brand-100 bg-white p-5 shadow-sm" data-follow-ups>
      <h2 id="retomar-titulo" className="text-xl font-bold text-brand-900">
        A retomar ({followUps.total})
      </h2>
      <p className="mt-1 text-slate-600">
        Orçamentos enviados há {days} {days === 1 ? "dia" : "dias"} ou mais, sem outro resultado marcado
        {followUps.total > followUps.items.length ? `; os ${followUps.items.length} mais antigos abaixo` : ""}.
      </p>
      <ul className="mt-3 divide-y divide-slate-200">
        {followUps.items.map((f) => (
          <li key={f.code} className="py-3" data-follow-up={f.code}>
            <p>
              <span className="font-mono font-semibold">{f.code}</span> · {f.name ?? channelLabel(f.channel)} · orçamento em {formatMoment(f.quotedAt, now)} ·{" "}
              <span className="text-slate-600">{f.pagePath}</span>
            </p>
            <div className="mt-2 flex flex-wrap items-end gap-3">
              {f.whatsappHref ? (
                <a
                  href={f.whatsappHref}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="rounded-lg bg-whatsapp-dark px-3 py-2 font-semibold text-white"
                  data-follow-up-whatsapp
                >
                  Chamar no WhatsApp<span className="sr-only"> ({f.name ?? f.code})</span>
                </a>
              ) : (
                <span className="text-sm text-slate-600">Sem telefone guardado: retome pela conversa do WhatsApp ou ligação.</span>
              )}
              <Form
                method="post"
                action={`${LEADS_PATH}?${new URLSearchParams({ codigo: f.code, voltar: "painel" })}`}
                className="flex flex-wrap items-end gap-2"
                aria-label={`Marcar o resultado de ${f.code}`}
              >
                <input type="hidden" name="codigo" value={f.code} />
                <label className="text-sm">
                  Resultado
                  <select name="resultado" defaultValue="venda" className={inputClass}>
                    {NEXT_OUTCOMES.map((o) => (
                      <option key={o} value={o}>
                        {OUTCOME_LABELS[o]}
                      </option>
                    ))}
                  </select>
                </label>
                <label className="text-sm">
                  Valor (R$, opcional)
                  <input name="valor" inputMode="decimal" className={`${inputClass} w-32`} />
                </label>
                <button type="submit" className={primaryButton}>
                  Marcar
                </button>
              </Form>
              <Link to={`${LEADS_PATH}?codigo=${f.code}`} className="text-sm font-semibold text-brand-700 underline">
                Detalhes
              </Link>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
