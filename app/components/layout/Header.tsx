import { useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { BRAND } from "~/content/business";
import { ABCD_MENU, OTHER_CITIES_MENU, SAO_PAULO_MENU, placeLinks, servedPlaces, type NavData, type NavLink } from "~/content/navigation";
import { TOPIC_GROUPS } from "~/content/topic-groups";
import { PhoneLink } from "~/components/ui/PhoneLink";
import { WhatsAppButton } from "~/components/ui/WhatsAppButton";
import { MenuIcon } from "~/components/ui/icons";
import { DropdownMenu, MenuLink } from "./DropdownMenu";
import { Logo } from "./Logo";
import { menuLinks } from "~/lib/page-registry";
import {
  HOME_PATH,
  LOGIN_PATH,
  MOTORS_PATH,
  PLACES_HUB_PATH,
  SELECTOR_PATH,
  SERVICE_PATH,
  TOPICS_HUB_PATH,
  USEFUL_LINKS_PATH,
  motorPath,
  topicPath,
  usefulLinkPath,
} from "~/lib/paths";

/**
 * Indexable generated pages the "Links Úteis" menu shows (the newest), followed by "Ver todas"
 * to the hub: the header's size does not depend on how many pages exist, and a page left out of
 * the index is not linked from every page (docs/content-quality.md).
 */
export const USEFUL_LINKS_IN_MENU = 8;
/** Longest menu label of a generated page (titles may have 200 characters). */
export const MENU_LABEL_MAX = 60;

/** A title cut at a word boundary to MENU_LABEL_MAX characters, with "…" when cut. */
export function menuLabel(title: string): string {
  if (title.length <= MENU_LABEL_MAX) return title;
  const cut = title.slice(0, MENU_LABEL_MAX - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > MENU_LABEL_MAX / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.–-]+$/, "")}…`;
}

/** The places hub, at the foot of the three place menus (docs/content-quality.md). */
const ALL_PLACES: NavLink = { label: "Ver todas as regiões", to: PLACES_HUB_PATH };

export type MenuSection = { label: string; links: NavLink[]; footer?: NavLink; scroll?: boolean };

/** Menu contents of the navigation (docs/product.md §3). */
export function menuSections(nav: NavData): MenuSection[] {
  const sections: MenuSection[] = [
    {
      label: "Modelos de Motor",
      links: [...nav.motors.map((m) => ({ label: m.name, to: motorPath(m.slug) })), { label: "Qual motor para o meu portão?", to: SELECTOR_PATH }],
      footer: { label: "Ver todos os modelos", to: MOTORS_PATH },
      scroll: true,
    },
    // The place menus name only the cities of the owner's list (decision 0028); an empty one is left out.
    ...[
      { label: "São Paulo (Capital)", links: placeLinks(servedPlaces(SAO_PAULO_MENU, nav.servedCities)), footer: ALL_PLACES },
      { label: "Cidades ABCD", links: placeLinks(servedPlaces(ABCD_MENU, nav.servedCities)), footer: ALL_PLACES },
      { label: "Outras Cidades", links: placeLinks(servedPlaces(OTHER_CITIES_MENU, nav.servedCities)), footer: ALL_PLACES },
    ].filter((s) => s.links.length > 0),
  ];
  if (nav.usefulLinksMenu ?? nav.usefulLinks.length > 0) {
    sections.push({
      label: "Links Úteis",
      links: nav.usefulLinks.slice(0, USEFUL_LINKS_IN_MENU).map((p) => ({ label: menuLabel(p.title), to: usefulLinkPath(p.slug) })),
      footer: { label: "Ver todas", to: USEFUL_LINKS_PATH },
    });
  }
  return sections;
}

/** Links the desktop header shows beside the contacts; below 1024 px they close the menu panel. */
const UTILITY_LINKS: NavLink[] = [...menuLinks("utilidades"), { label: "Admin", to: LOGIN_PATH }];

/**
 * The site header (decision 0026). From 1024 px, two rows of at most 80 px together: logo and
 * title, the utility links and the contacts; then the menus in one row. Below 1024 px, the logo
 * row and a panel that the "Menu" toggle opens (CSS in app.css `.site-nav`; the toggle is a
 * <details> right before the <nav>, so `peer-open` shows it without JavaScript).
 */
export function Header({ nav }: { nav: NavData }) {
  const location = useLocation();
  const headerRef = useRef<HTMLElement>(null);
  const sections = menuSections(nav);

  // Admin pages navigate without reloading (React): every open menu, and the panel, closes after
  // a navigation. Public pages load as documents; app/enhance/menu.ts adds the rest.
  useEffect(() => {
    headerRef.current?.querySelectorAll<HTMLDetailsElement>("details[open]").forEach((d) => (d.open = false));
  }, [location.pathname, location.search]);

  return (
    <header ref={headerRef} data-site-header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 shadow-sm backdrop-blur">
      <div className="mx-auto flex h-14 max-w-7xl items-center justify-between gap-3 pr-32 pl-4 lg:h-11 lg:pr-4">
        <a href={HOME_PATH} className="flex shrink-0 items-center gap-2" aria-label={`Motores ${BRAND} – página inicial`}>
          <Logo className="h-10 w-10 lg:h-8 lg:w-8" />
          <span className="leading-tight">
            <span className="block text-lg font-extrabold text-brand-800">Motores {BRAND}</span>
            <span className="hidden text-xs text-slate-600 sm:block lg:hidden xl:block">Portão automático em São Paulo e região</span>
          </span>
        </a>
        {/* From 1024 px; below, the contact bar and the menu carry the contacts (decision 0026). */}
        <div className="hidden items-center gap-3 lg:flex">
          <ul className="utility-links">
            {UTILITY_LINKS.map((l) => (
              <li key={l.to}>
                <a href={l.to}>{l.label}</a>
              </li>
            ))}
          </ul>
          <PhoneLink className="text-brand-800 hover:text-brand-600" placement="cabecalho" />
          <WhatsAppButton variant="compact" placement="cabecalho" />
        </div>
      </div>
      <details data-menu-toggle className="peer absolute top-0 right-4 flex h-14 items-center lg:hidden">
        <summary
          className="flex cursor-pointer items-center gap-1 rounded-lg border border-slate-300 px-3 py-2 font-semibold text-slate-800"
          aria-label="Abrir menu"
        >
          <MenuIcon />
          <span>Menu</span>
        </summary>
      </details>
      <nav aria-label="Menu principal" className="site-nav hidden peer-open:block lg:block">
        <ul>
          <li>
            <MenuLink to={HOME_PATH}>Início</MenuLink>
          </li>
          <li>
            <SectionMenu section={sections[0]} />
          </li>
          <li>
            <MenuLink to={SERVICE_PATH}>Instalação e Manutenção</MenuLink>
          </li>
          <li>
            <ServicesMenu />
          </li>
          {sections.slice(1).map((s) => (
            <li key={s.label}>
              <SectionMenu section={s} />
            </li>
          ))}
          {UTILITY_LINKS.map((l) => (
            <li key={l.to} className="lg:hidden">
              <MenuLink to={l.to}>{l.label}</MenuLink>
            </li>
          ))}
          <li className="lg:hidden">
            <PhoneLink className="text-brand-800" placement="menu" />
          </li>
        </ul>
      </nav>
    </header>
  );
}

/**
 * Exclusive groups of <details name>: opening a menu closes the other one of its group, with or
 * without JavaScript (decision 0026). The bar's menus are one group, the Serviços submenus another.
 */
const MENU_GROUP = "menu";
const SERVICES_GROUP = "servicos";

function SectionMenu({ section }: { section: MenuSection }) {
  return (
    <DropdownMenu label={section.label} group={MENU_GROUP}>
      <ul className={section.scroll ? "scroll" : undefined}>
        {section.links.map((l) => (
          <li key={l.to}>
            <MenuLink to={l.to}>{l.label}</MenuLink>
          </li>
        ))}
      </ul>
      {section.footer && (
        <MenuLink to={section.footer.to} className="more">
          {section.footer.label}
        </MenuLink>
      )}
    </DropdownMenu>
  );
}

/** "Serviços": seven groups, each opening its topic submenu (docs/product.md §3). */
function ServicesMenu() {
  return (
    <DropdownMenu label="Serviços" group={MENU_GROUP}>
      <p>Categorias de Serviços</p>
      <ul>
        {TOPIC_GROUPS.map((g) => (
          <li key={g.id}>
            <DropdownMenu label={g.title} group={SERVICES_GROUP} nested>
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
      <MenuLink to={TOPICS_HUB_PATH} className="more">
        Ver todos os serviços
      </MenuLink>
    </DropdownMenu>
  );
}
