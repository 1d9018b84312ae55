import { useBusiness } from "~/lib/contact";

/**
 * Which gates the business sells motors for and on which it installs and repairs: the owner's
 * text of "Dados do negócio" (decision 0028), the one place the service page, the catalogue and
 * the FAQ read it from.
 */
export function GateTypesNote({ className = "" }: { className?: string }) {
  const { gateServices } = useBusiness();
  return (
    <aside aria-labelledby="tipos-de-portao" className={`rounded-xl border-l-4 border-brand-600 bg-brand-50 px-5 py-4 ${className}`}>
      <h2 id="tipos-de-portao" className="text-lg font-bold text-brand-900">
        Para quais portões
      </h2>
      <p className="mt-1 text-slate-800">{gateServices}</p>
    </aside>
  );
}
