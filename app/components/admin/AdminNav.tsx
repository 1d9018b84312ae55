import { Form, Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { LOGOUT_PATH, PANEL_PATH } from "~/lib/paths";

const button =
  "inline-flex items-center rounded-md border border-slate-300 bg-white px-4 py-2 font-semibold text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";

/** Heading row of an admin screen: title, optional links, "Voltar ao Painel" and "Sair". */
export function AdminHeader({ title, subtitle, back = true, children }: { title: string; subtitle?: ReactNode; back?: boolean; children?: ReactNode }) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-4">
      <div>
        <h1 className="text-3xl font-bold text-brand-900">{title}</h1>
        {subtitle && <p className="mt-1 text-slate-600">{subtitle}</p>}
      </div>
      <nav aria-label="Administração" className="flex flex-wrap items-center gap-2">
        {children}
        {back && (
          <Link to={PANEL_PATH} className={button}>
            Voltar ao Painel
          </Link>
        )}
        <Form method="post" action={LOGOUT_PATH}>
          <button type="submit" className={button}>
            Sair
          </button>
        </Form>
      </nav>
    </div>
  );
}

export function AdminLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className={button}>
      {children}
    </Link>
  );
}
