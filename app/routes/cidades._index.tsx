import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { LinkGroupHub } from "~/components/sections/LinkGroupHub";
import { PLACES_HUB_PATH } from "~/lib/paths";
import { pageMeta } from "~/lib/seo";
import { citySitemap } from "~/pages/sitemap-groups";
import { PlaceDistricts } from "~/components/sections/PlaceDistricts";
import { placeDistricts } from "~/pages/place-page";
import { getServedBusiness } from "~/server/data/business-settings.server";
import { listingSlotValues } from "~/server/page-texts/listing-slots.server";

const HEADING = "Cidades e bairros atendidos";

/**
 * Capital neighbourhoods without a page of their own, presented here (docs/product.md, departures).
 * None is folded today (places.ts); one that is would need its paragraph in this page's text.
 */
const HUB_DISTRICTS = placeDistricts(PLACES_HUB_PATH).map((d) => ({ ...d, html: "" }));

/** The places of the owner's list of served cities only (app/lib/places/served.ts): a place outside it is not offered here. */
export function loader() {
  const cities = getServedBusiness().cities;
  return { groups: citySitemap(cities), slots: listingSlotValues(PLACES_HUB_PATH) };
}

/**
 * Hub of the places served (docs/content-quality.md): every place page by zone and city, the parent of the
 * place pages' breadcrumbs. `noindex, follow`: its lists are the /sitemap section of the same
 * name, so it says nothing of its own to a search engine; crawlers still follow its links. Its
 * lines are the owner's ("Páginas do site", decision 0043); the count they name is filled from
 * the owner's served cities (app/lib/listing-texts.ts).
 */
export const meta: MetaFunction<typeof loader> = ({ matches, data }) =>
  pageMeta(matches, { title: `${HEADING} | Motores PPA`, description: HEADING, path: PLACES_HUB_PATH, noindex: true, slots: data?.slots });

export default function PlacesHub() {
  const { groups, slots } = useLoaderData<typeof loader>();
  return (
    <>
      <LinkGroupHub crumb="Cidades atendidas" path={PLACES_HUB_PATH} title={HEADING} groups={groups} slots={slots} />
      <div className="mx-auto max-w-6xl px-4 pb-8">
        <PlaceDistricts title="Bairros da capital" districts={HUB_DISTRICTS} />
      </div>
    </>
  );
}
