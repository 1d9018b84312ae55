import { Link } from "@remix-run/react";
import { useEffect, useRef, type ReactNode } from "react";
import { MENU_CLOSE_GRACE_MS, MENU_OPEN_DELAY_MS } from "~/lib/menu-intent";

type Props = {
  label: ReactNode;
  children: ReactNode;
  /** Submenu inside another menu: opens to the side on wide screens. */
  nested?: boolean;
};

/** Width from which the menu is the desktop bar (Tailwind's `md`, app.css `.site-nav`). */
const DESKTOP_QUERY = "(min-width: 48rem)";

/**
 * A menu of the site navigation built on <details>/<summary>: it opens by click, tap and
 * keyboard without JavaScript; below 768 px it is an accordion of the menu panel, from 768 px a
 * dropdown of the bar (app.css `.site-nav`). With JavaScript, on the bar a mouse opens it after
 * 100 ms of hover and leaving it closes it after a 300 ms grace; Escape closes it and returns
 * focus; opening one closes its open siblings.
 */
export function DropdownMenu({ label, children, nested = false }: Props) {
  const ref = useRef<HTMLDetailsElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const openedByHover = useRef(false);

  useEffect(() => () => clearTimeout(timer.current), []);

  function setOpen(open: boolean) {
    const el = ref.current;
    if (!el) return;
    if (open) closeSiblings(el);
    el.open = open;
  }

  function hoverIntent(e: React.PointerEvent, open: boolean) {
    if (e.pointerType !== "mouse" || !window.matchMedia(DESKTOP_QUERY).matches) return;
    clearTimeout(timer.current);
    timer.current = setTimeout(
      () => {
        if (open && !ref.current?.open) openedByHover.current = true;
        if (!open) openedByHover.current = false;
        setOpen(open);
      },
      open ? MENU_OPEN_DELAY_MS : MENU_CLOSE_GRACE_MS,
    );
  }

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Escape and hover intent enhance the native <details>, which stays the interactive element
    <details
      ref={ref}
      className={nested ? "sub" : undefined}
      onPointerEnter={(e) => hoverIntent(e, true)}
      onPointerLeave={(e) => hoverIntent(e, false)}
      onKeyDown={(e) => {
        if (e.key === "Escape" && ref.current?.open) {
          e.stopPropagation();
          setOpen(false);
          ref.current.querySelector("summary")?.focus();
        }
      }}
    >
      <summary
        onClick={(e) => {
          // A click right after hover-open keeps the menu open instead of toggling it shut.
          if (openedByHover.current) {
            e.preventDefault();
            openedByHover.current = false;
          } else if (!ref.current?.open && ref.current) {
            closeSiblings(ref.current);
          }
        }}
      >
        {label}
      </summary>
      <div>{children}</div>
    </details>
  );
}

/** Only one menu of a level (the <ul> holding its <li>) is open at a time. */
function closeSiblings(el: HTMLDetailsElement) {
  el.parentElement?.parentElement?.querySelectorAll<HTMLDetailsElement>(":scope > li > details[open]").forEach((d) => {
    if (d !== el) d.open = false;
  });
}

/**
 * A link of the site navigation (styled by app.css `.site-nav a`). `discover="none"` keeps
 * Remix from asking the server for the routes of every menu link on each page load (a route
 * is then looked up when its link is followed).
 */
export function MenuLink({ to, children, className }: { to: string; children: ReactNode; className?: string }) {
  return (
    <Link to={to} discover="none" className={className}>
      {children}
    </Link>
  );
}
