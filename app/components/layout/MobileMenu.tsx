import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import type { NavData } from "~/content/navigation";
import { TOPIC_GROUPS, topicPath } from "~/content/topic-groups";
import { PhoneLink } from "~/components/ui/PhoneLink";
import { ChevronDownIcon } from "~/components/ui/icons";
import type { MenuSection } from "./Header";

const itemClass = "block rounded px-3 py-2 text-slate-800 hover:bg-brand-50";

/** Below 768 px: a <details> menu with accordion sections, usable without JavaScript. */
export function MobileMenu({ sections, icon }: { nav: NavData; sections: MenuSection[]; icon: ReactNode }) {
  return (
    <details data-mobile-menu className="md:hidden">
      <summary className="flex cursor-pointer items-center gap-1 rounded-lg border border-slate-300 px-3 py-2 font-semibold text-slate-800" aria-label="Abrir menu">
        {icon}
        <span>Menu</span>
      </summary>
      <nav
        aria-label="Menu principal (celular)"
        className="absolute inset-x-0 top-full max-h-[calc(100vh-4rem)] overflow-y-auto border-t border-slate-200 bg-white px-4 py-3 shadow-lg"
      >
        <ul className="space-y-1">
          <li>
            <Link to="/" className={itemClass}>Início</Link>
          </li>
          <li>
            <Link to="/instalacao-manutencao" className={itemClass}>Instalação e Manutenção</Link>
          </li>
          {sections.map((s) => (
            <li key={s.label}>
              <Accordion label={s.label}>
                {s.links.map((l) => (
                  <li key={l.to}>
                    <Link to={l.to} className={itemClass}>{l.label}</Link>
                  </li>
                ))}
                {s.footer && (
                  <li>
                    <Link to={s.footer.to} className={`${itemClass} font-semibold`}>{s.footer.label}</Link>
                  </li>
                )}
              </Accordion>
            </li>
          ))}
          <li>
            <Accordion label="Serviços">
              {TOPIC_GROUPS.map((g) => (
                <li key={g.id}>
                  <Accordion label={g.title}>
                    {g.topics.map((t) => (
                      <li key={t}>
                        <Link to={topicPath(t)} className={itemClass}>{t}</Link>
                      </li>
                    ))}
                  </Accordion>
                </li>
              ))}
              <li>
                <Link to="/sitemap" className={`${itemClass} font-semibold`}>Ver todos os serviços</Link>
              </li>
            </Accordion>
          </li>
          <li>
            <Link to="/duvidas-frequentes" className={itemClass}>Dúvidas Frequentes</Link>
          </li>
          <li>
            <Link to="/sitemap" className={itemClass}>Sitemap</Link>
          </li>
          <li>
            <Link to="/admin/login" className={itemClass}>Admin</Link>
          </li>
          <li className="pt-2">
            <PhoneLink className="px-3 text-brand-800" />
          </li>
        </ul>
      </nav>
    </details>
  );
}

function Accordion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <details className="group">
      <summary className="flex cursor-pointer items-center justify-between rounded px-3 py-2 font-medium text-slate-800 hover:bg-brand-50">
        {label}
        <ChevronDownIcon className="h-4 w-4 transition group-open:rotate-180" />
      </summary>
      <ul className="ml-3 border-l border-slate-200 pl-2">{children}</ul>
    </details>
  );
}
