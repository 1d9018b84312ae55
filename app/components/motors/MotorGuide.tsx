import { Link } from "@remix-run/react";
import type { MotorGuide as Guide } from "~/content/motor-guides";
import { motorPath, topicPath } from "~/lib/paths";

type Sibling = { name: string; slug: string };

/** The topic that holds the checks every tilting gate needs before any motor (balance, fixing, power). */
export const GATE_CHECK_TOPIC = "Instalação de Motor para Portão Basculante";

/**
 * A model's own text on its page (docs/content-quality.md, decision 0029): who it is for and what
 * this model asks of the gate (under the lead, no heading of its own), then how it differs from
 * its nearest siblings, in words without figures (each sibling's figures are on its own page,
 * linked). The checks every tilting gate needs before any motor are said once, on the
 * installation topic, and linked.
 */
export function MotorGuide({ guide, siblings }: { guide: Guide; siblings: Sibling[] }) {
  return (
    <div className="mt-12 max-w-3xl space-y-8">
      <div className="space-y-3 text-slate-700" data-motor-fit>
        <p className="text-lg">{guide.fit}</p>
        {guide.check && <p>{guide.check}</p>}
        <ul>
          <li>
            <Link to={`${topicPath(GATE_CHECK_TOPIC)}`} className="font-semibold text-brand-700 hover:underline">
              O que conferir no portão antes de instalar qualquer modelo
            </Link>
          </li>
        </ul>
      </div>
      <section aria-labelledby="comparacao-titulo">
        <h2 id="comparacao-titulo" className="text-2xl font-bold text-brand-900">
          Modelos mais próximos
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
    </div>
  );
}
