import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useOwnPageText } from "~/lib/page-text-hook";
import { Link, useLoaderData } from "@remix-run/react";
import { keywordPage, type GuidePage } from "~/pages/keyword-page";
import { problemBody, type ProblemBody } from "~/pages/problem-body.server";
import { getPublicPageText } from "~/server/page-texts/store.server";
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

/**
 * /{slug}: a problem keyword landing page (docs/product.md §4.10); anything else is the 404 page.
 * Its text is the page's stored row (decision 0043): title, description, heading, opening, the
 * text (a guide's causes, safe checks and when to call) and its questions; the template adds the
 * link to its guide or to the diagnosis, the contact and the guides of the next questions.
 */
export function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const problem = matchProblemPath(url.pathname);
  if (!problem) throw notFound(request);
  // "/Portão Não Abre" and "/PORTAO-NAO-ABRE" reach the page once, at its canonical address.
  if (url.pathname !== problemPath(problem)) throw redirect(`${problemPath(problem)}${url.search}`, 301);
  const page = keywordPage(problem);
  // The stored verdict decides the robots meta (docs/content-quality.md "Stored verdicts").
  const body = problemBody(getPublicPageText(problemPath(problem))?.bodyHtml ?? "");
  return { page, body, whatsappMessage: page.whatsappMessage, indexable: isPathIndexable(problemPath(problem)) };
}

export const meta: MetaFunction<typeof loader> = ({ matches, data }) => {
  if (!data) return [];
  const { page } = data;
  return pageMeta(matches, {
    // The stored row's title and description (pageMeta reads them from the root loader).
    title: page.heading,
    description: "",
    path: `/${page.slug}`,
    noindex: !data.indexable,
    keywords: [page.keyword, `${page.keyword} são paulo`],
  });
};

export default function KeywordPage() {
  const { page, body } = useLoaderData<typeof loader>();
  const own = useOwnPageText();
  const lead = own?.lead;
  const faqs = (own?.questions ?? []).map(({ question, answer }) => ({ question, answer }));
  return (
    <article className="pb-8">
      <Breadcrumbs items={[{ name: page.heading, path: `/${page.slug}` }]} />
      <header className="mx-auto max-w-4xl px-4 pt-6">
        <h1 className="text-3xl font-extrabold text-brand-900 md:text-4xl">{own?.heading ?? page.heading}</h1>
        {lead ? (
          <p data-page-lead="" className="mt-4 text-lg leading-relaxed">
            {lead}
          </p>
        ) : null}
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
      <div className="mx-auto max-w-4xl px-4">
        <ProblemText body={body} page={page} />
        {page.kind === "guide" ? <GuideContact page={page} /> : null}
        <FaqSection items={faqs} />
        {page.kind === "guide" ? <LinkList title="Problemas relacionados" links={page.related} /> : null}
      </div>
    </article>
  );
}

/** The stored text; a guide's link to the diagnosis before its section "Quando chamar…" (app/pages/problem-body.server.ts). */
function ProblemText({ body, page }: { body: ProblemBody; page: { kind: "guide" | "variant" } }) {
  return (
    <>
      {body.main ? <div data-problem-text="" className="prose-content problem-text mt-10" dangerouslySetInnerHTML={{ __html: body.main }} /> : null}
      {page.kind === "guide" ? (
        <nav aria-label="Diagnóstico do portão" className="mt-8">
          <Link to={DIAGNOSIS_PATH} className="font-semibold text-brand-700 underline">
            Faça o diagnóstico passo a passo do seu portão
          </Link>{" "}
          e veja a causa provável antes de chamar a assistência.
        </nav>
      ) : null}
      {body.call ? <div className="prose-content problem-text" dangerouslySetInnerHTML={{ __html: body.call }} /> : null}
    </>
  );
}

/** The guide's contact box. */
function GuideContact({ page }: { page: GuidePage }) {
  return (
    <ContactCta
      title="Peça seu orçamento"
      message={page.whatsappMessage}
      label="Solicitar orçamento"
      withoutChat="Peça a visita técnica pelo formulário e junte fotos do portão e do motor: com elas já indicamos a causa provável e a faixa de preço; o valor fechado sai do teste no local."
    >
      Envie uma foto ou um vídeo do portão pelo WhatsApp: com isso já indicamos a causa provável e a faixa de preço; o valor fechado sai do teste no local.
    </ContactCta>
  );
}
