import type { MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { TUTORIAL } from "~/content/tutorial-brake-board";
import { pageMeta } from "~/lib/seo";
import { Breadcrumbs } from "~/components/seo/Breadcrumbs";
import { ContactCta } from "~/components/sections/ContactCta";
import { PageHeader } from "~/components/sections/PageHeader";
import { CheckList } from "~/components/ui/CheckList";
import { SERVICE_PATH, TUTORIAL_PATH } from "~/lib/paths";
import { pageMessageKey } from "~/lib/page-registry";
import { whatsappMessage } from "~/lib/leads/message-keys";

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: TUTORIAL.metaTitle,
    description: TUTORIAL.description,
    path: TUTORIAL.path,
    type: "article",
    keywords: ["central com freio", "configurar motor deslizante", "fim de curso portão deslizante", "programar controle portão"],
  });

export function loader() {
  return { whatsappMessage: whatsappMessage(pageMessageKey(TUTORIAL_PATH)) };
}

export default function BrakeBoardTutorial() {
  const { whatsappMessage } = useLoaderData<typeof loader>();
  return (
    <>
      <Breadcrumbs
        items={[
          { name: "Instalação e Manutenção", path: SERVICE_PATH },
          { name: TUTORIAL.shortTitle, path: TUTORIAL.path },
        ]}
        width="max-w-4xl"
      />
      <PageHeader title={TUTORIAL.title} width="max-w-4xl" />
      <article className="mx-auto max-w-4xl px-4 pt-4">
        {TUTORIAL.intro.map((p) => (
          <p key={p} className="mb-4 text-lg leading-relaxed text-slate-700">
            {p}
          </p>
        ))}

        <div className="mt-6 grid gap-6 md:grid-cols-2">
          <section aria-labelledby="seguranca-titulo" className="rounded-xl border-l-4 border-red-600 bg-red-50 p-5">
            <h2 id="seguranca-titulo" className="text-lg font-bold text-red-900">
              Antes de começar: segurança
            </h2>
            <ul className="mt-2 list-disc space-y-1 pl-5 text-red-950">
              {TUTORIAL.safety.map((s) => (
                <li key={s}>{s}</li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="ferramentas-titulo" className="rounded-xl border border-slate-200 bg-white p-5">
            <h2 id="ferramentas-titulo" className="text-lg font-bold text-brand-900">
              Ferramentas
            </h2>
            <ul className="mt-2 list-disc space-y-1 pl-5">
              {TUTORIAL.tools.map((t) => (
                <li key={t}>{t}</li>
              ))}
            </ul>
          </section>
        </div>

        <section aria-labelledby="passos-titulo" className="mt-10">
          <h2 id="passos-titulo" className="text-2xl font-bold text-brand-900">
            Passo a passo
          </h2>
          <ol className="mt-4 space-y-8">
            {TUTORIAL.steps.map((step) => (
              <li key={step.title}>
                <h3 className="text-xl font-semibold text-brand-900">{step.title}</h3>
                {step.paragraphs.map((p) => (
                  <p key={p} className="mt-2 leading-relaxed text-slate-700">
                    {p}
                  </p>
                ))}
                {"checks" in step && step.checks && <CheckList items={step.checks} size="sm" className="mt-3 rounded-lg bg-brand-50 p-4" />}
              </li>
            ))}
          </ol>
        </section>

        <section aria-labelledby="problemas-titulo" className="mt-10">
          <h2 id="problemas-titulo" className="text-2xl font-bold text-brand-900">
            Problemas na configuração e como resolver
          </h2>
          <table className="mt-4 w-full border-collapse overflow-hidden rounded-xl bg-white text-left">
            <thead className="bg-brand-800 text-white">
              <tr>
                <th scope="col" className="px-4 py-2">
                  Sintoma
                </th>
                <th scope="col" className="px-4 py-2">
                  O que fazer
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 border border-slate-200">
              {TUTORIAL.troubleshooting.map((t) => (
                <tr key={t.symptom}>
                  <td className="px-4 py-2 font-semibold">{t.symptom}</td>
                  <td className="px-4 py-2">{t.fix}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
        <p className="mt-8">
          Prefere que um técnico faça?{" "}
          <Link to={SERVICE_PATH} className="font-semibold text-brand-700 hover:underline">
            Conheça nossos serviços de instalação e manutenção
          </Link>
          .
        </p>
      </article>
      <ContactCta
        title="Precisa de ajuda com a configuração?"
        text="Um técnico regula fim de curso, força e freio e testa a segurança do seu portão."
        message={whatsappMessage}
      />
    </>
  );
}
