import { JsonLd } from "~/components/seo/JsonLd";
import { faqPageJsonLd, type FaqItem } from "~/lib/jsonld";
import { questionsSaid } from "~/lib/business-slots";
import { useSlotFill } from "~/lib/contact";
import { FaqList } from "./FaqList";

/** A headed FAQ block: the questions (FaqList) plus their FAQPage JSON-LD. */
export function FaqSection({ items, heading = "Perguntas frequentes" }: { items: FaqItem[]; heading?: string }) {
  const said = questionsSaid(items, useSlotFill());
  if (said.length === 0) return null;
  return (
    <section className="mt-10" aria-labelledby="faq-heading">
      <h2 id="faq-heading" className="mb-4 text-2xl font-bold text-brand-900">
        {heading}
      </h2>
      <FaqList items={said} />
      <JsonLd data={faqPageJsonLd(said)} />
    </section>
  );
}
