import { afterJobWhatsappHref } from "~/lib/jobs/after-job-message";
import { JOBS_ADMIN_PATH, jobAdminPath } from "~/lib/paths";
import type { DueItem } from "~/server/jobs/job-lists.server";
import { card, secondaryButton } from "../ui";

/**
 * "Manutenções a vencer" (docs/decisions/0038-job-log.md): the reminders due in the next days,
 * each with its ready WhatsApp message; logging the next job for the same number marks it done.
 */
export function DueMaintenance({ items }: { items: DueItem[] }) {
  return (
    <section aria-labelledby="manutencoes" className={card} data-due-list>
      <h2 id="manutencoes" className="text-xl font-bold text-brand-900">
        Manutenções a vencer
      </h2>
      {items.length === 0 ? (
        <p className="mt-3 text-slate-600">Nenhuma manutenção vence nos próximos 30 dias.</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-200">
          {items.map((d) => (
            <li key={d.id} className="space-y-2 py-3" data-due={d.id}>
              <p>
                <span className={`font-semibold ${d.overdue ? "text-red-800" : "text-brand-900"}`}>
                  {d.overdue ? "Venceu" : "Vence"} em {d.due}
                </span>{" "}
                · {d.place}
                {d.firstName && ` · ${d.firstName}`} · <span className="font-mono">+{d.whatsapp}</span>
              </p>
              <div className="flex flex-wrap gap-2">
                <a href={afterJobWhatsappHref(d.message, d.whatsapp)} className={secondaryButton} target="_blank" rel="noreferrer">
                  Enviar lembrete no WhatsApp
                </a>
                <a href={`${JOBS_ADMIN_PATH}?de=${d.id}#novo-titulo`} className={secondaryButton}>
                  Registrar manutenção
                </a>
                <a href={jobAdminPath(d.id)} className="self-center text-sm text-brand-800 underline">
                  Ver serviço
                </a>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
