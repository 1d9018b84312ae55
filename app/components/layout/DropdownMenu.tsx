import { Link } from "@remix-run/react";
import { useEffect, useRef, type ReactNode } from "react";
import { MENU_CLOSE_GRACE_MS, MENU_OPEN_DELAY_MS } from "~/lib/menu-intent";
import { ChevronDownIcon } from "~/components/ui/icons";

type Props = {
  label: ReactNode;
  children: ReactNode;
  /** Submenu inside another menu: opens to the side on wide screens. */
  nested?: boolean;
  className?: string;
  panelClassName?: string;
};

/**
 * A header menu built on <details>/<summary>: it opens by click, tap and keyboard
 * without JavaScript. With JavaScript, a mouse opens it after 100 ms of hover and
 * leaving it closes it after a 300 ms grace; Escape closes it and returns focus.
 */
export function DropdownMenu({ label, children, nested = false, className = "", panelClassName = "" }: Props) {
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

  return (
    <details
      ref={ref}
      data-menu
      className={`group relative ${className}`}
      onPointerEnter={(e) => {
        if (e.pointerType !== "mouse") return;
        clearTimeout(timer.current);
        timer.current = setTimeout(() => {
          if (!ref.current?.open) openedByHover.current = true;
          setOpen(true);
        }, MENU_OPEN_DELAY_MS);
      }}
      onPointerLeave={(e) => {
        if (e.pointerType !== "mouse") return;
        clearTimeout(timer.current);
        timer.current = setTimeout(() => {
          openedByHover.current = false;
          setOpen(false);
        }, MENU_CLOSE_GRACE_MS);
      }}
      onKeyDown={(e) => {
        if (e.key === "Escape" && ref.current?.open) {
          e.stopPropagation();
          setOpen(false);
          ref.current.querySelector("summary")?.focus();
        }
      }}
    >
      <summary
        className="flex cursor-pointer items-center gap-1 rounded px-3 py-2 font-medium text-slate-800 hover:bg-brand-50 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600"
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
        <ChevronDownIcon className={`h-4 w-4 transition group-open:rotate-180 ${nested ? "md:-rotate-90 md:group-open:-rotate-90" : ""}`} />
      </summary>
      <div
        className={`${
          nested ? "md:absolute md:top-0 md:left-full md:ml-1" : "md:absolute md:top-full md:left-0 md:mt-1"
        } z-40 min-w-64 rounded-lg border border-slate-200 bg-white p-2 shadow-lg ${panelClassName}`}
      >
        {children}
      </div>
    </details>
  );
}

/** Only one menu of a level is open at a time. */
function closeSiblings(el: HTMLDetailsElement) {
  const parent = el.parentElement?.closest("[data-menu-level]") ?? el.parentElement;
  parent?.querySelectorAll<HTMLDetailsElement>(":scope > details[data-menu][open], :scope > li > details[data-menu][open]").forEach((d) => {
    if (d !== el) d.open = false;
  });
}

/**
 * A link inside a menu panel. The header holds ~180 of them on every page: `discover="none"`
 * keeps Remix from asking the server for all their routes on each page load (a route is
 * then looked up when its link is followed).
 */
export function MenuLink({ to, children, className = "" }: { to: string; children: ReactNode; className?: string }) {
  return (
    <Link to={to} discover="none" className={className ? `menu-link ${className}` : "menu-link"}>
      {children}
    </Link>
  );
}
