import { Form, useNavigation } from "@remix-run/react";
import { ErrorSummary } from "~/components/admin/ErrorSummary";
import type { ReactNode } from "react";
import { LIMITS } from "~/lib/limits";
import { GATE_TYPES } from "~/lib/motor-selector";
import { inputClass, primaryButton } from "./ui";

const L = LIMITS.motorCatalogue;

/** The form's values as typed; the server sends them back on error (motor-catalogue.server.ts, TypedMotor). */
export type MotorFormValues = {
  name: string;
  slug: string;
  description: string;
  gateTypes: string[];
  maxWeightKg: string;
  maxWidthCm: string;
  cyclesPerDay: string;
  openingSeconds: string;
  power: string;
  voltage: string;
  dutyCycle: string;
  includedItems: string;
  features: string;
  price: string;
  status: string;
};
type Errors = Partial<Record<keyof MotorFormValues, string>>;

function Field({ name, label, hint, error, children }: { name: string; label: string; hint?: string; error?: string; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={`m-${name}`} className="block font-semibold text-slate-800">
        {label}
      </label>
      {hint && (
        <p id={`m-${name}-hint`} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      {children}
      {error && (
        <p id={`m-${name}-error`} role="alert" className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** Describes a field by its hint and its error, so a screen reader hears both. */
const described = (name: string, hint: boolean, error?: string) =>
  [hint ? `m-${name}-hint` : "", error ? `m-${name}-error` : ""].filter(Boolean).join(" ") || undefined;

/**
 * One model of "Catálogo de motores" (decision 0029). A plain POST form: it works the same with
 * and without JavaScript, and on error the server sends every typed value back.
 */
export function MotorForm({
  values,
  errors,
  submitLabel,
  statuses,
}: {
  values: MotorFormValues;
  errors: Errors;
  submitLabel: string;
  statuses: { value: string; label: string }[];
}) {
  const busy = useNavigation().state === "submitting";
  const input = (name: keyof MotorFormValues, extra: { hint?: boolean; maxLength?: number; inputMode?: "numeric" | "decimal" } = {}) => (
    <input
      id={`m-${name}`}
      name={name}
      defaultValue={values[name] as string}
      className={inputClass}
      aria-invalid={errors[name] ? true : undefined}
      aria-describedby={described(name, Boolean(extra.hint), errors[name])}
      inputMode={extra.inputMode}
      maxLength={extra.maxLength}
    />
  );
  const area = (name: "description" | "includedItems" | "features", rows: number, hint: boolean) => (
    <textarea
      id={`m-${name}`}
      name={name}
      rows={rows}
      defaultValue={values[name]}
      className={inputClass}
      aria-invalid={errors[name] ? true : undefined}
      aria-describedby={described(name, hint, errors[name])}
    />
  );
  const count = Object.keys(errors).length;
  return (
    <Form method="post" className="space-y-5" noValidate>
      {count > 0 && (
        <ErrorSummary refusal={errors} className="font-medium">
          Nada foi gravado: {count === 1 ? "corrija o campo marcado" : `corrija os ${count} campos marcados`}. O que você digitou foi mantido.
        </ErrorSummary>
      )}
      <div className="grid gap-5 md:grid-cols-2">
        <Field name="name" label="Nome do modelo" error={errors.name}>
          {input("name", { maxLength: L.nameMax })}
        </Field>
        <Field name="slug" label="Endereço (slug)" hint="Mudar o endereço cria um redirecionamento 301 do antigo." error={errors.slug}>
          {input("slug", { hint: true, maxLength: L.slugMax })}
        </Field>
      </div>
      <Field name="description" label="Descrição" error={errors.description}>
        {area("description", 3, false)}
      </Field>
      <fieldset aria-describedby={errors.gateTypes ? "m-gateTypes-error" : undefined}>
        <legend className="font-semibold text-slate-800">Tipos de portão que o modelo movimenta</legend>
        <div className="mt-1 flex flex-wrap gap-x-5 gap-y-2">
          {GATE_TYPES.map((g) => (
            <label key={g.value} className="inline-flex items-center gap-2">
              <input type="checkbox" name="gateTypes" value={g.value} defaultChecked={values.gateTypes.includes(g.value)} />
              {g.label.split(" (")[0]}
            </label>
          ))}
        </div>
        {errors.gateTypes && (
          <p id="m-gateTypes-error" role="alert" className="mt-1 text-sm font-medium text-red-700">
            {errors.gateTypes}
          </p>
        )}
      </fieldset>
      <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        <Field name="openingSeconds" label="Tempo de abertura (segundos)" error={errors.openingSeconds}>
          {input("openingSeconds", { inputMode: "numeric" })}
        </Field>
        <Field name="maxWeightKg" label="Peso máximo do portão (kg)" hint="Vazio se não for conhecido." error={errors.maxWeightKg}>
          {input("maxWeightKg", { hint: true, inputMode: "numeric" })}
        </Field>
        <Field name="maxWidthCm" label="Largura máxima do portão (cm)" hint="Vazio se não for conhecida." error={errors.maxWidthCm}>
          {input("maxWidthCm", { hint: true, inputMode: "numeric" })}
        </Field>
        <Field name="cyclesPerDay" label="Aberturas por dia (até)" hint="Vazio se não for conhecido." error={errors.cyclesPerDay}>
          {input("cyclesPerDay", { hint: true, inputMode: "numeric" })}
        </Field>
        <Field name="price" label="Preço com instalação (R$)" hint="Vazio: “sob consulta”, sem preço nas páginas." error={errors.price}>
          {input("price", { hint: true, inputMode: "decimal" })}
        </Field>
        <Field name="power" label="Potência" hint="Ex.: 1/4 HP. Vazio se não for conhecida." error={errors.power}>
          {input("power", { hint: true, maxLength: L.shortFieldMax })}
        </Field>
        <Field name="voltage" label="Tensão" hint="Ex.: 220 V." error={errors.voltage}>
          {input("voltage", { hint: true, maxLength: L.shortFieldMax })}
        </Field>
        <Field name="dutyCycle" label="Ciclo de trabalho" hint="Ex.: 20 ciclos por hora." error={errors.dutyCycle}>
          {input("dutyCycle", { hint: true, maxLength: L.shortFieldMax })}
        </Field>
      </div>
      <Field name="includedItems" label="Itens inclusos" hint={`Um por linha, até ${L.includedItemsMax}.`} error={errors.includedItems}>
        {area("includedItems", 6, true)}
      </Field>
      <Field
        name="features"
        label="Pontos fortes"
        hint={`Um por linha, até ${L.featuresMax}; aparecem no cartão e na página do modelo. Vazio: nenhum.`}
        error={errors.features}
      >
        {area("features", 4, true)}
      </Field>
      <Field name="status" label="Situação" error={errors.status}>
        <select
          id="m-status"
          name="status"
          defaultValue={values.status}
          className={inputClass}
          aria-invalid={errors.status ? true : undefined}
          aria-describedby={described("status", false, errors.status)}
        >
          {statuses.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </select>
      </Field>
      <button type="submit" className={primaryButton} disabled={busy}>
        {busy ? "Salvando..." : submitLabel}
      </button>
    </Form>
  );
}
