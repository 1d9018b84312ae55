import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { AdminHeader, AdminLink } from "~/components/admin/AdminNav";
import { DocumentForm } from "~/components/admin/media/DocumentForm";
import { PhotoForm, PhotoList } from "~/components/admin/media/PhotoForms";
import { DOCUMENT_KINDS, MAX_PHOTOS_PER_MOTOR, type DocumentKind } from "~/lib/media/motor-media";
import { MOTOR_MEDIA_PATH, motorMediaPath, motorPath } from "~/lib/paths";
import { pageMeta } from "~/lib/seo";
import { toast } from "~/lib/toast";
import { requireAdmin } from "~/server/auth/auth.server";
import { runMediaIntent } from "~/server/admin/motor-media.server";
import { recordActivity } from "~/server/admin/activity-log.server";
import { documentLinkOf, listDocuments, listPhotos } from "~/server/data/motor-media.server";
import { findMotor } from "~/server/data/motors.server";
import { logServerError } from "~/server/infra/log.server";
import { redirectWithToast } from "~/server/infra/toast.server";

/**
 * Photos and documents of one motor model (docs/product.md §6.3b): upload photos with their alt
 * text, choose the main one, set the manual and the specification sheet (PDF or external URL),
 * delete (asked first, with and without JavaScript).
 */
export const meta: MetaFunction<typeof loader> = ({ matches, data }) =>
  pageMeta(matches, { title: `Fotos e documentos: ${data?.name ?? "motor"} | Motores PPA`, description: "Fotos e documentos do modelo.", noindex: true });

async function motorOrList(slug: string | undefined) {
  const motor = findMotor(slug ?? "");
  if (!motor) throw await redirectWithToast(MOTOR_MEDIA_PATH, toast("Erro", "Modelo não encontrado.", "destructive"), { status: 302 });
  return motor;
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const motor = await motorOrList(params.slug);
  const documents = listDocuments(motor.slug).map((d) => ({ ...d, link: documentLinkOf(d) }));
  return { name: motor.name, slug: motor.slug, photos: listPhotos(motor.slug), documents, maxPhotos: MAX_PHOTOS_PER_MOTOR };
}

export type MediaActionData = { error?: string; form?: string; typed?: Record<string, string>; confirmDelete?: number };

/** What each form of the page is called in the activity log. */
const LOGGED = { foto: "midia.enviar", documento: "midia.enviar", excluir: "midia.excluir", alt: "midia.editar", primeira: "midia.editar" } as const;

export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const motor = await motorOrList(params.slug);
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return data<MediaActionData>({ error: "Não foi possível ler o envio. Tente de novo.", form: "lista" }, { status: 400 });
  }
  try {
    const outcome = await runMediaIntent(motor.slug, form);
    if ("confirmDelete" in outcome) return data<MediaActionData>({ confirmDelete: outcome.confirmDelete });
    if (!outcome.ok) return data<MediaActionData>({ error: outcome.error, form: outcome.form, typed: outcome.typed }, { status: 400 });
    const intent = String(form.get("intent"));
    if (intent in LOGGED) recordActivity(admin.email, LOGGED[intent as keyof typeof LOGGED], `${motor.name}: ${outcome.message}`);
    return redirectWithToast(motorMediaPath(motor.slug), toast("Sucesso!", outcome.message));
  } catch (error) {
    logServerError(error, request);
    return data<MediaActionData>(
      { error: "Nada foi gravado: falha ao salvar. Tente de novo em instantes.", form: String(form.get("intent") ?? "lista") },
      { status: 503 },
    );
  }
}

export default function MotorMedia() {
  const { name, slug, photos, documents, maxPhotos } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <section className="mx-auto max-w-5xl space-y-8 px-4 py-10">
      <AdminHeader title={`Fotos e documentos: ${name}`}>
        <AdminLink to={MOTOR_MEDIA_PATH}>Todos os modelos</AdminLink>
      </AdminHeader>
      <p>
        <Link to={motorPath(slug)} className="font-semibold text-brand-700 hover:underline">
          Ver a página do {name}
        </Link>
      </p>
      <PhotoForm result={result} count={photos.length} max={maxPhotos} />
      <PhotoList photos={photos} result={result} />
      <div className="grid gap-8 lg:grid-cols-2">
        {(Object.keys(DOCUMENT_KINDS) as DocumentKind[]).map((kind) => (
          <DocumentForm key={kind} kind={kind} current={documents.find((d) => d.kind === kind) ?? null} result={result} />
        ))}
      </div>
    </section>
  );
}
