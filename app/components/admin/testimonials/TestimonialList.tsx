import { Form, Link } from "@remix-run/react";
import { formatCalendarDay } from "~/lib/pt-br-time";
import { editTestimonialPath } from "~/lib/paths";
import { TESTIMONIAL_SOURCES, TESTIMONIAL_STATUSES, type TestimonialSource, type TestimonialStatus } from "~/lib/testimonials/rules";
import { AskFirst } from "../AskFirst";
import { FormError } from "../media/ConfirmDelete";
import { card, secondaryButton } from "../ui";

export type ListedTestimonial = {
  id: number;
  name: string;
  place: string;
  text: string;
  service: string;
  source: string;
  givenOn: string;
  city: string | null;
  status: string;
  hasPhoto: boolean;
};
type Result = { error?: string; form?: string; confirmDelete?: number } | undefined;

const BADGE: Record<TestimonialStatus, string> = {
  publicado: "bg-green-100 text-green-900",
  oculto: "bg-slate-200 text-slate-800",
  pendente: "bg-amber-100 text-amber-900",
};

function Action({ id, intent, label }: { id: number; intent: string; label: string }) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      <button type="submit" className={secondaryButton}>
        {label}
      </button>
    </Form>
  );
}

/** Every testimonial, pending ones first: approve or reject, publish or hide, edit, delete. */
export function TestimonialList({ items, result, now }: { items: ListedTestimonial[]; result: Result; now: number }) {
  return (
    <section aria-labelledby="lista-titulo" className={card}>
      <h2 id="lista-titulo" className="text-xl font-bold text-brand-900">
        Depoimentos cadastrados
      </h2>
      <FormError result={result} form="lista" />
      {items.length === 0 ? (
        <p className="mt-3 text-slate-600">Nenhum depoimento ainda. Enquanto nenhum estiver publicado, o site não mostra a seção de depoimentos.</p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-200">
          {items.map((t) => {
            const status = t.status as TestimonialStatus;
            const asking = result?.confirmDelete === t.id;
            return (
              <li key={t.id} className="py-4" data-admin-testimonial={t.id}>
                <div className="flex flex-wrap items-baseline gap-2">
                  <span className={`rounded-full px-2.5 py-0.5 text-xs font-bold uppercase ${BADGE[status] ?? BADGE.oculto}`}>
                    {TESTIMONIAL_STATUSES[status] ?? t.status}
                  </span>
                  <strong className="text-brand-900">{t.name}</strong>
                  <span className="text-slate-600">{t.place}</span>
                </div>
                <p className="mt-2 whitespace-pre-line text-slate-800">{t.text}</p>
                <p className="mt-2 text-sm text-slate-600">
                  {formatCalendarDay(t.givenOn, now)} · {TESTIMONIAL_SOURCES[t.source as TestimonialSource] ?? t.source}
                  {t.service && ` · ${t.service}`} · {t.city ? `Páginas de ${t.city}` : "Todas as páginas"}
                  {t.hasPhoto && " · com foto"}
                </p>
                <div className="mt-3 flex flex-wrap gap-2">
                  {status === "pendente" ? (
                    <>
                      <Action id={t.id} intent="aprovar" label="Aprovar e publicar" />
                      <AskFirst
                        id={t.id}
                        intent="rejeitar"
                        label="Rejeitar"
                        question={`Rejeitar e apagar o depoimento de ${t.name}?`}
                        asking={asking && result?.form === "rejeitar"}
                      />
                    </>
                  ) : status === "publicado" ? (
                    <Action id={t.id} intent="ocultar" label="Ocultar" />
                  ) : (
                    <Action id={t.id} intent="publicar" label="Publicar" />
                  )}
                  <Link to={editTestimonialPath(t.id)} className={secondaryButton} aria-label={`Editar o depoimento de ${t.name}`}>
                    Editar
                  </Link>
                  {status !== "pendente" && (
                    <AskFirst
                      id={t.id}
                      intent="excluir"
                      label="Excluir"
                      question={`Excluir o depoimento de ${t.name}? Esta ação não pode ser desfeita.`}
                      asking={asking && result?.form === "excluir"}
                    />
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
