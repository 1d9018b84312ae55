import { filterCities } from "~/lib/region-filter";

/**
 * The free-shipping cities list (RegionsSection) filters as the visitor types. The server
 * rendered the cities its ?cidade= filter matched; the list is rebuilt from the same rule
 * (app/lib/region-filter.ts) and the section's <template> item.
 */
export function filterRegions() {
  const form = document.querySelector<HTMLFormElement>("form[data-region-form]");
  const input = form?.querySelector<HTMLInputElement>("input[type=search]");
  const list = document.querySelector<HTMLUListElement>("[data-region-list]");
  const empty = document.querySelector<HTMLElement>("[data-region-empty]");
  const item = document.querySelector<HTMLTemplateElement>("template[data-region-item]")?.content.firstElementChild;
  if (!form || !input || !list || !empty || !item) return;
  // The owner's list as the server rendered it ("Dados do negócio"), not a copy bundled here.
  let served: string[] = [];
  try {
    const parsed: unknown = JSON.parse(list.dataset.regionCities ?? "[]");
    if (Array.isArray(parsed)) served = parsed.filter((c): c is string => typeof c === "string");
  } catch {
    return;
  }
  const update = () => {
    const cities = filterCities(input.value, served);
    list.replaceChildren(
      ...cities.map((city) => {
        const li = item.cloneNode() as HTMLElement;
        li.textContent = city;
        return li;
      }),
    );
    list.hidden = cities.length === 0;
    empty.hidden = cities.length > 0;
  };
  input.addEventListener("input", update);
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    update();
  });
}
