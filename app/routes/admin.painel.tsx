import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { LOGOUT_PATH, PANEL_PATH } from "~/lib/admin-auth";
import { pageMeta } from "~/lib/seo";
import { requireAdmin } from "~/server/auth.server";

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Painel de Administração | Motores PPA",
    description: "Painel administrativo do site Motores PPA.",
    path: PANEL_PATH,
    noindex: true,
  });

export const headers = () => ({ "Cache-Control": "no-store" });

export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  return { email: admin.email };
}

export default function AdminPanel() {
  const { email } = useLoaderData<typeof loader>();
  return (
    <section className="mx-auto max-w-6xl px-4 py-10">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold text-brand-900">Painel de Administração</h1>
          <p className="mt-1 text-slate-600">
            Conectado como <strong className="text-slate-800">{email}</strong>
          </p>
        </div>
        <Form method="post" action={LOGOUT_PATH}>
          <button type="submit" className="rounded-md border border-slate-300 bg-white px-4 py-2 font-semibold text-slate-800 hover:bg-slate-50">
            Sair
          </button>
        </Form>
      </div>
    </section>
  );
}
