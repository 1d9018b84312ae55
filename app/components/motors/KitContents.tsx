import { MOTORS_KIT_ID } from "~/lib/paths";
import { SpecTable } from "./SpecTable";

/**
 * What every model has in common, said once on the catalogue: the specification rows with the
 * same value on every active model (lineWideRows) and the items every kit holds
 * (kitOfEveryModel). Each model page shows only its own rows and extra items and links here
 * (decision 0029).
 */
export function KitContents({ rows, items }: { rows: [string, string][]; items: string[] }) {
  if (rows.length === 0 && items.length === 0) return null;
  return (
    <section id={MOTORS_KIT_ID} aria-labelledby="kit-titulo" className="mx-auto max-w-6xl px-4 pt-10">
      <h2 id="kit-titulo" className="text-2xl font-bold text-brand-900">
        O que todos os modelos têm em comum
      </h2>
      <div className="mt-4 grid gap-6 lg:grid-cols-2">
        {rows.length > 0 && <SpecTable rows={rows} labelledBy="kit-titulo" />}
        {items.length > 0 && (
          <div>
            <h3 className="text-lg font-bold text-brand-900">No kit de todos os modelos</h3>
            <ul className="mt-2 list-disc space-y-1 pl-6 text-slate-700">
              {items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </section>
  );
}
