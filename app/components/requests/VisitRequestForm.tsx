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

const input =
  "mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none aria-[invalid=true]:border-red-600";
const label = "block font-medium text-slate-800";
const hint = "mt-1 text-sm text-slate-600";

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

function FieldError({ name, message }: { name: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={`erro-${name}`} className="mt-1 text-sm font-medium text-red-800">
      {message}
    </p>
  );
}

export function VisitRequestForm({ state, action }: { state: VisitRequestFormState; action: string }) {
  const errors = state.errors ?? {};
  const typed = state.typed;
  const described = (name: string, hintId?: string) => [errors[name] ? `erro-${name}` : null, hintId ?? null].filter(Boolean).join(" ") || undefined;
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
      <div>
        <label htmlFor="nome" className={label}>
          Seu nome
        </label>
        <input
          id="nome"
          name="nome"
          defaultValue={typed.nome ?? ""}
          maxLength={L.nameMax}
          autoComplete="name"
          required
          aria-invalid={invalid("nome")}
          aria-describedby={described("nome")}
          className={input}
        />
        <FieldError name="nome" message={errors.nome} />
      </div>
      <div>
        <label htmlFor="telefone" className={label}>
          WhatsApp ou telefone, com DDD
        </label>
        <input
          id="telefone"
          name="telefone"
          type="tel"
          inputMode="tel"
          defaultValue={typed.telefone ?? ""}
          maxLength={L.phoneMax}
          autoComplete="tel"
          required
          aria-invalid={invalid("telefone")}
          aria-describedby={described("telefone", "telefone-dica")}
          className={input}
        />
        <p id="telefone-dica" className={hint}>
          Por exemplo (11) 98765-4321. Usamos só para responder este pedido.
        </p>
        <FieldError name="telefone" message={errors.telefone} />
      </div>
      <div>
        <label htmlFor="local" className={label}>
          Bairro e cidade, ou CEP
        </label>
        <input
          id="local"
          name="local"
          defaultValue={typed.local ?? ""}
          maxLength={L.placeMax}
          autoComplete="off"
          required
          aria-invalid={invalid("local")}
          aria-describedby={described("local", "local-dica")}
          className={input}
        />
        <p id="local-dica" className={hint}>
          Atendemos São Paulo e a Grande São Paulo. Fora dela, envie assim mesmo: respondemos dizendo se conseguimos ir.
        </p>
        <FieldError name="local" message={errors.local} />
      </div>
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
      <div>
        <label htmlFor="problema" className={label}>
          O que está acontecendo, ou o que você quer
        </label>
        <textarea
          id="problema"
          name="problema"
          defaultValue={typed.problema ?? ""}
          rows={5}
          maxLength={L.problemMax}
          required
          aria-invalid={invalid("problema")}
          aria-describedby={described("problema", "problema-dica")}
          className={input}
        />
        <p id="problema-dica" className={hint}>
          Por exemplo: “o portão faz barulho e para no meio”, ou “quero instalar motor num portão deslizante de 4 m”.
        </p>
        <FieldError name="problema" message={errors.problema} />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          <label htmlFor="dia" className={label}>
            Dia preferido (opcional)
          </label>
          <input
            id="dia"
            name="dia"
            defaultValue={typed.dia ?? ""}
            maxLength={L.preferredDayMax}
            aria-invalid={invalid("dia")}
            aria-describedby={described("dia", "dia-dica")}
            className={input}
          />
          <p id="dia-dica" className={hint}>
            Como preferir: “25/12”, “sábado”, “o quanto antes”.
          </p>
          <FieldError name="dia" message={errors.dia} />
        </div>
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
      {/* The honeypot: hidden from people and screen readers; bots fill it. */}
      <div className="absolute -left-[9999px] h-px w-px overflow-hidden" aria-hidden="true">
        <label htmlFor="site">Site</label>
        <input id="site" name="site" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <div>
        <label className="flex items-start gap-3 text-slate-800">
          <input
            type="checkbox"
            id="autorizo"
            name="autorizo"
            value="1"
            defaultChecked={typed.autorizo === "1"}
            required
            aria-invalid={invalid("autorizo")}
            aria-describedby={described("autorizo")}
            className="mt-1 h-5 w-5 flex-none"
          />
          <span>
            Autorizo o contato por WhatsApp ou telefone sobre este pedido. Os dados ficam guardados só para atender o pedido (veja a{" "}
            <a href="/privacidade" className="underline">
              Política de Privacidade
            </a>
            ).
          </span>
        </label>
        <FieldError name="autorizo" message={errors.autorizo} />
      </div>
      <button
        type="submit"
        className="inline-flex items-center rounded-lg bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        Enviar pedido
      </button>
    </form>
  );
}
