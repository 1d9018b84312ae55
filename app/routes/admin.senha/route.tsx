import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { ErrorSummary } from "~/components/admin/ErrorSummary";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { AdminHeader } from "~/components/admin/AdminNav";
import { card, inputClass, primaryButton } from "~/components/admin/ui";
import { signInHeaders } from "~/lib/admin-auth";
import { PANEL_PATH, PASSWORD_PATH } from "~/lib/paths";
import { pageMeta } from "~/lib/seo";
import { toast } from "~/lib/toast";
import { requireAdmin } from "~/server/auth/auth.server";
import { changeOwnPassword } from "~/server/auth/change-password.server";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordFields } from "~/lib/forms/password-form";
import { startSession } from "~/server/auth/session.server";
import { recordActivity } from "~/server/admin/activity-log.server";
import { redirectWithToast } from "~/server/infra/toast.server";

/**
 * "Minha senha": the owner changes the password without the command line. The current password
 * is required; a change ends every session of the account (other browsers sign in again) and
 * this browser gets a new one.
 */
export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "Minha senha | Motores PPA", description: "Trocar a senha do painel.", path: PASSWORD_PATH, noindex: true });

export const headers = signInHeaders;

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH };
}

export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const form = await request.formData();
  const typed = passwordFields(form);
  const result = await changeOwnPassword(admin, typed.current, typed.next, typed.repeated);
  if (!result.ok) return data({ errors: result.errors }, { status: result.status });
  recordActivity(admin.email, "senha.alterar");
  const cookie = await startSession(admin.id, request);
  return redirectWithToast(PANEL_PATH, toast("Senha alterada", "Use a nova senha no próximo login. As sessões abertas em outros aparelhos foram encerradas."), {
    headers: { "Set-Cookie": cookie },
  });
}

const FIELDS = [
  { name: "atual", key: "current", label: "Senha atual", autoComplete: "current-password" },
  { name: "nova", key: "next", label: "Nova senha", autoComplete: "new-password" },
  { name: "repetida", key: "repeated", label: "Repita a nova senha", autoComplete: "new-password" },
] as const;

export default function PasswordPage() {
  const { min, max } = useLoaderData<typeof loader>();
  const errors: Record<string, string> = useActionData<typeof action>()?.errors ?? {};
  const count = Object.keys(errors).length;
  return (
    <section className="mx-auto max-w-2xl space-y-6 px-4 py-10">
      <AdminHeader title="Minha senha" subtitle="Trocar a senha encerra as sessões abertas em outros aparelhos." />
      <Form method="post" noValidate className={`${card} space-y-4`}>
        {count > 0 && (
          <ErrorSummary refusal={errors} className="font-semibold">
            Nada foi salvo: {count === 1 ? "1 campo precisa" : `${count} campos precisam`} de correção.
          </ErrorSummary>
        )}
        {FIELDS.map((f) => (
          <div key={f.name}>
            <label htmlFor={`f-${f.name}`} className="block font-medium text-slate-800">
              {f.label}
            </label>
            <input
              id={`f-${f.name}`}
              name={f.name}
              type="password"
              autoComplete={f.autoComplete}
              maxLength={max}
              aria-invalid={errors[f.key] ? true : undefined}
              aria-describedby={errors[f.key] ? `erro-${f.name}` : f.name === "nova" ? "dica-nova" : undefined}
              className={inputClass}
            />
            {f.name === "nova" && !errors[f.key] && (
              <p id="dica-nova" className="mt-1 text-sm text-slate-600">
                De {min} a {max} caracteres.
              </p>
            )}
            {errors[f.key] && (
              <p id={`erro-${f.name}`} className="mt-1 text-sm font-medium text-red-800">
                {errors[f.key]}
              </p>
            )}
          </div>
        ))}
        <button type="submit" className={primaryButton}>
          Trocar a senha
        </button>
      </Form>
    </section>
  );
}
