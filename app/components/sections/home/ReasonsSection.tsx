import { useBusiness, useSlotFill } from "~/lib/contact";
import { reasonsToChoose } from "~/content/home";
import { CheckIcon } from "~/components/ui/icons";
import { SectionHeading } from "../SectionHeading";

/** "Por que escolher" (docs/product.md §4.1). */
export function ReasonsSection() {
  const fill = useSlotFill();
  return (
    <section aria-labelledby="motivos-titulo" className="mx-auto max-w-6xl px-4 pt-14">
      <SectionHeading
        id="motivos-titulo"
        title="Por que escolher a gente"
        text="Motor original PPA, instalação feita por quem entende e atendimento que continua depois da venda."
      />
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {reasonsToChoose(useBusiness().claims).map((r) => (
          <li key={r.title} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
            <p className="flex items-center gap-2 text-lg font-bold text-brand-900">
              <CheckIcon className="h-5 w-5 flex-none text-whatsapp-dark" />
              {r.title}
            </p>
            <p className="mt-2 text-slate-700">{fill(r.text)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
