import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { USEFUL_LINKS_PATH } from "~/lib/paths";
import { PageHeader } from "~/components/sections/PageHeader";
import { ListPager } from "~/components/ui/ListPager";
import { Breadcrumbs } from "~/components/seo/Breadcrumbs";
import { parsePage } from "~/lib/pagination";
import { pageMeta } from "~/lib/seo";
import { SHOWN_ELSEWHERE_ATTRIBUTE } from "~/lib/page-html";
import { usefulLinksPage } from "~/server/data/useful-links.server";

/**
 * Hub of the generated pages ("Links Úteis", docs/content-quality.md): every page, newest first, 30 a
 * page (?pagina=N past the first is noindex, decision 0011). The header menu shows the newest
 * 8 and links here with "Ver todas". Lists only published pages in Google, and is not indexed while
 * it lists fewer than USEFUL_LINKS_MIN_INDEXED of them.
 */
const HUB_PATH = USEFUL_LINKS_PATH;
const HEADING = "Links Úteis";

export function loader({ request }: LoaderFunctionArgs) {
  return usefulLinksPage(parsePage(new URL(request.url).searchParams.get("pagina")));
}

export const meta: MetaFunction<typeof loader> = ({ matches, data }) =>
  pageMeta(matches, {
    // The lines are the owner's ("Páginas do site", decision 0043); the template's labels stand in when none is stored.
    title: `${HEADING} | Motores PPA`,
    description: HEADING,
    path: HUB_PATH,
    noindex: !data || !data.indexable,
  });

const pageHref = (n: number) => (n > 1 ? `${HUB_PATH}?pagina=${n}` : HUB_PATH);

export default function UsefulLinksHub() {
  const { items, pagination: p } = useLoaderData<typeof loader>();
  return (
    <div className="pb-8">
      <Breadcrumbs items={[{ name: HEADING, path: HUB_PATH }]} />
      <PageHeader title={HEADING} />
      <section className="mx-auto max-w-6xl px-4 pt-4" aria-label="Páginas publicadas">
        {items.length === 0 ? (
          <p className="rounded-lg bg-slate-100 px-4 py-3 text-slate-700">Nenhuma página gerada encontrada.</p>
        ) : (
          <>
            <p className="text-sm text-slate-600">{p.total === 1 ? "1 página" : `Páginas ${p.from} a ${p.to} de ${p.total}`}</p>
            <ul className="mt-3 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
              {/* Each entry quotes the listed page's own title and description: the content measure
                  counts that text once, on the page itself (docs/content-quality.md "Measure"). */}
              {items.map((page) => (
                <li key={page.slug} className="px-4 py-3" {...{ [SHOWN_ELSEWHERE_ATTRIBUTE]: "" }}>
                  <Link to={`/links-uteis/${page.slug}`} className="font-semibold text-brand-800 hover:underline">
                    {page.title}
                  </Link>
                  <p className="mt-1 line-clamp-2 text-sm text-slate-600">{page.description}</p>
                </li>
              ))}
            </ul>
          </>
        )}
        <ListPager pagination={p} href={pageHref} label="Páginas da lista" className="mt-6 gap-4" />
      </section>
    </div>
  );
}
