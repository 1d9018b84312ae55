import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { OwnText } from "~/components/sections/OwnText";
import { useOwnPageText } from "~/lib/page-text-hook";
import { Link, useLoaderData } from "@remix-run/react";
import { keywordPage, type GuidePage } from "~/pages/keyword-page";
import { matchProblemPath } from "~/lib/problem-path";
import { ContactCta } from "~/components/sections/ContactCta";
import { FaqSection } from "~/components/sections/FaqSection";
import { LinkList } from "~/components/sections/LinkList";
import { Breadcrumbs } from "~/components/seo/Breadcrumbs";
import { PhoneLink } from "~/components/ui/PhoneLink";
import { WhatsAppButton } from "~/components/ui/WhatsAppButton";
import { isPathIndexable } from "~/server/verdicts/page-verdicts.server";
import { pageMeta } from "~/lib/seo";
import { notFound } from "~/server/data/not-found-log.server";
import { DIAGNOSIS_PATH, problemPath } from "~/lib/paths";

/** /{slug}: a problem keyword landing page (docs/product.md §4.10); anything else is the 404 page. */
export function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const problem = matchProblemPath(url.pathname);
  if (!problem) throw notFound(request);
  // "/Portão Não Abre" and "/PORTAO-NAO-ABRE" reach the page once, at its canonical address.
  if (url.pathname !== problemPath(problem)) throw redirect(`${problemPath(problem)}${url.search}`, 301);
  const page = keywordPage(problem);
  // The stored verdict decides the robots meta (docs/content-quality.md "Stored verdicts").
  return { page, whatsappMessage: page.whatsappMessage, indexable: isPathIndexable(problemPath(problem)) };
}

export const meta: MetaFunction<typeof loader> = ({ matches, data }) => {
  if (!data) return [];
  const { page } = data;
  return pageMeta(matches, {
    title: page.title,
    description: page.description,
    path: `/${page.slug}`,
    noindex: !data.indexable,
    keywords: [page.keyword, `${page.keyword} são paulo`],
  });
};

export default function KeywordPage() {
  const { page } = useLoaderData<typeof loader>();
  const own = useOwnPageText();
  return (
    <article className="pb-8">
      <Breadcrumbs items={[{ name: page.heading, path: `/${page.slug}` }]} />
      <header className="mx-auto max-w-4xl px-4 pt-6">
        <h1 className="text-3xl font-extrabold text-brand-900 md:text-4xl">{own?.heading ?? page.heading}</h1>
        <p data-page-lead="" className="mt-4 text-lg leading-relaxed">
          {own?.lead ?? page.summary}
        </p>
        {page.kind === "variant" ? (
          <p className="mt-4 text-lg">
            Causas, verificações seguras e quando chamar o técnico:{" "}
            <Link to={page.guide.path} className="font-semibold text-brand-700 underline">
              veja o guia completo “{page.guide.name}”
            </Link>
            .
          </p>
        ) : null}
        <div className="mt-6 flex flex-wrap items-center gap-4">
          <WhatsAppButton message={page.whatsappMessage} label="Pedir orçamento pelo WhatsApp" placement="destaque" />
          <PhoneLink className="text-brand-800 hover:text-brand-600" placement="destaque" />
        </div>
      </header>
      <OwnText />
      {page.kind === "guide" ? <GuideBody page={page} /> : null}
    </article>
  );
}

/** The guide's causes, safe checks, when to call, FAQs and related problems. */
function GuideBody({ page }: { page: GuidePage }) {
  return (
    <div className="mx-auto max-w-4xl px-4">
      <section className="mt-10">
        <h2 className="mb-3 text-2xl font-bold text-brand-900">Causas mais comuns</h2>
        <ul className="list-disc space-y-1.5 pl-6">
          {page.causes.map((c) => (
            <li key={c}>{c}</li>
          ))}
        </ul>
      </section>
      <section className="mt-8">
        <h2 className="mb-3 text-2xl font-bold text-brand-900">O que você pode verificar com segurança</h2>
        <p className="mb-3 rounded-lg border-l-4 border-accent-500 bg-amber-50 px-4 py-3 text-slate-800">{page.safety}</p>
        <ol className="list-decimal space-y-1.5 pl-6">
          {page.checks.map((c) => (
            <li key={c}>{c}</li>
          ))}
        </ol>
      </section>
      <section className="mt-8">
        <nav aria-label="Diagnóstico do portão" className="mb-6">
          <Link to={DIAGNOSIS_PATH} className="font-semibold text-brand-700 underline">
            Faça o diagnóstico passo a passo do seu portão
          </Link>{" "}
          e veja a causa provável antes de chamar a assistência.
        </nav>
        <h2 className="mb-3 text-2xl font-bold text-brand-900">Quando chamar um técnico</h2>
        <p className="leading-relaxed">{page.call}</p>
      </section>
      <ContactCta
        title="Peça seu orçamento"
        message={page.whatsappMessage}
        label="Solicitar orçamento"
        withoutChat="Peça a visita técnica pelo formulário e junte fotos do portão e do motor: com elas já indicamos a causa provável e a faixa de preço; o valor fechado sai do teste no local."
      >
        Envie uma foto ou um vídeo do portão pelo WhatsApp: com isso já indicamos a causa provável e a faixa de preço; o valor fechado sai do teste no local.
      </ContactCta>
      <FaqSection items={page.faqs} />
      <LinkList title="Problemas relacionados" links={page.related} />
    </div>
  );
}
