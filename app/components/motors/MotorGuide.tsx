import { Link } from "@remix-run/react";
import type { MotorGuide as Guide } from "~/content/motor-guides";
import { motorPath } from "~/lib/paths";

type Sibling = { name: string; slug: string };

/**
 * A model's own text on its page (docs/content-quality.md): who it is for, how it differs from
 * its nearest siblings (in words, without figures: each sibling's figures are on its own page,
 * linked, read from the catalogue, decision 0029), and what to check on the gate before choosing it.
 */
export function MotorGuide({ name, guide, siblings }: { name: string; guide: Guide; siblings: Sibling[] }) {
  return (
    <div className="mt-12 max-w-3xl space-y-8">
      <section aria-labelledby="para-quem-titulo">
        <h2 id="para-quem-titulo" className="text-2xl font-bold text-brand-900">
          Para quem é o {name}
        </h2>
        <p className="mt-3 text-slate-700">{guide.fit}</p>
      </section>
      <section aria-labelledby="comparacao-titulo">
        <h2 id="comparacao-titulo" className="text-2xl font-bold text-brand-900">
          {name} e os modelos mais próximos
        </h2>
        <p className="mt-3 text-slate-700">{guide.differences}</p>
        {siblings.length > 0 && (
          <ul className="mt-4 flex flex-wrap gap-3" aria-label="Compare com">
            {siblings.map((s) => (
              <li key={s.slug}>
                <Link
                  to={motorPath(s.slug)}
                  className="inline-block rounded-md border border-slate-300 px-3 py-1.5 font-semibold text-brand-700 hover:bg-slate-50"
                >
                  {s.name}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="antes-de-escolher-titulo">
        <h2 id="antes-de-escolher-titulo" className="text-2xl font-bold text-brand-900">
          Antes de escolher o {name}
        </h2>
        <p className="mt-3 text-slate-700">{guide.check}</p>
      </section>
    </div>
  );
}
