import { LinkItems } from "./LinkList";
import { usefulLinkPath } from "~/lib/paths";

/** Generated pages on the HTML sitemap, with their count and the empty text of docs/product.md §4.11. */
export function SitemapGeneratedPages({ pages }: { pages: { title: string; slug: string }[] }) {
  return (
    <>
      <h3 id="links-uteis-titulo" className="mb-3 text-lg font-bold text-brand-900">
        Páginas geradas ({pages.length})
      </h3>
      {pages.length === 0 ? (
        <p className="text-slate-600">Nenhuma página gerada encontrada.</p>
      ) : (
        <LinkItems links={pages.map((g) => ({ name: g.title, path: usefulLinkPath(g.slug) }))} className="grid grid-cols-1 gap-1 md:grid-cols-2" />
      )}
    </>
  );
}
