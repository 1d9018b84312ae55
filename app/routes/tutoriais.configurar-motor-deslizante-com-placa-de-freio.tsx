import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { TUTORIAL } from "~/lib/tutorial";
import { pageMeta } from "~/lib/seo";
import { Breadcrumbs } from "~/components/seo/Breadcrumbs";
import { ContactCta } from "~/components/sections/ContactCta";
import { PageHeader } from "~/components/sections/PageHeader";
import { CheckList } from "~/components/ui/CheckList";
import { SERVICE_PATH, TUTORIAL_PATH } from "~/lib/paths";
import { pageMessageKey } from "~/lib/page-registry";
import { whatsappMessage } from "~/lib/leads/message-keys";
import { getPublicPageText } from "~/server/page-texts/store.server";
import { tutorialLayout, type TutorialSection } from "~/pages/tutorial-page.server";

// Title and description are the stored row's (pageMeta reads them from the root loader).
export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: TUTORIAL.shortTitle, description: "", path: TUTORIAL.path, type: "article", keywords: [...TUTORIAL.keywords] });

/** The tutorial's text is the owner's; its layout rule is tutorialLayout's (app/pages/tutorial-page.server.ts). */
export function loader() {
  const own = getPublicPageText(TUTORIAL_PATH);
  return {
    whatsappMessage: whatsappMessage(pageMessageKey(TUTORIAL_PATH)),
    heading: own?.heading ?? TUTORIAL.shortTitle,
    layout: tutorialLayout(own?.bodyHtml ?? ""),
  };
}

function Blocks({ section, className = "" }: { section: TutorialSection; className?: string }) {
  return section.blocks.map((block, i) =>
    block.kind === "html" ? (
      <div key={i} className={`prose-content ${className}`} dangerouslySetInnerHTML={{ __html: block.html }} />
    ) : (
      <table key={i} className="mt-4 w-full border-collapse overflow-hidden rounded-xl bg-white text-left">
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
          {block.rows.map((row) => (
            <tr key={row.symptom}>
              <td className="px-4 py-2 font-semibold">{row.symptom}</td>
              <td className="px-4 py-2">{row.fix}</td>
            </tr>
          ))}
        </tbody>
      </table>
    ),
  );
}

export default function BrakeBoardTutorial() {
  const { whatsappMessage, heading, layout } = useLoaderData<typeof loader>();
  return (
    <>
      <Breadcrumbs
        items={[
          { name: "Instalação e Manutenção", path: SERVICE_PATH },
          { name: TUTORIAL.shortTitle, path: TUTORIAL.path },
        ]}
        width="max-w-4xl"
      />
      <PageHeader title={heading} width="max-w-4xl" ownText={false} />
      <article className="mx-auto max-w-4xl px-4 pt-4">
        <div className="prose-content text-lg text-slate-700" dangerouslySetInnerHTML={{ __html: layout.opening.join("") }} />

        {layout.cards.length > 0 ? (
          <div className="mt-6 grid gap-6 md:grid-cols-2">
            {layout.cards.map((card, i) => (
              <section
                key={card.heading}
                aria-labelledby={`cartao-${i}`}
                className={i === 0 ? "rounded-xl border-l-4 border-red-600 bg-red-50 p-5" : "rounded-xl border border-slate-200 bg-white p-5"}
              >
                <h2 id={`cartao-${i}`} className={`text-lg font-bold ${i === 0 ? "text-red-900" : "text-brand-900"}`}>
                  {card.heading}
                </h2>
                <Blocks section={card} className={`mt-2 ${i === 0 ? "text-red-950" : ""}`} />
              </section>
            ))}
          </div>
        ) : null}

        {layout.steps.length > 0 ? (
          <section aria-labelledby="passos-titulo" className="mt-10">
            <h2 id="passos-titulo" className="text-2xl font-bold text-brand-900">
              Passo a passo
            </h2>
            <ol className="mt-4 space-y-8">
              {layout.steps.map((step) => (
                <li key={step.heading}>
                  <h3 className="text-xl font-semibold text-brand-900">{step.heading}</h3>
                  <div className="prose-content mt-2 text-slate-700" dangerouslySetInnerHTML={{ __html: step.paragraphs.join("") }} />
                  {step.checks.length > 0 ? <CheckList items={step.checks} size="sm" className="mt-3 rounded-lg bg-brand-50 p-4" /> : null}
                </li>
              ))}
            </ol>
          </section>
        ) : null}

        {layout.after.map((section, i) => (
          <section key={section.heading} aria-labelledby={`secao-${i}`} className="mt-10">
            <h2 id={`secao-${i}`} className="text-2xl font-bold text-brand-900">
              {section.heading}
            </h2>
            <Blocks section={section} className="mt-8" />
          </section>
        ))}
      </article>
      <ContactCta
        title="Precisa de ajuda com a configuração?"
        text="Um técnico regula fim de curso, força e freio e testa a segurança do seu portão."
        message={whatsappMessage}
      />
    </>
  );
}
