import { Link } from "@remix-run/react";
import { LOCAL_SERVICE_LINKS } from "~/content/home";
import { TUTORIAL } from "~/lib/tutorial";
import { useHomeTexts } from "~/components/sections/home/use-home-texts";
import { SectionHeading } from "../SectionHeading";
import { HomeBlocks } from "./HomeBlocks";

/** "Atendimento local" links of the home (docs/product.md §4.1): heading, text and group titles are the home's stored text (decision 0043). */
export function LocalServiceLinks() {
  const section = useHomeTexts()?.layout.local;
  if (!section) return null;
  return (
    <section aria-labelledby="atendimento-local-titulo" className="mx-auto max-w-6xl px-4 pt-14">
      <SectionHeading id="atendimento-local-titulo" title={section.heading}>
        <HomeBlocks blocks={section.blocks} className="mt-2 max-w-3xl text-slate-700" />
      </SectionHeading>
      <div className="grid gap-6 md:grid-cols-3">
        {LOCAL_SERVICE_LINKS.map((group, i) => (
          <div key={i}>
            {section.groups[i] && <h3 className="font-semibold text-brand-900">{section.groups[i]}</h3>}
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
