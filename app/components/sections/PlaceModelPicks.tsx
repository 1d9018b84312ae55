import { Link } from "@remix-run/react";
import { motorPath } from "~/lib/paths";

/**
 * "Modelos indicados" of a place page: each model with why it is there, from what the page says
 * about its gates and the catalogue's figures (app/lib/places/gate-needs.ts `explainedPicks`).
 * A navigation block: its words are the model pages' figures, not this page's own text.
 */
export function PlaceModelPicks({ models }: { models: { name: string; slug: string; why: string }[] }) {
  if (models.length === 0) return null;
  return (
    <nav aria-label="Modelos indicados" className="mt-10">
      <h2 className="mb-3 text-xl font-bold text-brand-900">Modelos indicados</h2>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {models.map((m) => (
          <li key={m.slug}>
            <Link to={motorPath(m.slug)} className="font-semibold text-brand-700 hover:underline">
              {m.name}
            </Link>
            {m.why && <span className="block text-sm text-slate-600">{m.why}</span>}
          </li>
        ))}
      </ul>
    </nav>
  );
}
