import { BUSINESS_SLOTS } from "~/lib/business-slots";
import { useSearchParams } from "@remix-run/react";
import { FREE_SHIPPING_CITIES } from "~/content/business";
import { NO_CITY_TEXT, filterCities } from "~/lib/region-filter";
import { useBusinessIfRouted } from "~/lib/contact";
import { SearchField } from "~/components/ui/SearchField";
import { SectionHeading } from "../SectionHeading";

export const REGION_PARAM = "cidade";
/** Other home parameters kept when the region form is sent without JavaScript. */
const KEPT_PARAMS = ["busca", "pagina"];
const ITEM_CLASS = "rounded-lg border border-slate-200 bg-white px-3 py-2 text-slate-800";

/**
 * Free-shipping cities (docs/product.md §2) with a search box (docs/product.md §4.1).
 * Without JavaScript it is a GET form (?cidade=) filtered while rendering on the server; with it
 * (app/enhance/regions.ts) the list filters as the visitor types, its items made from the
 * <template>.
 */
export function RegionsSection() {
  const [params] = useSearchParams();
  const term = params.get(REGION_PARAM) ?? "";
  // The owner's list of served cities ("Dados do negócio"), counted by the same slot everywhere.
  const served = useBusinessIfRouted()?.cities ?? FREE_SHIPPING_CITIES;
  const cities = filterCities(term, served);

  return (
    <section id="regioes" aria-labelledby="regioes-titulo" className="mx-auto max-w-6xl scroll-mt-24 px-4 pt-14">
      <SectionHeading
        id="regioes-titulo"
        title="Regiões com entrega e instalação grátis"
        text={`Atendemos ${BUSINESS_SLOTS.cityCount} cidades: São Paulo e região. Procure a sua:`}
      />
      <form method="get" action="/#regioes" data-region-form role="search" aria-label="Buscar cidade atendida" className="flex max-w-xl gap-2">
        {KEPT_PARAMS.map((name) => {
          const value = params.get(name);
          return value ? <input key={name} type="hidden" name={name} value={value} /> : null;
        })}
        <SearchField
          id="busca-cidade"
          name={REGION_PARAM}
          label="Buscar cidade"
          defaultValue={term}
          placeholder="Digite sua cidade"
          maxLength={60}
          className="py-2.5"
        />
      </form>
      <div aria-live="polite" className="mt-5">
        <p hidden={cities.length > 0} className="rounded-lg bg-amber-50 px-4 py-3 text-amber-900" data-region-empty>
          {NO_CITY_TEXT}
        </p>
        <ul
          hidden={cities.length === 0}
          className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4"
          data-region-list
          data-region-cities={JSON.stringify(served)}
        >
          {cities.map((c) => (
            <li key={c} className={ITEM_CLASS}>
              {c}
            </li>
          ))}
        </ul>
        <template data-region-item>
          <li className={ITEM_CLASS} />
        </template>
      </div>
    </section>
  );
}
