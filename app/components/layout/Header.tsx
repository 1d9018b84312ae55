import { Link, useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { BRAND } from "~/content/business";
import { ABCD_MENU, OTHER_CITIES_MENU, SAO_PAULO_MENU, placeLinks, type NavData, type NavLink } from "~/content/navigation";
import { TOPIC_GROUPS } from "~/content/topic-groups";
import { PhoneLink } from "~/components/ui/PhoneLink";
import { WhatsAppButton } from "~/components/ui/WhatsAppButton";
import { MenuIcon } from "~/components/ui/icons";
import { DropdownMenu, MenuLink } from "./DropdownMenu";
import { Logo } from "./Logo";
import { MobileMenu } from "./MobileMenu";
import { FAQ_PATH, HOME_PATH, LOGIN_PATH, MOTORS_PATH, SERVICE_PATH, SITEMAP_PATH, motorPath, topicPath, usefulLinkPath } from "~/lib/paths";

export type MenuSection = { label: string; links: NavLink[]; footer?: NavLink; scroll?: boolean };

/** Menu contents shared by the desktop bar and the mobile menu. */
export function menuSections(nav: NavData): MenuSection[] {
  const sections: MenuSection[] = [
    {
      label: "Modelos de Motor",
      links: nav.motors.map((m) => ({ label: m.name, to: motorPath(m.slug) })),
      footer: { label: "Ver todos os modelos", to: MOTORS_PATH },
      scroll: true,
    },
    { label: "São Paulo (Capital)", links: placeLinks(SAO_PAULO_MENU) },
    { label: "Cidades ABCD", links: placeLinks(ABCD_MENU) },
    { label: "Outras Cidades", links: placeLinks(OTHER_CITIES_MENU) },
  ];
  if (nav.usefulLinks.length > 0) {
    sections.push({
      label: "Links Úteis",
      links: nav.usefulLinks.map((p) => ({ label: p.title, to: usefulLinkPath(p.slug) })),
      scroll: true,
    });
  }
  return sections;
}

export function Header({ nav }: { nav: NavData }) {
  const location = useLocation();
  const navRef = useRef<HTMLElement>(null);
  const sections = menuSections(nav);

  // Close every open menu after a navigation or a click outside the header.
  useEffect(() => {
    document.querySelectorAll<HTMLDetailsElement>("details[data-menu][open], details[data-mobile-menu][open]").forEach((d) => (d.open = false));
  }, [location.pathname, location.search]);
  useEffect(() => {
    function onClick(e: MouseEvent) {
      const target = e.target as Node;
      document.querySelectorAll<HTMLDetailsElement>("details[data-menu][open]").forEach((d) => {
        if (!d.contains(target)) d.open = false;
      });
    }
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, []);

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 shadow-sm backdrop-blur">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-3 px-4 py-2">
        <Link to={HOME_PATH} className="flex items-center gap-2" aria-label={`Motores ${BRAND} – página inicial`}>
          <Logo />
          <span className="leading-tight">
            <span className="block text-lg font-extrabold text-brand-800">Motores {BRAND}</span>
            <span className="hidden text-xs text-slate-600 sm:block">Portão automático em São Paulo e região</span>
          </span>
        </Link>
        <div className="flex items-center gap-3">
          {/* From 640 px; below, the floating button and the menu carry the contacts. */}
          <div className="hidden items-center gap-3 sm:flex">
            <PhoneLink className="text-brand-800 hover:text-brand-600" />
            <WhatsAppButton variant="compact" />
          </div>
          <MobileMenu nav={nav} sections={sections} icon={<MenuIcon />} />
        </div>
      </div>
      <nav ref={navRef} aria-label="Menu principal" className="hidden border-t border-slate-100 md:block">
        <ul data-menu-level className="mx-auto flex max-w-7xl flex-wrap items-center gap-1 px-4 py-1 text-sm">
          <li>
            <TopLink to={HOME_PATH}>Início</TopLink>
          </li>
          {sections.slice(0, 1).map((s) => (
            <li key={s.label}>
              <SectionMenu section={s} />
            </li>
          ))}
          <li>
            <TopLink to={SERVICE_PATH}>Instalação e Manutenção</TopLink>
          </li>
          <li>
            <ServicesMenu />
          </li>
          {sections.slice(1).map((s) => (
            <li key={s.label}>
              <SectionMenu section={s} />
            </li>
          ))}
          <li>
            <TopLink to={FAQ_PATH}>Dúvidas Frequentes</TopLink>
          </li>
          <li>
            <TopLink to={SITEMAP_PATH}>Sitemap</TopLink>
          </li>
          <li>
            <TopLink to={LOGIN_PATH}>Admin</TopLink>
          </li>
        </ul>
      </nav>
    </header>
  );
}

function TopLink({ to, children }: { to: string; children: React.ReactNode }) {
  return (
    <Link to={to} className="block rounded px-3 py-2 font-medium text-slate-800 hover:bg-brand-50 hover:text-brand-700">
      {children}
    </Link>
  );
}

function SectionMenu({ section }: { section: MenuSection }) {
  return (
    <DropdownMenu label={section.label}>
      <ul className={section.scroll ? "max-h-80 overflow-y-auto" : ""}>
        {section.links.map((l) => (
          <li key={l.to}>
            <MenuLink to={l.to}>{l.label}</MenuLink>
          </li>
        ))}
      </ul>
      {section.footer && (
        <div className="mt-1 border-t border-slate-100 pt-1 font-semibold">
          <MenuLink to={section.footer.to}>{section.footer.label}</MenuLink>
        </div>
      )}
    </DropdownMenu>
  );
}

/** "Serviços": seven groups, each opening its topic submenu (docs/product.md §3). */
function ServicesMenu() {
  return (
    <DropdownMenu label="Serviços" panelClassName="md:min-w-72">
      <p className="px-3 pt-1 pb-2 text-xs font-bold tracking-wide text-slate-500 uppercase">Categorias de Serviços</p>
      <ul data-menu-level>
        {TOPIC_GROUPS.map((g) => (
          <li key={g.id}>
            <DropdownMenu label={g.title} nested>
              <ul>
                {g.topics.map((t) => (
                  <li key={t}>
                    <MenuLink to={topicPath(t)}>{t}</MenuLink>
                  </li>
                ))}
              </ul>
            </DropdownMenu>
          </li>
        ))}
      </ul>
      <div className="mt-1 border-t border-slate-100 pt-1 font-semibold">
        <MenuLink to={SITEMAP_PATH}>Ver todos os serviços</MenuLink>
      </div>
    </DropdownMenu>
  );
}
