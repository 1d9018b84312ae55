import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { AdminHeader, AdminLink } from "~/components/admin/AdminNav";
import { TestimonialForm } from "~/components/admin/testimonials/TestimonialForm";
import { parsePageId } from "~/lib/page-id";
import { TESTIMONIALS_ADMIN_PATH } from "~/lib/paths";
import { pageMeta } from "~/lib/seo";
import { TESTIMONIAL_CITIES } from "~/lib/testimonials/rules";
import { toast } from "~/lib/toast";
import { requireAdmin } from "~/server/auth/auth.server";
import { recordActivity } from "~/server/admin/activity-log.server";
import { runTestimonialEdit, todayInSaoPaulo } from "~/server/admin/testimonials.server";
import { findTestimonial } from "~/server/data/testimonials.server";
import { logServerError } from "~/server/infra/log.server";
import { redirectWithToast } from "~/server/infra/toast.server";

/** Edits one testimonial (decision 0027); a pending one is published or kept hidden when saved. */
export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "Editar depoimento | Motores PPA", description: "Editar depoimento.", noindex: true });

async function testimonialOrList(raw: string | undefined) {
  const id = parsePageId(raw);
  const row = id === null ? undefined : findTestimonial(id);
  if (!row) throw await redirectWithToast(TESTIMONIALS_ADMIN_PATH, toast("Erro", "Depoimento não encontrado.", "destructive"), { status: 302 });
  return row;
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const t = await testimonialOrList(params.id);
  return {
    id: t.id,
    hasPhoto: Boolean(t.photoKey),
    values: {
      nome: t.name,
      local: t.place,
      texto: t.text,
      servico: t.service,
      origem: t.source,
      data: t.givenOn,
      cidade: t.city ?? "",
      // Stored only with consent (the owner's checkbox or the customer's).
      autorizado: "1",
      situacao: t.status === "publicado" ? "publicado" : "oculto",
    },
    cities: TESTIMONIAL_CITIES,
    today: todayInSaoPaulo(),
  };
}

type ActionData = { error?: string; form?: string; errors?: Record<string, string>; typed?: Record<string, string> };

export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const t = await testimonialOrList(params.id);
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return data<ActionData>({ error: "Não foi possível ler o envio. Tente de novo.", form: "editar" }, { status: 400 });
  }
  try {
    const outcome = await runTestimonialEdit(t.id, form);
    if ("confirmDelete" in outcome) return data<ActionData>({ form: "editar" });
    if (!outcome.ok) return data<ActionData>({ error: outcome.error, form: outcome.form, errors: outcome.errors, typed: outcome.typed }, { status: 400 });
    recordActivity(admin.email, outcome.activity, outcome.target);
    return redirectWithToast(TESTIMONIALS_ADMIN_PATH, toast("Sucesso!", outcome.message));
  } catch (error) {
    logServerError(error, request);
    const typed = Object.fromEntries([...form.entries()].flatMap(([k, v]) => (typeof v === "string" ? [[k, v.slice(0, 20_000)]] : [])));
    return data<ActionData>({ error: "Nada foi gravado: falha ao salvar. Tente de novo em instantes.", form: "editar", typed }, { status: 503 });
  }
}

export default function EditTestimonial() {
  const { values, cities, today, hasPhoto } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <section className="mx-auto max-w-4xl space-y-8 px-4 py-10">
      <AdminHeader title="Editar depoimento">
        <AdminLink to={TESTIMONIALS_ADMIN_PATH}>Todos os depoimentos</AdminLink>
      </AdminHeader>
      <TestimonialForm formName="editar" title="Depoimento" values={values} result={result} cities={cities} today={today} hasPhoto={hasPhoto} />
    </section>
  );
}
