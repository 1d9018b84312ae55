import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { now } from "~/server/infra/clock.server";
import { useActionData, useLoaderData } from "@remix-run/react";
import { AdminHeader } from "~/components/admin/AdminNav";
import { ReviewRequests } from "~/components/admin/testimonials/ReviewRequests";
import { TestimonialForm } from "~/components/admin/testimonials/TestimonialForm";
import { TestimonialList } from "~/components/admin/testimonials/TestimonialList";
import { TESTIMONIALS_ADMIN_PATH } from "~/lib/paths";
import { pageMeta } from "~/lib/seo";
import { TESTIMONIAL_CITIES } from "~/lib/testimonials/rules";
import { toast } from "~/lib/toast";
import { requireAdmin } from "~/server/auth/auth.server";
import { recordActivity } from "~/server/admin/activity-log.server";
import { runTestimonialIntent, todayInSaoPaulo } from "~/server/admin/testimonials.server";
import { listReviewRequests } from "~/server/data/review-requests.server";
import { listTestimonials } from "~/server/data/testimonials.server";
import { getEnv } from "~/server/infra/env.server";
import { logServerError } from "~/server/infra/log.server";
import { redirectWithToast } from "~/server/infra/toast.server";

/**
 * "Depoimentos" (decision 0027): the owner's real testimonials and the review-request links
 * he sends customers. Every change goes to the activity log; a published change shows on the
 * next request of every page (content version, decision 0002).
 */
export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "Depoimentos | Motores PPA", description: "Depoimentos de clientes.", path: TESTIMONIALS_ADMIN_PATH, noindex: true });

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return {
    now: now(),
    items: listTestimonials().map((t) => ({
      id: t.id,
      name: t.name,
      place: t.place,
      text: t.text,
      service: t.service,
      source: t.source,
      givenOn: t.givenOn,
      city: t.city,
      status: t.status,
      hasPhoto: Boolean(t.photoKey),
    })),
    requests: listReviewRequests().map((r) => ({
      id: r.id,
      customer: r.customer,
      createdAt: r.createdAt.toISOString(),
      expiresAt: r.expiresAt.toISOString(),
      state: r.state,
    })),
    cities: TESTIMONIAL_CITIES,
    today: todayInSaoPaulo(),
  };
}

export type TestimonialActionData = {
  error?: string;
  form?: string;
  errors?: Record<string, string>;
  typed?: Record<string, string>;
  confirmDelete?: number;
  link?: { url: string; customer: string };
};

export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return data<TestimonialActionData>({ error: "Não foi possível ler o envio. Tente de novo.", form: "lista" }, { status: 400 });
  }
  try {
    const outcome = await runTestimonialIntent(form, getEnv().SITE_URL);
    if ("confirmDelete" in outcome) return data<TestimonialActionData>({ confirmDelete: outcome.confirmDelete, form: outcome.form });
    if (!outcome.ok)
      return data<TestimonialActionData>({ error: outcome.error, form: outcome.form, errors: outcome.errors, typed: outcome.typed }, { status: 400 });
    recordActivity(admin.email, outcome.activity, outcome.target);
    // The new link is shown once, on this answer; only its hash is stored.
    if (outcome.link) return data<TestimonialActionData>({ link: outcome.link, form: "pedido-criado" });
    return redirectWithToast(TESTIMONIALS_ADMIN_PATH, toast("Sucesso!", outcome.message));
  } catch (error) {
    logServerError(error, request);
    const typed = Object.fromEntries([...form.entries()].flatMap(([k, v]) => (typeof v === "string" ? [[k, v.slice(0, 20_000)]] : [])));
    return data<TestimonialActionData>(
      { error: "Nada foi gravado: falha ao salvar. Tente de novo em instantes.", form: String(form.get("intent") ?? "lista"), typed },
      { status: 503 },
    );
  }
}

export default function TestimonialsAdmin() {
  const { items, requests, cities, today, now: at } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <section className="mx-auto max-w-5xl space-y-8 px-4 py-10">
      <AdminHeader title="Depoimentos" subtitle="Só depoimentos reais de clientes, publicados com a autorização deles." />
      <ReviewRequests requests={requests} result={result} now={at} />
      <TestimonialForm key={`novo-${items.length}`} formName="novo" title="Cadastrar depoimento" values={{}} result={result} cities={cities} today={today} />
      <TestimonialList items={items} result={result} now={at} />
    </section>
  );
}
