import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { GoogleSignInButton, LoginForm } from "~/components/admin/LoginForm";
import { Breadcrumbs } from "~/components/seo/Breadcrumbs";
import { Toaster } from "~/components/ui/Toaster";
import { safeRedirect, signInHeaders } from "~/lib/admin-auth";
import { pageMeta } from "~/lib/seo";
import { getAdmin, googleSignInEnabled, loginWithPassword } from "~/server/auth/auth.server";
import { assertSameSite } from "~/server/infra/origin.server";
import { signInResponse } from "~/server/auth/sign-in.server";
import { FORGOT_PASSWORD_PATH, LOGIN_PATH, PANEL_PATH } from "~/lib/paths";
import { mailConfigured } from "~/server/requests/mail.server";

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Login Administrativo | Motores PPA",
    description: "Acesso restrito ao painel administrativo do site Motores PPA.",
    path: LOGIN_PATH,
    noindex: true,
  });

export const headers = signInHeaders;

export async function loader({ request }: LoaderFunctionArgs) {
  if (await getAdmin(request)) throw redirect(PANEL_PATH);
  const redirectTo = new URL(request.url).searchParams.get("redirectTo");
  return { googleEnabled: googleSignInEnabled(), redirectTo: safeRedirect(redirectTo), forgotEnabled: mailConfigured() };
}

export async function action({ request, context }: ActionFunctionArgs) {
  assertSameSite(request);
  const result = await loginWithPassword(request, context);
  if (result.ok) return signInResponse(result.signIn);
  const headers: HeadersInit = result.retryAfterSeconds ? { "Retry-After": String(result.retryAfterSeconds) } : {};
  return data({ email: result.email, toast: result.toast }, { status: result.status, headers });
}

export default function AdminLogin() {
  const { googleEnabled, redirectTo, forgotEnabled } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <>
      <Breadcrumbs items={[{ name: "Login Administrativo", path: LOGIN_PATH }]} />
      <section className="mx-auto max-w-md px-4 py-12">
        <div className="rounded-xl border border-slate-200 bg-white p-8 shadow-sm">
          <h1 className="text-center text-2xl font-bold text-brand-900">Login Administrativo</h1>
          <div className="mt-6">
            <LoginForm email={actionData?.email ?? ""} redirectTo={redirectTo} />
          </div>
          {/* Only when the site can send e-mail (README "SMTP_*"): otherwise `npm run admin:set-password`. */}
          {forgotEnabled && (
            <p className="mt-4 text-center">
              <Link to={FORGOT_PASSWORD_PATH} className="font-semibold text-brand-700 underline">
                Esqueci minha senha
              </Link>
            </p>
          )}
          <div className="my-6 flex items-center gap-3 text-sm text-slate-500">
            <span aria-hidden="true" className="h-px flex-1 bg-slate-200" />
            ou
            <span aria-hidden="true" className="h-px flex-1 bg-slate-200" />
          </div>
          <GoogleSignInButton enabled={googleEnabled} />
          <p className="mt-6 text-center text-sm text-slate-600">Área restrita a administradores. Apenas e-mails autorizados podem acessar o painel.</p>
        </div>
      </section>
      <Toaster toast={actionData?.toast} />
    </>
  );
}
