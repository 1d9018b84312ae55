import { JsonLd } from "~/components/seo/JsonLd";
import { ChevronDownIcon } from "~/components/ui/icons";
import { faqPageJsonLd, type FaqItem } from "~/lib/jsonld";

/** Questions as independent <details> items (no JavaScript needed) plus their FAQPage JSON-LD. */
export function FaqSection({ items, heading = "Perguntas frequentes" }: { items: FaqItem[]; heading?: string }) {
  if (items.length === 0) return null;
  return (
    <section className="mt-10" aria-labelledby="faq-heading">
      <h2 id="faq-heading" className="mb-4 text-2xl font-bold text-brand-900">
        {heading}
      </h2>
      <div className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
        {items.map((item) => (
          <details key={item.question} className="group px-4 py-3">
            <summary className="flex cursor-pointer items-center justify-between gap-3 font-semibold text-slate-900">
              {item.question}
              <ChevronDownIcon className="h-5 w-5 shrink-0 transition group-open:rotate-180" />
            </summary>
            <p className="mt-2 leading-relaxed text-slate-700">{item.answer}</p>
          </details>
        ))}
      </div>
      <JsonLd data={faqPageJsonLd(items)} />
    </section>
  );
}
