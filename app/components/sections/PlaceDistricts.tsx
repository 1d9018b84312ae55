import type { PlaceDistrict } from "~/pages/place-page";

/**
 * Neighbourhoods presented as sections of a page (docs/product.md, departures): a list of
 * anchors, then one section per neighbourhood under the anchor its old URL redirects to, with
 * its part of the page's stored text (app/pages/place-page.ts `placeTextParts`).
 */
export function PlaceDistricts({ title, districts }: { title: string; districts: PlaceDistrict[] }) {
  if (districts.length === 0) return null;
  return (
    <section className="mt-10 max-w-3xl" aria-labelledby="bairros">
      <h2 id="bairros" className="mb-2 text-2xl font-bold text-brand-900">
        {title}
      </h2>
      <nav aria-label="Bairros desta página" className="mb-4 flex flex-wrap gap-x-4 gap-y-2">
        {anchors(districts)}
      </nav>
      {districts.map((d) => (
        <section key={d.anchor} id={d.anchor} aria-labelledby={`${d.anchor}-titulo`} className="mt-6 scroll-mt-24">
          <h3 id={`${d.anchor}-titulo`} className="mb-2 text-xl font-semibold text-brand-900">
            {d.name}
          </h3>
          {/* Its part of the page's stored text (sanitised when saved, decision 0040). */}
          <div className="prose-content" dangerouslySetInnerHTML={{ __html: d.html }} />
        </section>
      ))}
    </section>
  );
}

function anchors(districts: PlaceDistrict[]) {
  return districts.map((d) => (
    <a key={d.anchor} href={`#${d.anchor}`} className="py-1 text-brand-700 underline hover:text-brand-600">
      {d.name}
    </a>
  ));
}
