import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { AdminHeader } from "~/components/admin/AdminNav";
import { BusinessSettingsForm } from "~/components/admin/business/BusinessSettingsForm";
import { BUSINESS_SETTINGS_PATH } from "~/lib/paths";
import { pageMeta } from "~/lib/seo";
import { toast } from "~/lib/toast";
import { changedFields, fieldLabel, parseForm, readForm, toForm, type SettingsErrors, type SettingsForm } from "~/lib/business-settings";
import { requireAdmin } from "~/server/auth/auth.server";
import { recordActivity } from "~/server/admin/activity-log.server";
import { getBusinessSettings, saveBusinessSettings } from "~/server/data/business-settings.server";
import { logServerError } from "~/server/infra/log.server";
import { redirectWithToast } from "~/server/infra/toast.server";

/** "Dados do negócio" (decision 0028): the facts every page, structured data and message read. */
export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Dados do negócio | Motores PPA",
    description: "Telefone, endereço, horários, preços e números do negócio.",
    path: BUSINESS_SETTINGS_PATH,
    noindex: true,
  });

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const settings = getBusinessSettings();
  return { values: toForm(settings), tierCount: settings.tiers.length };
}

type ActionResult = { values: SettingsForm; errors: SettingsErrors };

export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const values = readForm(await request.formData());
  const parsed = parseForm(values);
  if (!parsed.ok) return data<ActionResult>({ values, errors: parsed.errors }, { status: 400 });
  const before = getBusinessSettings();
  try {
    saveBusinessSettings(parsed.settings);
  } catch (error) {
    logServerError(error, request);
    return data<ActionResult>({ values, errors: { name: "Nada foi gravado; tente novamente em instantes." } }, { status: 503 });
  }
  const changed = changedFields(before, parsed.settings).map(fieldLabel);
  if (changed.length > 0) recordActivity(admin.email, "negocio.editar", changed.join(", "));
  return redirectWithToast(
    BUSINESS_SETTINGS_PATH,
    toast("Dados do negócio salvos", changed.length > 0 ? `Alterado: ${changed.join(", ")}.` : "Nenhuma alteração."),
  );
}

export default function BusinessSettingsScreen() {
  const { values, tierCount } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const saving = useNavigation().state === "submitting";
  return (
    <section className="mx-auto max-w-5xl space-y-6 px-4 py-10">
      <AdminHeader title="Dados do negócio" subtitle="O que o site inteiro mostra: contato, horários, preços e números do negócio." />
      {/* A refused save re-renders with a new key so the fields show what was sent. */}
      <BusinessSettingsForm
        key={result ? JSON.stringify(result.values) : "saved"}
        values={result?.values ?? values}
        errors={result?.errors ?? {}}
        tierCount={tierCount}
        saving={saving}
      />
    </section>
  );
}
