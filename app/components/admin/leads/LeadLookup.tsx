import { Form } from "@remix-run/react";
import { formatBRL } from "~/content/business";
import { card, inputClass, primaryButton, secondaryButton } from "~/components/admin/ui";
import { OUTCOME_LABELS, OUTCOMES } from "~/lib/leads/outcomes";
import { formatMoment } from "~/lib/pt-br-time";
import type { MarkValues } from "~/server/leads/mark-lead.server";
import type { LeadRow } from "~/server/leads/outcomes.server";

type Lookup = { input: string; code: string | null; lead: LeadRow | null; error: string | null } | null;
type ActionData = { error: string; values: MarkValues } | undefined;

/** "Buscar código": the owner types the code from a WhatsApp chat and marks what became of it. */
export function LeadLookup({ lookup, actionData, now }: { lookup: Lookup; actionData: ActionData; now: number }) {
  const lead = lookup?.lead ?? null;
  const typed = actionData?.values;
  return (
    <section aria-labelledby="lookup-heading" className={`${card} mt-6`}>
      <h2 id="lookup-heading" className="text-xl font-bold text-brand-900">
        Buscar código do atendimento
      </h2>
      <p className="mt-1 text-slate-600">
        Cada mensagem de WhatsApp vinda do site termina com “Código do atendimento: K7Q2”; quem toca em “Ligar” vê o código na tela e o diz na ligação.
      </p>
      <Form method="get" className="mt-3 flex flex-wrap items-end gap-3">
        <label>
          Código
          <input name="codigo" defaultValue={lookup?.input ?? ""} className={`${inputClass} w-36 font-mono uppercase`} autoComplete="off" />
        </label>
        <button type="submit" className={secondaryButton}>
          Buscar
        </button>
      </Form>
      {lookup?.error && (
        <p role="alert" className="mt-2 text-red-700">
          {lookup.error}
        </p>
      )}
      {lookup?.code && !lead && (
        <p role="alert" className="mt-2 text-red-700">
          Nenhum clique com o código {lookup.code} está guardado.
        </p>
      )}
      {lead && (
        <div className="mt-4">
          <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-[auto_1fr]">
            <dt className="font-semibold">Código</dt>
            <dd className="font-mono">{lead.code}</dd>
            <dt className="font-semibold">Quando</dt>
            <dd>{formatMoment(lead.at, now)}</dd>
            <dt className="font-semibold">Página</dt>
            <dd>
              {lead.pagePath} ({lead.template}
              {lead.subject ? `: ${lead.subject}` : ""})
            </dd>
            <dt className="font-semibold">Botão</dt>
            <dd>{lead.placement}</dd>
            <dt className="font-semibold">Origem</dt>
            <dd>{[lead.utmSource, lead.utmCampaign, lead.referrerHost, lead.gclid && "Google Ads"].filter(Boolean).join(" · ") || "direto ou desconhecida"}</dd>
            {lead.suspect && (
              <>
                <dt className="font-semibold">Atenção</dt>
                <dd>Clique suspeito: veio de um endereço ou rede que passou do limite do dia, e não entra nos números do painel.</dd>
              </>
            )}
            <dt className="font-semibold">Resultado</dt>
            <dd>
              {lead.outcomeLabel ?? "não marcado"}
              {lead.valueCents ? ` · ${formatBRL(lead.valueCents)}` : ""}
            </dd>
          </dl>
          <Form method="post" className="mt-4 flex flex-wrap items-end gap-3" aria-label={`Marcar o atendimento ${lead.code}`}>
            <input type="hidden" name="codigo" value={lead.code ?? ""} />
            <fieldset className="flex flex-wrap gap-3">
              <legend className="font-semibold">Resultado</legend>
              {OUTCOMES.map((o) => (
                <label key={o} className="flex items-center gap-1.5">
                  <input type="radio" name="resultado" value={o} defaultChecked={(typed?.outcome ?? lead.outcome) === o} /> {OUTCOME_LABELS[o]}
                </label>
              ))}
            </fieldset>
            <label>
              Valor em reais (opcional)
              <input
                name="valor"
                inputMode="decimal"
                defaultValue={typed?.value ?? (lead.valueCents ? (lead.valueCents / 100).toLocaleString("pt-BR", { minimumFractionDigits: 2 }) : "")}
                className={`${inputClass} w-40`}
                aria-invalid={actionData ? true : undefined}
                aria-describedby={actionData ? "mark-error" : undefined}
              />
            </label>
            <button type="submit" className={primaryButton}>
              Salvar resultado
            </button>
          </Form>
          {actionData && (
            <p id="mark-error" role="alert" className="mt-2 text-red-700">
              {actionData.error}
            </p>
          )}
        </div>
      )}
    </section>
  );
}
