import { Link } from "@remix-run/react";
import type { MotorGuide as Guide } from "~/content/motor-guides";
import { motorPath } from "~/lib/paths";

/** A model's own text on its page (docs/content-quality.md): who it is for, how it compares, what to check. */
export function MotorGuide({
  name,
  guide,
  comparison,
  alternatives,
}: {
  name: string;
  guide: Guide;
  /** Written from the catalogue's rows (comparisonText, decision 0029); empty when no sibling is active. */
  comparison: string;
  alternatives: { name: string; slug: string }[];
}) {
  const blocks = [
    { id: "para-quem", title: `Para quem é o ${name}`, text: guide.fit },
    { id: "comparacao", title: `${name} e os modelos mais próximos`, text: comparison ? `${guide.differences} ${comparison}` : guide.differences },
    { id: "antes-de-escolher", title: `Antes de escolher o ${name}`, text: guide.check },
  ];
  return (
    <div className="mt-12 max-w-3xl space-y-8">
      {blocks.map((b) => (
        <section key={b.id} aria-labelledby={`${b.id}-titulo`}>
          <h2 id={`${b.id}-titulo`} className="text-2xl font-bold text-brand-900">
            {b.title}
          </h2>
          <p className="mt-3 text-slate-700">{b.text}</p>
        </section>
      ))}
      {alternatives.length > 0 && (
        <section aria-labelledby="compare-tambem-titulo">
          <h2 id="compare-tambem-titulo" className="text-xl font-bold text-brand-900">
            Compare também
          </h2>
          <ul className="mt-3 flex flex-wrap gap-3">
            {alternatives.map((a) => (
              <li key={a.slug}>
                <Link
                  to={motorPath(a.slug)}
                  className="inline-block rounded-md border border-slate-300 px-3 py-1.5 font-semibold text-brand-700 hover:bg-slate-50"
                >
                  {a.name}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
