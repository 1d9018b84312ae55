import { Link } from "@remix-run/react";
import { motorPath } from "~/lib/paths";

type Sibling = { name: string; slug: string };

/**
 * The nearest models to compare with (app/lib/motors/motor-siblings.ts), under the page's text,
 * whose "Modelos mais próximos" says how they differ (decision 0043). Each links its own page.
 */
export function MotorSiblings({ siblings }: { siblings: Sibling[] }) {
  if (siblings.length === 0) return null;
  return (
    <ul className="mt-4 flex max-w-3xl flex-wrap gap-3" aria-label="Compare com">
      {siblings.map((s) => (
        <li key={s.slug}>
          <Link to={motorPath(s.slug)} className="inline-block rounded-md border border-slate-300 px-3 py-1.5 font-semibold text-brand-700 hover:bg-slate-50">
            {s.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}
