import { ConsentField, Honeypot, PublicField, publicSubmit } from "~/components/forms/PublicField";
import { TESTIMONIAL_LIMITS as L } from "~/lib/testimonials/limits";

/**
 * The customer's form at a review-request link (decision 0027). A public page: plain HTML,
 * no React handlers (decision 0017); the server answers every post with the form again,
 * what was typed kept, and the messages beside their fields.
 */
export type ReviewFormState = { error?: string; errors?: Record<string, string>; typed?: Record<string, string> };

export function ReviewForm({ state }: { state: ReviewFormState }) {
  const fields = { typed: state.typed ?? {}, errors: state.errors ?? {} };
  return (
    <form method="post" className="mt-6 space-y-5" data-review-form noValidate>
      {state.error && (
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-red-900">
          {state.error}
        </p>
      )}
      <PublicField
        name="nome"
        label="Seu nome, como deve aparecer no site"
        hint="Pode ser só o primeiro nome e a inicial do sobrenome, por exemplo “Ana S.”."
        state={fields}
        maxLength={L.nameMax}
        autoComplete="name"
        required
      />
      <PublicField name="local" label="Bairro e cidade" state={fields} maxLength={L.placeMax} required />
      <PublicField
        name="texto"
        label="Seu depoimento"
        hint={`De ${L.textMin} a ${L.textMax.toLocaleString("pt-BR")} caracteres: o serviço feito, o atendimento, como está o portão.`}
        state={fields}
        rows={6}
        maxLength={L.textMax}
        required
      />
      <Honeypot />
      <ConsentField state={fields}>Autorizo a publicação deste depoimento no site, com o nome e o local acima.</ConsentField>
      <p className="text-sm text-slate-600">
        Seu depoimento só aparece no site depois que o conferirmos. Não pedimos telefone nem e-mail, e o texto não é usado para outro fim.
      </p>
      <button type="submit" className={publicSubmit}>
        Enviar depoimento
      </button>
    </form>
  );
}
