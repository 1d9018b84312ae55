import { Link } from "@remix-run/react";
import { SearchField } from "~/components/ui/SearchField";
import { DIAGNOSIS_PATH, PROBLEM_SEARCH_PATH } from "~/lib/paths";

const EXAMPLES = ["portão não abre", "portão abre e fecha sozinho", "controle não funciona"];

type Props = { defaultValue?: string; placeholder?: string; headingLevel?: 2 | 3; showExamples?: boolean };

/**
 * "Buscar Solução" (docs/product.md §4.10): a GET form to /buscar, which redirects to the
 * problem's page. Blank text after trimming does nothing (app/enhance/forms.ts; without
 * JavaScript the server redirects back).
 */
export function ProblemSearch({ defaultValue = "", placeholder = "Ex.: motor queimado", headingLevel = 2, showExamples = true }: Props) {
  const Heading = headingLevel === 2 ? "h2" : "h3";

  return (
    <section aria-labelledby="busca-problema-titulo" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <Heading id="busca-problema-titulo" className="text-xl font-bold text-brand-900 sm:text-2xl">
        Qual é o problema do seu portão?
      </Heading>
      <p className="mt-1 text-slate-700">Descreva o defeito e veja a solução, o que verificar e quanto custa o conserto.</p>
      <form
        method="get"
        action={PROBLEM_SEARCH_PATH}
        data-ignore-blank
        role="search"
        aria-label="Buscar solução para o portão"
        className="mt-4 flex flex-col gap-3 sm:flex-row"
      >
        <SearchField
          id="busca-problema"
          name="q"
          label="Descreva o problema do portão"
          buttonLabel="Buscar Solução"
          required
          maxLength={120}
          defaultValue={defaultValue}
          placeholder={placeholder}
          className="py-3 text-base"
        />
      </form>
      {showExamples && (
        <p className="mt-3 text-sm text-slate-600">
          Exemplos:{" "}
          {EXAMPLES.map((e, i) => (
            <span key={e}>
              {i > 0 && " · "}
              <Link to={`${PROBLEM_SEARCH_PATH}?q=${encodeURIComponent(e)}`} className="text-brand-700 underline-offset-2 hover:underline">
                {e}
              </Link>
            </span>
          ))}
        </p>
      )}
      <p className="mt-3 text-sm text-slate-700">
        Não sabe descrever o defeito?{" "}
        <Link to={DIAGNOSIS_PATH} className="font-semibold text-brand-700 underline">
          Faça o diagnóstico passo a passo
        </Link>
      </p>
    </section>
  );
}
