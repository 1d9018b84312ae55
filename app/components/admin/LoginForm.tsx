import { Form, useNavigation } from "@remix-run/react";
import { HONEYPOT_FIELD } from "~/lib/admin-auth";
import { GOOGLE_SIGN_IN_PATH } from "~/lib/paths";

const inputClass =
  "mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none";

/** E-mail and password form (docs/product.md §6.1). Plain HTML post; JavaScript adds "Verificando...". */
export function LoginForm({ email, redirectTo }: { email: string; redirectTo: string }) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST" && navigation.formData?.has("password") === true;
  return (
    <Form method="post" replace className="space-y-4" aria-busy={busy}>
      <input type="hidden" name="redirectTo" value={redirectTo} />
      {/* Honeypot: hidden from people and assistive technology; bots that fill it are refused. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label>
          Não preencha este campo
          <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      <div>
        <label htmlFor="login-email" className="block text-sm font-medium text-slate-700">
          Email
        </label>
        <input
          id="login-email"
          name="email"
          type="email"
          required
          autoComplete="username"
          maxLength={254}
          defaultValue={email}
          placeholder="seu@email.com"
          className={inputClass}
        />
      </div>
      <div>
        <label htmlFor="login-password" className="block text-sm font-medium text-slate-700">
          Senha
        </label>
        <input id="login-password" name="password" type="password" required autoComplete="current-password" maxLength={128} className={inputClass} />
      </div>
      <button
        type="submit"
        disabled={busy}
        className="w-full rounded-md bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800 focus:ring-2 focus:ring-brand-600 focus:ring-offset-2 focus:outline-none disabled:opacity-70"
      >
        {busy ? "Verificando..." : "Entrar"}
      </button>
    </Form>
  );
}

/** "Entrar com Google": a plain form post that leaves for Google's consent screen. */
export function GoogleSignInButton({ enabled }: { enabled: boolean }) {
  return (
    <form method="post" action={GOOGLE_SIGN_IN_PATH}>
      <button
        type="submit"
        disabled={!enabled}
        aria-describedby={enabled ? undefined : "google-off"}
        className="flex w-full items-center justify-center gap-2 rounded-md border border-slate-300 bg-white px-4 py-2.5 font-semibold text-slate-800 hover:bg-slate-50 focus:ring-2 focus:ring-brand-600 focus:ring-offset-2 focus:outline-none disabled:cursor-not-allowed disabled:opacity-60"
      >
        <GoogleMark />
        Entrar com Google
      </button>
      {!enabled && (
        <p id="google-off" className="mt-2 text-center text-sm text-slate-600">
          Login com Google não configurado
        </p>
      )}
    </form>
  );
}

function GoogleMark() {
  return (
    <svg aria-hidden="true" width="18" height="18" viewBox="0 0 48 48">
      <path fill="#EA4335" d="M24 9.5c3.5 0 6.6 1.2 9.1 3.6l6.8-6.8C35.8 2.4 30.3 0 24 0 14.6 0 6.6 5.4 2.7 13.3l7.9 6.1C12.5 13.6 17.8 9.5 24 9.5z" />
      <path fill="#4285F4" d="M46.1 24.5c0-1.6-.1-3.1-.4-4.5H24v9h12.4c-.5 2.9-2.2 5.3-4.6 6.9l7.4 5.7c4.3-4 6.9-9.9 6.9-17.1z" />
      <path fill="#FBBC05" d="M10.6 28.6c-.5-1.4-.8-2.9-.8-4.6s.3-3.2.8-4.6l-7.9-6.1C1 16.6 0 20.2 0 24s1 7.4 2.7 10.7l7.9-6.1z" />
      <path fill="#34A853" d="M24 48c6.5 0 11.9-2.1 15.9-5.8l-7.4-5.7c-2.1 1.4-4.8 2.3-8.5 2.3-6.2 0-11.5-4.1-13.4-9.8l-7.9 6.1C6.6 42.6 14.6 48 24 48z" />
    </svg>
  );
}
