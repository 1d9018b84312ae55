import type { ListingSlotValues } from "~/lib/listing-texts";
import type { SitemapGroup } from "~/pages/sitemap-groups";
import { Breadcrumbs } from "~/components/seo/Breadcrumbs";
import { LINK_GROUP_GRID, LinkGroupCard } from "./LinkGroupCard";
import { PageHeader } from "./PageHeader";

/**
 * A hub page (/cidades, /topicos): breadcrumb, heading and lead (the owner's, stored in "Páginas do
 * site"; `title` is the template's label when none is stored), then its link groups as cards.
 */
export function LinkGroupHub({
  crumb,
  path,
  title,
  groups,
  slots,
}: {
  crumb: string;
  path: string;
  title: string;
  groups: SitemapGroup[];
  slots?: ListingSlotValues;
}) {
  return (
    <div className="pb-8">
      <Breadcrumbs items={[{ name: crumb, path }]} />
      <PageHeader title={title} slots={slots} />
      <div className={`mx-auto max-w-6xl px-4 pt-4 ${LINK_GROUP_GRID}`}>
        {groups.map((g) => (
          <LinkGroupCard key={g.id} group={g} level={2} />
        ))}
      </div>
    </div>
  );
}
