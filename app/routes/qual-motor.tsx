import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { ContactCta } from "~/components/sections/ContactCta";
import { Breadcrumbs } from "~/components/seo/Breadcrumbs";
import { PageHeader } from "~/components/sections/PageHeader";
import { SelectorForm } from "~/components/tools/SelectorForm";
import { formatBRL } from "~/content/business";
import { readSelectorAnswers, selectMotors, missingAnswers, type Verdict } from "~/lib/motor-selector";
import { pageMeta } from "~/lib/seo";
import { listMotors } from "~/server/data/motors.server";

import { SELECTOR_PATH } from "~/lib/paths";
import { NO_MODEL, whatsappMessage } from "~/lib/leads/message-keys";
const FIELDS = ["tipo", "peso", "peso_kg", "largura", "uso", "energia", "velocidade", "orcamento"];

const HEADING = "Qual motor para o meu portão?";

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    // The lines are the owner's ("Páginas do site", decision 0043); the template's labels stand in when none is stored.
    title: `${HEADING} | Motores PPA`,
    description: HEADING,
    path: SELECTOR_PATH,
    noindex: true,
  });

/** /qual-motor (docs/architecture.md, "The two tools"): the answers are the query string, so a result can be shared or bookmarked. */
export function loader({ request }: LoaderFunctionArgs) {
  const query = new URL(request.url).searchParams;
  const values = Object.fromEntries(FIELDS.flatMap((f) => (query.get(f) ? [[f, query.get(f)!.slice(0, 20)]] : [])));
  const answers = readSelectorAnswers(query);
  const motors = listMotors();
  const facts = motors.map((m) => ({
    slug: m.slug,
    name: m.name,
    position: m.position,
    gateTypes: m.gateTypes,
    maxWeightKg: m.maxWeightKg,
    maxWidthCm: m.maxWidthCm,
    cyclesPerDay: m.cyclesPerDay,
    openingSeconds: m.openingSeconds,
    priceCents: m.priceCents,
  }));
  const selection = answers ? selectMotors(answers, facts) : null;
  const best = selection?.recommended[0]?.motor.slug ?? NO_MODEL;
  return {
    values,
    missing: Object.keys(values).length > 0 && !answers ? missingAnswers(query) : [],
    selection,
    unconfirmed: motors.some((m) => !m.factsConfirmed),
    count: motors.length,
    // The recommended model by slug; the server writes the text (decision 0023).
    whatsappMessage: whatsappMessage("qual-motor", answers ? best : null),
  };
}

function ModelCard({ verdict, highlight }: { verdict: Verdict; highlight?: boolean }) {
  const { motor } = verdict;
  return (
    <li className={`rounded-xl border p-5 ${highlight ? "border-brand-600 bg-brand-50" : "border-slate-200 bg-white"}`}>
      <h3 className="text-lg font-bold text-brand-900">
        <Link to={`/motores/${motor.slug}`} className="hover:underline">
          {motor.name}
        </Link>
      </h3>
      <p className="mt-1 font-semibold">
        {motor.priceCents === null ? "Preço sob consulta" : `${formatBRL(motor.priceCents)} com instalação`} · abre em {motor.openingSeconds} s
      </p>
      {verdict.why.length > 0 && (
        <ul className="mt-2 list-disc pl-5 text-slate-700">
          {verdict.why.map((w) => (
            <li key={w}>{w}</li>
          ))}
        </ul>
      )}
      {verdict.whyNot.length > 0 && <p className="mt-2 text-amber-900">Mas: {verdict.whyNot.join("; ")}.</p>}
    </li>
  );
}

export default function MotorSelector() {
  const { values, missing, selection, unconfirmed, count, whatsappMessage } = useLoaderData<typeof loader>();
  return (
    <article className="pb-8">
      <Breadcrumbs
        items={[
          { name: "Motores", path: "/motores" },
          { name: HEADING, path: SELECTOR_PATH },
        ]}
      />
      <PageHeader title={HEADING} width="max-w-4xl" />
      <div className="mx-auto max-w-4xl px-4">
        {missing.length > 0 && (
          <p role="alert" className="mt-4 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-800">
            Falta responder: {missing.join("; ")}.
          </p>
        )}
        <SelectorForm action={SELECTOR_PATH} values={values} />

        {selection && (
          <section aria-labelledby="resultado" className="mt-10">
            <h2 id="resultado" className="scroll-mt-24 text-2xl font-bold text-brand-900">
              {selection.recommended.length > 0 ? "Motores indicados para o seu portão" : `Nenhum dos ${count} modelos atende tudo o que você pediu`}
            </h2>
            {selection.recommended.length === 0 && (
              <p className="mt-3 leading-relaxed">
                {selection.alsoFit.length > 0
                  ? "Alguns modelos servem para o portão, mas não atendem a velocidade ou o orçamento escolhidos: veja abaixo. Se preferir, um técnico avalia o portão e indica a melhor opção."
                  : "Pelo tipo, peso ou uso do portão, nenhum motor do nosso catálogo é o adequado. O certo é uma visita técnica: avaliamos o portão e indicamos a solução, sem compromisso."}
              </p>
            )}
            <ol className="mt-4 grid gap-4">
              {selection.recommended.map((v, i) => (
                <ModelCard key={v.motor.slug} verdict={v} highlight={i === 0} />
              ))}
            </ol>
            {selection.notes.map((n) => (
              <p key={n} className="mt-4 rounded-lg border-l-4 border-accent-500 bg-amber-50 px-4 py-3">
                {n}
              </p>
            ))}
            {selection.alsoFit.length > 0 && (
              <details className="mt-6" open={selection.recommended.length === 0}>
                <summary className="cursor-pointer font-semibold text-brand-800">Também servem, com uma ressalva ({selection.alsoFit.length})</summary>
                <ol className="mt-3 grid gap-3">
                  {selection.alsoFit.map((v) => (
                    <ModelCard key={v.motor.slug} verdict={v} />
                  ))}
                </ol>
              </details>
            )}
            {selection.excluded.length > 0 && (
              <details className="mt-4">
                <summary className="cursor-pointer font-semibold text-brand-800">Não servem para este portão ({selection.excluded.length})</summary>
                <ul className="mt-3 space-y-1">
                  {selection.excluded.map((v) => (
                    <li key={v.motor.slug}>
                      <Link to={`/motores/${v.motor.slug}`} className="text-brand-700 underline">
                        {v.motor.name}
                      </Link>
                      : {v.whyNot.join("; ")}.
                    </li>
                  ))}
                </ul>
              </details>
            )}
            {unconfirmed && (
              <p className="mt-6 text-sm text-slate-600">
                Peso, largura e aberturas por dia são os valores de referência do catálogo, a confirmar na visita técnica antes da instalação.
              </p>
            )}
          </section>
        )}
      </div>
      <ContactCta
        title="Peça o orçamento do motor"
        message={whatsappMessage}
        label="Enviar minhas respostas pelo WhatsApp"
        withoutChat="Peça a visita técnica pelo formulário e conte nele como é o portão: o modelo é confirmado na visita."
      >
        {selection ? "A mensagem já leva as suas respostas e o motor indicado." : "Se preferir, conte como é o portão direto pelo WhatsApp."}
      </ContactCta>
    </article>
  );
}
