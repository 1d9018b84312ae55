import { useBusiness, useSlotFill } from "~/lib/contact";
import { CLAIMS_AFTER, claimReasons } from "~/content/home";
import { useHomeTexts } from "~/components/sections/home/use-home-texts";
import { CheckIcon } from "~/components/ui/icons";
import { SectionHeading } from "../SectionHeading";
import { HomeBlocks } from "./HomeBlocks";

/**
 * "Por que escolher" (docs/product.md §4.1): the heading, text and reasons are the home's stored
 * text (decision 0043), the claims the owner set in "Dados do negócio" come after the third.
 */
export function ReasonsSection() {
  const fill = useSlotFill();
  const claims = claimReasons(useBusiness().claims);
  const section = useHomeTexts()?.layout.reasons;
  if (!section) return null;
  // A reason whose title is a claim the owner does not make (the factory-direct price) fills to nothing and goes whole.
  const stored = section.items.map((r) => ({ title: fill(r.title), text: fill(r.text) })).filter((r) => r.title.trim() !== "");
  const reasons = [...stored.slice(0, CLAIMS_AFTER), ...claims, ...stored.slice(CLAIMS_AFTER)];
  return (
    <section aria-labelledby="motivos-titulo" className="mx-auto max-w-6xl px-4 pt-14">
      <SectionHeading id="motivos-titulo" title={section.heading}>
        <HomeBlocks blocks={section.blocks} className="mt-2 max-w-3xl text-slate-700" />
      </SectionHeading>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {reasons.map((r, i) => (
          <li key={i} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
            <p className="flex items-center gap-2 text-lg font-bold text-brand-900">
              <CheckIcon className="h-5 w-5 flex-none text-whatsapp-dark" />
              {r.title}
            </p>
            <p className="mt-2 text-slate-700">{r.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
