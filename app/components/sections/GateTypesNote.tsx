import { useBusiness } from "~/lib/contact";

/**
 * Which gates the business sells motors for and on which it installs and repairs: the owner's
 * text of "Dados do negócio" (decision 0028), shown once, on the service page; the catalogue and
 * the FAQ point to it (#tipos-de-portao).
 */
export function GateTypesNote({ className = "", level = 2 }: { className?: string; level?: 2 | 3 }) {
  const { gateServices } = useBusiness();
  // Under a section's own h2 (the service page) the note is a sub-heading, so the outline keeps the section's cards under it.
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <aside aria-labelledby="tipos-de-portao" className={`rounded-xl border-l-4 border-brand-600 bg-brand-50 px-5 py-4 ${className}`}>
      <Heading id="tipos-de-portao" className="scroll-mt-24 text-lg font-bold text-brand-900">
        Para quais portões
      </Heading>
      <p className="mt-1 text-slate-800">{gateServices}</p>
    </aside>
  );
}
