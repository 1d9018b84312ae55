import { Link, useSearchParams } from "@remix-run/react";
import { counterText, emptySearchText } from "~/lib/pagination";
import type { RecentPostsPage } from "~/server/data/posts.server";
import { SearchField } from "~/components/ui/SearchField";
import { SectionHeading } from "../SectionHeading";
import { HOME_PATH, postPath } from "~/lib/paths";

const ANCHOR = "postagens";

function pageHref(params: URLSearchParams, term: string, page: number) {
  const next = new URLSearchParams();
  const city = params.get("cidade");
  if (city) next.set("cidade", city);
  if (term) next.set("busca", term);
  if (page > 1) next.set("pagina", String(page));
  const query = next.toString();
  return `/${query ? `?${query}` : ""}#${ANCHOR}`;
}

const pill = "inline-flex min-w-9 items-center justify-center rounded-lg border px-2 py-2 text-sm font-semibold sm:min-w-10 sm:px-3";

/** "Anterior"/"Próxima" as an arrow below 640 px, so the pager's seven buttons fit one row of a 360 px phone. */
function stepLabel(label: string) {
  return (
    <>
      <span aria-hidden="true" className="sm:hidden">
        {label === "Anterior" ? "←" : "→"}
      </span>
      <span className="sr-only sm:not-sr-only">{label}</span>
    </>
  );
}

/**
 * Recent-posts card (docs/product.md §4.1, §5): search, 20 per page, previous/next, at most 5
 * page buttons, all in the URL (?busca=&pagina=) so it works without JavaScript.
 * A new search has no `pagina`, so it starts at page 1.
 */
export function RecentPostsCard({ data }: { data: RecentPostsPage }) {
  const [params] = useSearchParams();
  const { term, items, pagination: p } = data;
  const city = params.get("cidade");

  const navLink = (label: string, page: number, enabled: boolean) =>
    enabled ? (
      <Link
        to={pageHref(params, term, page)}
        preventScrollReset
        rel={label === "Anterior" ? "prev" : "next"}
        className={`${pill} border-slate-300 bg-white text-brand-800 hover:bg-brand-50`}
      >
        {stepLabel(label)}
      </Link>
    ) : (
      <span role="link" aria-disabled="true" className={`${pill} cursor-not-allowed border-slate-200 bg-slate-100 text-slate-500`}>
        {stepLabel(label)}
      </span>
    );

  return (
    <section id={ANCHOR} aria-labelledby="postagens-titulo" className="mx-auto max-w-6xl scroll-mt-24 px-4 pt-14">
      <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
        <SectionHeading id="postagens-titulo" title="Postagens recentes" text="Dicas, serviços e atendimento de portão automático perto de você." />
        <form method="get" action={`${HOME_PATH}#${ANCHOR}`} role="search" aria-label="Buscar postagens" className="flex max-w-xl gap-2">
          {city && <input type="hidden" name="cidade" value={city} />}
          <SearchField
            id="busca-postagens"
            name="busca"
            label="Buscar postagens"
            defaultValue={term}
            key={term}
            placeholder="Buscar postagens"
            maxLength={100}
            className="py-2.5"
          />
        </form>

        {items.length === 0 ? (
          <p className="mt-6 rounded-lg bg-slate-100 px-4 py-3 text-slate-700" data-posts-empty>
            {term ? emptySearchText(term) : "Ainda não há postagens publicadas. Volte em breve."}
          </p>
        ) : (
          <>
            <p className="mt-6 text-sm text-slate-600" data-posts-counter>
              {counterText(p)}
            </p>
            <ul className="mt-3 divide-y divide-slate-200" data-posts-list>
              {items.map((post) => (
                // The title only: each post's description is its own page's opening, not the home's text.
                <li key={post.slug} className="py-3">
                  <Link to={postPath(post.slug)} className="font-semibold text-brand-800 hover:underline">
                    {post.title}
                  </Link>
                </li>
              ))}
            </ul>
            <nav aria-label="Paginação das postagens" className="mt-6 flex flex-wrap items-center gap-1.5 sm:gap-2">
              {navLink("Anterior", p.page - 1, p.hasPrevious)}
              {p.pages.map((n) =>
                n === p.page ? (
                  <span key={n} aria-current="page" className={`${pill} border-brand-700 bg-brand-700 text-white`}>
                    <span className="sr-only">Página </span>
                    {n}
                  </span>
                ) : (
                  <Link
                    key={n}
                    to={pageHref(params, term, n)}
                    preventScrollReset
                    className={`${pill} border-slate-300 bg-white text-brand-800 hover:bg-brand-50`}
                  >
                    <span className="sr-only">Página </span>
                    {n}
                  </Link>
                ),
              )}
              {navLink("Próxima", p.page + 1, p.hasNext)}
            </nav>
          </>
        )}
      </div>
    </section>
  );
}
