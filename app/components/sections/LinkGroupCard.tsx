import type { SitemapGroup } from "~/pages/sitemap-groups";
import { LinkItems } from "./LinkList";

/** Grid of the link-group cards of /sitemap and the /cidades and /topicos hubs. */
export const LINK_GROUP_GRID = "grid grid-cols-1 items-start gap-6 md:grid-cols-2 lg:grid-cols-3";

/**
 * A card of links under a heading, with optional sub-headed lists (a city's zones). `level`:
 * the card's heading level, 2 on a hub (right under the h1) and 3 under /sitemap's sections.
 */
export function LinkGroupCard({ group, level = 3 }: { group: SitemapGroup; level?: 2 | 3 }) {
  const Heading = level === 2 ? "h2" : "h3";
  const SubHeading = level === 2 ? "h3" : "h4";
  return (
    <section id={group.id} className="scroll-mt-28 rounded-lg border border-slate-200 bg-white p-5" aria-labelledby={`${group.id}-titulo`}>
      <Heading id={`${group.id}-titulo`} className="mb-3 text-lg font-bold text-brand-900">
        {group.title}
      </Heading>
      {group.links.length > 0 && <LinkItems links={group.links} />}
      {group.subgroups?.map((sub) => (
        <div key={sub.id} id={sub.id} className="mt-4 scroll-mt-28">
          <SubHeading className="mb-2 font-semibold text-slate-800">{sub.title}</SubHeading>
          <LinkItems links={sub.links} />
        </div>
      ))}
    </section>
  );
}
