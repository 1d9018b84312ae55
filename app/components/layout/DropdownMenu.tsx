import type { ReactNode } from "react";

type Props = {
  label: ReactNode;
  children: ReactNode;
  /** Submenu inside another menu: opens to the side on wide screens. */
  nested?: boolean;
  /** Name of its exclusive group: the browser closes the group's open menu when this one opens. */
  group: string;
};

/**
 * A menu of the site navigation built on <details>/<summary>: it opens by click, tap and
 * keyboard without JavaScript; below 1024 px it is an accordion of the menu panel, from 1024 px
 * a dropdown of the bar (app.css `.site-nav`). One open at a time per group is the browser's
 * (<details name>, decision 0026); hover intent, Escape and a click outside come from
 * app/enhance/menu.ts.
 */
export function DropdownMenu({ label, children, nested = false, group }: Props) {
  return (
    <details name={group} className={nested ? "sub" : undefined}>
      <summary>{label}</summary>
      <div>{children}</div>
    </details>
  );
}

/**
 * A link of the site navigation (styled by app.css `.site-nav a`). A plain link, not Remix's
 * <Link>: public pages load as documents (decision 0017), also when followed from the admin.
 */
export function MenuLink({ to, children, className }: { to: string; children: ReactNode; className?: string }) {
  return (
    <a href={to} className={className}>
      {children}
    </a>
  );
}
