import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { inputClass, primaryButton } from "~/components/admin/ui";
import { signInHeaders } from "~/lib/admin-auth";
import { FORGOT_PASSWORD_PATH, LOGIN_PATH } from "~/lib/paths";
import { pageMeta } from "~/lib/seo";
import { toast } from "~/lib/toast";
import { resetLinkState, resetPassword, type LinkState } from "~/server/auth/password-reset.server";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordFields } from "~/lib/forms/password-form";
import { assertSameSite } from "~/server/infra/origin.server";
import { redirectWithToast } from "~/server/infra/toast.server";

/** The e-mailed link's page ("Esqueci minha senha"): a new password, once, within 30 minutes; then the login. */
export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "Nova senha | Motores PPA", description: "Criar uma nova senha do painel.", noindex: true });

export const headers = signInHeaders;

const REFUSED: Record<Exclude<LinkState, "valid">, string> = {
  unknown: "Este link não é válido. Confira se ele foi copiado inteiro, ou peça outro.",
  expired: "Este link expirou (ele vale por 30 minutos). Peça outro.",
  used: "Este link já foi usado. Se precisar, peça outro.",
};

export function loader({ params }: LoaderFunctionArgs) {
  const state = resetLinkState(params.token ?? "");
  return data(
    { refused: state === "valid" ? null : REFUSED[state], min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH },
    { status: state === "valid" ? 200 : 410 },
  );
}

export async function action({ request, params }: ActionFunctionArgs) {
  assertSameSite(request);
  const form = await request.formData();
  const typed = passwordFields(form);
  const result = await resetPassword(params.token ?? "", typed.next, typed.repeated);
  if (result.ok) return redirectWithToast(LOGIN_PATH, toast("Senha criada", "Entre com a nova senha."));
  if (result.state && result.state !== "valid") return data({ refused: REFUSED[result.state], errors: {} as Record<string, string> }, { status: 410 });
  return data({ refused: null, errors: result.errors }, { status: 400 });
}

export default function NewPassword() {
  const loaded = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const refused = result?.refused ?? loaded.refused;
  const errors = result?.errors ?? {};
  return (
    <section className="mx-auto max-w-md px-4 py-12">
      <div className="rounded-xl border border-slate-200 bg-white p-8 shadow-sm">
        <h1 className="text-center text-2xl font-bold text-brand-900">Nova senha</h1>
        {refused ? (
          <>
            <p role="alert" className="mt-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-slate-800">
              {refused}
            </p>
            <p className="mt-4 text-center">
              <Link to={FORGOT_PASSWORD_PATH} className="font-semibold text-brand-700 underline">
                Pedir outro link
              </Link>
            </p>
          </>
        ) : (
          <Form method="post" className="mt-6 space-y-4" noValidate>
            {Object.keys(errors).length > 0 && (
              <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 font-semibold text-red-800">
                {Object.values(errors).join(" ")}
              </p>
            )}
            <label className="block">
              <span className="block font-medium text-slate-800">Nova senha</span>
              <input name="nova" type="password" autoComplete="new-password" maxLength={loaded.max} className={inputClass} />
              <span className="mt-1 block text-sm text-slate-600">
                De {loaded.min} a {loaded.max} caracteres.
              </span>
            </label>
            <label className="block">
              <span className="block font-medium text-slate-800">Repita a nova senha</span>
              <input name="repetida" type="password" autoComplete="new-password" maxLength={loaded.max} className={inputClass} />
            </label>
            <button type="submit" className={primaryButton}>
              Salvar a nova senha
            </button>
          </Form>
        )}
      </div>
    </section>
  );
}
