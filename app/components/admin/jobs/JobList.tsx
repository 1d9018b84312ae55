import { Link } from "@remix-run/react";
import { jobAdminPath } from "~/lib/paths";
import type { JobListItem } from "~/server/jobs/job-lists.server";
import { card } from "../ui";

/** The logged jobs, newest first; each opens its page (photos, message, hide, delete). */
export function JobList({ items }: { items: JobListItem[] }) {
  return (
    <section aria-labelledby="lista-servicos" className={card}>
      <h2 id="lista-servicos" className="text-xl font-bold text-brand-900">
        Serviços registrados
      </h2>
      {items.length === 0 ? (
        <p className="mt-3 text-slate-600">Nenhum serviço registrado ainda.</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-200">
          {items.map((j) => (
            <li key={j.id} className="flex flex-wrap items-center justify-between gap-2 py-3" data-job-row={j.id}>
              <div>
                <Link to={jobAdminPath(j.id)} className="font-semibold text-brand-800 underline">
                  {j.service}: {j.place}
                </Link>
                <p className="text-sm text-slate-600">
                  {j.day} · {j.motor} · {j.photos === 0 ? "sem fotos" : `${j.photos} foto(s)`}
                </p>
              </div>
              <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${j.hidden ? "bg-slate-200 text-slate-700" : "bg-green-100 text-green-900"}`}>
                {j.status}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
