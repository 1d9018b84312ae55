import type { ReactNode } from "react";
import type { NavData } from "~/content/navigation";
import { TOPIC_GROUPS } from "~/content/topic-groups";
import { PhoneLink } from "~/components/ui/PhoneLink";
import { ChevronDownIcon } from "~/components/ui/icons";
import { MenuLink } from "./DropdownMenu";
import type { MenuSection } from "./Header";
import { FAQ_PATH, HOME_PATH, LOGIN_PATH, SERVICE_PATH, SITEMAP_PATH, topicPath } from "~/lib/paths";

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
            <MenuLink to={HOME_PATH}>Início</MenuLink>
          </li>
          <li>
            <MenuLink to={SERVICE_PATH}>Instalação e Manutenção</MenuLink>
          </li>
          {sections.map((s) => (
            <li key={s.label}>
              <Accordion label={s.label}>
                {s.links.map((l) => (
                  <li key={l.to}>
                    <MenuLink to={l.to}>{l.label}</MenuLink>
                  </li>
                ))}
                {s.footer && (
                  <li>
                    <MenuLink to={s.footer.to} className="font-semibold">{s.footer.label}</MenuLink>
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
                        <MenuLink to={topicPath(t)}>{t}</MenuLink>
                      </li>
                    ))}
                  </Accordion>
                </li>
              ))}
              <li>
                <MenuLink to={SITEMAP_PATH} className="font-semibold">Ver todos os serviços</MenuLink>
              </li>
            </Accordion>
          </li>
          <li>
            <MenuLink to={FAQ_PATH}>Dúvidas Frequentes</MenuLink>
          </li>
          <li>
            <MenuLink to={SITEMAP_PATH}>Sitemap</MenuLink>
          </li>
          <li>
            <MenuLink to={LOGIN_PATH}>Admin</MenuLink>
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
