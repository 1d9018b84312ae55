import { MENU_CLOSE_GRACE_MS, MENU_OPEN_DELAY_MS } from "~/lib/menu-intent";

/** Width from which the menu is the desktop bar (Tailwind's `lg`, app.css `.site-nav`). */
const DESKTOP_QUERY = "(min-width: 64rem)";

/**
 * The header's <details> menus (app/components/layout/Header.tsx) open by click, tap and
 * keyboard without JavaScript. This adds: on the desktop bar a mouse opens a menu after 100 ms
 * of hover and leaving closes it after a 300 ms grace; Escape closes a menu (then the phone
 * panel) and returns focus; a click outside closes all. A click on a menu's own toggle decides at
 * once: it cancels the hover's pending open or close, which would otherwise undo it (a click
 * within 100 ms of the pointer arriving, or a slow page running the timer late). Opening one
 * closes its open sibling without JavaScript: the siblings share a <details name> (decision 0026).
 */
export function enhanceMenu(header: HTMLElement) {
  const toggle = header.querySelector<HTMLDetailsElement>("details[data-menu-toggle]");
  header.querySelectorAll<HTMLDetailsElement>(".site-nav details").forEach(enhanceDropdown);
  header.addEventListener("keydown", (event) => {
    if (event.key === "Escape" && toggle?.open) {
      toggle.open = false;
      toggle.querySelector("summary")?.focus();
    }
  });
  document.addEventListener("click", (event) => {
    const target = event.target as Node;
    header.querySelectorAll<HTMLDetailsElement>("details[open]").forEach((d) => {
      if (!d.contains(target) && !(d === toggle && header.contains(target))) d.open = false;
    });
  });
}

function enhanceDropdown(menu: HTMLDetailsElement) {
  let timer: number | undefined;
  let openedByHover = false;
  // Setting `open` on a <details name> closes the open one of its group, as a click does.
  const setOpen = (open: boolean) => {
    menu.open = open;
  };
  const hoverIntent = (event: PointerEvent, open: boolean) => {
    if (event.pointerType !== "mouse" || !window.matchMedia(DESKTOP_QUERY).matches) return;
    window.clearTimeout(timer);
    timer = window.setTimeout(
      () => {
        if (open && !menu.open) openedByHover = true;
        if (!open) openedByHover = false;
        setOpen(open);
      },
      open ? MENU_OPEN_DELAY_MS : MENU_CLOSE_GRACE_MS,
    );
  };
  menu.addEventListener("pointerenter", (event) => hoverIntent(event, true));
  menu.addEventListener("pointerleave", (event) => hoverIntent(event, false));
  menu.addEventListener("keydown", (event) => {
    if (event.key === "Escape" && menu.open) {
      event.stopPropagation();
      setOpen(false);
      menu.querySelector("summary")?.focus();
    }
  });
  menu.querySelector(":scope > summary")?.addEventListener("click", (event) => {
    window.clearTimeout(timer);
    // A click right after hover-open keeps the menu open instead of toggling it shut.
    if (openedByHover) {
      event.preventDefault();
      openedByHover = false;
    }
  });
}
