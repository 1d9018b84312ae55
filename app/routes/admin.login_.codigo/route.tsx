import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useNavigation } from "@remix-run/react";
import { BackToLogin } from "~/components/admin/BackToLogin";
import { CodeField } from "~/components/admin/SecondFactor";
import { primaryButton } from "~/components/admin/ui";
import { signInHeaders } from "~/lib/admin-auth";
import { pageMeta } from "~/lib/seo";
import { getAdmin } from "~/server/auth/auth.server";
import { assertSameSite } from "~/server/infra/origin.server";
import { hasPendingSignIn, signInResponse, submitSignInCode, verificationExpired } from "~/server/auth/sign-in.server";
import { redirectWithToast } from "~/server/infra/toast.server";
import { LOGIN_PATH, PANEL_PATH, SECOND_FACTOR_PATH } from "~/lib/paths";

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Verificação em duas etapas | Motores PPA",
    description: "Confirme o login administrativo com o código do aplicativo autenticador.",
    path: SECOND_FACTOR_PATH,
    noindex: true,
  });

export const headers = signInHeaders;

/** Only a sign-in that passed its first factor in the last 5 minutes reaches this page. */
export async function loader({ request }: LoaderFunctionArgs) {
  if (await getAdmin(request)) throw redirect(PANEL_PATH);
  if (!(await hasPendingSignIn(request))) throw await redirectWithToast(LOGIN_PATH, verificationExpired(), { status: 302 });
  return null;
}

export async function action({ request, context }: ActionFunctionArgs) {
  assertSameSite(request);
  const step = await submitSignInCode(request, context.clientIp);
  if (step.kind === "signed-in") return signInResponse(step.signIn);
  if (step.kind === "expired") return redirectWithToast(LOGIN_PATH, verificationExpired());
  const headers: HeadersInit = step.retryAfterSeconds ? { "Retry-After": String(step.retryAfterSeconds) } : {};
  return data({ error: step.message }, { status: step.retryAfterSeconds ? 429 : 401, headers });
}

export default function SignInCode() {
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  return (
    <section className="mx-auto max-w-md px-4 py-12">
      <div className="rounded-xl border border-slate-200 bg-white p-8 shadow-sm">
        <h1 className="text-center text-2xl font-bold text-brand-900">Verificação em duas etapas</h1>
        <p className="mt-4 text-slate-700">Abra o aplicativo autenticador do celular e digite o código de 6 dígitos desta conta.</p>
        <Form method="post" replace className="mt-6 space-y-4" aria-busy={busy}>
          {/* A new key after each answer empties the field for the next try. */}
          <CodeField
            key={result?.error ?? "code"}
            id="sign-in-code"
            error={result?.error}
            hint="Sem o celular? Digite um dos códigos de recuperação no mesmo campo."
          />
          <button type="submit" disabled={busy} className={`${primaryButton} w-full`}>
            {busy ? "Verificando..." : "Verificar"}
          </button>
        </Form>
        <BackToLogin />
      </div>
    </section>
  );
}
