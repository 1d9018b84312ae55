import { Link } from "@remix-run/react";

export type LinkItem = { name: string; path: string; /** Full page load (resource routes such as /sitemap.xml). */ document?: boolean };

/** A plain list of internal links. */
export function LinkItems({ links, className = "space-y-1" }: { links: LinkItem[]; className?: string }) {
  return (
    <ul className={className}>
      {links.map((l) => (
        <li key={l.path}>
          <Link to={l.path} reloadDocument={l.document} className="text-brand-700 hover:underline">
            {l.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** A titled list of internal links (neighbouring places, related topics and problems). */
export function LinkList({ title, links, id }: { title: string; links: LinkItem[]; id?: string }) {
  if (links.length === 0) return null;
  return (
    <nav aria-label={title} className="mt-10" id={id}>
      <h2 className="mb-3 text-xl font-bold text-brand-900">{title}</h2>
      <LinkItems links={links} className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3" />
    </nav>
  );
}

/** A name that links where it has a page or section of its own, plain text otherwise. */
export function LinkOrText({ name, to }: { name: string; to?: string }) {
  return to ? (
    <Link to={to} className="text-brand-700 hover:underline">
      {name}
    </Link>
  ) : (
    <>{name}</>
  );
}
