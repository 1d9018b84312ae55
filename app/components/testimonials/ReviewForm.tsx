import { TESTIMONIAL_LIMITS as L } from "~/lib/testimonials/limits";

/**
 * The customer's form at a review-request link (decision 0027). A public page: plain HTML,
 * no React handlers (decision 0017); the server answers every post with the form again,
 * what was typed kept, and the messages beside their fields.
 */
export type ReviewFormState = { error?: string; errors?: Record<string, string>; typed?: Record<string, string> };

const input =
  "mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none aria-[invalid=true]:border-red-600";

function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1 text-sm font-medium text-red-800">
      {message}
    </p>
  );
}

export function ReviewForm({ state }: { state: ReviewFormState }) {
  const errors = state.errors ?? {};
  const typed = state.typed ?? {};
  const described = (name: string, hint?: string) => [errors[name] ? `erro-${name}` : null, hint ?? null].filter(Boolean).join(" ") || undefined;
  return (
    <form method="post" className="mt-6 space-y-5" data-review-form noValidate>
      {state.error && (
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-red-900">
          {state.error}
        </p>
      )}
      <div>
        <label htmlFor="nome" className="block font-medium text-slate-800">
          Seu nome, como deve aparecer no site
        </label>
        <input
          id="nome"
          name="nome"
          defaultValue={typed.nome ?? ""}
          maxLength={L.nameMax}
          autoComplete="name"
          required
          aria-invalid={Boolean(errors.nome)}
          aria-describedby={described("nome", "nome-dica")}
          className={input}
        />
        <p id="nome-dica" className="mt-1 text-sm text-slate-600">
          Pode ser só o primeiro nome e a inicial do sobrenome, por exemplo “Ana S.”.
        </p>
        <FieldError id="erro-nome" message={errors.nome} />
      </div>
      <div>
        <label htmlFor="local" className="block font-medium text-slate-800">
          Bairro e cidade
        </label>
        <input
          id="local"
          name="local"
          defaultValue={typed.local ?? ""}
          maxLength={L.placeMax}
          required
          aria-invalid={Boolean(errors.local)}
          aria-describedby={described("local")}
          className={input}
        />
        <FieldError id="erro-local" message={errors.local} />
      </div>
      <div>
        <label htmlFor="texto" className="block font-medium text-slate-800">
          Seu depoimento
        </label>
        <textarea
          id="texto"
          name="texto"
          defaultValue={typed.texto ?? ""}
          rows={6}
          maxLength={L.textMax}
          required
          aria-invalid={Boolean(errors.texto)}
          aria-describedby={described("texto", "texto-dica")}
          className={input}
        />
        <p id="texto-dica" className="mt-1 text-sm text-slate-600">
          De {L.textMin} a {L.textMax.toLocaleString("pt-BR")} caracteres: o serviço feito, o atendimento, como está o portão.
        </p>
        <FieldError id="erro-texto" message={errors.texto} />
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
            name="autorizo"
            value="1"
            defaultChecked={typed.autorizo === "1"}
            required
            aria-invalid={Boolean(errors.autorizo)}
            aria-describedby={described("autorizo")}
            className="mt-1 h-5 w-5 flex-none"
          />
          <span>Autorizo a publicação deste depoimento no site, com o nome e o local acima.</span>
        </label>
        <FieldError id="erro-autorizo" message={errors.autorizo} />
      </div>
      <p className="text-sm text-slate-600">
        Seu depoimento só aparece no site depois que o conferirmos. Não pedimos telefone nem e-mail, e o texto não é usado para outro fim.
      </p>
      <button
        type="submit"
        className="inline-flex items-center rounded-lg bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        Enviar depoimento
      </button>
    </form>
  );
}
