import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { BackToLogin } from "~/components/admin/BackToLogin";
import { inputClass, primaryButton } from "~/components/admin/ui";
import { signInHeaders } from "~/lib/admin-auth";
import { readForgotPassword } from "~/lib/forms/sign-in-forms";
import { RESET_PASSWORD_PREFIX } from "~/lib/paths";
import { pageMeta } from "~/lib/seo";
import { RESET, RESET_ANSWER, askPasswordReset, resetLinkBase } from "~/server/auth/password-reset.server";
import { assertSameSite } from "~/server/infra/origin.server";
import { mailConfigured } from "~/server/requests/mail.server";

/**
 * "Esqueci minha senha": the admin's e-mail in, one answer out (the same whether or not the
 * address is an admin's). Without SMTP the page says how to reset from the command line.
 */
export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "Esqueci minha senha | Motores PPA", description: "Criar uma nova senha do painel.", noindex: true });

export const headers = signInHeaders;

export function loader(_: LoaderFunctionArgs) {
  return { enabled: mailConfigured() };
}

export async function action({ request, context }: ActionFunctionArgs) {
  assertSameSite(request);
  const email = readForgotPassword(await request.formData());
  const ask = askPasswordReset(email, context.clientIp, resetLinkBase(RESET_PASSWORD_PREFIX));
  if (ask.kind === "limited")
    return data(
      { message: `Pedidos demais em pouco tempo. Espere ${RESET.windowMs / 60_000} minutos e tente de novo.`, refused: true, email },
      { status: 429, headers: { "Retry-After": String(RESET.windowMs / 1000) } },
    );
  if (ask.kind === "unavailable") return data({ message: "O envio de e-mail não está configurado neste site.", refused: true, email }, { status: 503 });
  return data({ message: RESET_ANSWER, refused: false, email });
}

export default function ForgotPassword() {
  const { enabled } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <section className="mx-auto max-w-md px-4 py-12">
      <div className="rounded-xl border border-slate-200 bg-white p-8 shadow-sm">
        <h1 className="text-center text-2xl font-bold text-brand-900">Esqueci minha senha</h1>
        {!enabled ? (
          <p className="mt-4 text-slate-700">
            Este site não tem envio de e-mail configurado. Quem administra o servidor pode criar uma nova senha com <code>npm run admin:set-password</code>.
          </p>
        ) : (
          <Form method="post" className="mt-6 space-y-4" noValidate>
            {result && (
              <p
                role={result.refused ? "alert" : "status"}
                className={`rounded-md border p-3 ${result.refused ? "border-red-300 bg-red-50 text-red-900" : "border-green-300 bg-green-50 text-slate-800"}`}
              >
                {result.message}
              </p>
            )}
            <label className="block">
              <span className="block font-medium text-slate-800">Email</span>
              <input name="email" type="email" autoComplete="email" defaultValue={result?.email ?? ""} className={inputClass} />
            </label>
            <button type="submit" className={primaryButton}>
              Enviar o link
            </button>
          </Form>
        )}
        <BackToLogin />
      </div>
    </section>
  );
}
