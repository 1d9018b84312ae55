import { inputClass } from "./ui";

/**
 * The "Código de verificação" field of the code step and of the security screen: one input
 * for a 6-digit code or a recovery code, with its hint and its error tied to it.
 */
export function CodeField({ id, error, hint }: { id: string; error?: string | null; hint?: string }) {
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ") || undefined;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        Código de verificação
      </label>
      <input
        id={id}
        name="code"
        type="text"
        required
        autoComplete="one-time-code"
        spellCheck={false}
        maxLength={32}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        className={`${inputClass} font-mono tracking-widest`}
      />
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-2 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** The ten recovery codes, shown once. */
export function RecoveryCodeList({ codes }: { codes: string[] }) {
  return (
    <ul aria-label="Códigos de recuperação" className="mt-4 grid grid-cols-2 gap-2 font-mono text-lg">
      {codes.map((code) => (
        <li key={code} className="rounded border border-slate-200 bg-slate-50 px-3 py-1 text-center">
          {code}
        </li>
      ))}
    </ul>
  );
}

/** The secret in groups of four letters, easier to type into an authenticator app. */
export function groupedSecret(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, "$1 ");
}
