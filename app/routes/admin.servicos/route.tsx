import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { readFields } from "~/lib/forms/form-data";
import { now } from "~/server/infra/clock.server";
import { rejudgeJobPages } from "~/server/jobs/job-verdicts.server";
import { useActionData, useLoaderData } from "@remix-run/react";
import { AdminHeader, AdminLink } from "~/components/admin/AdminNav";
import { RestoredNotice } from "~/components/admin/RestoredNotice";
import { DueMaintenance } from "~/components/admin/jobs/DueMaintenance";
import { JobForm } from "~/components/admin/jobs/JobForm";
import { JobList } from "~/components/admin/jobs/JobList";
import { jobToTyped, JOB_FIELDS, type JobFieldName, type JobTyped } from "~/lib/jobs/job-form";
import { parsePageId } from "~/lib/page-id";
import { GOOGLE_REVIEW_QR_PATH, JOBS_ADMIN_PATH, jobAdminPath } from "~/lib/paths";
import { pageMeta } from "~/lib/seo";
import { toast } from "~/lib/toast";
import { recordActivity } from "~/server/admin/activity-log.server";
import { PARKED_FORM_MESSAGE, takeParkedForm } from "~/server/admin/parked-forms.server";
import { todayInSaoPaulo } from "~/server/admin/testimonials.server";
import { requireAdmin } from "~/server/auth/auth.server";
import { listAllMotors } from "~/server/data/motors.server";
import { logServerError } from "~/server/infra/log.server";
import { redirectWithToast } from "~/server/infra/toast.server";
import { createJob } from "~/server/jobs/job-admin.server";
import { dueItems, jobListItems } from "~/server/jobs/job-lists.server";
import { findJob } from "~/server/jobs/jobs.server";

/**
 * "Serviços realizados" (docs/decisions/0038-job-log.md): log a job from the phone, the list of
 * jobs and "Manutenções a vencer". The photos go on the job's own page, right after it is saved.
 */
export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "Serviços realizados | Motores PPA", description: "Serviços realizados.", path: JOBS_ADMIN_PATH, noindex: true });

/** A new job's form: today, shown on the site; "Registrar manutenção" of a due reminder (?de=id) starts from that job. */
function newJobValues(today: string, from: string | null): JobTyped {
  const id = parsePageId(from);
  const before = id === null ? undefined : findJob(id);
  if (!before) return { data: today, publicar: "1" };
  const typed = jobToTyped(before);
  return { ...typed, data: today, servico: "manutencao", observacao: "", proxima: "", codigo: "", valor: "" };
}

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const today = todayInSaoPaulo();
  const base = {
    jobs: jobListItems(now()),
    due: dueItems(today),
    motors: listAllMotors().map((m) => ({ id: m.id, name: m.name })),
  };
  const parked = await takeParkedForm(request, JOBS_ADMIN_PATH);
  if (parked) {
    const values = readFields(parked.form, JOB_FIELDS);
    return data({ ...base, values, restored: PARKED_FORM_MESSAGE }, { headers: { "Set-Cookie": parked.clearCookie } });
  }
  return data({ ...base, values: newJobValues(today, new URL(request.url).searchParams.get("de")), restored: null as string | null });
}

type ActionData = { error: string; errors?: Partial<Record<JobFieldName, string>>; typed?: JobTyped };

export async function action({ request, context }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return data<ActionData>({ error: "Não foi possível ler o envio. Tente de novo." }, { status: 400 });
  }
  try {
    const outcome = createJob(form);
    if ("confirmDelete" in outcome) return data<ActionData>({ error: "Ação desconhecida." }, { status: 400 });
    if (!outcome.ok) return data<ActionData>({ error: outcome.error, errors: outcome.errors, typed: outcome.typed }, { status: 400 });
    recordActivity(admin.email, outcome.activity, outcome.target);
    // The place's and the model's pages now show the job: judged again (decision 0038).
    await rejudgeJobPages([findJob(outcome.jobId!)], context);
    return redirectWithToast(jobAdminPath(outcome.jobId!), toast("Sucesso!", outcome.message));
  } catch (error) {
    logServerError(error, request);
    const typed = readFields(form, JOB_FIELDS);
    return data<ActionData>({ error: "Nada foi gravado: falha ao salvar. Tente de novo em instantes.", typed }, { status: 503 });
  }
}

export default function JobsAdmin() {
  const { jobs, due, motors, values, restored } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <section className="mx-auto max-w-5xl space-y-8 px-4 py-10">
      <AdminHeader title="Serviços realizados" subtitle="Os serviços aparecem nas páginas do bairro, do modelo e na página inicial.">
        <AdminLink to={GOOGLE_REVIEW_QR_PATH}>QR code do Google</AdminLink>
      </AdminHeader>
      <DueMaintenance items={due} />
      {restored && <RestoredNotice message={restored} />}
      <JobForm
        key={result ? "erro" : `novo-${jobs.length}`}
        formName="novo"
        title="Registrar serviço"
        values={result?.typed ?? values}
        errors={result?.errors}
        error={result?.error}
        motors={motors}
        submitLabel="Salvar e enviar fotos"
      />
      <JobList items={jobs} />
    </section>
  );
}
