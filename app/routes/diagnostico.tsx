import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { ContactCta } from "~/components/sections/ContactCta";
import { Breadcrumbs } from "~/components/seo/Breadcrumbs";
import { ToolStep } from "~/components/tools/ToolStep";
import { PRICES, formatPriceRange } from "~/content/business";
import { answersQuery, walkDiagnosis } from "~/lib/diagnosis";
import { pageMeta } from "~/lib/seo";
import { storedDiagnosis } from "~/pages/diagnosis-tree.server";
import { getPublicPageText } from "~/server/page-texts/store.server";

import { DIAGNOSIS_PATH } from "~/lib/paths";
import { whatsappMessage } from "~/lib/leads/message-keys";

const NAME = "Por que meu portão não abre?";

// Title and description are the stored row's (pageMeta reads them from the root loader).
export const meta: MetaFunction = ({ matches }) => pageMeta(matches, { title: NAME, description: "", path: DIAGNOSIS_PATH, noindex: true });

/**
 * /diagnostico (docs/architecture.md, "The two tools"): the answers live in the query string; the
 * tree is the page's text in "Páginas do site", read by app/pages/diagnosis-tree.server.ts.
 */
export function loader({ request }: LoaderFunctionArgs) {
  const own = getPublicPageText(DIAGNOSIS_PATH);
  const tree = storedDiagnosis(own?.bodyHtml ?? "");
  const state = walkDiagnosis(tree, new URL(request.url).searchParams);
  const carried = answersQuery(state.answered);
  return {
    heading: own?.heading ?? NAME,
    lead: own?.lead ?? "",
    opening: tree.opening,
    carried,
    answered: state.answered.map((a, i) => ({
      question: a.step.question,
      answer: a.option.label,
      changeHref: `${DIAGNOSIS_PATH}?${new URLSearchParams(carried.slice(0, i))}#pergunta`,
    })),
    current: state.current,
    outcome: state.outcome,
    whatsappMessage: whatsappMessage("diagnostico", state.outcome?.id),
  };
}

export default function DiagnosisPage() {
  const { heading, lead, opening, carried, answered, current, outcome, whatsappMessage } = useLoaderData<typeof loader>();
  return (
    <article className="pb-8">
      <Breadcrumbs items={[{ name: "Diagnóstico do portão", path: DIAGNOSIS_PATH }]} />
      <div className="mx-auto max-w-3xl px-4 pt-6">
        <h1 className="text-3xl font-extrabold text-brand-900 md:text-4xl">{heading}</h1>
        {lead && <p className="mt-3 text-lg leading-relaxed">{lead}</p>}
        {opening && <div data-own-text="" className="prose-content mt-4" dangerouslySetInnerHTML={{ __html: opening }} />}

        {answered.length > 0 && (
          <section aria-labelledby="respostas" className="mt-6">
            <h2 id="respostas" className="text-lg font-bold text-brand-900">
              Suas respostas
            </h2>
            <ol className="mt-2 space-y-1 text-slate-700">
              {answered.map((a) => (
                <li key={a.question}>
                  {a.question} <strong>{a.answer}</strong>{" "}
                  <Link to={a.changeHref} className="text-sm text-brand-700 underline">
                    mudar<span className="sr-only"> esta resposta</span>
                  </Link>
                </li>
              ))}
            </ol>
          </section>
        )}

        {current && (
          <ToolStep
            action={DIAGNOSIS_PATH}
            carried={carried}
            name={current.id}
            legend={current.question}
            help={current.help}
            warning={current.safety}
            options={current.options}
          />
        )}

        {outcome && (
          <section aria-labelledby="resultado" className="mt-8">
            <p className="text-sm font-semibold tracking-wide text-accent-800 uppercase">{outcome.maybeSolved ? "Pode já ter resolvido" : "Causa provável"}</p>
            <h2 id="resultado" className="mt-1 text-2xl font-bold text-brand-900">
              {outcome.title}
            </h2>
            <p className="mt-3 leading-relaxed">{outcome.cause}</p>
            {outcome.safety && (
              <p role="note" className="mt-4 rounded-lg border-l-4 border-accent-500 bg-amber-50 px-4 py-3">
                <strong>Segurança: </strong>
                {outcome.safety}
              </p>
            )}
            <h3 className="mt-6 text-xl font-bold text-brand-900">O que você pode fazer agora</h3>
            <ul className="mt-2 list-disc space-y-1 pl-6">
              {outcome.tryAlone.map((t) => (
                <li key={t}>{t}</li>
              ))}
            </ul>
            <h3 className="mt-6 text-xl font-bold text-brand-900">O que precisa de um técnico</h3>
            <ul className="mt-2 list-disc space-y-1 pl-6">
              {outcome.technician.map((t) => (
                <li key={t}>{t}</li>
              ))}
            </ul>
            <p className="mt-4">Conserto e reparo (orçamento): de {formatPriceRange(PRICES.repair)}, conforme a peça e o serviço.</p>
            <p className="mt-4">
              <Link to={outcome.problemPath} className="font-semibold text-brand-700 underline">
                {outcome.problemLabel}
              </Link>{" "}
              ·{" "}
              <Link to={DIAGNOSIS_PATH} className="text-brand-700 underline">
                Começar de novo
              </Link>
            </p>
          </section>
        )}
      </div>
      <ContactCta
        title="Fale com um técnico"
        message={whatsappMessage}
        label="Enviar o diagnóstico pelo WhatsApp"
        withoutChat="Peça a visita técnica pelo formulário e conte nele o que o diagnóstico mostrou."
      >
        {outcome
          ? "A mensagem já leva as suas respostas: a primeira resposta pode ser o orçamento ou o horário da visita."
          : "Se preferir, descreva o defeito direto pelo WhatsApp."}
      </ContactCta>
    </article>
  );
}
