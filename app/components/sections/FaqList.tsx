import type { FaqItem } from "~/lib/jsonld";
import { fillBusinessSlots, questionsSaid, slotFiller } from "~/lib/business-slots";
import { useBusiness } from "~/lib/contact";
import { ChevronDownIcon } from "~/components/ui/icons";
import { faqAnchor } from "~/lib/faq-questions";

/**
 * Questions as native <details>: each opens on its own, with or without JavaScript. `anchored`
 * gives each question its id (faqAnchor), for the FAQ page that other pages link into.
 */
export function FaqList({ items, anchored = false }: { items: FaqItem[]; anchored?: boolean }) {
  const business = useBusiness();
  return (
    <div className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
      {questionsSaid(items, slotFiller(business)).map((item) => (
        <details key={item.question} id={anchored ? faqAnchor(item.question) : undefined} className="group scroll-mt-24 px-5 py-4" data-faq-item>
          <summary className="flex cursor-pointer items-start justify-between gap-4 font-semibold text-brand-900">
            <span>{item.question}</span>
            <ChevronDownIcon className="mt-0.5 h-5 w-5 flex-none text-brand-700 transition group-open:rotate-180" />
          </summary>
          <p className="mt-3 leading-relaxed text-slate-700">{fillBusinessSlots(item.answer, business)}</p>
        </details>
      ))}
    </div>
  );
}
