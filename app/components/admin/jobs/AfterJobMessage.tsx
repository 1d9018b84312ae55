import { Form, Link } from "@remix-run/react";
import { afterJobWhatsappHref } from "~/lib/jobs/after-job-message";
import { BUSINESS_SETTINGS_PATH, GOOGLE_REVIEW_QR_PATH } from "~/lib/paths";
import { card, primaryButton, secondaryButton } from "../ui";

/**
 * The after-job message (docs/decisions/0038-job-log.md): one text for every customer, with a new
 * single-use testimonial link and the Google review link when set. Shown once, as the link's
 * token is stored only as a hash.
 */
export function AfterJobMessage({ result, googleSet }: { result?: { message: string; customer: string | null }; googleSet: boolean }) {
  return (
    <section aria-labelledby="mensagem-titulo" className={card}>
      <h2 id="mensagem-titulo" className="text-xl font-bold text-brand-900">
        Mensagem para o cliente
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        A mesma mensagem para todo cliente, sem brinde nem desconto: pede um depoimento pelo link de uso único
        {googleSet ? " e uma avaliação no Google." : "."}
      </p>
      {!googleSet && (
        <p className="mt-1 text-sm text-slate-600">
          Para incluir a avaliação no Google, preencha o “Link de avaliação no Google” em{" "}
          <Link to={BUSINESS_SETTINGS_PATH} className="underline">
            Dados do negócio
          </Link>
          .
        </p>
      )}
      {result ? (
        <div className="mt-3 space-y-3" data-after-job-message>
          <label htmlFor="mensagem-texto" className="font-semibold text-slate-800">
            Mensagem pronta (o link vale uma vez)
          </label>
          <textarea
            id="mensagem-texto"
            readOnly
            rows={9}
            defaultValue={result.message}
            className="block w-full rounded-md border border-slate-300 p-3 text-sm"
          />
          <a href={afterJobWhatsappHref(result.message, result.customer)} target="_blank" rel="noreferrer" className={primaryButton}>
            Abrir no WhatsApp
          </a>
        </div>
      ) : (
        <Form method="post" className="mt-3">
          <input type="hidden" name="intent" value="mensagem" />
          <button type="submit" className={primaryButton}>
            Criar mensagem com link de depoimento
          </button>
        </Form>
      )}
      {googleSet && (
        <p className="mt-3">
          <a href={GOOGLE_REVIEW_QR_PATH} className={secondaryButton}>
            Imprimir QR code da avaliação no Google
          </a>
        </p>
      )}
    </section>
  );
}
