import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { AdminHeader, AdminLink } from "~/components/admin/AdminNav";
import { MotorForm } from "~/components/admin/MotorForm";
import { card } from "~/components/admin/ui";
import { CATALOGUE_PATH, newMotorPath, catalogueMotorPath, motorMediaPath, motorPath } from "~/lib/paths";
import { pageMeta } from "~/lib/seo";
import { toast } from "~/lib/toast";
import { requireAdmin } from "~/server/auth/auth.server";
import { recordActivity } from "~/server/admin/activity-log.server";
import { MOTOR_STATUSES, NEW_MOTOR_FORM, readMotorForm, type MotorFieldErrors, type MotorFormValues } from "~/lib/motors/motor-form";
import { checkMotor, createMotor, typedFromMotor, updateMotor } from "~/server/admin/motor-catalogue.server";
import { findMotor } from "~/server/data/motors.server";
import { logServerError } from "~/server/infra/log.server";
import { redirectWithToast } from "~/server/infra/toast.server";

/** One model of "Catálogo de motores" (decision 0029); /admin/catalogo/novo adds one. */
const NEW = "novo";

export const meta: MetaFunction<typeof loader> = ({ matches, data }) =>
  pageMeta(matches, {
    title: `${data?.isNew ? "Novo modelo" : (data?.name ?? "Modelo")} | Catálogo de motores`,
    description: "Modelo do catálogo.",
    noindex: true,
  });

async function motorOrList(slug: string | undefined) {
  const motor = findMotor(slug ?? "");
  if (!motor) throw await redirectWithToast(CATALOGUE_PATH, toast("Erro", "Modelo não encontrado.", "destructive"), { status: 302 });
  return motor;
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  if (params.slug === NEW) return { isNew: true, name: "", slug: "", values: NEW_MOTOR_FORM, statuses: MOTOR_STATUSES };
  const motor = await motorOrList(params.slug);
  return { isNew: false, name: motor.name, slug: motor.slug, values: typedFromMotor(motor), statuses: MOTOR_STATUSES };
}

type ActionData = { errors: MotorFieldErrors; typed: MotorFormValues };

export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const current = params.slug === NEW ? null : await motorOrList(params.slug);
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return data<ActionData>({ errors: { name: "Não foi possível ler o envio. Tente de novo." }, typed: NEW_MOTOR_FORM }, { status: 400 });
  }
  const typed = readMotorForm(form);
  const checked = checkMotor(typed, current?.id ?? null);
  if (!checked.ok) return data<ActionData>({ errors: checked.errors, typed }, { status: 400 });
  try {
    const saved = current ? updateMotor(current, checked.values) : createMotor(checked.values);
    if (!saved.ok) return data<ActionData>({ errors: saved.errors, typed }, { status: 400 });
    const retired = current?.status === "ativo" && saved.motor.status === "fora-de-linha";
    recordActivity(admin.email, !current ? "motor.criar" : retired ? "motor.retirar" : "motor.editar", `${saved.motor.name}: ${saved.changes}`);
    const message = !current
      ? `${saved.motor.name} adicionado ao catálogo.`
      : retired
        ? `${saved.motor.name} agora está fora de linha.`
        : `${saved.motor.name} salvo.`;
    return redirectWithToast(catalogueMotorPath(saved.motor.slug), toast("Sucesso!", message));
  } catch (error) {
    logServerError(error, request);
    return data<ActionData>({ errors: { name: "Nada foi gravado: falha ao salvar. Tente de novo em instantes." }, typed }, { status: 503 });
  }
}

export default function CatalogueMotor() {
  const { isNew, name, slug, values, statuses } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <section className="mx-auto max-w-4xl space-y-6 px-4 py-10">
      <AdminHeader title={isNew ? "Novo modelo de motor" : `Catálogo: ${name}`}>
        <AdminLink to={CATALOGUE_PATH}>Todos os modelos</AdminLink>
        {!isNew && <AdminLink to={motorMediaPath(slug)}>Fotos e documentos</AdminLink>}
      </AdminHeader>
      {!isNew && (
        <p>
          <Link to={motorPath(slug)} className="font-semibold text-brand-700 hover:underline">
            Ver a página do {name}
          </Link>
        </p>
      )}
      <div className={card}>
        <MotorForm
          key={isNew ? newMotorPath() : slug}
          values={result?.typed ?? values}
          errors={result?.errors ?? {}}
          submitLabel={isNew ? "Adicionar modelo" : "Salvar modelo"}
          statuses={statuses}
        />
      </div>
    </section>
  );
}
