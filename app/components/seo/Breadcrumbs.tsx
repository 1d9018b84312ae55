import { Link } from "@remix-run/react";
import { breadcrumbJsonLd, type Crumb } from "~/lib/jsonld";
import { useSiteUrl } from "~/lib/contact";
import { JsonLd } from "./JsonLd";
import { HOME_PATH } from "~/lib/paths";

/**
 * Visible breadcrumb trail and the matching BreadcrumbList JSON-LD. Pass the trail after "Início";
 * `width` is the max-width class of the page's column (as PageHeader's).
 */
export function Breadcrumbs({ items, width = "max-w-6xl" }: { items: Crumb[]; width?: "max-w-6xl" | "max-w-4xl" }) {
  const siteUrl = useSiteUrl();
  const trail: Crumb[] = [{ name: "Início", path: HOME_PATH }, ...items];
  return (
    <nav aria-label="Trilha de navegação" className={`mx-auto ${width} px-4 pt-4 text-sm text-slate-600`}>
      <ol className="flex flex-wrap items-center gap-1">
        {trail.map((c, i) => (
          <li key={c.path} className="flex items-center gap-1">
            {i > 0 && <span aria-hidden="true">/</span>}
            {i === trail.length - 1 ? (
              <span aria-current="page" className="font-medium text-slate-800">
                {c.name}
              </span>
            ) : (
              <Link to={c.path} className="text-brand-700 hover:underline">
                {c.name}
              </Link>
            )}
          </li>
        ))}
      </ol>
      <JsonLd data={breadcrumbJsonLd(siteUrl, trail)} />
    </nav>
  );
}
