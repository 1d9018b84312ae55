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
  const blocks = [
    { id: "para-quem", title: `Para quem é o ${name}`, text: guide.fit, links: [] },
    { id: "comparacao", title: `${name} e os modelos mais próximos`, text: guide.differences, links: siblings },
    { id: "antes-de-escolher", title: `Antes de escolher o ${name}`, text: guide.check, links: [] },
  ];
  return (
    <div className="mt-12 max-w-3xl space-y-8">
      {blocks.map((b) => (
        <section key={b.id} aria-labelledby={`${b.id}-titulo`}>
          <h2 id={`${b.id}-titulo`} className="text-2xl font-bold text-brand-900">
            {b.title}
          </h2>
          <p className="mt-3 text-slate-700">{b.text}</p>
          {b.links.length > 0 && (
            <ul className="mt-4 flex flex-wrap gap-3" aria-label="Compare com">
              {b.links.map((s) => (
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
      ))}
    </div>
  );
}
