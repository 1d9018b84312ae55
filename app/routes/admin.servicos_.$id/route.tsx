import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { readFields } from "~/lib/forms/form-data";
import { ErrorSummary } from "~/components/admin/ErrorSummary";
import { rejudgeJobPages } from "~/server/jobs/job-verdicts.server";
import { useActionData, useLoaderData } from "@remix-run/react";
import { AdminHeader, AdminLink } from "~/components/admin/AdminNav";
import { RestoredNotice } from "~/components/admin/RestoredNotice";
import { AfterJobMessage } from "~/components/admin/jobs/AfterJobMessage";
import { JobActions } from "~/components/admin/jobs/JobActions";
import { JobForm } from "~/components/admin/jobs/JobForm";
import { JobPhotos } from "~/components/admin/jobs/JobPhotos";
import { findPlace } from "~/content/places";
import { jobToTyped, JOB_FIELDS, type JobFieldName, type JobTyped } from "~/lib/jobs/job-form";
import { jobPageSlugs } from "~/lib/jobs/rules";
import { LIMITS } from "~/lib/limits";
import { photoUrl, photoWidths } from "~/lib/media/motor-media";
import { parsePageId } from "~/lib/page-id";
import { JOBS_ADMIN_PATH, cityPath, jobAdminPath } from "~/lib/paths";
import { pageMeta } from "~/lib/seo";
import { toast } from "~/lib/toast";
import { recordActivity } from "~/server/admin/activity-log.server";
import { PARKED_FORM_MESSAGE, takeParkedForm } from "~/server/admin/parked-forms.server";
import { requireAdmin } from "~/server/auth/auth.server";
import { getBusinessSettings } from "~/server/data/business-settings.server";
import { listAllMotors } from "~/server/data/motors.server";
import { getEnv } from "~/server/infra/env.server";
import { logServerError } from "~/server/infra/log.server";
import { redirectWithToast } from "~/server/infra/toast.server";
import { jobTarget, runJobIntent } from "~/server/jobs/job-admin.server";
import { findJob, photosOf } from "~/server/jobs/jobs.server";

/**
 * One job of "Serviços realizados" (docs/decisions/0038-job-log.md): its photos (1 to 6, through
 * the media pipeline), its data, the after-job message, hide or publish, the customer's number
 * (deleted on request) and delete. Every change is in the activity log.
 */
export const meta: MetaFunction = ({ matches }) => pageMeta(matches, { title: "Serviço | Motores PPA", description: "Serviço realizado.", noindex: true });

async function jobOrList(raw: string | undefined) {
  const id = parsePageId(raw);
  const job = id === null ? undefined : findJob(id);
  if (!job) throw await redirectWithToast(JOBS_ADMIN_PATH, toast("Erro", "Serviço não encontrado.", "destructive"), { status: 302 });
  return job;
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const job = await jobOrList(params.id);
  const parked = await takeParkedForm(request, jobAdminPath(job.id));
  const photos = photosOf(job.id).map((p) => ({ id: p.id, thumb: photoUrl(p.fileKey, photoWidths(p.width)[0], "jpg"), width: p.width, height: p.height }));
  const pages = jobPageSlugs(job.placeSlug).map((slug) => ({ path: cityPath({ slug }), name: findPlace(slug)?.name ?? slug }));
  const base = {
    id: job.id,
    title: jobTarget(job),
    hidden: job.status !== "publicado",
    hasNumber: job.customerWhatsapp !== null,
    photos,
    maxPhotos: LIMITS.jobs.photosPerJob,
    pages,
    googleSet: getBusinessSettings().googleReviewUrl !== null,
    motors: listAllMotors().map((m) => ({ id: m.id, name: m.name })),
  };
  if (parked) {
    const values = readFields(parked.form, JOB_FIELDS);
    return data({ ...base, values, restored: PARKED_FORM_MESSAGE }, { headers: { "Set-Cookie": parked.clearCookie } });
  }
  return data({ ...base, values: jobToTyped(job), restored: null as string | null });
}

export type JobActionData = {
  error?: string;
  form?: string;
  errors?: Partial<Record<JobFieldName, string>>;
  typed?: JobTyped;
  confirmDelete?: boolean;
  afterJob?: { message: string; customer: string | null };
};

export async function action({ request, params, context }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const job = await jobOrList(params.id);
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return data<JobActionData>({ error: "Não foi possível ler o envio. Tente de novo.", form: "lista" }, { status: 400 });
  }
  try {
    const outcome = await runJobIntent(job.id, form, getEnv().SITE_URL);
    if ("confirmDelete" in outcome) return data<JobActionData>({ confirmDelete: true });
    if (!outcome.ok) return data<JobActionData>({ error: outcome.error, form: outcome.form, errors: outcome.errors, typed: outcome.typed }, { status: 400 });
    recordActivity(admin.email, outcome.activity, outcome.target);
    // The pages the job showed on and shows on now are judged again (decision 0038).
    await rejudgeJobPages([job, findJob(job.id)], context);
    // The testimonial link is shown once, on this answer; only its hash is stored.
    if (outcome.afterJob) return data<JobActionData>({ afterJob: outcome.afterJob });
    const to = outcome.activity === "servico.excluir" ? JOBS_ADMIN_PATH : jobAdminPath(job.id);
    return redirectWithToast(to, toast("Sucesso!", outcome.message));
  } catch (error) {
    logServerError(error, request);
    const typed = readFields(form, JOB_FIELDS);
    return data<JobActionData>(
      { error: "Nada foi gravado: falha ao salvar. Tente de novo em instantes.", form: form.get("intent") === "salvar" ? "editar" : "lista", typed },
      { status: 503 },
    );
  }
}

export default function JobAdmin() {
  const { id, title, hidden, hasNumber, photos, maxPhotos, pages, googleSet, motors, values, restored } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const editing = result?.form === "editar";
  return (
    <section className="mx-auto max-w-5xl space-y-8 px-4 py-10">
      <AdminHeader title="Serviço realizado" subtitle={title}>
        <AdminLink to={JOBS_ADMIN_PATH}>Todos os serviços</AdminLink>
      </AdminHeader>
      {result?.error && !editing && <ErrorSummary refusal={result}>{result.error}</ErrorSummary>}
      <JobPhotos photos={photos} max={maxPhotos} />
      <AfterJobMessage result={result?.afterJob} googleSet={googleSet} />
      <JobActions id={id} hidden={hidden} hasNumber={hasNumber} pages={pages} askDelete={Boolean(result?.confirmDelete)} />
      {restored && <RestoredNotice message={restored} />}
      <JobForm
        key={editing ? "erro" : "salvo"}
        formName="editar"
        title="Dados do serviço"
        values={editing && result?.typed ? result.typed : values}
        errors={editing ? result?.errors : undefined}
        error={editing ? result?.error : undefined}
        motors={motors}
        submitLabel="Salvar alterações"
      />
    </section>
  );
}
