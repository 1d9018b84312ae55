import { Link } from "@remix-run/react";
import { LOCAL_SERVICE_LINKS } from "~/content/home";
import { TUTORIAL } from "~/lib/tutorial";
import { SectionHeading } from "../SectionHeading";

/** "Atendimento local" links of the home (docs/product.md §4.1). */
export function LocalServiceLinks() {
  return (
    <section aria-labelledby="atendimento-local-titulo" className="mx-auto max-w-6xl px-4 pt-14">
      <SectionHeading id="atendimento-local-titulo" title="Atendimento local" text="Técnicos na capital e nas cidades vizinhas. Veja a página da sua região:" />
      <div className="grid gap-6 md:grid-cols-3">
        {LOCAL_SERVICE_LINKS.map((group) => (
          <div key={group.title}>
            <h3 className="font-semibold text-brand-900">{group.title}</h3>
            <ul className="mt-2 space-y-1">
              {group.links.map((l) => (
                <li key={l.to}>
                  <Link to={l.to} className="text-brand-700 hover:underline">
                    {l.label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <p className="mt-6">
        Tutorial:{" "}
        <Link to={TUTORIAL.path} className="font-semibold text-brand-700 hover:underline">
          {TUTORIAL.shortTitle}
        </Link>
      </p>
    </section>
  );
}
