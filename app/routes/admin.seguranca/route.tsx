import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { now } from "~/server/infra/clock.server";
import { formatMoment } from "~/lib/pt-br-time";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { AdminHeader } from "~/components/admin/AdminNav";
import { CodeField, RecoveryCodeList, groupedSecret } from "~/components/admin/SecondFactor";
import { card, dangerButton, primaryButton, secondaryButton } from "~/components/admin/ui";
import { signInHeaders } from "~/lib/admin-auth";
import { toast } from "~/lib/toast";
import { pageMeta } from "~/lib/seo";
import { requireAdmin } from "~/server/auth/auth.server";
import { redirectWithToast } from "~/server/infra/toast.server";
import { cancelTotpSetup, confirmSecondFactor, startTotpSetup, totpStatus, turnOffSecondFactor } from "~/server/auth/totp.server";
import { SECURITY_PATH } from "~/lib/paths";
import { readSecondFactorForm } from "~/lib/forms/second-factor-form";
import { recordActivity } from "~/server/admin/activity-log.server";

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Verificação em duas etapas | Motores PPA",
    description: "Segurança da conta de administrador.",
    path: SECURITY_PATH,
    noindex: true,
  });

export const headers = signInHeaders;

export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  return { totp: await totpStatus(admin), now: now() };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const form = readSecondFactorForm(await request.formData());
  if (!form.ok) return refused(form.intent, { message: form.message });
  const { intent } = form.value;
  if (intent === "start") {
    if (startTotpSetup(admin.id)) return redirect(SECURITY_PATH, 303);
    return redirectWithToast(SECURITY_PATH, toast("Já está ativada", "Desative a verificação em duas etapas antes de cadastrar outro celular.", "destructive"));
  }
  if (intent === "cancel") {
    cancelTotpSetup(admin.id);
    return redirect(SECURITY_PATH, 303);
  }
  if (intent === "confirm") {
    const confirmed = await confirmSecondFactor(request, context.clientIp, admin, form.value.code);
    if (confirmed.ok) recordActivity(admin.email, "2fa.ativar");
    return confirmed.ok ? data({ intent, recoveryCodes: confirmed.value, error: null }) : refused(intent, confirmed);
  }
  const turnedOff = await turnOffSecondFactor(request, context.clientIp, admin, form.value.code);
  if (!turnedOff.ok) return refused(intent, turnedOff);
  recordActivity(admin.email, "2fa.desativar");
  return redirectWithToast(SECURITY_PATH, toast("Verificação em duas etapas desativada", "O login volta a pedir só e-mail e senha (ou Google)."));
}

/** A wrong code (400) or too many attempts (429, with Retry-After); the message shows under the field. */
function refused(intent: string, result: { message: string; retryAfterSeconds?: number }) {
  const headers: HeadersInit = result.retryAfterSeconds ? { "Retry-After": String(result.retryAfterSeconds) } : {};
  return data({ intent, recoveryCodes: null, error: result.message }, { status: result.retryAfterSeconds ? 429 : 400, headers });
}

export default function SecurityScreen() {
  const { totp, now: at } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const error = (intent: string) => (result?.intent === intent ? result.error : null);
  return (
    <section className="mx-auto max-w-3xl space-y-8 px-4 py-10">
      <AdminHeader title="Verificação em duas etapas" subtitle="Além da senha (ou do Google), o login pede um código do aplicativo autenticador do celular." />

      {result?.recoveryCodes ? (
        <section aria-labelledby="codes-heading" className={card}>
          <h2 id="codes-heading" className="text-xl font-bold text-brand-900">
            Verificação em duas etapas ativada
          </h2>
          <p className="mt-2 text-slate-700">
            Guarde estes códigos de recuperação em lugar seguro (impressos ou num gerenciador de senhas). Cada um permite entrar uma única vez sem o celular.
            Eles não serão mostrados de novo.
          </p>
          <RecoveryCodeList codes={result.recoveryCodes} />
        </section>
      ) : totp.state === "on" ? (
        <section aria-labelledby="on-heading" className={card}>
          <h2 id="on-heading" className="text-xl font-bold text-brand-900">
            Ativada
          </h2>
          <p className="mt-2 text-slate-700">
            Ativada em {formatMoment(Date.parse(totp.since), at)}. Códigos de recuperação restantes: {totp.recoveryCodesLeft} de 10.
          </p>
          <Form method="post" className="mt-6 max-w-sm space-y-4">
            <input type="hidden" name="intent" value="disable" />
            <CodeField id="disable-code" error={error("disable")} hint="Para desativar, digite o código atual do aplicativo (ou um código de recuperação)." />
            <button type="submit" className={dangerButton}>
              Desativar verificação em duas etapas
            </button>
          </Form>
        </section>
      ) : totp.state === "setup" ? (
        <section aria-labelledby="setup-heading" className={card}>
          <h2 id="setup-heading" className="text-xl font-bold text-brand-900">
            Cadastre o celular
          </h2>
          <ol className="mt-2 list-decimal space-y-2 pl-5 text-slate-700">
            <li>Abra um aplicativo autenticador (Google Authenticator, Microsoft Authenticator, 1Password, Authy…).</li>
            <li>Escaneie o código QR abaixo ou digite a chave no aplicativo.</li>
            <li>Digite o código de 6 dígitos que o aplicativo mostrar.</li>
          </ol>
          <div className="mt-6 flex flex-wrap items-start gap-6">
            {/* SVG drawn by the server (qrcode) from the otpauth:// URI: no user content in it. */}
            <div
              role="img"
              aria-label="Código QR para cadastrar a conta no aplicativo autenticador"
              className="h-48 w-48 shrink-0 border border-slate-200"
              dangerouslySetInnerHTML={{ __html: totp.qrSvg }}
            />
            <div>
              <p className="text-sm font-medium text-slate-700">Chave para digitar no aplicativo</p>
              <code data-totp-secret className="mt-1 block font-mono text-lg break-all text-slate-900">
                {groupedSecret(totp.secret)}
              </code>
              <p className="mt-1 text-sm text-slate-600">Tipo: baseado em tempo, 6 dígitos, 30 segundos.</p>
            </div>
          </div>
          <Form method="post" className="mt-6 max-w-sm space-y-4">
            <input type="hidden" name="intent" value="confirm" />
            <CodeField id="confirm-code" error={error("confirm")} />
            <button type="submit" className={primaryButton}>
              Confirmar e ativar
            </button>
          </Form>
          <Form method="post" className="mt-4">
            <input type="hidden" name="intent" value="cancel" />
            <button type="submit" className={secondaryButton}>
              Cancelar
            </button>
          </Form>
        </section>
      ) : (
        <section aria-labelledby="off-heading" className={card}>
          <h2 id="off-heading" className="text-xl font-bold text-brand-900">
            Desativada
          </h2>
          <p className="mt-2 text-slate-700">Com a verificação em duas etapas, quem descobrir a senha ainda precisa do seu celular para entrar no painel.</p>
          <Form method="post" className="mt-6">
            <input type="hidden" name="intent" value="start" />
            <button type="submit" className={primaryButton}>
              Ativar verificação em duas etapas
            </button>
          </Form>
        </section>
      )}
    </section>
  );
}
