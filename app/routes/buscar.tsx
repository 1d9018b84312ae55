import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { keepTypedBraces } from "~/lib/business-slots";
import { searchSite } from "~/lib/buyer-search";
import { COMMON_PROBLEMS } from "~/lib/problem-search";
import { listMotorLinks } from "~/server/data/motors.server";
import { pageMeta } from "~/lib/seo";
import { Breadcrumbs } from "~/components/seo/Breadcrumbs";
import { ContactCta } from "~/components/sections/ContactCta";
import { PageHeader } from "~/components/sections/PageHeader";
import { ProblemSearch } from "~/components/sections/home/ProblemSearch";
import { PROBLEM_SEARCH_PATH } from "~/lib/paths";
import { whatsappMessage } from "~/lib/leads/message-keys";

const MAX_TEXT = 120;

export const meta: MetaFunction<typeof loader> = ({ matches, data }) =>
  pageMeta(matches, {
    title: data ? `Busca: ${data.text} | Soluções para portão automático` : "Buscar solução para portão automático",
    description: "Resultados da busca por problemas de portão automático: veja as soluções mais próximas ou peça a visita de um técnico.",
    noindex: true,
  });

/**
 * "Buscar Solução" target (docs/product.md §4.10): an exact or clearly closest problem keyword
 * redirects to its page at the root path; otherwise the nearest problems are listed.
 * Blank text goes back to the home page.
 */
export function loader({ request }: LoaderFunctionArgs) {
  const text = (new URL(request.url).searchParams.get("q") ?? "").trim().slice(0, MAX_TEXT);
  // A purchase (a price word, a model's name) goes to the model or the catalogue before the closest fault.
  const result = searchSite(text, listMotorLinks());
  if (result.kind === "blank") throw redirect("/");
  if (result.kind === "go") throw redirect(result.path);
  const nearest = result.nearest.length > 0 ? result.nearest : COMMON_PROBLEMS;
  return {
    // Shown as typed, never filled with the business's figures (keepTypedBraces).
    text: keepTypedBraces(text),
    matched: result.nearest.length > 0,
    nearest: nearest.map((p) => ({ keyword: p.keyword, path: `/${p.slug}` })),
    whatsappMessage: whatsappMessage("busca"),
  };
}

export default function SearchResults() {
  const { text, matched, nearest, whatsappMessage } = useLoaderData<typeof loader>();
  return (
    <>
      <Breadcrumbs items={[{ name: "Buscar solução", path: PROBLEM_SEARCH_PATH }]} />
      <PageHeader
        title={`Resultados para "${text}"`}
        lead={
          matched
            ? "Não encontramos uma página exata para o que você digitou. Estes são os problemas mais parecidos:"
            : "Não encontramos nenhum problema parecido com o que você digitou. Veja os problemas mais comuns ou descreva o seu para um técnico:"
        }
      />
      <section aria-labelledby="resultados-titulo" className="mx-auto max-w-6xl px-4 pt-4">
        <h2 id="resultados-titulo" className="sr-only">
          {matched ? "Problemas parecidos" : "Problemas mais comuns"}
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2" data-search-results>
          {nearest.map((p) => (
            <li key={p.path}>
              <Link
                to={p.path}
                className="block rounded-xl border border-slate-200 bg-white px-5 py-4 font-semibold text-brand-800 shadow-sm first-letter:uppercase hover:border-brand-600"
              >
                {p.keyword}
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <ContactCta
        title="Fale com um técnico"
        text="Conte o problema pelo WhatsApp: a mensagem abre dizendo que você buscou uma solução no site e pede um orçamento; escreva nela o que acontece com o portão."
        message={whatsappMessage}
        withoutChat="Conte o que acontece com o portão no pedido de visita técnica: respondemos com o orçamento ou o horário da visita."
      />
      <div className="mx-auto max-w-6xl px-4 pt-12">
        <ProblemSearch defaultValue={text} placeholder="Ex.: portão não abre" headingLevel={2} showExamples={false} />
      </div>
    </>
  );
}
