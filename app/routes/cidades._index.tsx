import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { LinkGroupHub } from "~/components/sections/LinkGroupHub";
import { PAGE_PLACES } from "~/content/places";
import { PLACES_HUB_PATH } from "~/lib/paths";
import { servedPlaces } from "~/lib/places/served";
import { pageMeta } from "~/lib/seo";
import { citySitemap } from "~/pages/sitemap-groups";
import { PlaceDistricts } from "~/components/sections/PlaceDistricts";
import { placeDistricts } from "~/pages/place-page";
import { getServedBusiness } from "~/server/data/business-settings.server";

/**
 * Capital neighbourhoods without a page of their own, presented here (docs/product.md, departures).
 * None is folded today (places.ts); one that is would need its paragraph in this page's text.
 */
const HUB_DISTRICTS = placeDistricts(PLACES_HUB_PATH).map((d) => ({ ...d, html: "" }));

/** The places of the owner's list of served cities only (app/lib/places/served.ts): a place outside it is not offered here. */
export function loader() {
  const cities = getServedBusiness().cities;
  return {
    groups: citySitemap(cities),
    pageCount: servedPlaces(PAGE_PLACES, cities).length,
  };
}

/**
 * Hub of the places served (docs/content-quality.md): every place page by zone and city, the parent of the
 * place pages' breadcrumbs. `noindex, follow`: its lists are the /sitemap section of the same
 * name, so it says nothing of its own to a search engine; crawlers still follow its links.
 */
export const meta: MetaFunction<typeof loader> = ({ matches, data }) =>
  pageMeta(matches, {
    title: "Cidades e bairros atendidos | Motores PPA",
    description: `Os ${data?.pageCount ?? PAGE_PLACES.length} bairros e cidades da região com página própria: zonas da capital, ABC, Guarulhos, Osasco e seus bairros.`,
    path: PLACES_HUB_PATH,
    noindex: true,
  });

export default function PlacesHub() {
  const { groups } = useLoaderData<typeof loader>();
  return (
    <>
      <LinkGroupHub
        crumb="Cidades atendidas"
        path={PLACES_HUB_PATH}
        title="Cidades e bairros atendidos"
        lead="Escolha o seu bairro ou cidade para ver os modelos indicados, o atendimento na região e como pedir um orçamento."
        groups={groups}
      />
      <div className="mx-auto max-w-6xl px-4 pb-8">
        <PlaceDistricts title="Bairros da capital" districts={HUB_DISTRICTS} />
      </div>
    </>
  );
}
