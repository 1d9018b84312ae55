import {
  ConsentField,
  FieldError,
  Honeypot,
  PublicField,
  describedBy,
  publicHint as hint,
  publicLabel as label,
  publicSubmit,
} from "~/components/forms/PublicField";
import { LIMITS } from "~/lib/limits";
import { GATE_TYPES, PERIODS, type Typed } from "~/lib/visit-request/fields";

/**
 * The visit request form ("Pedir visita técnica / orçamento", docs/product.md §4.14). A public page:
 * plain HTML, no React handlers (decision 0017). The server answers every post with the page
 * again: the summary of what to fix at the top (the form's action carries `#resultado`, so the
 * browser scrolls there without JavaScript), each message beside its field, what was typed kept.
 */
const L = LIMITS.visitRequests;

export type VisitRequestFormState = { error?: string; errors?: Record<string, string>; typed: Typed };

const FIELD_LABELS: Record<string, string> = {
  nome: "Nome",
  telefone: "WhatsApp ou telefone",
  local: "Bairro ou CEP",
  tipo: "Tipo de portão",
  problema: "O que está acontecendo",
  dia: "Dia preferido",
  periodo: "Período",
  fotos: "Fotos",
  autorizo: "Autorização",
};

/** Where the summary's link of a field goes: its first radio button for a group. */
const FIELD_TARGETS: Record<string, string> = { tipo: `tipo-${GATE_TYPES[0].value}`, periodo: `periodo-${PERIODS[0].value}` };

export function VisitRequestForm({ state, action }: { state: VisitRequestFormState; action: string }) {
  const errors = state.errors ?? {};
  const typed = state.typed;
  const fields = { typed, errors };
  const described = (name: string, hintId?: string) => describedBy(errors, name, hintId);
  const invalid = (name: string) => (errors[name] ? true : undefined);
  return (
    <form method="post" action={`${action}#resultado`} encType="multipart/form-data" className="mt-6 space-y-5" data-visit-request-form noValidate>
      {state.error && (
        <div id="resultado" role="alert" tabIndex={-1} className="scroll-mt-24 rounded-md border border-red-300 bg-red-50 p-4 text-red-900">
          <p className="font-semibold">{state.error}</p>
          {Object.keys(errors).length > 0 && (
            <ul className="mt-2 list-disc pl-5">
              {Object.entries(errors).map(([name, message]) => (
                <li key={name}>
                  <a href={`#${FIELD_TARGETS[name] ?? name}`} className="underline">
                    {FIELD_LABELS[name] ?? name}: {message}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      <input type="hidden" name="de" value={typed.de ?? ""} />
      <PublicField name="nome" label="Seu nome" state={fields} maxLength={L.nameMax} autoComplete="name" required />
      <PublicField
        name="telefone"
        label="WhatsApp ou telefone, com DDD"
        hint="Por exemplo (11) 98765-4321. Usamos só para responder este pedido."
        state={fields}
        type="tel"
        inputMode="tel"
        maxLength={L.phoneMax}
        autoComplete="tel"
        required
      />
      <PublicField
        name="local"
        label="Bairro e cidade, ou CEP"
        hint="Atendemos São Paulo e a Grande São Paulo. Fora dela, envie assim mesmo: respondemos dizendo se conseguimos ir."
        state={fields}
        maxLength={L.placeMax}
        autoComplete="off"
        required
      />
      <fieldset aria-describedby={described("tipo")}>
        <legend className={label}>Tipo de portão</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {GATE_TYPES.map((g) => (
            <label key={g.value} className="flex items-center gap-2 rounded-md border border-slate-200 px-3 py-2 text-slate-800">
              <input type="radio" id={`tipo-${g.value}`} name="tipo" value={g.value} defaultChecked={typed.tipo === g.value} className="h-5 w-5" />
              {g.label}
            </label>
          ))}
        </div>
        <FieldError name="tipo" message={errors.tipo} />
      </fieldset>
      <PublicField
        name="problema"
        label="O que está acontecendo, ou o que você quer"
        hint="Por exemplo: “o portão faz barulho e para no meio”, ou “quero instalar motor num portão deslizante de 4 m”."
        state={fields}
        rows={5}
        maxLength={L.problemMax}
        required
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <PublicField
          name="dia"
          label="Dia preferido (opcional)"
          hint="Como preferir: “25/12”, “sábado”, “o quanto antes”."
          state={fields}
          maxLength={L.preferredDayMax}
        />
        <fieldset>
          <legend className={label}>Período</legend>
          <div className="mt-2 flex flex-wrap gap-2">
            {PERIODS.map((p) => (
              <label key={p.value} className="flex items-center gap-2 rounded-md border border-slate-200 px-3 py-2 text-slate-800">
                <input
                  type="radio"
                  id={`periodo-${p.value}`}
                  name="periodo"
                  value={p.value}
                  defaultChecked={(typed.periodo || "qualquer") === p.value}
                  className="h-5 w-5"
                />
                {p.label}
              </label>
            ))}
          </div>
          <FieldError name="periodo" message={errors.periodo} />
        </fieldset>
      </div>
      <div>
        <label htmlFor="fotos" className={label}>
          Fotos do portão e do motor (opcional, até {L.photosMax})
        </label>
        <input
          id="fotos"
          name="fotos"
          type="file"
          accept="image/jpeg,image/png,image/webp"
          multiple
          aria-invalid={invalid("fotos")}
          aria-describedby={described("fotos", "fotos-dica")}
          className="mt-1 block w-full text-slate-800 file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-4 file:py-2 file:font-semibold file:text-brand-800"
        />
        <p id="fotos-dica" className={hint}>
          JPEG, PNG ou WebP, até {L.photoMaxBytes / 1024 / 1024} MB cada. Ajudam o técnico a levar a peça certa.
        </p>
        <FieldError name="fotos" message={errors.fotos} />
      </div>
      <Honeypot />
      <ConsentField state={fields}>
        Autorizo o contato por WhatsApp ou telefone sobre este pedido. Os dados ficam guardados só para atender o pedido (veja a{" "}
        <a href="/privacidade" className="underline">
          Política de Privacidade
        </a>
        ).
      </ConsentField>
      <button type="submit" className={publicSubmit}>
        Enviar pedido
      </button>
    </form>
  );
}
