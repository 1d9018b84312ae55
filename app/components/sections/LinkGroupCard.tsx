import type { SitemapGroup } from "~/pages/sitemap-groups";
import { LinkItems } from "./LinkList";

/** Grid of the link-group cards of /sitemap and the /cidades and /topicos hubs. */
export const LINK_GROUP_GRID = "grid grid-cols-1 items-start gap-6 md:grid-cols-2 lg:grid-cols-3";

/** A card of links under a heading, with optional sub-headed lists (a city's zones). */
export function LinkGroupCard({ group }: { group: SitemapGroup }) {
  return (
    <section id={group.id} className="scroll-mt-28 rounded-lg border border-slate-200 bg-white p-5" aria-labelledby={`${group.id}-titulo`}>
      <h3 id={`${group.id}-titulo`} className="mb-3 text-lg font-bold text-brand-900">
        {group.title}
      </h3>
      {group.links.length > 0 && <LinkItems links={group.links} />}
      {group.subgroups?.map((sub) => (
        <div key={sub.id} id={sub.id} className="mt-4 scroll-mt-28">
          <h4 className="mb-2 font-semibold text-slate-800">{sub.title}</h4>
          <LinkItems links={sub.links} />
        </div>
      ))}
    </section>
  );
}
